import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test } from './fixtures.js';
import {
  choose,
  expectAccessible,
  expectNoSideScroll,
  mainMenu,
  newLearner,
  type Person,
  signIn,
  signInAs,
} from './helpers.js';
import { apiCall, createYoutubeCourse, tokenOf, type YoutubeCourse } from './youtube-course.js';

/** This file's two learners of the demo's Alfa distributor, who read Portuguese. */
const SOFIA = 'Sofia Relatório';
const FELIPE = 'Felipe Relatório';

test.describe
  .serial('reports', () => {
    // filters, a download refused and one made, and axe runs on a shared two-core machine
    test.setTimeout(120_000);
    let course: YoutubeCourse;
    let sofia: Person;
    /** a fact user, as the demo's Felipe Costa */
    let felipe: Person;

    test.beforeAll(async ({ request }) => {
      course = await createYoutubeCourse(request, 'report');
      sofia = await newLearner(request, SOFIA);
      felipe = await newLearner(request, FELIPE);
      await apiCall(request, await tokenOf(request, 'admin'), 'user/update', {
        _id: felipe._id,
        type: 'fact',
      });
      // Sofia watches the lesson to the end, Felipe half of it
      for (const [who, progress] of [
        [sofia, 100],
        [felipe, 50],
      ] as const) {
        await apiCall(request, await tokenOf(request, who), 'user/progress/mark', {
          courseId: course.courseId,
          lessonId: course.lessonId,
          progress,
        });
      }
    });

    test('an admin opens the course report from Reports, filters it by distributor and downloads it', async ({
      page,
    }) => {
      await signIn(page, 'admin');
      await mainMenu(page).getByRole('link', { name: 'Reports' }).click();
      await expect(page).toHaveURL(/\/reports$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Partner certification status' })).toHaveAttribute(
        'href',
        '/reports/certification',
      );
      await page.getByRole('searchbox', { name: 'Search courses by title' }).fill(course.title.en);
      const row = page.getByRole('row').filter({ hasText: course.title.en });
      // enrolled, in progress, completed
      await expect(row.getByRole('cell')).toHaveText(['2', '1', '1', /\d/, '—']);
      await expectAccessible(page);

      await row.getByRole('link', { name: course.title.en }).click();
      await expect(page).toHaveURL(new RegExp(`/courses/reports/by-course/${course.courseId}$`));
      await expect(page.getByRole('heading', { level: 1, name: `Report: ${course.title.en}` })).toBeVisible();
      const learners = page
        .getByRole('table', { name: `Learners of ${course.title.en}` })
        .getByRole('rowheader');
      await expect(learners).toHaveText([FELIPE, SOFIA]);

      // another distributor of Brazil has no one on the course
      await choose(page, 'Country', 'Brazil');
      await choose(page, 'Distributor', 'Carioca Redes');
      await expect(page.getByText('No learner matches these filters')).toBeVisible();
      // a download of no one is no file: the page says so
      await page.getByRole('button', { name: 'Download (xlsx)' }).click();
      const nothing = page.getByRole('alert').filter({ hasText: 'There is no data to be exported' });
      await expect(nothing).toBeVisible();
      await nothing.getByRole('button', { name: 'Close' }).click();
      await expect(nothing).toHaveCount(0);
      await choose(page, 'Distributor', 'Alfa Distribuição');
      await expect(learners).toHaveText([FELIPE, SOFIA]);
      await choose(page, 'Status', 'In progress');
      await expect(learners).toHaveText([FELIPE]);
      await expect(page).toHaveURL(
        /distributor=[0-9a-f]{24}.*state=in_progress|state=in_progress.*distributor=/,
      );
      await expectAccessible(page);
      await page.setViewportSize({ width: 375, height: 740 });
      await expectNoSideScroll(page);
      await page.setViewportSize({ width: 1280, height: 720 });

      // the file holds what the filter shows
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download (xlsx)' }).click(),
      ]);
      expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await readFile(await file.path())) as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      expect(sheet?.getRow(1).getCell(1).value).toBe('Name');
      expect(sheet?.rowCount).toBe(2);
      expect(sheet?.getRow(2).getCell(1).value).toBe(FELIPE);
    });

    test("a fact user who leads a team reaches Reports from his menu and follows his team's members only", async ({
      page,
      request,
    }) => {
      const admin = await tokenOf(request, 'admin');
      const { master } = await apiCall<{ master: string }>(request, await tokenOf(request, sofia), 'auth/me');
      const team = await apiCall<{ _id: string }>(request, admin, 'team/create', {
        name: 'Report leaders',
        masters: [master],
        leaders: [felipe._id],
        members: [sofia._id],
      });
      try {
        // Felipe reads Academy in Portuguese
        await signInAs(page, felipe);
        await mainMenu(page, 'Menu principal').getByRole('link', { name: 'Relatórios' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Relatórios' })).toBeVisible();
        // the partners' status is the staff's
        await expect(page.getByRole('link', { name: 'Status de certificação dos parceiros' })).toHaveCount(0);
        await page.getByRole('searchbox', { name: 'Buscar cursos pelo título' }).fill(course.title.pt);
        await page.getByRole('row').filter({ hasText: course.title.pt }).getByRole('link').click();
        const learners = page
          .getByRole('table', { name: `Alunos de ${course.title.pt}` })
          .getByRole('rowheader');
        // his member, not himself
        await expect(learners).toHaveText([SOFIA]);
        await expect(page.getByRole('combobox', { name: 'Distribuidor' })).toHaveCount(0);
        await expectAccessible(page);
      } finally {
        const removed = await request.delete(`/api/team/remove/${team._id}`, {
          headers: { Authorization: `Bearer ${admin}` },
        });
        expect(removed.ok()).toBe(true);
      }
    });
  });
