import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { serverPort } from '../servers.js';

/** The demo academy's accounts (apps/api/src/db/seed/people.ts). */
export const DEMO_USERS = {
  admin: { email: 'admin@academy.local', password: 'academy-admin' },
  student: { email: 'student@academy.local', password: 'academy-demo' },
  master: { email: 'master@academy.local', password: 'academy-demo' },
  fact: { email: 'fact@academy.local', password: 'academy-demo' },
} as const;

export type DemoUser = keyof typeof DEMO_USERS;

/** An account's sign-in: a demo one or one a test made for itself. */
export interface Account {
  email: string;
  password: string;
}

/** Signs `account` in through the login page and waits until the app has left it. */
export async function signInAs(page: Page, account: Account): Promise<void> {
  await page.goto('/login');
  await page.locator('input[name="email"]').fill(account.email);
  await page.locator('input[name="password"]').fill(account.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * Headers for a change made through `page.request` with the browser's own session, whose cookie
 * it shares: the server takes a cookie's change only with this header (a page of another site
 * cannot make the browser send it).
 */
export const sameSiteHeaders = { 'X-Requested-With': 'academy' };

/**
 * The app in `page` opens signed in with `token` (a session made through the API), as signing in
 * leaves it: the session in its cookies; with `simulationToken`, inside that simulation, started
 * from it.
 */
export async function holdSession(page: Page, token: string, simulationToken?: string): Promise<void> {
  const url = `http://127.0.0.1:${serverPort(test.info().parallelIndex)}`;
  await page.context().addCookies([
    { name: 'academy_session', value: token, url, httpOnly: true, sameSite: 'Lax' },
    { name: 'academy_signed_in', value: '1', url, sameSite: 'Lax' },
  ]);
  if (simulationToken)
    await page.addInitScript(
      (value) => localStorage.setItem('academy.simulationToken', value),
      simulationToken,
    );
}

/** Signs a demo account in through the login page (for what only reads the demo's data). */
export const signIn = (page: Page, who: DemoUser) => signInAs(page, DEMO_USERS[who]);

/** The app bar's main menu (desktop), named in the reader's language. */
export const mainMenu = (page: Page, name = 'Main menu') =>
  page.getByRole('banner').getByRole('navigation', { name });

/** While axe reads the page, every colour is its final one: a button changing state mid-fade would read as faint. */
const NO_TRANSITIONS = '*, *::before, *::after { transition: none !important; }';

/** Fails with a readable list when axe-core finds a serious or critical problem on the page. */
export async function expectAccessible(page: Page): Promise<void> {
  const settled = await page.addStyleTag({ content: NO_TRANSITIONS });
  const results = await new AxeBuilder({ page })
    .analyze()
    .finally(() => settled.evaluate((node) => (node as Element).remove()));
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

/** A new person's id, name and sign-in. */
export interface Person extends Account {
  _id: string;
  name: string;
}

/** An address of TEST-NET-2 (RFC 5737) for one request; the test servers trust one proxy hop. */
const ownAddress = () => `198.51.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`;

/**
 * A new person of the first distributor of a Brazilian state (the demo's São Paulo one holds its
 * people; Rio de Janeiro's Carioca Redes none), registered and approved through the API, reading
 * `lang` (the academy's default without one). A test that changes a learner (his language, his
 * progress, his attempts, his teams) makes one of these instead of changing a demo account that
 * other files read.
 */
export async function approvedPerson(
  request: APIRequestContext,
  name: string,
  state: 'SP' | 'RJ',
  lang?: 'en' | 'pt' | 'es',
): Promise<Person> {
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
  const email = `person.${randomUUID()}@example.com`;
  const password = 'secret-123';
  const registered = await dataOf<{ _id: string }>(
    await request.post('/api/user/register', {
      data: {
        name,
        email,
        password,
        confirmation: password,
        country: brazil._id,
        state: stateRow._id,
        master: distributor._id,
        privacy: true,
        ...(lang ? { lang } : {}),
      },
      // each person registers from an address of his own, as people do: the suite makes more
      // people than one address may register in an hour (the limit's own tests are the API's)
      headers: { 'x-forwarded-for': ownAddress() },
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
  return { _id: registered._id, name, email, password };
}

/** A new learner of the demo's São Paulo distributor who reads Portuguese, as the demo student does. */
export const newLearner = (request: APIRequestContext, name: string) =>
  approvedPerson(request, name, 'SP', 'pt');

/**
 * Signs in, through the login page, a new person of the demo's first distributor (São Paulo):
 * for what depends on who one is, such as a name.
 */
export async function signInNewPerson(page: Page, name: string): Promise<void> {
  await signInAs(page, await approvedPerson(page.request, name, 'SP'));
}

/** Where an option was in the first frame that showed it, and whether it was in sight there. */
interface FirstSeen {
  x: number;
  y: number;
  inSight: boolean;
}

/**
 * Picks `option` in the select labelled `label` the way a quick hand does: pressed where the
 * option first showed, without waiting for the menu to settle (scrolled to first when the menu
 * showed it out of sight). A menu that moves its options while it opens (grown in from a smaller
 * size) picks another one, or none, and this fails.
 */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  // where the option is in the first frame painted with it visible, read in the page itself
  await page.evaluate((name) => {
    const seen = window as unknown as { optionFirstSeen?: FirstSeen };
    seen.optionFirstSeen = undefined;
    const find = () =>
      [...document.querySelectorAll('[role="listbox"] [role="option"]')].find(
        (element) => element.textContent === name,
      );
    const watch = () => {
      const item = find();
      const menu = item?.closest('[role="listbox"]')?.parentElement;
      if (!item || !menu || !item.checkVisibility({ opacityProperty: true, visibilityProperty: true })) {
        requestAnimationFrame(watch);
        return;
      }
      const box = item.getBoundingClientRect();
      const frame = menu.getBoundingClientRect();
      seen.optionFirstSeen = {
        x: box.x + box.width / 2,
        y: box.y + box.height / 2,
        inSight: box.top >= frame.top && box.bottom <= frame.bottom,
      };
    };
    requestAnimationFrame(watch);
  }, option);
  const select = page.getByRole('combobox', { name: label });
  await select.click();
  const listbox = page.getByRole('listbox');
  const target = listbox.getByRole('option', { name: option, exact: true });
  await expect(target).toBeVisible();
  const seen = await page.waitForFunction(
    () => (window as unknown as { optionFirstSeen?: FirstSeen }).optionFirstSeen,
  );
  const { x, y, inSight } = (await seen.jsonValue()) as FirstSeen;
  if (inSight) await page.mouse.click(x, y);
  else await target.click();
  await expect(listbox).toHaveCount(0);
  await expect(select).toHaveText(option);
}

/** Uploads a file of e2e/fixtures as `type` (the type must come before the file); answers its address. */
export async function uploadFixture(
  api: APIRequestContext,
  token: string,
  type: string,
  name: string,
  mimeType: string,
): Promise<string> {
  const response = await api.post('/api/file', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      type,
      files: { name, mimeType, buffer: readFileSync(new URL(`../fixtures/${name}`, import.meta.url)) },
    },
  });
  expect(response.ok(), `upload ${name}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: { url: string } }).data.url;
}
