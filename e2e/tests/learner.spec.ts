import { type APIRequestContext, expect, type Page, type Request, test } from './fixtures.js';
import {
  DEMO_USERS,
  expectAccessible,
  expectNoSideScroll,
  newLearner,
  type Person,
  signIn,
  signInAs,
  uploadFixture,
} from './helpers.js';

/** How often a player sends its progress (apps/web/src/features/courses/players/useProgressReporter.ts). */
const REPORT_INTERVAL_MS = 5000;

/** Tiny media made once with ffmpeg and by hand: a 2 s H.264 mp4 and a 2-page pdf. */

const stamp = Date.now().toString(36);
const inAll = (en: string, pt: string, es: string) => ({ en, pt, es });
const COURSE = inAll(`Fiber basics ${stamp}`, `Fibra básica ${stamp}`, `Fibra básica ${stamp}`);
const MODULE = inAll('Getting started', 'Primeiros passos', 'Primeros pasos');
const VIDEO = inAll('Splicing in two seconds', 'Emenda em dois segundos', 'Empalme en dos segundos');
const PDF = inAll('Two-page handout', 'Apostila de duas páginas', 'Folleto de dos páginas');
const MATERIAL = inAll('Handout file', 'Arquivo da apostila', 'Archivo del folleto');

interface Created {
  courseId: string;
  moduleId: string;
  videoId: string;
  pdfId: string;
}

/** Calls the API as the admin and unwraps the `{ status: 1, data }` envelope. */
async function call<T>(api: APIRequestContext, token: string, path: string, data: unknown): Promise<T> {
  const response = await api.post(`/api/${path}`, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const everyLanguage = (url: string) => ({ en: url, pt: url, es: url });

/** A published modular course in three languages: one module with a video and a pdf lesson. */
async function createCourse(api: APIRequestContext): Promise<Created> {
  const login = await api.post('/api/auth/login', { data: DEMO_USERS.admin });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const video = await uploadFixture(api, token, 'module_video', 'two-seconds.mp4', 'video/mp4');
  const pdf = await uploadFixture(api, token, 'module_pdf', 'two-pages.pdf', 'application/pdf');
  const material = await uploadFixture(api, token, 'module_material', 'two-pages.pdf', 'application/pdf');

  const course = await call<{ _id: string }>(api, token, 'course/create', {
    title: COURSE,
    description: inAll('Learn to splice fiber.', 'Aprenda a emendar fibra.', 'Aprenda a empalmar fibra.'),
    langs: ['en', 'pt', 'es'],
    structure: 'modular',
    status: 'published',
  });
  const module = await call<{ _id: string }>(api, token, 'course/module/save', {
    courseId: course._id,
    module: { title: MODULE },
  });
  const lesson = (kind: 'video' | 'pdf', title: typeof VIDEO, content: object, extra: object = {}) =>
    call<{ _id: string }>(api, token, 'course/lesson/save', {
      lesson: { courseId: course._id, moduleId: module._id, kind, title, content, ...extra },
    });
  const videoLesson = await lesson('video', VIDEO, { video: everyLanguage(video) });
  const pdfLesson = await lesson(
    'pdf',
    PDF,
    { pdf: everyLanguage(pdf) },
    { materials: [{ title: MATERIAL, files: everyLanguage(material) }] },
  );
  return { courseId: course._id, moduleId: module._id, videoId: videoLesson._id, pdfId: pdfLesson._id };
}

const videoOf = (page: Page) => page.locator('video');

test.describe
  .serial('a learner takes a course', () => {
    let created: Created;
    /** a learner of this file's own (reading Portuguese): his progress and ratings are made here */
    let learner: Person;

    test.beforeAll(async ({ request }) => {
      created = await createCourse(request);
      learner = await newLearner(request, 'Bia Aprendiz');
    });

    test('when the student watches the video lesson to the end, it is complete and the course is in progress', async ({
      page,
    }) => {
      await signInAs(page, learner);
      await page.goto('/courses');
      await expect(page.getByRole('heading', { level: 1, name: 'Cursos' })).toBeVisible();
      // a new learner has no course in progress yet
      await expect(page.getByRole('tab', { name: /Em andamento/ }).locator('.MuiChip-label')).toHaveText('0');

      await page.getByRole('searchbox', { name: 'Buscar pelo título' }).fill(COURSE.pt);
      await expect(page).toHaveURL(/search=/);
      const card = page.getByRole('link', { name: new RegExp(COURSE.pt) });
      await expect(card).toHaveCount(1);
      await expect(card).toContainText('0,0%');
      await expectAccessible(page);
      await card.click();

      await expect(page).toHaveURL(new RegExp(`/course/view/${created.courseId}$`));
      await expect(page.getByRole('heading', { level: 1, name: COURSE.pt })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: `Módulo 1: ${MODULE.pt}` })).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: 'Você está aqui' }).getByRole('link'),
      ).toHaveAttribute('href', '/courses');
      await expectAccessible(page);
      await page.getByRole('link', { name: new RegExp(VIDEO.pt) }).click();

      await expect(page).toHaveURL(
        new RegExp(`/course/${created.courseId}/module/${created.moduleId}/lesson/view/${created.videoId}$`),
      );
      await expect(page.getByRole('heading', { level: 1, name: VIDEO.pt })).toBeVisible();
      const video = videoOf(page);
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.duration))
        .toBeGreaterThan(1);

      // jumping to the end is not watching: only the last instant counts
      const lessonProgress = page.getByRole('progressbar', { name: 'Seu progresso nesta aula' });
      // from here the page's timers run on a clock this test moves: a mark put off until later shows
      await page.clock.install();
      const marks: Request[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/user/progress/mark') marks.push(request);
      });
      await video.evaluate(async (element: HTMLVideoElement) => {
        element.muted = true;
        element.currentTime = element.duration - 0.05;
        await element.play();
        await new Promise((resolve) => element.addEventListener('ended', resolve, { once: true }));
      });
      // a mark held back for the reporting interval goes now, and every mark sent is answered
      await page.clock.runFor(REPORT_INTERVAL_MS);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      await Promise.all(marks.map((mark) => mark.response()));
      for (const mark of marks)
        expect((mark.postDataJSON() as { progress: number }).progress).toBeLessThan(10);
      await expect(page.getByText('Concluída')).toHaveCount(0);
      expect(Number(await lessonProgress.getAttribute('aria-valuenow'))).toBeLessThan(10);

      // watched from the start (at double speed), the whole video counts
      await video.evaluate(async (element: HTMLVideoElement) => {
        element.currentTime = 0;
        element.playbackRate = 2;
        await element.play();
        await new Promise((resolve) => element.addEventListener('ended', resolve, { once: true }));
      });
      await expect(page.getByText('Concluída')).toBeVisible();
      await expect(lessonProgress).toHaveAttribute('aria-valuenow', '100');
      await expectAccessible(page);

      // the course view shows the course half done (one of its two lessons)
      const breadcrumbs = page.getByRole('navigation', { name: 'Você está aqui' });
      await breadcrumbs.getByRole('link', { name: COURSE.pt }).click();
      await expect(page.getByRole('progressbar', { name: 'Seu progresso', exact: true })).toHaveAttribute(
        'aria-valuenow',
        '50',
      );
      await expect(
        page.getByRole('listitem').filter({ hasText: VIDEO.pt }).getByRole('img', { name: 'Concluída' }),
      ).toBeVisible();

      // the course is now in progress, and the tab's counter says so
      await breadcrumbs.getByRole('link', { name: 'Cursos' }).click();
      await page.getByRole('tab', { name: /Em andamento/ }).click();
      await expect(page).toHaveURL(/\/courses\/my-courses$/);
      await expect(page.getByRole('link', { name: new RegExp(COURSE.pt) })).toContainText('50,0%');
      await expect(page.getByRole('tab', { name: /Em andamento/ }).locator('.MuiChip-label')).toHaveText('1');
      await expectAccessible(page);

      // no certificate yet: he has none at all
      await page.getByRole('tab', { name: /Certificados/ }).click();
      await expect(page).toHaveURL(/\/courses\/my-certificates$/);
      await expect(page.getByText('Ainda não há certificados')).toBeVisible();
      await expectAccessible(page);
    });

    test('when the student reads every page of the pdf lesson, it is complete; he rates it and downloads its file', async ({
      page,
    }) => {
      await signInAs(page, learner);
      await page.goto(`/course/${created.courseId}/module/${created.moduleId}/lesson/view/${created.pdfId}`);
      await expect(page.getByRole('heading', { level: 1, name: PDF.pt })).toBeVisible();
      await expect(page.getByText('Página 1 de 2')).toBeVisible();
      await expect(page.getByRole('img', { name: `${PDF.pt}, página 1 de 2` })).toBeVisible();
      await expectAccessible(page);

      await page.getByRole('button', { name: 'Próxima página' }).click();
      await expect(page.getByText('Página 2 de 2')).toBeVisible();
      // sent within the reporting interval (5 s)
      await expect(page.getByText('Concluída')).toBeVisible({ timeout: 10_000 });

      // the stars are the radios' labels (the radios themselves are visually hidden)
      await page.locator('label', { hasText: '4 estrelas' }).click();
      await expect(page.getByRole('radio', { name: '4 estrelas' })).toBeChecked();
      await expect(page.getByText('Agradecemos a sua avaliação')).toBeVisible();
      await expect(page.getByText('Média 4 de 5 (1 avaliação)')).toBeVisible();

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: `Baixar ${MATERIAL.pt}` }).click();
      expect((await download).suggestedFilename()).toBe('two-pages.pdf');

      // the previous lesson is the video
      await expect(page.getByRole('link', { name: `Aula anterior: ${VIDEO.pt}` })).toHaveAttribute(
        'href',
        `/course/${created.courseId}/module/${created.moduleId}/lesson/view/${created.videoId}`,
      );
    });

    test('when a lesson is opened under /clear-content, it has no app bar and its links stay there', async ({
      page,
    }) => {
      await signInAs(page, learner);
      await page.goto(
        `/clear-content/course/${created.courseId}/module/${created.moduleId}/lesson/view/${created.pdfId}`,
      );
      await expect(page.getByRole('heading', { level: 1, name: PDF.pt })).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByRole('link', { name: `Aula anterior: ${VIDEO.pt}` })).toHaveAttribute(
        'href',
        `/clear-content/course/${created.courseId}/module/${created.moduleId}/lesson/view/${created.videoId}`,
      );
      await expectAccessible(page);
    });

    test('when the screen is 375 px wide, the list, the course and the lesson fit it', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await signInAs(page, learner);
      await page.goto(`/courses?search=${encodeURIComponent(COURSE.pt)}`);
      await expect(page.getByRole('link', { name: new RegExp(COURSE.pt) })).toBeVisible();
      await expectNoSideScroll(page);
      await page.goto(`/course/view/${created.courseId}`);
      await expect(page.getByRole('heading', { level: 1, name: COURSE.pt })).toBeVisible();
      await expectNoSideScroll(page);
      await page.goto(
        `/course/${created.courseId}/module/${created.moduleId}/lesson/view/${created.videoId}`,
      );
      await expect(videoOf(page)).toBeVisible();
      await expectNoSideScroll(page);
      await expectAccessible(page);
    });

    test('when the admin opens the course list, he sees the status of each course and a way to create one', async ({
      page,
    }) => {
      // the seed gives the admin English
      await signIn(page, 'admin');
      await page.goto(`/courses?search=${encodeURIComponent(COURSE.en)}`);
      await expect(page.getByRole('link', { name: new RegExp(COURSE.en) })).toContainText('Published');
      await expect(page.getByRole('link', { name: 'New course' })).toHaveAttribute('href', '/course/create');
      await page.getByRole('link', { name: new RegExp(COURSE.en) }).click();
      await expect(page.getByRole('link', { name: 'Edit course' })).toHaveAttribute(
        'href',
        `/course/edit/${created.courseId}`,
      );
      await expectAccessible(page);
    });
  });
