import type { Page, TeamListItem, TeamListQuery } from '@academy/domain';
import { and, asc, count, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { teams } from '../../db/schema/index.js';

/** Teams by name, one page at a time: one count and one page query. */
export async function listTeams(db: Db, query: TeamListQuery): Promise<Page<TeamListItem>> {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(teams.status, query.status));
  if (query.search) filters.push(ilike(teams.name, `%${query.search.replace(/[%_\\]/g, '\\$&')}%`));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [totalRow] = await db.select({ total: count() }).from(teams).where(where);
  const items = await db
    .select({ _id: teams.id, name: teams.name, status: teams.status })
    .from(teams)
    .where(where)
    .orderBy(asc(teams.name), asc(teams.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return { items, total: totalRow?.total ?? 0 };
}
