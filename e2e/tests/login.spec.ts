import { expect, test } from './fixtures.js';
import { DEMO_USERS, expectAccessible, newLearner } from './helpers.js';
import { text } from './locales.js';

const pt = (key: string) => text('pt', key);

test.use({ locale: 'en-US' });

test.describe('in Portuguese', () => {
  test.use({ locale: 'pt-BR' });

  test('when the password is wrong, the login page says so in the page language', async ({ page }) => {
    // a failed sign-in counts against its account: a learner of this test's own
    const learner = await newLearner(page.request, 'Leo Senha');
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: pt('auth.login.title') })).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel(pt('auth.email')).fill(learner.email);
    await page.getByLabel(pt('auth.password'), { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: pt('auth.login.submit') }).click();
    await expect(page.getByRole('alert')).toHaveText(pt('errors.invalid-credentials'));
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the link of an invitation mail opens the code request with the invited email filled in', async ({
    page,
  }) => {
    await page.goto(`/recovery?${new URLSearchParams({ email: 'invited@example.com' })}`);
    await expect(page.getByLabel(pt('auth.email'))).toHaveValue('invited@example.com');
  });

  test('when someone forgot his password, he asks for a code and reaches the code page', async ({ page }) => {
    // a code asked for and a wrong one tried count against the account: a learner of this test's own
    const learner = await newLearner(page.request, 'Ana Esquecida');
    await page.goto('/login');
    await page.getByRole('link', { name: pt('auth.login.forgot') }).click();
    await expect(page.getByRole('heading', { level: 1, name: pt('recovery.title') })).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel(pt('auth.email')).fill('not-an-email');
    await page.getByRole('button', { name: pt('recovery.submit') }).click();
    await expect(page.getByText(pt('validation.email'))).toBeVisible();

    await page.getByLabel(pt('auth.email')).fill(learner.email);
    await page.getByRole('button', { name: pt('recovery.submit') }).click();
    await expect(page).toHaveURL(`/verify-code?${new URLSearchParams({ email: learner.email })}`);
    await expect(page.getByRole('heading', { level: 1, name: pt('recovery.codeTitle') })).toBeVisible();
    await expect(page.getByLabel(pt('auth.email'))).toHaveValue(learner.email);
    await expectAccessible(page);

    // the real code sits in the server's mail outbox; a made-up one is refused
    await page.getByLabel(pt('recovery.code')).fill('000000');
    await page.getByRole('button', { name: pt('recovery.verify') }).click();
    await expect(page.getByRole('alert')).toHaveText(pt('errors.invalid-code'));
  });

  test('when /reset is opened without a verified code, it says the link is invalid', async ({ page }) => {
    await page.goto('/reset');
    await expect(page.getByRole('heading', { level: 1, name: pt('errors.invalid-link') })).toBeVisible();
    await expectAccessible(page);
  });
});

test('when a guard sent someone to the login page, signing in returns him where he was going', async ({
  page,
}) => {
  await page.goto('/notification-list');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(DEMO_USERS.student.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_USERS.student.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/notification-list$/);
});

test('the privacy policy is public, readable and says how to ask for deletion', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Seeing, correcting or deleting your data' }),
  ).toBeVisible();
  await expectAccessible(page);
});
