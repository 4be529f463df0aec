import { DASHBOARD_MONTHS, type DashboardMonth, type StaffDashboard } from '@academy/domain';
import { and, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { distributorsInScope, peopleInScope } from '../../lib/scope.js';
import type { AuthUser } from '../../lib/session-user.js';
import { countedLearner, keptMonths } from '../figures/index.js';
import { lastMonths, monthStart } from './months.js';

/** The scope's counted learners and its registrations waiting for an answer (the users check list's). */
async function peopleCounts(db: Db, viewer: AuthUser) {
  const [row] = await db
    .select({
      learners: sql<number>`count(*) filter (where ${countedLearner})::int`,
      pending: sql<number>`count(*) filter (where ${users.status} = 'pending')::int`,
    })
    .from(users)
    .where(and(peopleInScope(viewer), isNull(users.deletedAt)));
  return row ?? { learners: 0, pending: 0 };
}

/**
 * The key figures of the viewer's scope (peopleInScope: an admin all, a tsm the distributors he
 * follows, a master his own) for the last DASHBOARD_MONTHS calendar months (UTC): the months from
 * the kept figures (figures module), the people counted now. Two statements whatever the number
 * of people, courses and certificates.
 */
export async function staffDashboard(db: Db, viewer: AuthUser, now = new Date()): Promise<StaffDashboard> {
  const from = monthStart(now, DASHBOARD_MONTHS - 1);
  const [perMonth, people] = await Promise.all([
    keptMonths(db, (column) => distributorsInScope(viewer, column), from),
    peopleCounts(db, viewer),
  ]);
  const months: DashboardMonth[] = lastMonths(now, DASHBOARD_MONTHS).map((month) => ({
    month,
    activeLearners: perMonth.get(month)?.activeLearners ?? 0,
    completions: perMonth.get(month)?.completions ?? 0,
    certificates: perMonth.get(month)?.certificates ?? 0,
  }));
  const thisMonth = months.at(-1) ?? { month: '', activeLearners: 0, completions: 0, certificates: 0 };
  return { learners: people.learners, thisMonth, pendingRegistrations: people.pending, months };
}
