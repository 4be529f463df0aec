import { expect, test } from './fixtures.js';
import { DEMO_USERS, expectAccessible, signIn } from './helpers.js';
import { text } from './locales.js';
import { linkMailedTo } from './operator.js';
import { postgresMissing, type ServerBehindProxy, startServerBehindProxy } from './server-behind-proxy.js';

/** The demo admin reads English. */
const en = (key: string) => text('en', key);

// A new academy on a server of its own, on a port of its own: no address is set, none seeded.
let server: ServerBehindProxy | undefined;

test.beforeAll(async () => {
  const missing = await postgresMissing();
  test.skip(missing !== null, `site address browser test skipped: ${missing}`);
  test.setTimeout(150_000);
  server = await startServerBehindProxy();
});
test.afterAll(async () => {
  await server?.stop();
});

test('without an address set, the admin is told where to set it, and the invitation and approval mails lead to the address the academy was reached at', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  if (!server) throw new Error('no server');
  const { baseURL } = server;
  expect(baseURL).not.toContain('localhost:3000');
  const context = await browser.newContext({ baseURL, locale: 'en-US' });
  const page = await context.newPage();
  await signIn(page, 'admin');

  // the dashboard tells the admin, with a way to where the address is set
  await page.goto('/');
  const notice = page.getByRole('alert').filter({ hasText: en('settings.siteAddress.unset') });
  await expect(notice).toBeVisible();
  await expectAccessible(page);
  await notice.getByRole('link', { name: en('settings.siteAddress.setIt') }).click();
  await expect(page).toHaveURL(`${baseURL}/settings`);
  await expect(page.getByRole('alert').filter({ hasText: en('settings.siteAddress.unset') })).toBeVisible();
  await expect(page.getByRole('textbox', { name: en('settings.mail.siteUrl') })).toHaveValue('');

  // an invitation and an approval made from here link here
  const login = await context.request.post('/api/auth/login', { data: DEMO_USERS.admin });
  const headers = { Authorization: `Bearer ${(await login.json()).data.token}` };
  const invited = `invited.${Date.now().toString(36)}@example.com`;
  const created = await context.request.post('/api/user/create', {
    headers,
    data: { type: 'admin', name: 'Invited Admin', email: invited },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const invitation = await linkMailedTo(server, invited, '/recovery');
  expect(invitation.startsWith(`${baseURL}/recovery?`), invitation).toBe(true);

  const pending = (await server.query(`select id from users where email = 'pending@academy.local'`)) as {
    id: string;
  }[];
  const accepted = await context.request.post('/api/user/accept', {
    headers,
    data: { userIds: pending.map((row) => row.id), accept: true },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  const approval = await linkMailedTo(server, 'pending@academy.local', '/login');
  expect(approval).toBe(`${baseURL}/login`);

  // followed by the people they were mailed to, signed out, the links open working pages
  const visitor = await browser.newContext({ locale: 'en-US' });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(invitation);
  await expect(visitorPage.getByLabel(en('auth.email'))).toHaveValue(invited);
  await visitorPage.goto(approval);
  await expect(visitorPage.locator('input[name="password"]')).toBeVisible();
  await visitor.close();

  // once the admin sets the address, the notice goes
  await page.getByRole('textbox', { name: en('settings.mail.siteUrl') }).fill(baseURL);
  await page
    .getByRole('form', { name: en('settings.mail.title') })
    .getByRole('button', { name: en('common.save') })
    .click();
  await expect(page.getByText(en('settings.saved'))).toBeVisible();
  expect(await server.query(`select value from settings where name = 'site_url'`)).toEqual([
    { value: baseURL },
  ]);
  await expect(page.getByRole('alert').filter({ hasText: en('settings.siteAddress.unset') })).toBeHidden();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(en('settings.siteAddress.unset'))).toBeHidden();
  await context.close();
});
