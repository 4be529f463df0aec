import { type APIRequestContext, expect, test } from './fixtures.js';
import { DEMO_USERS, expectAccessible, expectNoSideScroll, signIn } from './helpers.js';
import { text } from './locales.js';

/** The admin reads English; the demo student reads Portuguese. */
const en = (key: string) => text('en', key);
const pt = (key: string) => text('pt', key);

test.use({ locale: 'en-US' });

async function adminApi(request: APIRequestContext) {
  const response = await request.post('/api/auth/login', { data: DEMO_USERS.admin });
  expect(response.ok()).toBe(true);
  const token = ((await response.json()) as { data: { token: string } }).data.token;
  return (name: string, value: unknown) =>
    request.post('/api/setting/create-or-update', {
      headers: { Authorization: `Bearer ${token}` },
      data: { name, value },
    });
}

test('an admin turns maintenance on from /settings, a student is sent to the maintenance page with the message, and the admin turns it off', async ({
  page,
  request,
  browser,
}) => {
  const save = await adminApi(request);
  const studentContext = await browser.newContext({ locale: 'pt-BR' });
  const student = await studentContext.newPage();
  await signIn(student, 'student');
  try {
    await signIn(page, 'admin');
    await page
      .getByRole('banner')
      .getByRole('link', { name: en('menu.settings') })
      .click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: en('menu.settings') })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${en('menu.settings')}`));
    await expectAccessible(page);

    const message = page.getByRole('form', { name: en('settings.maintenance.message') });
    await message.getByLabel(`${en('settings.maintenance.message')} (Portuguese)`).fill('Voltamos às 14h');
    await message.getByRole('button', { name: en('common.save') }).click();
    await expect(page.getByText(en('settings.saved'))).toBeVisible();

    const maintenanceSwitch = page.getByLabel(en('settings.maintenance.switch'), { exact: true });
    // the switch moves once the admin confirms and the server has it
    await maintenanceSwitch.click();
    const dialog = page.getByRole('dialog', { name: en('settings.maintenance.onTitle') });
    await dialog.getByRole('button', { name: en('settings.maintenance.turnOn') }).click();
    await expect(page.getByText(en('settings.maintenance.onNow'))).toBeVisible();
    await expect(maintenanceSwitch).toBeChecked();

    await student.goto('/courses');
    await expect(student).toHaveURL(/\/maintenance$/);
    await expect(student.getByRole('heading', { level: 1, name: pt('maintenance.title') })).toBeVisible();
    await expect(student.getByText('Voltamos às 14h')).toBeVisible();

    // the admin's own browser keeps working during maintenance
    await page.reload();
    await expect(page).toHaveURL(/\/settings$/);
    await maintenanceSwitch.click();
    await expect(page.getByText(en('settings.maintenance.isOff'))).toBeVisible();
    await expect(maintenanceSwitch).not.toBeChecked();
    await student.reload();
    await expect(student.getByRole('heading', { level: 1, name: pt('maintenance.overTitle') })).toBeVisible();
  } finally {
    await save('maintenance', false);
    await save('maintenance_message', { en: '', pt: '', es: '' });
    await studentContext.close();
  }
});

test('an admin adds a training type and sees it in the list', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/settings');
  await page.getByRole('link', { name: new RegExp(en('settings.trainingTypes.title')) }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: en('settings.trainingTypes.title') }),
  ).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: en('settings.trainingTypes.add') }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: en('settings.trainingTypes.newTitle') }),
  ).toBeVisible();
  // a title is required
  await page.getByRole('button', { name: en('common.save') }).click();
  await expect(page.getByText(en('validation.required'))).toBeVisible();
  await page.getByLabel(en('settings.trainingTypes.field')).fill('Field installation');
  await expectAccessible(page);
  await page.getByRole('button', { name: en('common.save') }).click();

  await expect(page).toHaveURL(/\/settings\/training_types$/);
  const list = page.getByRole('list', { name: en('settings.trainingTypes.title') });
  await expect(list.getByText('Field installation')).toBeVisible();
  await expect(list.getByRole('link', { name: 'Edit Field installation' })).toBeVisible();
});

test('an admin opens a country, and removing a distributor first says how many users it disables', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  await page.goto('/settings/countries');
  await expectAccessible(page);
  await page.getByRole('link', { name: /Brazil/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Brazil' })).toBeVisible();
  await expect(page.getByRole('list', { name: en('settings.distributors.title') })).toBeVisible();
  await expectAccessible(page);

  // a new distributor with nobody in it
  await page.getByRole('link', { name: en('settings.distributors.add') }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: en('settings.distributors.newTitle') }),
  ).toBeVisible();
  await expectAccessible(page);
  await page
    .getByRole('textbox', { name: en('settings.distributors.name'), exact: true })
    .fill('Empty Distributor');
  await page.getByRole('button', { name: en('common.save') }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Brazil' })).toBeVisible();

  await page.getByRole('button', { name: 'Remove Empty Distributor' }).click();
  const dialog = page.getByRole('dialog', { name: en('settings.distributors.removeTitle') });
  await expect(dialog).toContainText('Empty Distributor will be removed. It has no users.');
  await dialog.getByRole('button', { name: en('settings.remove') }).click();
  await expect(page.getByRole('button', { name: 'Remove Empty Distributor' })).toHaveCount(0);

  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSideScroll(page);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: en('menu.settings') })).toBeVisible();
  await expectNoSideScroll(page);
});
