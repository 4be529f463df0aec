import { expect, test } from './fixtures.js';
import { signIn } from './helpers.js';

test("loading /courses makes at most four API calls, the tabs' counters coming with the list", async ({
  page,
}) => {
  // the dashboard signing in leads to makes calls of its own: only those of loading /courses count
  const dashboardRead = ['/api/notification/list', '/api/dashboard/learner'].map((path) =>
    page.waitForResponse((response) => response.url().includes(path)),
  );
  await signIn(page, 'student');
  await Promise.all(dashboardRead);
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // the API's calls, not the pictures it serves (a course's image)
    const isCall = request.resourceType() === 'fetch' || request.resourceType() === 'xhr';
    if (isCall && url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}`);
  });
  await page.goto('/courses');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // the tabs' counters came with the list
  await expect(page.getByRole('tablist').locator('.MuiChip-root')).toHaveCount(3);
  // let the page settle: calls made later (the notifications' poll) are not the first screen's
  await page.waitForLoadState('networkidle');
  expect(calls.length, calls.join('\n')).toBeLessThanOrEqual(4);
});
