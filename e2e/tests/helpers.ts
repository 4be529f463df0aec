import { AxeBuilder } from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** The demo academy's accounts (apps/api/src/db/seed/people.ts). */
export const DEMO_USERS = {
  admin: { email: 'admin@academy.local', password: 'academy-admin' },
  student: { email: 'student@academy.local', password: 'academy-demo' },
  master: { email: 'master@academy.local', password: 'academy-demo' },
  fact: { email: 'fact@academy.local', password: 'academy-demo' },
} as const;

export type DemoUser = keyof typeof DEMO_USERS;

/** Signs in through the login page and waits until the app has left it. */
export async function signIn(page: Page, who: DemoUser): Promise<void> {
  const { email, password } = DEMO_USERS[who];
  await page.goto('/login');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** The app bar's main menu (desktop), named in the reader's language. */
export const mainMenu = (page: Page, name = 'Main menu') =>
  page.getByRole('banner').getByRole('navigation', { name });

/** Fails with a readable list when axe-core finds a serious or critical problem on the page. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const severe = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(severe, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Fails when the page stays wider than its window. Polls, since a resize reaches the
 * page's media queries only on its next render.
 */
export async function expectNoSideScroll(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: `nothing sticks out sideways on ${page.url()}`,
    })
    .toBeLessThanOrEqual(0);
}

interface Item {
  _id: string;
  title: { en: string };
}
interface Lesson {
  _id: string;
  kind: string;
}

/** The demo academy's linear course (apps/api/src/db/seed/courses.ts): a video, a pdf and an exam lesson. */
export async function demoLessonPaths(request: APIRequestContext) {
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

/** Reads the `data` of an API answer, failing on anything but success. */
export async function dataOf<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/**
 * A new person of the first distributor of a Brazilian state (the demo's São Paulo one holds its
 * people; Rio de Janeiro's Carioca Redes none), registered and approved through the API.
 */
export async function approvedPerson(request: APIRequestContext, name: string, state: 'SP' | 'RJ') {
  const countries = await dataOf<{ _id: string; iso2: string }[]>(await request.get('/api/country/list'));
  const brazil = countries.find((country) => country.iso2 === 'BR');
  if (!brazil) throw new Error('the demo academy has no Brazil');
  const states = await dataOf<{ _id: string; code: string }[]>(
    await request.get(`/api/country/listStates?countryId=${brazil._id}`),
  );
  const stateRow = states.find((row) => row.code === state);
  const [distributor] = await dataOf<{ _id: string }[]>(
    await request.get(`/api/country/distributors/${brazil._id}/list?state=${state}`),
  );
  if (!stateRow || !distributor) throw new Error(`${state} has no distributor`);
  const person = { name, email: `person.${Date.now().toString(36)}@example.com`, password: 'secret-123' };
  const registered = await dataOf<{ _id: string }>(
    await request.post('/api/user/register', {
      data: {
        name,
        email: person.email,
        password: person.password,
        confirmation: person.password,
        country: brazil._id,
        state: stateRow._id,
        master: distributor._id,
        privacy: true,
      },
    }),
  );
  const { token } = await dataOf<{ token: string }>(
    await request.post('/api/auth/login', { data: DEMO_USERS.admin }),
  );
  await dataOf(
    await request.post('/api/user/accept', {
      data: { userIds: [registered._id], accept: true },
      headers: { authorization: `Bearer ${token}` },
    }),
  );
  return person;
}

/**
 * Signs in, through the login page, a new person of the demo's first distributor (São Paulo):
 * for what depends on who one is, such as a name.
 */
export async function signInNewPerson(page: Page, name: string): Promise<void> {
  const { email, password } = await approvedPerson(page.request, name, 'SP');
  await page.goto('/login');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/login/);
}
