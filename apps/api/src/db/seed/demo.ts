import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords.js';
import type { Storage } from '../../lib/storage.js';
import type { Db, Tx } from '../client.js';
import { users } from '../schema/index.js';
import { seedTeamAndPath, seedTrainingType } from './community.js';
import { seedCourses } from './courses.js';
import { seedGeography } from './geography.js';
import { DEMO_ADMIN, DEMO_PASSWORD, type DemoPeople, seedPeople } from './people.js';
import { type StorePackage, storeProductTours } from './product-tour.js';

/**
 * What the demo adds around its own accounts and courses, in the same transaction: a year of
 * history (src/demo, built with the modules' own functions, which db/ may not import: start.ts
 * hands it in).
 */
export type DemoHistory = (
  tx: Tx,
  people: DemoPeople,
  input: { courseIds: string[]; passwordHash: string },
) => Promise<unknown>;

// Two instances starting together on one database must not both seed the demo.
const DEMO_LOCK = 7_140_002;

async function demoSeeded(db: Db): Promise<boolean> {
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ADMIN.email))
    .limit(1);
  return found.length > 0;
}

/**
 * The demo academy: distributors, one user of each type, two courses with their exams and a
 * SCORM package lesson (stored with `storePackage`), a team and a learning path, and the history
 * `history` adds around them. Runs once: the demo admin's account is the marker, so a second start
 * changes nothing. Returns whether it seeded anything.
 */
export async function seedDemoAcademy(
  db: Db,
  storage: Storage,
  { storePackage, history }: { storePackage: StorePackage; history?: DemoHistory },
): Promise<boolean> {
  if (await demoSeeded(db)) return false;
  await seedGeography(db);
  const [admin, demo] = await Promise.all([hashPassword(DEMO_ADMIN.password), hashPassword(DEMO_PASSWORD)]);

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_LOCK})`);
    if (await demoSeeded(tx)) return false;
    const people = await seedPeople(tx, { admin, demo });
    const trainingTypeId = await seedTrainingType(tx);
    const productTour = await storeProductTours({ db: tx, storage }, storePackage, people.adminId);
    const courseIds = await seedCourses(tx, storage, {
      adminId: people.adminId,
      trainingTypeId,
      productTour,
    });
    await seedTeamAndPath(tx, people, courseIds);
    await history?.(tx, people, { courseIds, passwordHash: demo });
    return true;
  });
}
