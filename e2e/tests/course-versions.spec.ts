import { type APIRequestContext, expect, test } from './fixtures.js';
import {
  type Account,
  DEMO_USERS,
  expectAccessible,
  expectNoSideScroll,
  newLearner,
  type Person,
  signInAs,
} from './helpers.js';

const stamp = Date.now().toString(36);
const text = (what: string) => ({
  en: `${what} ${stamp}`,
  pt: `${what} ${stamp} (pt)`,
  es: `${what} ${stamp} (es)`,
});
const VIDEO = { video: { en: 'https://vimeo.com/1', pt: 'https://vimeo.com/1', es: 'https://vimeo.com/1' } };
/** The day `days` days from today (UTC), as a date field takes it. */
const dayIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function tokenOf(api: APIRequestContext, account: Account) {
  const response = await api.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** Calls the API as the holder of `token` and unwraps the `{ status: 1, data }` envelope. */
async function call<T>(
  api: APIRequestContext,
  token: string,
  path: string,
  data: unknown,
  method = 'post',
): Promise<T> {
  const response = await api.fetch(`/api/${path}`, {
    method,
    data,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

test.describe('course versions', () => {
  test.setTimeout(120_000);
  /** this file's learner, who completes this file's course and holds its certificate */
  let learner: Person;
  let learnerToken: string;
  let courseId: string;
  const lessons: { _id: string }[] = [];

  test.beforeAll(async ({ request }) => {
    learner = await newLearner(request, `Vera Versão ${stamp}`);
    learnerToken = await tokenOf(request, learner);
    const admin = await tokenOf(request, DEMO_USERS.admin);
    // a published modular course of two modules of one video lesson each, its certificates valid a year
    const course = await call<{ _id: string }>(request, admin, 'course/create', {
      title: text('Versioned course'),
      description: text('Versioned course'),
      langs: ['en', 'pt', 'es'],
      structure: 'modular',
      certificateValidityMonths: 12,
    });
    courseId = course._id;
    for (const name of ['Basics', 'Changes']) {
      const saved = await call<{ _id: string }>(request, admin, 'course/module/save', {
        courseId,
        module: { title: text(name) },
      });
      lessons.push(
        await call<{ _id: string }>(request, admin, 'course/lesson/save', {
          lesson: {
            courseId,
            moduleId: saved._id,
            kind: 'video',
            title: text(`${name} lesson`),
            content: VIDEO,
          },
        }),
      );
    }
    await call(request, admin, 'course/update', { _id: courseId, status: 'published' });
    for (const lesson of lessons)
      await call(request, learnerToken, 'user/progress/mark', {
        courseId,
        lessonId: lesson._id,
        progress: 100,
      });
  });

  test('an admin publishes version 2 with the module that changed; the holder is assigned it, then renews his certificate, and the QR page links the two', async ({
    page,
    browser,
    request,
  }) => {
    await signInAs(page, DEMO_USERS.admin);
    await page.goto(`/course/edit/${courseId}`);
    const contents = page.getByRole('region', { name: 'Modules' });
    await expect(contents.getByText('Version 1', { exact: true })).toBeVisible();
    await contents.getByRole('button', { name: 'Publish a new version' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish version 2' });
    // nothing chosen: both are asked for, nothing is sent
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await expect(dialog.getByText('Choose at least one module of this course that changed')).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('checkbox', { name: `Changes ${stamp}` }).check();
    await dialog.getByLabel('Deadline').fill(dayIn(14));
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Version 2 published: 1 holder reassigned')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(contents.getByText('Version 2', { exact: true })).toBeVisible();
    await expect(contents.getByText('Changed in version 2')).toBeVisible();

    // the holder's first certificate: still valid, as version 1, with version 2 due by the deadline
    const mine = await call<{ items: { code: string; status: string }[] }>(
      request,
      learnerToken,
      'course/my-certificates',
      undefined,
      'get',
    );
    const first = mine.items[0]?.code as string;
    const visitor = await browser.newContext({ viewport: { width: 375, height: 740 }, locale: 'en-US' });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`/certificate/verify/${first}`);
    await expect(visitorPage.getByText(/^Version 1; version 2 is due by \d\d\/\d\d\/\d{4}$/)).toBeVisible();
    await expectNoSideScroll(visitorPage);
    await expectAccessible(visitorPage);

    // he takes the changed module again: a certificate of version 2 renews the first
    await call(request, learnerToken, 'user/progress/mark', {
      courseId,
      lessonId: lessons[1]?._id,
      progress: 100,
    });
    await visitorPage.reload();
    await expect(visitorPage.locator('.MuiAlert-root').first()).toContainText('Renewed');
    const chain = visitorPage.getByRole('region', { name: 'Renewals' });
    await expect(chain).toContainText("The holder's current certificate (Valid):");
    await chain.getByRole('link').first().click();
    await expect(visitorPage.locator('.MuiAlert-root').first()).toContainText('Valid');
    await expect(visitorPage.getByText('Version 2', { exact: true })).toBeVisible();
    await expect(visitorPage.getByRole('region', { name: 'Renewals' })).toContainText(
      'Renews the certificate of',
    );
    await expectAccessible(visitorPage);
    await visitor.close();
  });
});
