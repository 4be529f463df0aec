import { readFile } from 'node:fs/promises';
import { certificateEndDate } from '@academy/domain';
import { readPdf } from '../../apps/api/src/test/read-pdf.js';
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  request as requests,
  test,
} from './fixtures.js';
import {
  approvedPerson,
  DEMO_USERS,
  dataOf,
  expectAccessible,
  expectNoSideScroll,
  type Person,
  signInAs,
  uploadFixture,
} from './helpers.js';
import { text } from './locales.js';
import { runJobNow } from './operator.js';
import { postgresMissing, type ServerBehindProxy, startServerBehindProxy } from './server-behind-proxy.js';

/**
 * A certificate's renewal end to end, on an academy of its own on PostgreSQL (its hourly renewal
 * job run now, as an operator would): the certificate of a course valid a month, renewed from 27
 * days before it ends, was issued ten days ago, so it is in its renewal window; the holder (in
 * Spanish, on a phone) is assigned the renewal, takes the renewal part again and gets a new
 * certificate whose month follows on from the first one's last day, and the verification page his
 * first certificate's QR code opens shows the chain to the new one.
 */

const es = (key: string) => text('es', key);

const stamp = Date.now().toString(36);
const inAll = (en: string, pt: string, es: string) => ({ en, pt, es });
const COURSE = inAll(`Rigging ${stamp}`, `Amarração ${stamp}`, `Aparejos ${stamp}`);
const BASICS = inAll('Knots', 'Nós', 'Nudos');
const REFRESHER = inAll('Yearly refresher', 'Reciclagem anual', 'Repaso anual');
const BASICS_LESSON = inAll('Knot handout', 'Apostila de nós', 'Folleto de nudos');
const REFRESHER_LESSON = inAll('What changed', 'O que mudou', 'Qué cambió');

/** A day (YYYY-MM-DD or an ISO instant, read in UTC) as the pages write it, DD/MM/YYYY. */
function written(day: string): string {
  const [year, month, date] = day.slice(0, 10).split('-');
  return `${date}/${month}/${year}`;
}

let server: ServerBehindProxy | undefined;
let api: APIRequestContext;
let holder: Person;
let holderToken = '';
let courseId = '';
const contexts: BrowserContext[] = [];
/** the holder's page, signed in once */
let page: Page;
/** the first certificate's verification address, read from its QR code */
let firstAddress = '';
/** the day it was issued, and its last day, when the renewal is due */
let firstIssued = '';
let firstEnds = '';

/**
 * A published modular course of two modules of one two-page pdf lesson each, the second the
 * renewal part, its certificates valid a month and renewed from 27 days before they end (a window
 * must be shorter than the validity); a learner of the demo's Alfa distributor, reading Spanish,
 * who completed it and holds its certificate, issued ten days ago.
 */
async function setUp({ baseURL, query }: ServerBehindProxy) {
  api = await requests.newContext({ baseURL });
  const { token } = await dataOf<{ token: string }>(
    await api.post('/api/auth/login', { data: DEMO_USERS.admin }),
  );
  const post = <T>(path: string, data: unknown, bearer = token) =>
    api.post(`/api/${path}`, { headers: { authorization: `Bearer ${bearer}` }, data }).then(dataOf<T>);
  const pdf = { url: await uploadFixture(api, token, 'module_pdf', 'two-pages.pdf', 'application/pdf') };
  const course = await post<{ _id: string }>('course/create', {
    title: COURSE,
    description: COURSE,
    langs: ['en', 'pt', 'es'],
    structure: 'modular',
    certificateValidityMonths: 1,
    renewalWindowDays: 27,
  });
  courseId = course._id;
  const lessons: string[] = [];
  for (const [title, lesson, renewalPart] of [
    [BASICS, BASICS_LESSON, false],
    [REFRESHER, REFRESHER_LESSON, true],
  ] as const) {
    const module = await post<{ _id: string }>('course/module/save', {
      courseId,
      module: { title, renewal_part: renewalPart },
    });
    const saved = await post<{ _id: string }>('course/lesson/save', {
      lesson: {
        courseId,
        moduleId: module._id,
        kind: 'pdf',
        title: lesson,
        content: { pdf: { en: pdf.url, pt: pdf.url, es: pdf.url } },
      },
    });
    lessons.push(saved._id);
  }
  await post('course/update', { _id: courseId, status: 'published' });
  holder = await approvedPerson(api, `Tomás Renovado ${stamp}`, 'SP', 'es');
  ({ token: holderToken } = await dataOf<{ token: string }>(
    await api.post('/api/auth/login', { data: { email: holder.email, password: holder.password } }),
  ));
  for (const lessonId of lessons)
    await post('user/progress/mark', { courseId, lessonId, progress: 100 }, holderToken);
  // as if he had completed it ten days ago: a month from then ends within the 27 days of the window
  await query(`update certificates
    set created_at = created_at - interval '10 days',
      expires_at = ((created_at - interval '10 days') at time zone 'UTC' + interval '1 month') at time zone 'UTC'
    where user_id = '${holder._id}' and course_id = '${courseId}'`);
}

test.describe
  .serial('a certificate renewed in its window', () => {
    test.beforeAll(async ({ browser }) => {
      const missing = await postgresMissing();
      test.skip(missing !== null, `renewal journey skipped: ${missing}`);
      test.setTimeout(180_000);
      server = await startServerBehindProxy();
      await setUp(server);
      const context = await browser.newContext({
        baseURL: server.baseURL,
        locale: 'es-ES',
        viewport: { width: 375, height: 800 },
      });
      contexts.push(context);
      page = await context.newPage();
    });
    test.afterAll(async () => {
      for (const context of contexts) await context.close();
      await api?.dispose();
      await server?.stop();
    });
    // sign-ins, a PDF read back, a job run and axe runs on a shared two-core machine
    test.setTimeout(120_000);

    test('the holder (in Spanish, on a phone) downloads his certificate; once the renewal job runs, the renewal is assigned to him, due the day it ends', async () => {
      if (!server) throw new Error('no server');
      await signInAs(page, holder);
      await page.goto('/courses/my-certificates');
      const certificate = page.getByRole('listitem').filter({ hasText: COURSE.es });
      await expect(certificate.getByText(es('certificates.status.valid'), { exact: true })).toBeVisible();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        certificate
          .getByRole('button', { name: es('certificates.downloadNamed').replace('{title}', COURSE.es) })
          .click(),
      ]);
      const pdf = await readPdf(await readFile(await download.path()));
      expect(pdf.qrCodes).toHaveLength(1);
      firstAddress = pdf.qrCodes[0] ?? '';
      expect(firstAddress).toMatch(new RegExp(`^${server.baseURL}/certificate/verify/[A-Z2-7]{24}$`));
      const [mine] = await dataOf<{ items: { code: string; issuedAt: string; expiresAt: string }[] }>(
        await api.get('/api/course/my-certificates', { headers: { authorization: `Bearer ${holderToken}` } }),
      ).then((list) => list.items);
      expect(firstAddress.endsWith(`/${mine?.code}`)).toBe(true);
      firstIssued = mine?.issuedAt ?? '';
      firstEnds = mine?.expiresAt ?? '';

      // nothing is assigned until the job runs
      const assignments = page.getByRole('region', { name: es('dashboard.learner.assignments') });
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // the dashboard's calls answered, so an empty section is not one still loading
      await page.waitForLoadState('networkidle');
      await expect(assignments).toHaveCount(0);
      await runJobNow(server, 'renewal-windows');
      // the job runs within the server's polling interval
      const assigned = assignments.getByRole('listitem').filter({ hasText: COURSE.es });
      await expect(async () => {
        await page.goto('/');
        await expect(assigned).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 45_000 });
      await expect(assigned).toContainText(written(firstEnds));
      await expectNoSideScroll(page);
      await expectAccessible(page);

      await page.goto('/courses/my-certificates');
      await expect(certificate).toContainText(
        es('certificates.renewalDue').replace('{date}', written(firstEnds)),
      );
      await expect(certificate.getByText(es('certificates.status.valid'), { exact: true })).toBeVisible();
    });

    test('he opens the renewal from his dashboard and takes the renewal part again, by keyboard', async () => {
      await page.goto('/');
      await page
        .getByRole('region', { name: es('dashboard.learner.assignments') })
        .getByRole('link', { name: COURSE.es })
        .click();
      await expect(page).toHaveURL(new RegExp(`/course/view/${courseId}$`));
      await expect(page.getByRole('heading', { level: 1, name: COURSE.es })).toBeVisible();
      await expectNoSideScroll(page);
      await expectAccessible(page);
      await page.getByRole('link', { name: new RegExp(REFRESHER_LESSON.es) }).click();
      await expect(page.getByRole('heading', { level: 1, name: REFRESHER_LESSON.es })).toBeVisible();
      await expect(page.getByText('Página 1 de 2')).toBeVisible();
      const next = page.getByRole('button', { name: es('courses.pdf.next') });
      await next.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByText('Página 2 de 2')).toBeVisible();
      // sent within the reporting interval (5 s), then answered: twice that and more on a busy machine
      await expect(page.getByText(es('courses.lesson.complete'), { exact: true })).toBeVisible({
        timeout: 30_000,
      });

      await page.goto('/courses/my-certificates');
      const certificates = page.getByRole('listitem').filter({ hasText: COURSE.es });
      // the first, renewed, and the new one, valid
      const withStatus = (status: string) =>
        certificates.filter({ has: page.getByText(es(`certificates.status.${status}`), { exact: true }) });
      await expect(withStatus('renewed')).toHaveCount(1);
      await expect(withStatus('valid')).toHaveCount(1);
      await expect(certificates).toHaveCount(2);
      // renewed before the first ended: the new one's month counts from the first one's last day
      const renewedEnds = certificateEndDate(new Date(firstEnds), 1)?.toISOString() ?? '';
      await expect(withStatus('valid')).toContainText(
        es('certificates.validUntil').replace('{date}', written(renewedEnds)),
      );
      await expectAccessible(page);
    });

    test("the first certificate's QR page says it was renewed and links to the new one, which is valid", async ({
      browser,
    }) => {
      test.skip(!firstAddress, 'needs the certificate of the first test');
      const visitor = await browser.newContext({ locale: 'es-ES', viewport: { width: 375, height: 800 } });
      contexts.push(visitor);
      const visitorPage = await visitor.newPage();
      await visitorPage.goto(firstAddress);
      const status = visitorPage.locator('.MuiAlert-root').first();
      await expect(status).toContainText(es('certificates.status.renewed'));
      await expect(visitorPage.getByText(es('certificates.verify.meaning.renewed'))).toBeVisible();
      const chain = visitorPage.getByRole('region', { name: es('certificates.verify.chain.title') });
      // renewed today, by a certificate of today, of the one issued ten days ago
      const today = written(new Date().toISOString());
      await expect(chain).toContainText(es('certificates.verify.chain.renewedBy').replace('{date}', today));
      await expect(chain).toContainText(
        es('certificates.verify.chain.current').replace('{status}', es('certificates.status.valid')),
      );
      await expectNoSideScroll(visitorPage);
      await expectAccessible(visitorPage);

      await chain.getByRole('link').first().click();
      await expect(visitorPage).not.toHaveURL(firstAddress);
      await expect(visitorPage.locator('.MuiAlert-root').first()).toContainText(
        es('certificates.status.valid'),
      );
      await expect(visitorPage.getByText(es('certificates.verify.meaning.valid'))).toBeVisible();
      await expect(visitorPage.getByText(holder.name)).toBeVisible();
      await expect(
        visitorPage.getByRole('region', { name: es('certificates.verify.chain.title') }),
      ).toContainText(es('certificates.verify.chain.renews').replace('{date}', written(firstIssued)));
      await expectNoSideScroll(visitorPage);
      await expectAccessible(visitorPage);
    });
  });
