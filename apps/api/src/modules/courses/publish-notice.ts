import type { Language } from '@academy/domain';
import { and, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { Localized } from '../../db/schema/columns.js';
import { courses, users } from '../../db/schema/index.js';
import { textIn } from '../../lib/localized-text.js';
import { notifyWhere } from '../notifications/index.js';
import { reachesLearner } from './access.js';

const COURSE_PUBLISHED = 'course-published';

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
