import type { Language } from '@academy/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { Localized } from '../../db/schema/columns.js';
import { courses, users } from '../../db/schema/index.js';
import { textIn } from '../certificates/issue.js';
import { reachesLearner } from '../courses/access.js';
import type { Exam } from '../exams/exam-lesson.js';
import { notifyWhere } from './service.js';

export const COURSE_PUBLISHED = 'course-published';

/**
 * Tells the learners a published course reaches (the course list's own condition) that it is
 * open to them: one statement whatever their number, and only those not told about it before,
 * so publishing again or widening the audience tells the newcomers only.
 */
export async function notifyCoursePublished(
  db: Db | Tx,
  course: { id: string; title: Localized; langs: readonly Language[] },
) {
  const title = (lang: Language) => textIn(course.title, lang, course.langs);
  const reached = sql`exists (select 1 from ${courses} where ${courses.id} = ${course.id} and ${reachesLearner(users)})`;
  await notifyWhere(db, and(inArray(users.type, ['student', 'fact']), reached), {
    type: COURSE_PUBLISHED,
    aboutId: course.id,
    route: `/course/view/${course.id}`,
    describe: {
      en: `New course for you: "${title('en')}"`,
      pt: `Novo curso para você: "${title('pt')}"`,
      es: `Nuevo curso para usted: "${title('es')}"`,
    },
  });
}

/**
 * Tells a learner an admin gave him attempts at an exam (set-user-attempts), leading to the
 * exam. Each grant is its own event, so each one tells him.
 */
export async function notifyAttemptsGranted(db: Db | Tx, learnerId: string, { course, lesson }: Exam) {
  const title = (lang: Language) => textIn(lesson.title, lang, course.langs);
  const inModule = lesson.moduleId ? `/module/${lesson.moduleId}` : '';
  await notifyWhere(db, eq(users.id, learnerId), {
    type: 'exam-attempts-granted',
    route: `/course/${course.id}${inModule}/lesson/view/${lesson.id}`,
    describe: {
      en: `You can take the exam "${title('en')}" again`,
      pt: `Você pode fazer o exame "${title('pt')}" novamente`,
      es: `Puede volver a rendir el examen "${title('es')}"`,
    },
  });
}
