import { expect, test } from './fixtures.js';
import { text } from './locales.js';

test("the browser title names the page, then the product, in the reader's language", async ({ page }) => {
  // a new visitor reading English is sent to the sign-in page
  await page.goto('/');
  await expect(page).toHaveTitle(`${text('en', 'auth.login.title')} · Academy`);
});
