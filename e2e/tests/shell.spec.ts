import { expect, test } from '@playwright/test';

test('the browser title is the product name', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Academy');
});
