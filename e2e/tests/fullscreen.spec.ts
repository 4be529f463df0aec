import { expect, type Page, test } from './fixtures.js';
import { demoLessonPaths, signIn } from './helpers.js';

/** Whether the element shown full screen holds `selector` (false when nothing is full screen). */
const fullScreenHolds = (page: Page, selector: string) =>
  page.evaluate((inner) => document.fullscreenElement?.querySelector(inner) != null, selector);

test('when the admin puts a pdf lesson full screen, the same pdf fills the screen until he leaves it', async ({
  page,
  request,
}) => {
  const paths = await demoLessonPaths(request);
  await signIn(page, 'admin');
  await page.goto(paths.pdf);
  await expect(page.getByRole('heading', { level: 1, name: 'Network handbook' })).toBeVisible();
  await expect(page.getByText('Page 1 of 1')).toBeVisible();

  await page.getByRole('button', { name: 'Full screen' }).click();
  await expect.poll(() => fullScreenHolds(page, 'canvas')).toBe(true);
  // the viewer was not loaded again: it still shows its page
  await expect(page.getByText('Page 1 of 1')).toBeVisible();

  await page.getByRole('button', { name: 'Exit full screen' }).click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
  await expect(page.getByRole('button', { name: 'Full screen' })).toBeFocused();
});

test('when the admin puts a video lesson full screen, its player fills the screen', async ({
  page,
  request,
}) => {
  const paths = await demoLessonPaths(request);
  await signIn(page, 'admin');
  await page.goto(paths.video);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to networking' })).toBeVisible();

  await page.getByRole('button', { name: 'Full screen' }).click();
  await expect.poll(() => fullScreenHolds(page, 'iframe')).toBe(true);
  await page.getByRole('button', { name: 'Exit full screen' }).click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
});
