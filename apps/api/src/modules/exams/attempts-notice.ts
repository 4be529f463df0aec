import type { Language } from '@academy/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { textIn } from '../../lib/localized-text.js';
import { notifyWhere } from '../notifications/index.js';
import type { Exam } from './exam-lesson.js';

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
