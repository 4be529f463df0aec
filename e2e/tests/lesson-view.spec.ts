import { expect, test } from './fixtures.js';
import { demoLessonPaths, expectAccessible, signIn } from './helpers.js';
import { text } from './locales.js';
import { createYoutubeCourse, YOUTUBE_ID, type YoutubeCourse } from './youtube-course.js';

const appBarColour = (page: import('./fixtures.js').Page) =>
  page
    .getByRole('banner')
    .locator('.MuiAppBar-root')
    .evaluate((bar) => getComputedStyle(bar).backgroundColor);

const withHost = (key: string) => text('pt', key).replace('{host}', 'YouTube');

test.describe
  .serial('the lesson view', () => {
    let course: YoutubeCourse;

    test.beforeAll(async ({ request }) => {
      course = await createYoutubeCourse(request, 'lesson view');
    });

    test('when a lesson is open, the whole page is blue, app bar included; elsewhere it is yellow', async ({
      page,
    }) => {
      await signIn(page, 'student');
      await page.goto(`/course/view/${course.courseId}`);
      await expect(page.getByRole('heading', { level: 1, name: course.title.pt })).toBeVisible();
      expect(await appBarColour(page)).toBe('rgb(255, 196, 0)');

      await page.getByRole('link', { name: new RegExp(course.lessonTitle.pt) }).click();
      await expect(page.getByRole('heading', { level: 1, name: course.lessonTitle.pt })).toBeVisible();
      expect(await appBarColour(page)).toBe('rgb(21, 101, 192)');

      // and back: the course page is yellow again
      await page
        .getByRole('navigation', { name: 'Você está aqui' })
        .getByRole('link', { name: course.title.pt })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: course.title.pt })).toBeVisible();
      expect(await appBarColour(page)).toBe('rgb(255, 196, 0)');
    });

    test('when a YouTube video cannot load (no internet here), the lesson says so, links it at YouTube and offers a retry', async ({
      page,
    }) => {
      await signIn(page, 'student');
      await page.goto(course.lessonPath);
      await expect(page.getByRole('heading', { level: 1, name: course.lessonTitle.pt })).toBeVisible();

      const message = page.getByRole('alert').filter({ hasText: withHost('courses.video.failed') });
      await expect(message).toBeVisible({ timeout: 30_000 });
      // never an empty frame beside it
      await expect(page.locator('iframe')).toHaveCount(0);
      await expect(message.getByRole('link', { name: withHost('courses.video.openAt') })).toHaveAttribute(
        'href',
        `https://www.youtube.com/watch?v=${YOUTUBE_ID}`,
      );
      await expectAccessible(page);

      // a retry puts the player back, which fails the same way
      await message.getByRole('button', { name: text('pt', 'common.retry') }).click();
      await expect(page.locator('iframe')).toHaveCount(1);
      await expect(message).toBeVisible({ timeout: 30_000 });
    });
  });

test('an admin previews the pdf lesson of a linear course, locked for a learner, without saving progress or an error', async ({
  page,
}) => {
  const { pdf } = await demoLessonPaths(page.request);
  await signIn(page, 'admin');
  const marks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/user/progress/mark')) marks.push(request.url());
  });
  await page.goto(pdf);
  // the lesson's page is shown: a learner's player would save his progress now (pdf.js takes a
  // while on a busy machine)
  await expect(page.getByText('Page 1 of 1')).toBeVisible({ timeout: 30_000 });
  // leaving the lesson sends whatever is pending: for staff, nothing
  await page
    .getByRole('navigation', { name: 'You are here' })
    .getByRole('link', { name: 'Networking Fundamentals' })
    .click();
  await expect(page).toHaveURL(/\/course\/view\/[0-9a-f]{24}$/);
  expect(marks).toEqual([]);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
