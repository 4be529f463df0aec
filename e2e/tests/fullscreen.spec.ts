import { type APIRequestContext, expect, type Page, test } from './fixtures.js';
import { DEMO_USERS, signIn } from './helpers.js';

interface Item {
  _id: string;
  title: { en: string };
}
interface Lesson {
  _id: string;
  kind: string;
}

/** The demo academy's linear course (apps/api/src/db/seed/courses.ts): a video, a pdf and an exam lesson. */
async function demoLessonPaths(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: DEMO_USERS.admin });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const headers = { Authorization: `Bearer ${token}` };
  const list = (await (await request.get('/api/course/list?limit=1000', { headers })).json()) as {
    data: { items: Item[] };
  };
  const course = list.data.items.find((item) => item.title.en === 'Networking Fundamentals');
  if (!course) throw new Error('the demo course is missing');
  const detail = (await (await request.get(`/api/course/get/${course._id}`, { headers })).json()) as {
    data: { lessons: Lesson[] };
  };
  const path = (kind: string) =>
    `/course/${course._id}/lesson/view/${detail.data.lessons.find((lesson) => lesson.kind === kind)?._id}`;
  return { pdf: path('pdf'), video: path('video') };
}

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
