// @ts-check
/**
 * The reports' kept figures (decision 0034) around a bulk load: the triggers that keep them would
 * apply every multi-row insert one statement at a time, so a seed writes with them off and builds
 * the figures once at the end, after the statistics are gathered (without them the planner counts
 * the figures in minutes, not seconds).
 */
import { lapseEndedCertificates, rebuildFigures } from '../../apps/api/dist/modules/figures/index.js';

/** The tables whose writes keep the figures and holdings (the triggers of migrations 0016, 0017 and 0020). */
const SOURCES = [
  'course_progress',
  'exam_attempts',
  'certificates',
  'users',
  'assignments',
  'team_users',
  'courses',
  'learning_paths',
  'learning_path_courses',
];

/**
 * Runs `work` with the figures' triggers off, and on again after it, whatever happens.
 * @template T
 * @param {(statement: string) => Promise<unknown>} run sends one statement to the database
 * @param {() => Promise<T>} work
 */
export async function withoutFigureTriggers(run, work) {
  for (const table of SOURCES) await run(`alter table ${table} disable trigger user`);
  try {
    return await work();
  } finally {
    for (const table of SOURCES) await run(`alter table ${table} enable trigger user`);
  }
}

/**
 * Builds the kept figures from what the database holds, the certificates ended by `now` lapsed first.
 * @param {import('../../apps/api/dist/db/client.js').Db} db
 * @param {Date} [now]
 */
export async function buildFigures(db, now = new Date()) {
  await lapseEndedCertificates(db, now);
  await rebuildFigures(db);
}
