import { expect, type Page, test } from './fixtures.js';
import { DEMO_USERS, dataOf, expectAccessible, sameSiteHeaders } from './helpers.js';
import { text } from './locales.js';

interface CourseList {
  items: { _id: string; title: Record<string, string> }[];
}

/** Signs a demo user in as the web app does (the answer's cookies land in the page's context); his language. */
async function signInBy(page: Page, user: keyof typeof DEMO_USERS) {
  const login = await page.request.post('/api/auth/login', {
    data: DEMO_USERS[user],
    headers: sameSiteHeaders,
  });
  return (await dataOf<{ lang: 'en' | 'pt' | 'es' }>(login)).lang;
}

/**
 * Signs the demo student in as the web app does (the answer's cookies land in the page's context)
 * and reads, with that session, the language he reads and the courses of his first page.
 */
async function studentWithCourses(page: Page) {
  const lang = await signInBy(page, 'student');
  const list = await dataOf<CourseList>(await page.request.get('/api/course/list?page=1&limit=10'));
  expect(list.items.length).toBeGreaterThan(0);
  // a course without a title in his language shows it in the first language it has, as the app does
  const shownTitle = (title: Record<string, string>) =>
    [lang, 'en', 'pt', 'es'].map((in_) => title[in_]).find(Boolean);
  return { lang, titles: list.items.map((course) => shownTitle(course.title) ?? '') };
}

test.describe('the first screen drawn by the server', () => {
  test.describe('with scripts disabled', () => {
    test.use({ javaScriptEnabled: false });

    test('/courses shows its heading and the course cards, in the reader language', async ({ page }) => {
      const { lang, titles } = await studentWithCourses(page);
      await page.goto('/courses');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1, name: text(lang, 'courses.title') })).toBeVisible();
      for (const title of titles)
        await expect(page.getByRole('main').getByRole('link', { name: title, exact: false })).toBeVisible();
    });

    test("the dashboard shows a learner's sections and the staff's figures, not a spinner", async ({
      page,
    }) => {
      const learnerLang = await signInBy(page, 'student');
      await page.goto('/');
      await expect(
        page.getByRole('heading', { level: 2, name: text(learnerLang, 'dashboard.learner.courses') }),
      ).toBeVisible();
      await expect(page.getByRole('progressbar', { name: text(learnerLang, 'common.loading') })).toHaveCount(
        0,
      );
      await page.context().clearCookies();
      const adminLang = await signInBy(page, 'admin');
      await page.goto('/');
      await expect(page.getByText(text(adminLang, 'dashboard.staff.completions')).first()).toBeVisible();
    });

    test('/login shows its form to a visitor without a session', async ({ page }) => {
      await page.goto('/login');
      await expect(page.locator('input[name="email"]')).toBeVisible();
      await expect(page.locator('input[name="password"]')).toBeVisible();
    });
  });

  // axe runs in the page: its scripts run, the app's code never arrives
  test('the drawn /courses and /login are accessible before the app has taken them over', async ({
    page,
  }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/login');
    await expect(page.locator('input[name="email"]')).toBeVisible();
    await expectAccessible(page);
    const { lang } = await studentWithCourses(page);
    await page.goto('/courses');
    await expect(page.getByRole('heading', { level: 1, name: text(lang, 'courses.title') })).toBeVisible();
    await expectAccessible(page);
  });

  test('the app takes the drawn /courses over without asking its answers again, and works as before', async ({
    page,
  }) => {
    const { lang, titles } = await studentWithCourses(page);
    // as signing in leaves it: the app starts in his language, the one the server drew
    await page.addInitScript((language) => localStorage.setItem('academy.lang', language), lang);
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      const isCall = request.resourceType() === 'fetch' || request.resourceType() === 'xhr';
      if (isCall && url.pathname.startsWith('/api/')) calls.push(url.pathname);
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/courses');
    const first = page.getByRole('main').getByRole('link', { name: titles[0] ?? '', exact: false });
    await expect(first).toBeVisible();
    await page.waitForLoadState('networkidle');
    // the list and the user came with the page
    expect(calls.filter((path) => /\/api\/(course\/list|auth\/me)/.test(path))).toEqual([]);
    expect(errors).toEqual([]);
    // the app works as before: its links lead on without a new page load
    await first.click();
    await expect(page).toHaveURL(/\/course\/view\/[0-9a-f]{24}$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
