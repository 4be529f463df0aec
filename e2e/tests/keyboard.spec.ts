import { expect, type Request, test } from './fixtures.js';
import { expectAccessible, newLearner, type Person, signIn, signInAs } from './helpers.js';
import { tabTo } from './keyboard.js';
import { text } from './locales.js';
import { apiCall, createYoutubeCourse, tokenOf, type YoutubeCourse } from './youtube-course.js';

/** The requests the page sends to `path` of the API from now on. */
function recordCalls(page: import('@playwright/test').Page, path: string): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === `/api/${path}`)
      calls.push(request);
  });
  return calls;
}

test.describe
  .serial('by keyboard only', () => {
    let course: YoutubeCourse;
    /** a learner of these tests' own (reading Portuguese): his rating and language change here */
    let learner: Person;

    test.beforeAll(async ({ request }) => {
      course = await createYoutubeCourse(request, 'keyboard');
      learner = await newLearner(request, 'Teo Teclado');
    });

    test("when the learner opens a course and a lesson, the focus is on each one's heading and the title names it", async ({
      page,
    }) => {
      await signInAs(page, learner);
      await page.goto(`/courses?search=${encodeURIComponent(course.title.pt)}`);
      await expect(page).toHaveTitle(`${text('pt', 'courses.title')} · Academy`);

      // the skip link comes first and leads to the page's heading
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: text('pt', 'shell.skipToContent') });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: text('pt', 'courses.title') })).toBeFocused();

      const card = page.getByRole('link', { name: new RegExp(course.title.pt) });
      await tabTo(page, card);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/course/view/${course.courseId}$`));
      await expect(page.getByRole('heading', { level: 1, name: course.title.pt })).toBeFocused();
      await expect(page).toHaveTitle(`${course.title.pt} · Academy`);

      await tabTo(page, page.getByRole('link', { name: new RegExp(course.lessonTitle.pt) }));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: course.lessonTitle.pt })).toBeFocused();
      await expect(page).toHaveTitle(`${course.lessonTitle.pt} · Academy`);
      await expectAccessible(page);
    });

    test('when the learner gives a lesson 4 stars with the arrows and Enter, one rating is saved and the focus stays', async ({
      page,
      request,
    }) => {
      await signInAs(page, learner);
      await page.goto(course.lessonPath);
      await expect(page.getByRole('heading', { level: 1, name: course.lessonTitle.pt })).toBeVisible();
      const saves = recordCalls(page, 'rating/set-rating');
      // from here the page's timers run on a clock this test moves: a save put off until later shows
      await page.clock.install();

      await tabTo(page, page.getByRole('radio', { name: text('pt', 'courses.rating.none') }));
      for (let star = 0; star < 4; star += 1) await page.keyboard.press('ArrowRight');
      const fourStars = page.getByRole('radio', { name: '4 estrelas' });
      await expect(fourStars).toBeChecked();
      await expect(fourStars).toBeFocused();
      // moving saves nothing, not even a while later
      await page.clock.runFor(10_000);
      await expect(fourStars).toBeFocused();
      expect(saves).toHaveLength(0);

      await page.keyboard.press('Enter');
      await expect(page.getByText(text('pt', 'courses.rating.saved'))).toBeVisible();
      await expect(page.getByText('Média 4 de 5 (1 avaliação)')).toBeVisible();
      await expect(fourStars).toBeFocused();
      expect(saves).toHaveLength(1);

      const token = await tokenOf(request, learner);
      const stored = await apiCall<{ mine: number | null; count: number }>(
        request,
        token,
        `rating/get/${course.lessonId}`,
      );
      expect(stored).toMatchObject({ mine: 4, count: 1 });
    });

    test('when the learner moves to English with the arrows and presses Enter, the interface switches once and the focus stays on English', async ({
      page,
      request,
    }) => {
      // his own learner: the others of this file keep reading Portuguese
      await signInAs(page, await newLearner(request, 'Iris Idioma'));
      await page.goto('/profile/language');
      await expect(page.getByRole('heading', { level: 1, name: 'Idioma' })).toBeVisible();
      const saves = recordCalls(page, 'user/save-data');
      await tabTo(page, page.getByRole('radio', { name: 'Português' }));
      // past Spanish and back up to English: nothing switches on the way
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('radio', { name: 'Español' })).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      const english = page.getByRole('radio', { name: 'English' });
      await expect(english).toBeFocused();
      await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
      expect(saves).toHaveLength(0);

      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: 'Language' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page).toHaveTitle('Language · Academy');
      await expect(english).toBeFocused();
      await expect(english).toBeChecked();
      expect(saves).toHaveLength(1);
      await expectAccessible(page);
    });

    test('when the screen is narrow and the learner opens his profile from the drawer, the focus stays on its heading', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await signInAs(page, learner);
      await tabTo(page, page.getByRole('button', { name: 'Abrir menu' }), { backwards: true });
      await page.keyboard.press('Enter');
      await tabTo(page, page.getByRole('presentation').getByRole('link', { name: 'Perfil' }));
      // from here the page's timers run on a clock this test moves: what the closing puts off runs
      await page.clock.install();
      await page.keyboard.press('Enter');
      const heading = page.getByRole('heading', { level: 1, name: 'Perfil' });
      await expect(heading).toBeFocused();
      // the drawer, once closed, does not take it back to the menu button
      await expect(page.locator('.MuiDrawer-root')).toHaveCount(0);
      // nor later: whatever the closing put off has run
      await page.clock.runFor(5_000);
      await expect(heading).toBeFocused();
    });

    test('when the admin removes a lesson by keyboard, the focus lands on the page heading, not on the body', async ({
      page,
      request,
    }) => {
      const doomed = await createYoutubeCourse(request, 'removal');
      // the seed gives the admin English
      await signIn(page, 'admin');
      await page.goto(`/course/edit/${doomed.courseId}`);
      await tabTo(page, page.getByRole('button', { name: `Remove ${doomed.lessonTitle.en}` }));
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await tabTo(page, dialog.getByRole('button', { name: 'Remove' }));
      await page.keyboard.press('Enter');
      await expect(page.getByText('Lesson removed')).toBeVisible();
      await expect(page.getByRole('button', { name: `Remove ${doomed.lessonTitle.en}` })).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    });
  });
