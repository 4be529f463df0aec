import {
  type ComplianceFigures,
  type ComplianceReport,
  type complianceQuery,
  DEFAULT_LANGUAGE,
  dayOf,
  LANGUAGES,
  type Language,
} from '@academy/domain';
import { and, type Column, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import {
  assignmentFigures,
  certificates,
  countries,
  distributors,
  teams,
  teamUsers,
  users,
} from '../../db/schema/index.js';
import { textIn } from '../../lib/localized-text.js';
import { distributorsInScope, peopleInScope } from '../../lib/scope.js';
import type { AuthUser } from '../../lib/session-user.js';
import { stillCertifies } from '../certificates/index.js';
import { countedPeople, holdingsOf } from '../certification-status/index.js';

type Query = z.output<typeof complianceQuery>;
type Grouping = Query['by'];

const DAY_MS = 86_400_000;

/** The column a grouping reads each person's group from; a team is read from his memberships. */
const personGroup: Record<Grouping, Column> = {
  distributor: users.distributorId,
  country: users.countryId,
  team: teamUsers.teamId,
};

/** The column a grouping reads a kept cell's group from. */
const cellGroup: Record<Grouping, Column> = {
  distributor: assignmentFigures.distributorId,
  country: assignmentFigures.countryId,
  team: assignmentFigures.teamId,
};

/** `team_users` joined to `users` for the team grouping (a member of several teams counts in each). */
const membershipJoin = (by: Grouping | null) =>
  by === 'team'
    ? sql`join ${teamUsers} on ${teamUsers.userId} = ${users.id} and ${teamUsers.role} = 'member'`
    : sql``;

/** The report's people: the enabled, not removed people of the asker's scope. */
const reportedPeople = (viewer: AuthUser) => and(sql`${countedPeople}`, peopleInScope(viewer)) as SQL;

const summed = (column: Column, condition?: SQL) =>
  sql<number>`coalesce(sum(${column})${condition ? sql` filter (where ${condition})` : sql``}, 0)::int`;

/** The group id of the row that totals everyone. */
const TOTAL = '';

/**
 * How a statement groups its rows by `key`: by distributor or country with the total of everyone
 * in the same pass (grouping sets; each person is in one group), by team alone (a member of several
 * teams would count twice in a total), or everyone in one row (`by` null).
 */
function grouping(by: Grouping | null, key: Record<Grouping, Column>) {
  if (by === null) return { gid: sql`${TOTAL}`, groupBy: sql`` };
  const column = key[by];
  if (by === 'team') return { gid: sql`${column}`, groupBy: sql`group by ${column}` };
  return {
    gid: sql`case when grouping(${column}) = 1 then ${TOTAL} else ${column} end`,
    groupBy: sql`group by grouping sets ((${column}), ())`,
  };
}

/**
 * The assignment figures of each group (and of everyone, see `grouping`), summed from the kept
 * cells of the scope's distributors (decision 0037): a team's cells hold its members', the others
 * everyone's. An open assignment is overdue when its due day is before `today`, by the rule of
 * `stateCondition`.
 */
async function keptAssignmentFigures(
  db: Db,
  viewer: AuthUser,
  query: Query,
  by: Grouping | null,
  today: string,
) {
  const { gid, groupBy } = grouping(by, cellGroup);
  const f = assignmentFigures;
  const item = query.courseId
    ? eq(f.courseId, query.courseId)
    : query.pathId
      ? eq(f.pathId, query.pathId)
      : undefined;
  const cells = by === 'team' ? sql`${f.teamId} is not null` : sql`${f.teamId} is null`;
  return rowsOf<{ gid: string | null } & Omit<ComplianceFigures, `expiring${number}`>>(
    db,
    sql`select ${gid} as gid, ${summed(f.assigned)} as "assigned",
      ${summed(f.completedOnTime)} as "completedOnTime", ${summed(f.completedLate)} as "completedLate",
      ${summed(f.open, sql`${f.openDueOn} is null or ${f.openDueOn} >= ${today}::date`)} as "inProgress",
      ${summed(f.open, sql`${f.openDueOn} < ${today}::date`)} as "overdue"
    from ${f}
    where ${and(cells, distributorsInScope(viewer, f.distributorId), item)}
    ${groupBy}
    having sum(${f.assigned}) > 0`,
  );
}

/** The longest window of the "expiring" figures: certificates ending later are not read. */
const LAST_WINDOW_DAYS = 90;

/**
 * The certificates of each group (or of everyone) that still certify and end within 30, 60 and 90
 * days: for a course (or every course) its holders' certificates, read from the certificates'
 * index on their end; for a path, by the one rule of who holds a path (certification-status).
 */
async function expiringFigures(db: Db, viewer: AuthUser, query: Query, by: Grouping | null, now: Date) {
  const { gid, groupBy } = grouping(by, personGroup);
  const horizon = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();
  const within = (days: number) => sql`count(*) filter (where ends <= ${horizon(days)}::timestamptz)::int`;
  const ending = query.pathId
    ? sql`with ${holdingsOf(reportedPeople(viewer), now)}
        select h.user_id, h.expires_at as ends from holdings h
        where h.kind = 'path' and h.item_id = ${query.pathId} and h.expires_at <= ${horizon(LAST_WINDOW_DAYS)}::timestamptz`
    : sql`select ${certificates.userId} as user_id, ${certificates.expiresAt} as ends from ${certificates}
        where ${certificates.kind} = 'course' and ${stillCertifies(now)}
          and ${certificates.expiresAt} <= ${horizon(LAST_WINDOW_DAYS)}::timestamptz
          ${query.courseId ? sql`and ${certificates.courseId} = ${query.courseId}` : sql``}`;
  return rowsOf<{ gid: string | null; expiring30: number; expiring60: number; expiring90: number }>(
    db,
    sql`select ${gid} as gid, ${within(30)} as "expiring30", ${within(60)} as "expiring60", ${within(90)} as "expiring90"
    from (${ending}) e join ${users} on ${users.id} = e.user_id ${membershipJoin(by)}
    where ${reportedPeople(viewer)}
    ${groupBy}`,
  );
}

const NO_FIGURES: ComplianceFigures = {
  assigned: 0,
  completedOnTime: 0,
  completedLate: 0,
  inProgress: 0,
  overdue: 0,
  expiring30: 0,
  expiring60: 0,
  expiring90: 0,
};

/** The names of the groups, in `lang`. */
async function groupNames(db: Db, by: Grouping, ids: string[], lang: Language): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  if (by === 'country') {
    const rows = await db
      .select({ id: countries.id, name: countries.name })
      .from(countries)
      .where(inArray(countries.id, ids));
    return new Map(rows.map((row) => [row.id, textIn(row.name, lang, LANGUAGES)]));
  }
  const table = by === 'team' ? teams : distributors;
  const rows = await db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The rows of the statements, their figures merged by group (people of no group are left out). */
function merged(
  rows: ({ gid: string | null } & Partial<ComplianceFigures>)[],
): Map<string, ComplianceFigures> {
  const byGroup = new Map<string, ComplianceFigures>();
  for (const row of rows) {
    if (row.gid === null) continue;
    const { gid, ...figures } = row;
    byGroup.set(gid, { ...(byGroup.get(gid) ?? NO_FIGURES), ...figures });
  }
  return byGroup;
}

/**
 * `assignment/compliance`: per distributor, team or country of the asker's scope, the assignments
 * (of the chosen course or path, or all) by state, and the valid certificates ending within 30,
 * 60 and 90 days; and the same for all his people, each counted once. People with no group of the
 * kind chosen count in the total only; a group without an assignment that is not withdrawn and
 * without a certificate ending soon is not shown. The assignments are read from their kept cells,
 * the certificates from their index on the end: two aggregate statements (four by team) and a
 * lookup of names.
 */
export async function complianceReport(
  db: Db,
  viewer: AuthUser,
  query: Query,
  now = new Date(),
): Promise<ComplianceReport> {
  const today = dayOf(now);
  const lang = query.lang ?? viewer.lang ?? DEFAULT_LANGUAGE;
  const reads = [
    keptAssignmentFigures(db, viewer, query, query.by, today),
    expiringFigures(db, viewer, query, query.by, now),
  ];
  if (query.by === 'team')
    reads.push(
      keptAssignmentFigures(db, viewer, query, null, today),
      expiringFigures(db, viewer, query, null, now),
    );
  const { [TOTAL]: total = NO_FIGURES, ...groups } = Object.fromEntries(
    merged((await Promise.all(reads)).flat()),
  );
  const names = await groupNames(db, query.by, Object.keys(groups), lang);
  // one collator for the sort: `localeCompare` with a locale builds one per comparison
  const byName = new Intl.Collator(lang).compare;
  return {
    groups: Object.entries(groups)
      .map(([id, figures]) => ({ _id: id, name: names.get(id) ?? '', ...figures }))
      .sort((a, b) => byName(a.name, b.name) || a._id.localeCompare(b._id)),
    total,
  };
}
