import { expect, test } from './fixtures.js';
import { approvedPerson, expectAccessible, expectNoSideScroll, signIn, signInAs } from './helpers.js';
import { text } from './locales.js';
import { postgresMissing, type ServerBehindProxy, startServerBehindProxy } from './server-behind-proxy.js';

const en = (key: string) => text('en', key);
const es = (key: string) => text('es', key);

/** The new version, in each language: each reader must get his own. */
const POLICY = {
  en: 'We keep your training records for five years.\n\nYou may ask for a copy at any time.',
  pt: 'Guardamos seus registros de treinamento por cinco anos.\n\nVocê pode pedir uma cópia a qualquer momento.',
  es: 'Conservamos sus registros de capacitación durante cinco años.\n\nPuede pedir una copia en cualquier momento.',
};

// Publishing a version asks it of everyone, the demo accounts too: on the workers' shared academy
// that would stop every later file at the acceptance page. This file has an academy of its own.
let server: ServerBehindProxy | undefined;

test.beforeAll(async () => {
  const missing = await postgresMissing();
  test.skip(missing !== null, `privacy policy browser test skipped: ${missing}`);
  test.setTimeout(150_000);
  server = await startServerBehindProxy();
});
test.afterAll(async () => {
  await server?.stop();
});

test('an admin publishes a new privacy policy; a learner signing in is asked to accept it in his language, and then lands where he was going', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  if (!server) throw new Error('no server');
  const { baseURL } = server;

  // a learner who joined before the new version: he accepted the built-in text only
  const adminContext = await browser.newContext({ baseURL, locale: 'en-US' });
  const learner = await approvedPerson(adminContext.request, 'Lucía Policy', 'SP', 'es');

  // the admin publishes it from Settings, after confirming
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin');
  await admin.goto('/settings');
  await admin
    .getByRole('list', { name: en('settings.links.label') })
    .getByRole('link', { name: en('privacyPolicy.admin.title') })
    .click();
  await expect(admin.getByRole('heading', { level: 1, name: en('privacyPolicy.admin.title') })).toBeVisible();
  await expect(admin.getByText(en('privacyPolicy.admin.empty'))).toBeVisible();
  await expectAccessible(admin);
  for (const [lang, policy] of Object.entries(POLICY))
    await admin.locator(`textarea[name="text.${lang}"]`).fill(policy);
  await admin.getByRole('button', { name: en('privacyPolicy.admin.publish') }).click();
  const confirm = admin.getByRole('dialog');
  await expect(confirm).toContainText(en('privacyPolicy.admin.confirmMessage'));
  await confirm.getByRole('button', { name: en('privacyPolicy.admin.publish') }).click();
  await expect(admin.getByText('Version 1 published')).toBeVisible();
  await expect(admin.getByRole('list', { name: en('privacyPolicy.admin.versions') })).toContainText(
    'Version 1',
  );
  await adminContext.close();

  // the learner, on a phone, heads for his courses: after signing in he is asked first, in Spanish
  const learnerContext = await browser.newContext({
    baseURL,
    locale: 'es-ES',
    viewport: { width: 375, height: 740 },
  });
  const page = await learnerContext.newPage();
  await page.goto('/courses/my-courses');
  await expect(page).toHaveURL(/\/login/);
  await signInAs(page, learner);
  await expect(page).toHaveURL(/\/courses\/my-courses$/);
  await expect(page.getByRole('heading', { level: 1, name: es('privacyPolicy.accept.title') })).toBeVisible();
  const policy = page.getByRole('region', { name: es('privacyPolicy.published') });
  await expect(policy).toContainText('Conservamos sus registros de capacitación durante cinco años.');
  await expect(policy).not.toContainText('We keep your training records');
  await expect(page.getByRole('button', { name: es('privacyPolicy.accept.signOut') })).toBeVisible();
  await expectAccessible(page);
  await expectNoSideScroll(page);

  // accepting by keyboard takes him where he was going, and is recorded
  await page.getByRole('button', { name: es('privacyPolicy.accept.button'), exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: es('privacyPolicy.accept.title') })).toHaveCount(
    0,
  );
  await expect(page).toHaveURL(/\/courses\/my-courses$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const recorded = await server.query(
    `select version from privacy_acceptances where user_id = '${learner._id}'`,
  );
  expect(recorded).toEqual([{ version: 1 }]);

  // signing in again asks nothing more
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: es('privacyPolicy.accept.title') })).toHaveCount(
    0,
  );
  await learnerContext.close();
});
