import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { expect, test } from './fixtures.js';
import { expectAccessible, expectNoSideScroll, signIn } from './helpers.js';

test.use({ locale: 'en-US' });

/** The partner portal's OpenID provider (oidc-provider from npm), on loopback, knowing one person. */
async function startPartnerPortal(callback: string) {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'academy-e2e',
        client_secret: 'academy-e2e-secret',
        redirect_uris: [callback],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'locale'],
      partner: ['distributor'],
    },
    conformIdTokenClaims: false,
    findAccount: async (_context, sub) => ({
      accountId: sub,
      claims: async () => ({
        sub,
        email: `${sub}@partner.com`,
        email_verified: true,
        name: 'Joana Portal',
        locale: 'pt-BR',
        distributor: 'Alfa Distribuição',
      }),
    }),
    cookies: { keys: ['e2e-cookie-key'] },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

test('an admin adds the partner portal as a sign-in provider; a partner signs in with it and lands on his dashboard in his language', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const slug = `portal-${Date.now().toString(36)}`;
  const portal = await startPartnerPortal(`${baseURL}/api/auth/sso/${slug}/callback`);
  try {
    await signIn(page, 'admin');
    await page.goto('/settings');
    await page.getByRole('link', { name: /Single sign-on/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Single sign-on' })).toBeVisible();
    await page.getByRole('button', { name: 'New provider' }).click();
    const dialog = page.getByRole('dialog', { name: 'New sign-in provider' });
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('Partner Portal');
    await dialog.getByLabel('Address name').fill(slug);
    await expect(dialog.getByText(`/api/auth/sso/${slug}/callback`)).toBeVisible();
    await dialog.getByLabel('Issuer').fill(portal.issuer);
    await dialog.getByLabel('Client id').fill('academy-e2e');
    await dialog.getByLabel('Client secret').fill('academy-e2e-secret');
    await dialog.getByLabel('Scopes').fill('openid email profile partner');
    await dialog.getByLabel('Email domains').fill('partner.com');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    const row = page.getByRole('listitem').filter({ hasText: 'Partner Portal' });
    await expect(row.getByText('client secret set')).toBeVisible();
    await expect(page.getByText('academy-e2e-secret')).toHaveCount(0);
    await expectAccessible(page);

    // the partner, in a browser of his own
    const partner = await page.context().browser()?.newContext({ baseURL, locale: 'pt-BR' });
    if (!partner) throw new Error('no browser');
    const his = await partner.newPage();
    await his.setViewportSize({ width: 375, height: 800 });
    await his.goto('/login');
    await his.getByLabel('E-mail').fill('joana@partner.com');
    await expect(his.getByText('Sua empresa entra com Partner Portal: use o botão dele.')).toBeVisible();
    await expectAccessible(his);
    await expectNoSideScroll(his);
    await his.getByRole('link', { name: 'Entrar com Partner Portal' }).click();

    // the provider's own pages: its sign-in, then its consent
    await his.locator('input[name="login"]').fill('joana');
    await his.locator('input[name="password"]').fill('any');
    await his.locator('button[type="submit"]').click();
    await his.locator('button[type="submit"]').click();

    await expect(his.getByRole('heading', { level: 1, name: 'Painel' })).toBeVisible({ timeout: 30_000 });
    await expect(his.getByText('Olá, Joana Portal! Continue de onde parou.')).toBeVisible();
    await expectAccessible(his);
    await partner.close();
  } finally {
    portal.close();
  }
});

test('a refused single sign-on comes back to the login page saying why, in the reader’s language', async ({
  page,
}) => {
  await page.goto('/login?sso_error=sso-email-unverified');
  await expect(
    page.getByText('Your identity provider did not confirm your email, so it cannot sign you in here'),
  ).toBeVisible();
  await expectAccessible(page);
});
