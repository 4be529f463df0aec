import { contrast } from '../../tests/contrast.js';
import { expect, test } from './fixtures.js';
import { demoLessonPaths, holdSession, newLearner, type Person } from './helpers.js';
import { leavePage, tabTo } from './keyboard.js';
import { text } from './locales.js';
import { apiCall, createYoutubeCourse, tokenOf } from './youtube-course.js';

const tokens = { admin: '', student: '' };
/** a learner of this file's own, who reads Portuguese: he saves his profile and completes a course here */
let learner: Person;

test.beforeAll(async ({ request }) => {
  tokens.admin = await tokenOf(request, 'admin');
  learner = await newLearner(request, 'Rafa Teclas');
  tokens.student = await tokenOf(request, learner);
});

for (const { where, path, who, language } of [
  { where: '/login', path: '/login', who: null, language: 'en' },
  { where: "a learner's course list", path: '/courses', who: 'student', language: 'pt' },
] as const) {
  // each direction on a page of its own: a headless browser, having no controls of its own, sends
  // the focus straight back in when it leaves a second time from where it just came in
  test(`Tab past the last control leaves ${where}, and the page does not take the focus back`, async ({
    page,
  }) => {
    if (who) await holdSession(page, tokens[who]);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await leavePage(page)).toEqual({ out: true, takenBack: [] });
  });

  test(`Shift+Tab before the first control leaves ${where}, and the page does not take the focus back`, async ({
    page,
  }) => {
    if (who) await holdSession(page, tokens[who]);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: text(language, 'shell.skipToContent') })).toBeFocused();
    expect(await leavePage(page, { backwards: true })).toEqual({ out: true, takenBack: [] });
  });
}

test('a Save button disabled while it saves gets the focus back once the save is done', async ({ page }) => {
  await holdSession(page, tokens.student);
  await page.goto('/profile/data');
  const save = page.getByRole('button', { name: text('pt', 'common.save') });
  // the answer waits until the browser has taken the focus off the disabled button
  let answer = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route('**/api/user/save-data', async (route) => {
    await answered;
    await route.continue();
  });

  await tabTo(page, save);
  await page.keyboard.press('Enter');
  await expect(save).toBeDisabled();
  await expect.poll(() => page.evaluate(() => document.activeElement === document.body)).toBe(true);
  answer();
  await expect(save).toBeEnabled();
  await expect(save).toBeFocused();
});

test('on the users list, a pager button disabled under the focus hands it to the nearest one left', async ({
  page,
  request,
}) => {
  const stamp = `reach${Date.now().toString(36)}`;
  // 21 people, two pages; of the demo's second distributor, so the demo master's list stays as it is
  const { results } = await apiCall<{ results: { outcome: string }[] }>(
    request,
    tokens.admin,
    'user/import',
    {
      dryRun: false,
      rows: Array.from({ length: 21 }, (_, index) => ({
        line: index + 2,
        name: `Keyboard ${index} ${stamp}`,
        email: `keyboard.${index}.${stamp}@example.com`,
        type: 'student',
        country: 'Brasil',
        state: 'RJ',
        distributor: 'Carioca Redes',
      })),
    },
  );
  expect(results.every((result) => result.outcome === 'new')).toBe(true);
  await holdSession(page, tokens.admin);
  await page.goto(`/users?search=${stamp}`);

  const pager = page.getByRole('navigation', { name: text('en', 'common.pagination.label') });
  const button = (move: 'first' | 'previous' | 'next' | 'last') =>
    pager.getByRole('button', { name: text('en', `common.pagination.${move}`) });
  const lastPageShows = () => expect(button('next')).toBeDisabled();
  const firstPageShows = () => expect(button('previous')).toBeDisabled();
  await firstPageShows();

  await tabTo(page, button('next'), { backwards: true });
  await page.keyboard.press('Enter');
  await lastPageShows();
  await expect(button('previous')).toBeFocused();

  await page.keyboard.press('Enter');
  await firstPageShows();
  await expect(button('next')).toBeFocused();

  await page.keyboard.press('Tab');
  await expect(button('last')).toBeFocused();
  await page.keyboard.press('Enter');
  await lastPageShows();
  await expect(button('previous')).toBeFocused();

  await page.keyboard.press('Shift+Tab');
  await expect(button('first')).toBeFocused();
  await page.keyboard.press('Enter');
  await firstPageShows();
  await expect(button('next')).toBeFocused();
});

test("the dashboard's charts are no Tab stops: the keyboard goes from one chart's table toggle to the next", async ({
  page,
  request,
}) => {
  // a completed course this month, so the dashboard draws its charts
  const course = await createYoutubeCourse(request, 'reach');
  await apiCall(request, tokens.student, 'user/progress/mark', {
    courseId: course.courseId,
    lessonId: course.lessonId,
    progress: 100,
  });
  await holdSession(page, tokens.admin);
  await page.goto('/');
  const charts = page.getByRole('figure');
  await expect(charts).toHaveCount(2);
  const toggle = (chart: number) =>
    charts
      .nth(chart)
      .getByRole('button', { name: new RegExp(`^${text('en', 'dashboard.staff.showTable')}`) });

  await tabTo(page, toggle(0));
  await page.keyboard.press('Tab');
  await expect(toggle(1)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveCount(1);
  await expect(page.locator('figure :focus')).toHaveCount(0);
});

test("the simulation bar's focus ring reaches 3:1 against the bar, in the yellow and the blue scheme", async ({
  page,
  request,
}) => {
  const simulation = await apiCall<{ token: string }>(request, tokens.admin, 'auth/simulate', {
    userId: learner._id,
  });
  await holdSession(page, tokens.admin, simulation.token);
  const { pdf } = await demoLessonPaths(request);

  for (const path of ['/courses', pdf]) {
    await page.goto(path);
    // the interface stays in the language of the admin who simulates
    const bar = page.getByRole('region', { name: text('en', 'simulation.bar') });
    const background = await bar.evaluate((element) => getComputedStyle(element).backgroundColor);
    const expectRing = async (name: string) => {
      const button = bar.getByRole('button', { name });
      await expect(button).toBeFocused();
      const ring = await button.evaluate((element) => {
        const style = getComputedStyle(element);
        return { color: style.outlineColor, style: style.outlineStyle, width: style.outlineWidth };
      });
      expect(ring, `${path}: ${name}`).toMatchObject({ style: 'solid', width: '2px' });
      expect(
        contrast(ring.color, background),
        `${path}: ${ring.color} on ${background}`,
      ).toBeGreaterThanOrEqual(3);
    };
    // the mode's two buttons are one Tab stop, the arrows move between them
    const viewOnly = bar.getByRole('button', { name: text('en', 'simulation.viewOnly') });
    await expect(viewOnly).toBeEnabled();
    await tabTo(page, viewOnly);
    await expectRing(text('en', 'simulation.viewOnly'));
    await page.keyboard.press('ArrowRight');
    await expectRing(text('en', 'simulation.actAs'));
    await page.keyboard.press('Tab');
    await expectRing(text('en', 'simulation.close'));
  }
});
