import { type APIRequestContext, expect, test } from './fixtures.js';
import { DEMO_USERS, expectAccessible, signIn } from './helpers.js';
import { text } from './locales.js';

/** The demo student speaks Portuguese: the maintenance page follows him. */
const pt = (key: string) => text('pt', key);

test.use({ locale: 'en-US' });

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', { data: DEMO_USERS.admin });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function switchMaintenance(request: APIRequestContext, token: string, on: boolean) {
  const response = await request.post('/api/setting/create-or-update', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: 'maintenance', value: on },
  });
  expect(response.ok()).toBe(true);
}

test('while maintenance is on, a student is sent to the maintenance page and only an admin gets past it', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  await signIn(page, 'student');
  await switchMaintenance(request, token, true);
  try {
    await page.goto('/courses');
    await expect(page).toHaveURL(/\/maintenance$/);
    await expect(page.getByRole('heading', { level: 1, name: pt('maintenance.title') })).toBeVisible();
    await expect(page.getByText(pt('errors.maintenance'))).toBeVisible();
    await expect(page.getByText(pt('maintenance.notice'))).toBeVisible();
    await expectAccessible(page);

    // the student's own (right) password is still a wrong one here: the way in is for admins
    const form = page.getByRole('form', { name: pt('maintenance.adminTitle') });
    await form.getByLabel(pt('auth.email')).fill(DEMO_USERS.student.email);
    await form.getByLabel(pt('auth.password'), { exact: true }).fill(DEMO_USERS.student.password);
    await form.getByRole('button', { name: pt('maintenance.submit') }).click();
    await expect(form.getByRole('alert')).toHaveText(pt('maintenance.wrongPassword'));

    await form.getByLabel(pt('auth.email')).fill(DEMO_USERS.admin.email);
    await form.getByLabel(pt('auth.password'), { exact: true }).fill('not-the-password');
    await form.getByRole('button', { name: pt('maintenance.submit') }).click();
    await expect(form.getByRole('alert')).toHaveText(pt('maintenance.wrongPassword'));

    await form.getByLabel(pt('auth.password'), { exact: true }).fill(DEMO_USERS.admin.password);
    await form.getByRole('button', { name: pt('maintenance.submit') }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Settings' })).toBeVisible();

    // the bypass stays with this browser
    await page.goto('/settings/users_check');
    await expect(page.getByRole('heading', { level: 1, name: 'Pending registrations' })).toBeVisible();
  } finally {
    await switchMaintenance(request, token, false);
  }
});

test('when maintenance is off, the maintenance page says the Academy is back and leads to the login', async ({
  page,
}) => {
  await page.goto('/maintenance');
  await expect(page.getByRole('heading', { level: 1, name: 'The Academy is back' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Admin access' })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Go to login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
