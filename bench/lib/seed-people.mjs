// @ts-check
import { inArray } from 'drizzle-orm';
import {
  countries,
  distributors,
  teamDistributors,
  teams,
  teamUsers,
  users,
} from '../../apps/api/dist/db/schema/index.js';
import { newId } from '../../apps/api/dist/lib/ids.js';
import { insertAll } from './bulk.mjs';
import { weightedPicker } from './random.mjs';

/**
 * @typedef {import('../../apps/api/dist/db/client.js').Db} Db
 * @typedef {import('./random.mjs').Random} Random
 * @typedef {{ id: string, type: 'student' | 'fact', enabled: boolean, distributorId: string, teamIds: string[] }} Learner
 * @typedef {{ id: string, enabled: boolean }} Team
 */

/** Distributors per served country: Brazil holds half of the channel, four LAAM countries the rest. */
const DISTRIBUTORS_BY_COUNTRY = { BR: 150, MX: 50, AR: 40, CO: 30, CL: 30 };
const LANGS_BY_COUNTRY = /** @type {const} */ ({ BR: 'pt', MX: 'es', AR: 'es', CO: 'es', CL: 'es' });
const DAY_MS = 86_400_000;
/** No one logs in with these accounts: the bench opens sessions directly. */
const NO_LOGIN = 'bench-account-without-password';

/**
 * Distributors, their masters, 20,000 learners (some distributors much larger than others) and
 * teams drawn from one or two distributors each.
 * @param {Db} db
 * @param {Random} random
 * @param {{ learners: number, teams: number, teamMembers: number }} scale
 */
export async function seedPeople(db, random, scale) {
  const isoCodes = Object.keys(DISTRIBUTORS_BY_COUNTRY);
  const countryRows = await db
    .select({ id: countries.id, iso2: countries.iso2 })
    .from(countries)
    .where(inArray(countries.iso2, isoCodes));
  if (countryRows.length !== isoCodes.length) throw new Error('seedEssentials did not load the countries');
  const countryOf = new Map(countryRows.map((row) => [row.iso2, row.id]));
  const now = Date.now();
  /** @param {number} days */
  const past = (days) => new Date(now - random.int(1, days) * DAY_MS);

  /** @type {{ id: string, countryId: string, iso2: keyof typeof DISTRIBUTORS_BY_COUNTRY }[]} */
  const distributorList = [];
  for (const [iso2, n] of Object.entries(DISTRIBUTORS_BY_COUNTRY))
    for (let i = 0; i < n; i += 1)
      distributorList.push({
        id: newId(),
        countryId: /** @type {string} */ (countryOf.get(iso2)),
        iso2: /** @type {keyof typeof DISTRIBUTORS_BY_COUNTRY} */ (iso2),
      });
  await insertAll(
    db,
    distributors,
    distributorList.map((item, index) => ({
      id: item.id,
      countryId: item.countryId,
      name: `Distributor ${item.iso2} ${String(index + 1).padStart(3, '0')}`,
      position: index,
    })),
  );

  const adminId = newId();
  /** @type {(typeof users.$inferInsert)[]} */
  const userRows = [
    {
      id: adminId,
      type: 'admin',
      status: 'enabled',
      name: 'Bench Admin',
      email: 'admin@bench.academy.test',
      passwordHash: NO_LOGIN,
    },
  ];
  const masterOf = new Map();
  for (const [index, item] of distributorList.entries()) {
    const id = newId();
    masterOf.set(item.id, id);
    userRows.push({
      id,
      type: 'master',
      status: 'enabled',
      name: `Master ${index + 1}`,
      email: `master${index + 1}@bench.academy.test`,
      passwordHash: NO_LOGIN,
      lang: LANGS_BY_COUNTRY[item.iso2],
      countryId: item.countryId,
      distributorId: item.id,
      createdAt: past(1000),
    });
  }

  // a long tail: the largest distributors have a few hundred learners, the smallest a handful
  const pickDistributor = weightedPicker(
    random,
    distributorList.map((_item, rank) => 1 / (1 + rank / 8)),
  );
  /** @type {Learner[]} */
  const learners = [];
  /** @type {Map<string, Learner[]>} */
  const learnersOf = new Map();
  for (let i = 0; i < scale.learners; i += 1) {
    const distributor = /** @type {(typeof distributorList)[number]} */ (distributorList[pickDistributor()]);
    const type = random.chance(0.85) ? 'student' : 'fact';
    /** @type {Learner} */
    const learner = {
      id: newId(),
      type,
      enabled: random.chance(0.97),
      distributorId: distributor.id,
      teamIds: [],
    };
    learners.push(learner);
    const ofDistributor = learnersOf.get(distributor.id) ?? [];
    ofDistributor.push(learner);
    learnersOf.set(distributor.id, ofDistributor);
    userRows.push({
      id: learner.id,
      type,
      status: learner.enabled ? 'enabled' : 'disabled',
      name: `Learner ${String(i + 1).padStart(5, '0')}`,
      email: `learner${i + 1}@bench.academy.test`,
      passwordHash: NO_LOGIN,
      lang: random.chance(0.8) ? LANGS_BY_COUNTRY[distributor.iso2] : 'en',
      countryId: distributor.countryId,
      distributorId: distributor.id,
      createdAt: past(1000),
      lastLoginAt: past(120),
    });
  }
  await insertAll(db, users, userRows);

  /** @type {Team[]} */
  const teamList = [];
  /** @type {(typeof teamDistributors.$inferInsert)[]} */
  const teamDistributorRows = [];
  /** @type {(typeof teamUsers.$inferInsert)[]} */
  const teamUserRows = [];
  for (let t = 0; t < scale.teams; t += 1) {
    const team = { id: newId(), enabled: t % 25 !== 24 };
    teamList.push(team);
    const sources = [random.pick(distributorList)];
    if (random.chance(0.5)) sources.push(random.pick(distributorList));
    const sourceIds = [...new Set(sources.map((item) => item.id))];
    for (const distributorId of sourceIds) teamDistributorRows.push({ teamId: team.id, distributorId });
    teamUserRows.push({ teamId: team.id, userId: masterOf.get(sourceIds[0]), role: 'leader' });
    const pool = sourceIds.flatMap((id) => learnersOf.get(id) ?? []);
    const members = new Set();
    // small distributors cannot fill a team alone: the rest comes from anywhere
    while (members.size < scale.teamMembers) {
      const learner = pool.length > members.size * 2 ? random.pick(pool) : random.pick(learners);
      if (members.has(learner)) continue;
      members.add(learner);
      learner.teamIds.push(team.id);
      teamUserRows.push({ teamId: team.id, userId: learner.id, role: 'member' });
    }
  }
  await insertAll(
    db,
    teams,
    teamList.map((team, index) => ({
      id: team.id,
      name: `Team ${index + 1}`,
      status: team.enabled ? 'enabled' : 'disabled',
      createdBy: adminId,
    })),
  );
  await insertAll(db, teamDistributors, teamDistributorRows);
  await insertAll(db, teamUsers, teamUserRows);

  return { adminId, distributorIds: distributorList.map((item) => item.id), learners, teams: teamList };
}
