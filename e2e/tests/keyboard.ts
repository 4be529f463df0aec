import type { Locator, Page } from '@playwright/test';

/** Presses Tab (or Shift+Tab) until `target` has the focus (keyboard only, as a user would get there). */
export async function tabTo(page: Page, target: Locator, { backwards = false, most = 60 } = {}) {
  for (let press = 0; press < most; press += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}
