import { certificateEndDate } from '@academy/domain';
import type { Tx } from '../db/client.js';
import type { DemoPeople } from '../db/seed/people.js';
import {
  planManualAssignments,
  renewalHolderFinishedOn,
  seedAssignments,
  seedRenewalInProgress,
  seedRule,
} from './history-assignments.js';
import { distributorIdsByName, seedHistoryPeople, seedHistoryTeams } from './history-people.js';
import {
  type HistoryCourse,
  loadHistoryCourses,
  type PlannedStart,
  planStarts,
  seedHistoryProgress,
} from './history-progress.js';
import { daysAgo, seededRandom } from './random.js';

/** The same seed on every first start: the same people, months and results. */
const HISTORY_SEED = 20_261_128;
/** Distributors whose learners the staff assigned the renewable course by hand (LAAM). */
const MANUALLY_ASSIGNED = ['Azteca Soluciones', 'Occidente Redes', 'Andes Distribución'];
/** The distributor whose students the demo rule assigns (in the BR tsm's region). */
const RULE_DISTRIBUTOR = 'Carioca Redes';

/**
 * A year of an academy at work around the demo accounts: a few hundred learners of the partner
 * distributors, their course progress, exam attempts and certificates month by month, teams, a
 * rule and hand-made assignments (some overdue, some completed late) and one renewal in progress,
 * so every dashboard, chart and report has something to show on the first start. The demo
 * accounts' own distributor is left as the README describes it.
 */
export async function seedHistory(
  tx: Tx,
  people: DemoPeople,
  input: { courseIds: string[]; passwordHash: string },
) {
  const random = seededRandom(HISTORY_SEED);
  const now = new Date();
  const learners = await seedHistoryPeople(tx, random, { passwordHash: input.passwordHash, now });
  await seedHistoryTeams(tx, learners, { adminId: people.adminId, now });
  const [entry, renewable] = await loadHistoryCourses(tx, input.courseIds);
  if (!entry || !renewable) throw new Error('demo seed: the history needs the two demo courses');

  const distributorIds = await distributorIdsByName(tx);
  const ruleDistributor = distributorIds.get(RULE_DISTRIBUTOR);
  if (!ruleDistributor) throw new Error(`demo seed: ${RULE_DISTRIBUTOR} is missing`);
  const planned = [
    ...(await seedRule(tx, learners, {
      adminId: people.adminId,
      course: entry,
      distributorId: ruleDistributor,
      now,
    })),
    ...planManualAssignments(random, learners, {
      adminId: people.adminId,
      course: renewable,
      distributorIds: MANUALLY_ASSIGNED.flatMap((name) => distributorIds.get(name) ?? []),
      now,
    }),
  ];
  const assignedAt = new Map(planned.map((a) => [`${a.userId}:${a.courseId}`, a.assignedAt]));

  // the renewal's holder: the longest-standing learner of the rule's distributor finished the
  // renewable course about a year ago, and nobody else did that early
  const holder = [...learners]
    .filter((l) => l.distributorId === ruleDistributor)
    .sort((a, b) => a.joinedAt.getTime() - b.joinedAt.getTime())[0];
  if (!holder) throw new Error('demo seed: no learner for the renewal');
  const finishedOn = renewalHolderFinishedOn(now, renewable);
  const starts: PlannedStart[] = planStarts(random, learners, [entry, renewable], assignedAt).filter(
    (start) => !(start.learner === holder && start.course === renewable),
  );
  starts.push({ learner: holder, course: renewable, earliest: holder.joinedAt, finishedOn });
  const histories = await seedHistoryProgress(tx, random, {
    planned: starts,
    now,
    earliestCompletion: new Map([[renewable.id, renewalClosedUntil(now, renewable)]]),
  });
  await seedAssignments(tx, planned, histories, now);

  const renewal = histories.find((h) => h.userId === holder.id && h.courseId === renewable.id);
  const expiresAt = certificateEndDate(finishedOn, renewable.validityMonths);
  if (!renewal || !expiresAt) throw new Error('demo seed: the renewal needs a certificate that ends');
  await seedRenewalInProgress(tx, renewal, renewable, expiresAt);
  return { learners: learners.length, histories: histories.length, assignments: planned.length };
}

/**
 * Completions of a renewable course before this day would have their renewal window open now;
 * a week's margin keeps the hourly job from opening any the demo did not plan.
 */
function renewalClosedUntil(now: Date, course: HistoryCourse): Date {
  const validityDays = Math.round((course.validityMonths ?? 12) * 30.5);
  return daysAgo(now, validityDays - (course.renewalWindowDays ?? 0) - 7);
}
