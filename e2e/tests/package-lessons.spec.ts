import type { CourseDetail, CourseListItem } from '@academy/domain';
import { cmi5Package } from './cmi5-package.js';
import { expect, type Page, test } from './fixtures.js';
import { approvedPerson, expectAccessible, expectNoSideScroll, signIn, signInAs } from './helpers.js';
import { tabTo } from './keyboard.js';
import { text } from './locales.js';
import { scormPackage } from './scorm-package.js';
import { apiCall, tokenOf } from './youtube-course.js';

test.use({ locale: 'en-US' });

/** The next commit of a package attempt the page sends, and the server's answer to it. */
const nextCommit = (page: Page) =>
  page.waitForResponse((response) => /\/api\/package-attempts\/[0-9a-f]{24}\/commit$/.test(response.url()), {
    timeout: 30_000,
  });

/** The demo academy's SCORM lesson, the AX-200 product tour (apps/api/src/db/seed/courses.ts). */
async function demoTourPath(page: Page, token: string) {
  const list = await apiCall<{ items: CourseListItem[] }>(page.request, token, 'course/list?limit=1000');
  const course = list.items.find((item) => item.title.en === 'Wi-Fi Deployment');
  if (!course) throw new Error('the demo Wi-Fi course is missing');
  const detail = await apiCall<CourseDetail>(page.request, token, `course/get/${course._id}`);
  const tour = detail.modules.flatMap((module) => module.lessons).find((lesson) => lesson.kind === 'package');
  if (!tour) throw new Error('the demo product tour is missing');
  return `/course/${course._id}/lesson/view/${tour._id}`;
}

test('an author uploads a package in English and Spanish; a student reading Spanish plays it, leaves halfway, comes back where he left, finishes and passes', async ({
  page,
}) => {
  // two sign-ins, two uploads, a package played twice and the accessibility checks
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const courseTitle = { en: `Switching ${stamp}`, es: `Conmutación ${stamp}` };
  const lessonTitle = { en: `Switching basics ${stamp}`, es: `Conmutación básica ${stamp}` };
  const packages = {
    en: { lang: 'en', title: `Switches, the package ${stamp}` },
    es: { lang: 'es', title: `Conmutadores, el paquete ${stamp}` },
  } as const;
  let courseId = '';

  await test.step('the author makes a course in English and Spanish', async () => {
    await signIn(page, 'admin');
    await page.goto('/course/create');
    await page.getByRole('group', { name: 'Languages offered' }).getByLabel('Portuguese').uncheck();
    for (const [lang, name] of [
      ['en', 'English'],
      ['es', 'Spanish'],
    ] as const) {
      await page.getByLabel(`Title (${name})`).fill(courseTitle[lang]);
      await page.getByLabel(`Description (${name})`).fill(`${courseTitle[lang]}: ports and VLANs`);
    }
    await page.getByRole('radiogroup', { name: 'Status' }).getByLabel('Published').check();
    await page.getByRole('button', { name: 'Create course' }).click();
    await expect(page).toHaveURL(/\/course\/edit\/[0-9a-f]{24}$/);
    courseId = /\/course\/edit\/([0-9a-f]{24})$/.exec(page.url())?.[1] ?? '';
  });

  await test.step('a package lesson: a zip uploaded for each language, a bad one refused', async () => {
    await page.getByRole('link', { name: 'Add lesson' }).click();
    await page
      .getByRole('radiogroup', { name: 'Kind of lesson' })
      .getByLabel('Package (SCORM / cmi5)')
      .check();
    await page.getByLabel('Lesson title (English)').fill(lessonTitle.en);
    await page.getByLabel('Lesson title (Spanish)').fill(lessonTitle.es);
    const content = page.getByRole('region', { name: 'Package (SCORM / cmi5)' });
    // a package is required in every language of the course
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(content.getByText('Required in all languages')).toHaveCount(2);

    const field = (name: string) =>
      content.locator(`input[type="file"][aria-label="Package (.zip) (${name})"]`);
    // a zip that is no package: the server's reason, in the author's language
    await field('English').setInputFiles({
      name: 'notes.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from('these are notes, not a zip'),
    });
    await expect(content.getByText(text('en', 'package.notZip'))).toBeVisible({ timeout: 30_000 });

    await field('English').setInputFiles(scormPackage(packages.en));
    await expect(content.getByText(`${packages.en.title} · SCORM 2004 (4th edition) · 1 unit`)).toBeVisible({
      timeout: 30_000,
    });
    await field('Spanish').setInputFiles(scormPackage(packages.es));
    await expect(content.getByText(`${packages.es.title} · SCORM 2004 (4th edition) · 1 unit`)).toBeVisible({
      timeout: 30_000,
    });
    await expect(content.getByText(text('en', 'package.notZip'))).toBeHidden();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Lesson saved')).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(new RegExp(`/course/edit/${courseId}$`));

    // opened again, the lesson says which package plays in each language
    await page.getByRole('link', { name: `Edit ${lessonTitle.en}` }).click();
    await expect(page.getByText(`${packages.es.title} · SCORM 2004 (4th edition) · 1 unit`)).toBeVisible();
    await expect(page.getByText(`${packages.en.title} · SCORM 2004 (4th edition) · 1 unit`)).toBeVisible();
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(new RegExp(`/course/edit/${courseId}$`));
  });

  const student = await approvedPerson(page.request, `Lucía ${stamp}`, 'SP', 'es');
  const frame = page.frameLocator(`iframe[title="${lessonTitle.es}"]`);
  const standing = page.getByRole('status').filter({ hasText: 'Su intento:' });
  let lessonUrl = '';

  await test.step('the student opens the lesson: the Spanish package plays, from its start', async () => {
    await page.context().clearCookies();
    await signInAs(page, student);
    await page.goto(`/course/view/${courseId}`);
    await expect(page.getByRole('heading', { level: 1, name: courseTitle.es })).toBeVisible();
    await page.getByRole('link', { name: new RegExp(lessonTitle.es) }).click();
    await expect(page.getByRole('heading', { level: 1, name: lessonTitle.es })).toBeVisible();
    lessonUrl = page.url();
    await expect(frame.getByRole('heading', { level: 1, name: packages.es.title })).toBeVisible({
      timeout: 30_000,
    });
    await expect(frame.getByText('Started')).toBeVisible();
    // the package greets him by his account's name, as SCORM writes it
    await expect(frame.getByText(`Learner: ${stamp}, Lucía`)).toBeVisible();
    await expect(frame.getByText('Location: none')).toBeVisible();
    await expect(frame.getByText('Suspend data: none')).toBeVisible();
    await expect(standing).toHaveText('Su intento: sin empezar');
  });

  await test.step('halfway, the package keeps where he is and commits; he leaves the lesson', async () => {
    const committed = nextCommit(page);
    await frame.getByRole('button', { name: 'Next' }).click();
    expect((await committed).status()).toBe(200);
    await expect(frame.getByText('Saved halfway')).toBeVisible();
    await expect(standing).toHaveText('Su intento: en curso');
    await page
      .getByRole('navigation', { name: text('es', 'common.breadcrumbs') })
      .getByRole('link', { name: courseTitle.es })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: courseTitle.es })).toBeVisible();
  });

  await test.step('back on the same page, the package resumes where he left', async () => {
    await page.getByRole('link', { name: new RegExp(lessonTitle.es) }).click();
    expect(page.url()).toBe(lessonUrl);
    await expect(frame.getByText('Entry: resume')).toBeVisible({ timeout: 30_000 });
    await expect(frame.getByText('Location: page-2')).toBeVisible();
    await expect(frame.getByText('Suspend data: answers=B,C')).toBeVisible();
    await expect(standing).toHaveText('Su intento: en curso');
    // and after a reload, from what the server kept
    await page.reload();
    await expect(frame.getByText('Location: page-2')).toBeVisible({ timeout: 30_000 });
    await expect(frame.getByText('Suspend data: answers=B,C')).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('by keyboard he finishes it and passes: the lesson and the course are complete', async () => {
    const finish = frame.getByRole('button', { name: 'Finish' });
    await page.getByRole('heading', { level: 1, name: lessonTitle.es }).click();
    await tabTo(page, finish);
    const committed = nextCommit(page);
    await page.keyboard.press('Enter');
    expect((await committed).status()).toBe(200);
    await expect(frame.getByText('Finished')).toBeVisible();
    await expect(standing).toHaveText('Su intento: completado · aprobado · nota 90 %');
    await expect(page.getByText(text('es', 'courses.lesson.complete'), { exact: true })).toBeVisible();
    await expect(
      page.getByRole('progressbar', { name: text('es', 'courses.lesson.progress') }),
    ).toHaveAttribute('aria-valuenow', '100');

    await page.setViewportSize({ width: 375, height: 740 });
    await expect(frame.getByRole('button', { name: 'Finish' })).toBeVisible();
    await expectNoSideScroll(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.goto(`/course/view/${courseId}`);
    await expect(page.getByRole('progressbar', { name: text('es', 'courses.yourProgress') })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });

  await test.step("the course report shows the student's package lesson passed, with its score", async () => {
    await page.context().clearCookies();
    await signIn(page, 'admin');
    await page.goto(`/courses/reports/by-course/${courseId}`);
    const table = page.getByRole('table', { name: `Learners of ${courseTitle.en}` });
    // the course's one package lesson has the last column
    await expect(table.getByRole('columnheader').last()).toHaveText(lessonTitle.en);
    const row = table.getByRole('row', { name: new RegExp(student.name) });
    await expect(row.getByRole('cell', { name: '100.0%', exact: true })).toBeVisible();
    const lesson = row.getByRole('cell').last();
    await expect(lesson).toContainText('Passed');
    await expect(lesson).toContainText('best 90.0%');
    await expect(lesson).toContainText('1 attempt');
  });

  await test.step('the author previews the lesson: the package plays, and nothing of it is saved', async () => {
    const commits: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/commit')) commits.push(request.url());
    });
    await page.goto(lessonUrl);
    const preview = page.frameLocator(`iframe[title="${lessonTitle.en}"]`);
    await expect(preview.getByRole('heading', { level: 1, name: packages.en.title })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText(text('en', 'packagePlayer.preview'))).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Your attempt:' })).toHaveCount(0);
    await preview.getByRole('button', { name: 'Next' }).click();
    await expect(preview.getByText('Saved halfway')).toBeVisible();
    await page
      .getByRole('navigation', { name: 'You are here' })
      .getByRole('link', { name: courseTitle.en })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: courseTitle.en })).toBeVisible();
    expect(commits).toEqual([]);
  });
});

test('a SCORM 1.2 package of two units: its contents by keyboard, a change of unit and the page unload save what the package did not commit, a failed attempt and a new one', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const lessonTitle = `Cabling ${stamp}`;
  const units = ['Part one', 'Part two'];
  const token = await tokenOf(page.request, 'admin');
  const uploaded = await page.request.post('/api/lesson-packages', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { files: scormPackage({ lang: 'en', title: `Cabling package ${stamp}`, units }, '1.2') },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  const packageId = ((await uploaded.json()) as { data: { _id: string } }).data._id;
  const course = await apiCall<{ _id: string }>(page.request, token, 'course/create', {
    title: { en: `Cabling course ${stamp}` },
    description: { en: 'Patch cords' },
    langs: ['en'],
    status: 'published',
  });
  const lesson = await apiCall<{ _id: string }>(page.request, token, 'course/lesson/save', {
    lesson: {
      courseId: course._id,
      kind: 'package',
      title: { en: lessonTitle },
      content: { package: { en: packageId } },
    },
  });
  const student = await approvedPerson(page.request, `Bruno ${stamp}`, 'SP', 'en');
  await signInAs(page, student);
  await page.goto(`/course/${course._id}/lesson/view/${lesson._id}`);
  await expect(page.getByRole('heading', { level: 1, name: lessonTitle })).toBeVisible();

  const contents = page.getByRole('navigation', { name: 'Contents' });
  const unitButton = (n: number) => contents.getByRole('button', { name: `${n}. ${units[n - 1]}` });
  const frameOf = (n: number) => page.frameLocator(`iframe[title="${lessonTitle}: ${units[n - 1]}"]`);
  const standing = page.getByRole('status').filter({ hasText: 'Your attempt:' });

  await test.step('the contents list both units, the first shown and marked current', async () => {
    await expect(unitButton(1)).toHaveAttribute('aria-current', 'step');
    await expect(unitButton(2)).not.toHaveAttribute('aria-current');
    await expect(frameOf(1).getByText('Started')).toBeVisible({ timeout: 30_000 });
    await expect(frameOf(1).getByText(`Learner: ${stamp}, Bruno`)).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('a change of unit, by keyboard, first saves what the unit left did not commit', async () => {
    const committed = nextCommit(page);
    await frameOf(1).getByRole('button', { name: 'Next' }).click();
    expect((await committed).status()).toBe(200);
    await frameOf(1).getByRole('button', { name: 'Note' }).click();
    await expect(frameOf(1).getByText('Noted, not committed')).toBeVisible();

    const saved = nextCommit(page);
    await page.getByRole('heading', { level: 1, name: lessonTitle }).click();
    await tabTo(page, unitButton(2));
    await page.keyboard.press('Enter');
    const request = (await saved).request().postDataJSON() as {
      unitId: string;
      cmi: { suspend_data: string };
    };
    expect([request.unitId, request.cmi.suspend_data]).toEqual(['sco-1', 'answers=B,C+note']);
    await expect(unitButton(2)).toHaveAttribute('aria-current', 'step');
    await expect(frameOf(2).getByText('Started')).toBeVisible({ timeout: 30_000 });
    await expect(frameOf(2).getByText('Location: none')).toBeVisible();

    // back to the first: it resumes with what was saved on leaving it
    await unitButton(1).click();
    await expect(frameOf(1).getByText('Entry: resume')).toBeVisible({ timeout: 30_000 });
    await expect(frameOf(1).getByText('Location: page-2')).toBeVisible();
    await expect(frameOf(1).getByText('Suspend data: answers=B,C+note')).toBeVisible();
  });

  await test.step('what the package did not commit is saved as the page unloads', async () => {
    await frameOf(1).getByRole('button', { name: 'Note' }).click();
    await expect(frameOf(1).getByText('Noted, not committed')).toBeVisible();
    await page.reload();
    await expect(frameOf(1).getByText('Suspend data: answers=B,C+note+note')).toBeVisible({
      timeout: 30_000,
    });
  });

  await test.step('on a phone the contents and the unit fit the width', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(unitButton(2)).toBeVisible();
    await expectNoSideScroll(page);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step('failing the second unit ends the attempt; a new one starts afresh, once confirmed', async () => {
    await unitButton(2).click();
    const committed = nextCommit(page);
    await frameOf(2).getByRole('button', { name: 'Fail' }).click();
    expect((await committed).status()).toBe(200);
    await expect(standing).toHaveText('Your attempt: in progress · failed · score 20%');
    // the failed attempt is over: no unit plays, a new attempt is offered
    await expect(page.locator('iframe')).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Start a new attempt' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start a new attempt?' });
    await expect(dialog).toContainText('You have 2 attempts left.');
    await dialog.getByRole('button', { name: 'Start a new attempt' }).click();
    await expect(standing).toHaveText('Your attempt: not started');
    await expect(frameOf(2).getByText('Started')).toBeVisible({ timeout: 30_000 });
    await expect(frameOf(2).getByText('Location: none')).toBeVisible();
    await unitButton(1).click();
    await expect(frameOf(1).getByText('Location: none')).toBeVisible({ timeout: 30_000 });
    await expect(frameOf(1).getByText('Suspend data: none')).toBeVisible();
  });
});

test('a cmi5 unit is launched in the lesson at the address the server made; it reports by itself and the lesson follows; the same learner plays the demo academy’s SCORM 2004 tour', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const lessonTitle = `Wi-Fi survey ${stamp}`;
  const token = await tokenOf(page.request, 'admin');
  const uploaded = await page.request.post('/api/lesson-packages', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { files: cmi5Package(`Survey unit ${stamp}`) },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  const packageId = ((await uploaded.json()) as { data: { _id: string } }).data._id;
  const course = await apiCall<{ _id: string }>(page.request, token, 'course/create', {
    title: { en: `Wireless course ${stamp}` },
    description: { en: 'Surveys' },
    langs: ['en'],
    status: 'published',
  });
  const lesson = await apiCall<{ _id: string }>(page.request, token, 'course/lesson/save', {
    lesson: {
      courseId: course._id,
      kind: 'package',
      title: { en: lessonTitle },
      content: { package: { en: packageId } },
    },
  });
  await signInAs(page, await approvedPerson(page.request, `Caio ${stamp}`, 'SP', 'en'));
  const launched = page.waitForResponse((response) => response.url().endsWith('/cmi5-launch'));
  await page.goto(`/course/${course._id}/lesson/view/${lesson._id}`);
  expect((await launched).status()).toBe(200);

  const frame = page.frameLocator(`iframe[title="${lessonTitle}"]`);
  await expect(frame.getByText('Started')).toBeVisible({ timeout: 30_000 });
  // one unit: no contents to choose from
  await expect(page.getByRole('navigation', { name: 'Contents' })).toHaveCount(0);
  await frame.getByRole('button', { name: 'Pass' }).click();
  await expect(frame.getByText('Passed and terminated')).toBeVisible();
  // the page reads the attempt again as the unit reports to the server
  await expect(page.getByRole('status').filter({ hasText: 'Your attempt:' })).toContainText(
    'passed · score 90%',
    {
      timeout: 30_000,
    },
  );
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();
  await expectAccessible(page);

  await test.step('the demo academy’s AX-200 product tour plays: by keyboard through its pages, resumed after a reload, its check passed', async () => {
    await page.goto(await demoTourPath(page, token));
    const tour = page.frameLocator('iframe[title="AX-200 product tour"]');
    const heading = (name: string) => tour.getByRole('heading', { level: 1, name });
    const next = async (to: string) => {
      await tabTo(page, tour.getByRole('button', { name: 'Next' }));
      const committed = nextCommit(page);
      await page.keyboard.press('Enter');
      await expect(heading(to)).toBeFocused();
      expect((await committed).status()).toBe(200);
    };
    await expect(heading('Meet the AX-200')).toBeVisible({ timeout: 30_000 });
    await expect(tour.locator('html')).toHaveAttribute('lang', 'en');
    await next('Installing it');
    await next('Selling it');
    await page.reload();
    await expect(heading('Selling it')).toBeVisible({ timeout: 30_000 });
    await expect(tour.getByText('Page 3 of 4')).toBeVisible();
    await next('Check what you learned');
    await expectAccessible(page);

    await tour.getByLabel('From a PoE+ switch port, through its network cable').check();
    await tour.getByLabel('Up to 200', { exact: true }).check();
    await tour.getByRole('button', { name: 'Check my answers' }).click();
    await expect(tour.getByRole('status')).toHaveText(
      'Well done: 2 of 2 right. You have completed the AX-200 product tour.',
    );
    await expect(page.getByRole('status').filter({ hasText: 'Your attempt:' })).toHaveText(
      'Your attempt: completed · passed · score 100%',
    );
    await page.setViewportSize({ width: 375, height: 740 });
    await expect
      .poll(() => tour.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth))
      .toBeLessThanOrEqual(0);
    await expectNoSideScroll(page);
  });
});
