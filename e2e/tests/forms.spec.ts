import { expect, test } from './fixtures.js';
import { choose, signIn } from './helpers.js';
import { text } from './locales.js';

test.use({ locale: 'en-US' });

test('a signed-in user who opens the login or register page lands on the dashboard', async ({ page }) => {
  await signIn(page, 'student');
  for (const path of ['/login', '/register']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
  }
});

test('the register form says "Required" for what is empty, nothing for a choice that needs another first, and what a name needs', async ({
  page,
}) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Register' }).click();

  for (const label of ['Full name', 'Email', 'Password', 'Confirm password']) {
    await expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription('Required');
  }
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveAccessibleDescription('Required');
  // state and distributor wait for their parent: a hint, no error
  await expect(page.getByText('Choose a country first')).toBeVisible();
  await expect(page.getByText('Choose a state first')).toBeVisible();
  await expect(page.getByText(/^Invalid/)).toHaveCount(0);
  await expect(page.getByText('Required', { exact: true })).toHaveCount(5);

  await choose(page, 'Country', 'Brazil');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveAccessibleDescription('Required');
  await expect(page.getByText('Choose a state first')).toBeVisible();
  await expect(page.getByText('Required', { exact: true })).toHaveCount(5);

  await choose(page, 'State', 'São Paulo');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('combobox', { name: 'Distributor' })).toHaveAccessibleDescription('Required');

  await page.getByLabel('Full name').fill('A');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('secret-123');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByLabel('Full name')).toHaveAccessibleDescription(
    'Enter your full name, 2 to 120 characters',
  );
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Invalid email');
  // the password is filled, its confirmation is not
  await expect(page.getByLabel('Confirm password')).toHaveAccessibleDescription('Required');
});

for (const language of ['en', 'pt', 'es'] as const) {
  test(`in ${language}, an unknown email on /recovery leads to the code page, which does not tell whether the account exists`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: language });
    const page = await context.newPage();
    const email = `nobody.${Date.now()}@example.com`;
    await page.goto('/recovery');
    await page.getByLabel(text(language, 'auth.email')).fill(email);
    await page.getByRole('button', { name: text(language, 'recovery.submit') }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: text(language, 'recovery.codeTitle') }),
    ).toBeVisible();
    await expect(page.getByText(text(language, 'recovery.codeSent').replace('{email}', email))).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await context.close();
  });
}
