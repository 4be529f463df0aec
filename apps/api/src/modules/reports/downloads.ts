import { DEFAULT_LANGUAGE, LANGUAGES, type Language, type ReportCourseViewQuery } from '@academy/domain';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Localized } from '../../db/schema/columns.js';
import {
  courseProgress,
  courses,
  distributors,
  lessonProgress,
  lessons,
  users,
} from '../../db/schema/index.js';
import { textIn } from '../../lib/localized-text.js';
import type { AuthUser } from '../../lib/session-user.js';
import { sendXlsx, type XlsxCell, xlsxFileName } from '../../lib/xlsx.js';
import { courseLearners, learnerInCourse, requireReportCourse, standing } from './course-view.js';
import { reportCourses } from './courses.js';
import { type LearnerFilters, reportLearners } from './learners.js';
import { packageCells, packageColumns } from './package-cells.js';
import { packageStandingIfPackage, type StoredPackageLesson } from './package-lessons.js';
import { SHEET_TEXTS, type SheetTexts } from './sheet-texts.js';
import { coursesOfLearner, requireReportLearner } from './students.js';

/** Rows read from the database per batch of a download: enough to keep it busy, few enough to stay small. */
const BATCH = 2000;
const DATE = 'yyyy-mm-dd hh:mm';

const textsOf = (viewer: AuthUser) => SHEET_TEXTS[viewer.lang ?? DEFAULT_LANGUAGE];
/**
 * Reads a keyset-ordered query batch by batch: `page(after)` answers up to BATCH rows after the
 * position `after` (none for the first), each with the position it leaves.
 */
async function* inBatches<R, P>(page: (after: P | undefined) => Promise<R[]>, positionOf: (row: R) => P) {
  let after: P | undefined;
  for (;;) {
    const rows = await page(after);
    if (rows.length > 0) yield rows;
    if (rows.length < BATCH) return;
    after = positionOf(rows[rows.length - 1] as R);
  }
}

/**
 * `report/course-download`: the course report's learners of the filter, one row each, by name,
 * with his standing in each of the course's package lessons in columns of their own.
 */
export async function courseDownload(
  db: Db,
  viewer: AuthUser,
  reply: FastifyReply,
  query: Omit<ReportCourseViewQuery, 'page' | 'limit'> & { id: string },
) {
  const course = await requireReportCourse(db, viewer, query.id);
  const texts = textsOf(viewer);
  const where = courseLearners(viewer, query.id, query);
  const page = (after: { name: string; id: string } | undefined) =>
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        type: users.type,
        master: distributors.name,
        ...learnerInCourse,
      })
      .from(courseProgress)
      .innerJoin(users, eq(users.id, courseProgress.userId))
      .leftJoin(distributors, eq(distributors.id, users.distributorId))
      .where(and(where, after && sql`(${users.name}, ${users.id}) > (${after.name}, ${after.id})`))
      .orderBy(asc(users.name), asc(users.id))
      .limit(BATCH);
  const rows = inBatches(page, (row) => ({ name: row.name, id: row.id }));
  const lang = viewer.lang ?? DEFAULT_LANGUAGE;
  const title = textIn(course.title, lang, LANGUAGES);
  return sendXlsx(reply, {
    fileName: xlsxFileName(title, 'report'),
    sheetName: texts.learners,
    columns: [
      { header: texts.name, width: 28 },
      { header: texts.email, width: 32 },
      { header: texts.type, width: 10 },
      { header: texts.master, width: 24 },
      { header: texts.progress, width: 12 },
      { header: texts.state, width: 14 },
      { header: texts.attempts, width: 12 },
      { header: texts.bestScore, width: 14 },
      { header: texts.certifiedAt, width: 18, numFmt: DATE },
      { header: texts.lastActivity, width: 18, numFmt: DATE },
      ...course.packageLessons.flatMap((lesson) =>
        packageColumns(texts, `${textIn(lesson.title, lang, LANGUAGES)} · `),
      ),
    ],
    batches: mapBatches(rows, (row): XlsxCell[] => {
      const own = standing(row);
      const packages = new Map(own.packages.map((item) => [item.lessonId, item]));
      return [
        row.name,
        row.email,
        row.type,
        row.master,
        own.progress,
        texts.states[own.state],
        own.attempts,
        own.bestScore,
        row.certifiedAt,
        row.lastActivityAt,
        ...course.packageLessons.flatMap((lesson) => packageCells(texts, packages.get(lesson._id))),
      ];
    }),
  });
}

/**
 * `report/student-download`: one learner's courses, one row each, and on a second sheet his
 * standing in each package lesson of those courses (none without any).
 */
export async function studentDownload(db: Db, viewer: AuthUser, reply: FastifyReply, learnerId: string) {
  const learner = await requireReportLearner(db, viewer, learnerId);
  const texts = textsOf(viewer);
  const lang = viewer.lang ?? DEFAULT_LANGUAGE;
  const rows = await coursesOfLearner(db, viewer, learnerId);
  async function* once() {
    yield rows.map((row): XlsxCell[] => {
      const own = standing(row);
      return [
        textIn(row.title, lang, LANGUAGES),
        own.progress,
        texts.states[own.state],
        own.attempts,
        own.bestScore,
        row.certifiedAt,
        row.lastActivityAt,
      ];
    });
  }
  return sendXlsx(reply, {
    fileName: xlsxFileName(learner.name, 'report'),
    sheetName: texts.courses,
    columns: [
      { header: texts.course, width: 40 },
      { header: texts.progress, width: 12 },
      { header: texts.state, width: 14 },
      { header: texts.attempts, width: 12 },
      { header: texts.bestScore, width: 14 },
      { header: texts.certifiedAt, width: 18, numFmt: DATE },
      { header: texts.lastActivity, width: 18, numFmt: DATE },
    ],
    batches: once(),
    moreSheets: [
      {
        sheetName: texts.packageLessons,
        columns: [
          { header: texts.course, width: 40 },
          { header: texts.lesson, width: 40 },
          ...packageColumns(texts),
          { header: texts.lastActivity, width: 18, numFmt: DATE },
        ],
        batches: packageRowsOf(rows, lang, texts),
      },
    ],
  });
}

/** The rows of a learner's package lessons, course by course, as the student download writes them. */
async function* packageRowsOf(
  rows: { title: Localized; packages: StoredPackageLesson[] }[],
  lang: Language,
  texts: SheetTexts,
) {
  yield rows.flatMap((row) =>
    row.packages.map((item): XlsxCell[] => [
      textIn(row.title, lang, LANGUAGES),
      textIn(item.title, lang, LANGUAGES),
      ...packageCells(texts, item),
      item.lastActivityAt === null ? null : new Date(item.lastActivityAt),
    ]),
  );
}

/**
 * `report/detailed-report-download`: one row per learner and lesson he has opened, of the courses
 * chosen (every course the viewer may see when none is), in the order of the progress table's key
 * so that each batch is one range of its index; a package lesson's row with his standing in it.
 */
export async function detailedDownload(
  db: Db,
  viewer: AuthUser,
  reply: FastifyReply,
  request: LearnerFilters & { courseIds: string[] },
) {
  const texts = textsOf(viewer);
  const lang = viewer.lang ?? DEFAULT_LANGUAGE;
  const where = and(
    reportLearners(viewer, request),
    reportCourses(viewer),
    request.courseIds.length > 0 ? inArray(lessonProgress.courseId, request.courseIds) : undefined,
  ) as SQL;
  const page = (after: { userId: string; lessonId: string } | undefined) =>
    db
      .select({
        userId: lessonProgress.userId,
        lessonId: lessonProgress.lessonId,
        name: users.name,
        email: users.email,
        master: distributors.name,
        course: courses.title,
        langs: courses.langs,
        lesson: lessons.title,
        progress: lessonProgress.progress,
        updatedAt: lessonProgress.updatedAt,
        package: packageStandingIfPackage(lessonProgress.userId, lessonProgress.lessonId, lessons.kind),
      })
      .from(lessonProgress)
      .innerJoin(users, eq(users.id, lessonProgress.userId))
      .innerJoin(courses, eq(courses.id, lessonProgress.courseId))
      .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
      .leftJoin(distributors, eq(distributors.id, users.distributorId))
      .where(
        and(
          where,
          after &&
            sql`(${lessonProgress.userId}, ${lessonProgress.lessonId}) > (${after.userId}, ${after.lessonId})`,
        ),
      )
      .orderBy(asc(lessonProgress.userId), asc(lessonProgress.lessonId))
      .limit(BATCH);
  const rows = inBatches(page, (row) => ({ userId: row.userId, lessonId: row.lessonId }));
  return sendXlsx(reply, {
    fileName: 'detailed-report.xlsx',
    sheetName: texts.detail,
    columns: [
      { header: texts.name, width: 28 },
      { header: texts.email, width: 32 },
      { header: texts.master, width: 24 },
      { header: texts.course, width: 36 },
      { header: texts.lesson, width: 36 },
      { header: texts.progress, width: 12 },
      { header: texts.lastActivity, width: 18, numFmt: DATE },
      ...packageColumns(texts),
    ],
    batches: mapBatches(rows, (row): XlsxCell[] => [
      row.name,
      row.email,
      row.master,
      textIn(row.course, lang, row.langs),
      textIn(row.lesson, lang, row.langs),
      Math.round(row.progress * 10) / 10,
      row.updatedAt,
      ...packageCells(texts, row.package),
    ]),
  });
}

async function* mapBatches<R>(batches: AsyncIterable<R[]>, toCells: (row: R) => XlsxCell[]) {
  for await (const batch of batches) yield batch.map(toCells);
}
