import { expect, type Page, test } from './fixtures.js';
import { expectAccessible, signIn } from './helpers.js';
import { text } from './locales.js';
import { postgresMissing, type ServerBehindProxy, startServerBehindProxy } from './server-behind-proxy.js';

/** The demo student speaks Portuguese: the pages follow him once he is signed in. */
const pt = (key: string) => text('pt', key);

let server: ServerBehindProxy | undefined;

test.beforeAll(async () => {
  const missing = await postgresMissing();
  test.skip(missing !== null, `database-down browser test skipped: ${missing}`);
  test.setTimeout(150_000);
  server = await startServerBehindProxy();
});
test.afterAll(async () => {
  await server?.stop();
});

const unavailableHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: pt('unavailable.title') });

test('while the database does not answer, the app says so and tries again, and once it answers the user is back where he was', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  if (!server) throw new Error('no server');
  const { proxy } = server;
  const context = await browser.newContext({ baseURL: server.baseURL, locale: 'en-US' });
  const page = await context.newPage();
  await signIn(page, 'student');
  await page.goto('/notification-list');
  await expect(page.getByRole('heading', { level: 1, name: pt('menu.notifications') })).toBeVisible();
  // the page's own calls are done: a call of its still in flight when the database goes would
  // show the unavailable page before the click below
  await page.waitForLoadState('networkidle');

  try {
    // a call made while the database is away (here, opening another page) leads to the page
    proxy.cut();
    await page
      .getByRole('banner')
      .getByRole('link', { name: pt('menu.courses') })
      .click();
    await expect(unavailableHeading(page)).toBeVisible();
    await expect(page.getByText(/^Nova tentativa em \d+ segundos?$/)).toBeVisible();
    await expect(page.getByText(pt('errors.internal'))).toHaveCount(0);
    await expectAccessible(page);

    // trying at once while it is still away keeps the page
    await page.getByRole('button', { name: pt('unavailable.retry') }).click();
    await expect(page.getByText(/^Nova tentativa em \d+ segundos?$/)).toBeVisible();
    await expect(unavailableHeading(page)).toBeVisible();

    // back by itself, on the page that was opened
    proxy.restore();
    const courses = page.getByRole('heading', { level: 1, name: pt('courses.title') });
    await expect(courses).toBeVisible({ timeout: 20_000 });
    await expect(unavailableHeading(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/courses$/);

    // the app starting while the database is away (its first call, the system status, fails)
    proxy.cut();
    await page.reload();
    await expect(unavailableHeading(page)).toBeVisible();
    proxy.restore();
    await expect(courses).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByText(pt('errors.internal'))).toHaveCount(0);
  } finally {
    proxy.restore();
    await context.close();
  }
});
