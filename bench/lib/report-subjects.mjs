// @ts-check
/**
 * Who and what the reports bench asks about, read from an academy seeded by seed:large: the admin,
 * the master with the most learners, the course most learners started, the learner of that course
 * who started the most courses, the open-to-all learning path with the most courses, and the
 * courses whose detailed report holds about a million rows.
 */
import { sql } from 'drizzle-orm';
import { rowsOf } from './database.mjs';
import { ADMIN_EMAIL } from './seed-large-people.mjs';

/** @typedef {import('../../apps/api/dist/db/client.js').Db} Db */

/** The detailed report asked for holds at least this many rows (one per learner and lesson). */
const DETAILED_ROWS = 1_000_000;
/** The learners of the reports: enabled students and fact users, not removed. */
const learner = sql`u.type in ('student', 'fact') and u.status = 'enabled' and u.deleted_at is null`;

/** @param {Db} db */
export async function pickSubjects(db) {
  const one = async (/** @type {import('drizzle-orm').SQL} */ query, /** @type {string} */ what) => {
    const [row] = await rowsOf(db, query);
    if (!row) throw new Error(`the database has no ${what}: seed it with npm run seed:large first`);
    return row;
  };
  const admin = await one(
    sql`select id, email from users where email = ${ADMIN_EMAIL}`,
    'large academy admin',
  );
  const master = await one(
    sql`select m.id, m.email, count(*)::int as learners from users m
      join users u on u.distributor_id = m.distributor_id and ${learner}
      where m.type = 'master' and m.status = 'enabled' group by m.id order by learners desc, m.id limit 1`,
    'master',
  );
  const largestCourse = await one(
    sql`select c.id, c.title ->> 'en' as title, count(*)::int as enrolled from course_progress cp
      join courses c on c.id = cp.course_id and c.status = 'published'
      join users u on u.id = cp.user_id and ${learner}
      group by c.id order by enrolled desc, c.id limit 1`,
    'started course',
  );
  const student = await one(
    sql`select u.id, u.email, count(*)::int as courses from users u join course_progress cp on cp.user_id = u.id
      where ${learner} and exists (select 1 from course_progress x where x.user_id = u.id and x.course_id = ${largestCourse.id})
      group by u.id order by courses desc, u.id limit 1`,
    'learner of the largest course',
  );
  const openPath = await one(
    sql`select p.id, p.title ->> 'en' as title, count(*)::int as courses from learning_paths p
      join learning_path_courses pc on pc.learning_path_id = p.id
      where p.status = 'published' and p.open_to_all group by p.id order by courses desc, p.id limit 1`,
    'learning path open to all',
  );
  return {
    admin,
    master,
    largestCourse,
    student,
    openPath,
    detailed: await detailedCourses(db),
  };
}

/** @typedef {Awaited<ReturnType<typeof pickSubjects>>} Subjects */

/**
 * The largest courses, largest first, until their learners times their lessons reach DETAILED_ROWS.
 * @param {Db} db
 */
async function detailedCourses(db) {
  const courses = await rowsOf(
    db,
    sql`select c.id, count(*)::int as learners, (select count(*) from lessons l where l.course_id = c.id)::int as lessons,
        (select count(*) from lesson_progress lp where lp.course_id = c.id)::int as lesson_progress
      from course_progress cp join courses c on c.id = cp.course_id and c.status = 'published'
      join users u on u.id = cp.user_id and ${learner}
      group by c.id order by count(*) * (select count(*) from lessons l where l.course_id = c.id) desc, c.id`,
  );
  const chosen = [];
  let rows = 0;
  let progressRows = 0;
  for (const course of courses) {
    if (rows >= DETAILED_ROWS) break;
    chosen.push(String(course.id));
    rows += Number(course.learners) * Number(course.lessons);
    progressRows += Number(course.lesson_progress);
  }
  return { courseIds: chosen, learnerLessonRows: rows, lessonProgressRows: progressRows };
}
