import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { startSamlPeer } from '../../apps/api/src/test/saml-peer.js';
import { expect, test } from './fixtures.js';
import { expectAccessible, expectNoSideScroll, signIn } from './helpers.js';
import { apiCall, tokenOf } from './youtube-course.js';

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

test('an admin imports a SAML provider from its metadata file; a partner in Spanish on a phone signs in at it and lands on his dashboard', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const slug = `corp-${Date.now().toString(36)}`;
  const domain = `${slug}.example`;
  // on another site than the academy, as a real provider is: its answer is a cross-site post
  const idp = await startSamlPeer({ address: '127.0.0.2' });
  try {
    // a SAML provider's addresses are the academy's configured address (decision 0043)
    const admin = await tokenOf(page.request, 'admin');
    await apiCall(page.request, admin, 'setting/create-or-update', { name: 'site_url', value: baseURL });
    await signIn(page, 'admin');
    await page.goto('/settings/single-sign-on');
    await page.getByRole('button', { name: 'New provider' }).click();
    const dialog = page.getByRole('dialog', { name: 'New sign-in provider' });
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('Corp IdP');
    await dialog.getByLabel('Address name').fill(slug);
    await dialog.getByRole('radio', { name: 'SAML 2.0' }).check();
    await expect(dialog.getByText(`/api/auth/sso/${slug}/metadata`)).toBeVisible();
    await expect(dialog.getByText(`/api/auth/sso/${slug}/acs`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('List the email domains this provider vouches for')).toBeVisible();
    await dialog.getByLabel('Email domains').fill(domain);
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'idp-metadata.xml',
      mimeType: 'application/xml',
      buffer: Buffer.from(idp.metadata),
    });
    await expect(dialog.getByLabel(/Identity provider metadata/)).toHaveValue(/IDPSSODescriptor/);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    const row = page.getByRole('listitem').filter({ hasText: 'Corp IdP' });
    await expect(row.getByText('SAML 2.0')).toBeVisible();
    await expect(row.getByText(idp.entityId)).toBeVisible();
    await expect(row.getByText(/signing certificate valid until/)).toBeVisible();

    // the service provider metadata the provider's administrator imports
    const metadata = await page.request.get(`/api/auth/sso/${slug}/metadata`);
    expect(await metadata.text()).toContain(`${baseURL}/api/auth/sso/${slug}/acs`);

    const partner = await page.context().browser()?.newContext({ baseURL, locale: 'es-AR' });
    if (!partner) throw new Error('no browser');
    const his = await partner.newPage();
    await his.setViewportSize({ width: 375, height: 800 });
    await his.goto('/login');
    await his.getByLabel('Correo electrónico').fill(`lucia@${domain}`);
    await expect(his.getByText('Su empresa entra con Corp IdP: use su botón.')).toBeVisible();
    await his.getByRole('link', { name: 'Entrar con Corp IdP' }).click();

    // the provider's page, then its form posted back to the academy
    await his.getByLabel('Email').fill(`lucia@${domain}`);
    await his.getByLabel('Name').fill('Lucía Corp');
    await his.getByLabel('Language').fill('es');
    await his.getByLabel('Distributor').fill('Alfa Distribuição');
    await his.getByRole('button', { name: 'Sign in' }).click();

    await expect(his.getByRole('heading', { level: 1, name: 'Panel' })).toBeVisible({ timeout: 30_000 });
    await expect(his.getByText('¡Hola, Lucía Corp! Siga donde lo dejó.')).toBeVisible();
    await expectAccessible(his);
    await expectNoSideScroll(his);
    await partner.close();
  } finally {
    await idp.close();
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
