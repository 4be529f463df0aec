import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import type { AuthUser } from '../../lib/session-user.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { makeTeamWorld, type TeamWorld } from '../../test/team-world.js';
import { tabCounts } from './counters.js';
import { countPeople, peopleFilter } from './list.js';

let t: TestApp;
let w: TeamWorld;
/** Enough people that reading the table would cost: the planner must prefer the index. */
const PEOPLE = 4000;

beforeAll(async () => {
  t = await createTestApp();
  w = await makeTeamWorld(t);
  const { A, B, P } = w.distributors;
  const distributorIds = [A, B, P, null];
  for (let start = 0; start < PEOPLE; start += 1000) {
    await t.deps.db.insert(users).values(
      Array.from({ length: 1000 }, (_, index) => {
        const n = start + index;
        return {
          id: newId(),
          type: n % 7 === 0 ? ('fact' as const) : ('student' as const),
          status: n % 11 === 0 ? ('pending' as const) : ('enabled' as const),
          name: `Counted person ${n}`,
          email: `counted${n}@plan.example`,
          // as wide as a real row: an argon2id hash
          passwordHash: `$argon2id$v=19$m=19456,t=2,p=1$${'s'.repeat(22)}$${'h'.repeat(43)}`,
          distributorId: distributorIds[n % distributorIds.length] ?? null,
          deletedAt: n % 13 === 0 ? new Date() : null,
        };
      }),
    );
  }
  // as autovacuum leaves a table: its statistics and visibility map up to date
  await t.deps.db.execute(sql`vacuum analyze users`);
});
afterAll(() => t.close());

const asker = (id: string, type: AuthUser['type'], distributorId: string | null = null): AuthUser => ({
  id,
  type,
  status: 'enabled',
  name: type,
  email: `${type}@plan.example`,
  lang: null,
  distributorId,
  countryId: null,
  leadsTeam: false,
});

/** The rows a statement answers (both drivers answer `execute` with them under `rows`). */
async function rowsOf<R>(statement: SQL, db: Pick<TestApp['deps']['db'], 'execute'> = t.deps.db) {
  return ((await db.execute(statement)) as unknown as { rows: R[] }).rows;
}

/** The plan of a statement, as text. */
const planOf = async (statement: SQL) =>
  (await rowsOf<{ 'QUERY PLAN': string }>(sql`explain ${statement}`))
    .map((row) => row['QUERY PLAN'])
    .join('\n');

/** How many people `filter` holds, read from the table itself (every index switched off). */
const readFromTable = (filter: SQL | undefined) =>
  t.deps.db.transaction(async (tx) => {
    for (const setting of ['enable_indexscan', 'enable_indexonlyscan', 'enable_bitmapscan'])
      await tx.execute(sql`select set_config(${setting}, 'off', true)`);
    const [row] = await rowsOf<{ n: number }>(sql`select count(*)::int as n from users where ${filter}`, tx);
    return row?.n;
  });

describe("the user list's counts", () => {
  it('read the counted index, never the table, for every asker and tab, and stay exact', async () => {
    // the world's BR tsm follows distributor A
    const [tsm] = await rowsOf<{ id: string }>(
      sql`select tsm_id as id from tsm_distributors where distributor_id = ${w.distributors.A}`,
    );
    const askers = {
      admin: asker(newId(), 'admin'),
      tsm: asker(tsm?.id ?? '', 'tsm'),
      master: asker(w.people.masterA, 'master', w.distributors.A),
    };

    for (const [who, viewer] of Object.entries(askers)) {
      for (const tab of [{}, { type: 'student' as const }, { status: 'pending' as const }]) {
        const count = countPeople(t.deps.db, peopleFilter(viewer, tab));
        const plan = await planOf(sql`${count.getSQL()}`);
        expect(plan, `${who} ${JSON.stringify(tab)}`).not.toMatch(/Seq Scan on users/);
        expect(plan, `${who} ${JSON.stringify(tab)}`).toMatch(/Index Only Scan using users_counted/);
        // exact: as a reading of the table itself counts them
        const [counted] = await count;
        expect(counted?.value, `${who} ${JSON.stringify(tab)}`).toBe(
          await readFromTable(peopleFilter(viewer, tab)),
        );
      }
      const counters = tabCounts(t.deps.db, viewer);
      const plan = await planOf(sql`${counters.getSQL()}`);
      expect(plan, `${who} counters`).not.toMatch(/Seq Scan on users/);
      expect(plan, `${who} counters`).toMatch(/Index Only Scan using users_counted/);
    }
  });
});
