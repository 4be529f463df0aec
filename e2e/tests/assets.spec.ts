import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, type Request, test } from './fixtures.js';
import { DEMO_USERS, type DemoUser, demoLessonPaths, sameSiteHeaders } from './helpers.js';
import { text } from './locales.js';

/** Issue 14: what /login may cost a first visit, in compressed JavaScript and CSS. */
const LOGIN_BUDGET_BYTES = 250_000;

/** The build the test servers serve (scripts/e2e-server.mjs passes WEB_DIST on, if set). */
const WEB_DIST = resolve(
  process.env.WEB_DIST ?? fileURLToPath(new URL('../../apps/web/dist', import.meta.url)),
);

/** The build's own files of the sources matching `source`: Vite's manifest is keyed by source path. */
function builtFilesOf(source: RegExp): string[] {
  const manifest = JSON.parse(readFileSync(resolve(WEB_DIST, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  return Object.entries(manifest)
    .filter(([key]) => source.test(key))
    .map(([, chunk]) => `/${chunk.file}`);
}

const PDF_VIEWER = /features\/courses\/players\/PdfViewer\.tsx$|pdf\.worker/;
const COURSE_EDITOR = /features\/course-editor\//;
const notLoadedBy = (paths: Set<string>) =>
  [...builtFilesOf(PDF_VIEWER), ...builtFilesOf(COURSE_EDITOR)].filter((path) => paths.has(path));

const pathOf = (url: string) => new URL(url).pathname;
const isCode = (request: Request) => ['script', 'stylesheet'].includes(request.resourceType());

/** Records every file the page fetches, its workers' scripts included. */
function recordLoads(page: Page) {
  const paths = new Set<string>();
  const code: Request[] = [];
  page.on('request', (request) => paths.add(pathOf(request.url())));
  page.on('worker', (worker) => paths.add(pathOf(worker.url())));
  page.on('requestfinished', (request) => {
    if (isCode(request)) code.push(request);
  });
  return {
    paths,
    /** Once the page has settled: its code files, as they crossed the network. */
    async code() {
      await page.waitForLoadState('networkidle');
      const received = await Promise.all(
        code.map(async (request) => ({
          path: pathOf(request.url()),
          encoding: (await request.response())?.headers()['content-encoding'],
          bytes: (await request.sizes()).responseBodySize,
        })),
      );
      const bytes = received.reduce((sum, file) => sum + file.bytes, 0);
      console.log(`${page.url()}: ${received.length} files of code, ${bytes} bytes compressed`);
      return { received, bytes };
    },
  };
}

/**
 * Signs in through the API as the web app does, so that the first page the browser loads is the one
 * measured: the answer's cookies land in the page's context, which `page.request` shares.
 */
async function holdSession(page: Page, who: DemoUser) {
  const login = await page.request.post('/api/auth/login', {
    data: DEMO_USERS[who],
    headers: sameSiteHeaders,
  });
  expect(login.ok()).toBe(true);
}

for (const [language, locale] of [
  ['en', 'en-US'],
  ['pt', 'pt-BR'],
  ['es', 'es-ES'],
] as const) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });

    test('/login loads at most 250 KB of code, brotli-compressed, without the pdf viewer or the editors', async ({
      page,
    }) => {
      const loads = recordLoads(page);
      await page.goto('/login');
      await expect(
        page.getByRole('heading', { level: 1, name: text(language, 'auth.login.title') }),
      ).toBeVisible();

      const { received, bytes } = await loads.code();
      expect(received.filter((file) => file.encoding !== 'br').map((file) => file.path)).toEqual([]);
      expect(bytes).toBeLessThanOrEqual(LOGIN_BUDGET_BYTES);
      expect(notLoadedBy(loads.paths)).toEqual([]);
    });
  });
}

test.describe('signed in', () => {
  test.use({ locale: 'en-US' });

  test("a student's course list loads neither the pdf viewer nor the editors", async ({ page }) => {
    await holdSession(page, 'student');
    const loads = recordLoads(page);
    await page.goto('/courses');
    // the student reads the course cards in his own language
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await loads.code();
    expect(notLoadedBy(loads.paths)).toEqual([]);
  });

  test("an admin's course list loads its authoring buttons", async ({ page }) => {
    await holdSession(page, 'admin');
    const loads = recordLoads(page);
    await page.goto('/courses');
    const listActions = builtFilesOf(/features\/course-editor\/CourseListActions\.tsx$/);
    expect(listActions).toHaveLength(1);
    await expect.poll(() => listActions.filter((path) => loads.paths.has(path))).toEqual(listActions);
  });

  test('a pdf lesson loads the pdf viewer and its worker', async ({ page }) => {
    const { pdf } = await demoLessonPaths(page.request);
    await holdSession(page, 'admin');
    const loads = recordLoads(page);
    await page.goto(pdf);
    await expect(page.getByText('Page 1 of 1')).toBeVisible();
    const viewer = builtFilesOf(PDF_VIEWER);
    expect(viewer).toHaveLength(2);
    expect(viewer.filter((path) => !loads.paths.has(path))).toEqual([]);
  });
});
