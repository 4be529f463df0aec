import { expect, test } from './fixtures.js';
import { DEMO_USERS, signInNewPerson } from './helpers.js';

test.use({ locale: 'en-US' });

/** The focus ring of the default (yellow) scheme: its dark ink, as MUI draws it on a button. */
const YELLOW_INK = 'rgb(122, 90, 0)';

test("a page the app opens by itself focuses its heading without a ring; moving by keys shows the scheme's ring", async ({
  page,
}) => {
  // the address alone: the app moves to the login page, which takes the focus on its heading
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
  const loginHeading = page.getByRole('heading', { level: 1 });
  await expect(loginHeading).toBeFocused();
  await expect(loginHeading).toHaveCSS('outline-style', 'none');

  // Tab goes on from there, its ring showing
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.matches(':focus-visible'))).toBe(true);

  // signed in by keys, the next page's heading shows the scheme's ring, not the browser's heavy one
  await page.locator('input[name="email"]').fill(DEMO_USERS.admin.email);
  await page.locator('input[name="password"]').fill(DEMO_USERS.admin.password);
  await page.locator('input[name="password"]').press('Enter');
  const heading = page.getByRole('heading', { level: 1, name: 'Dashboard' });
  await expect(heading).toBeFocused();
  await expect(heading).toHaveCSS('outline-style', 'solid');
  await expect(heading).toHaveCSS('outline-color', YELLOW_INK);

  // moved by a click, the heading takes the focus without a ring
  await page.getByRole('banner').getByRole('link', { name: 'Users' }).click();
  const users = page.getByRole('heading', { level: 1, name: 'Users' });
  await expect(users).toBeFocused();
  await expect(users).toHaveCSS('outline-style', 'none');
});

test("two wide initials fit in the app bar's avatar", async ({ page }) => {
  await signInNewPerson(page, 'Wilma Mwangi');
  const avatar = page.getByRole('banner').locator('.MuiAvatar-root');
  await expect(avatar).toHaveText('WM');
  const { box, letters } = await avatar.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return { box: element.getBoundingClientRect().width, letters: range.getBoundingClientRect().width };
  });
  expect(box).toBe(36);
  // the letters keep a margin inside the round avatar, not just within its square
  expect(letters).toBeLessThanOrEqual(box - 6);
});
