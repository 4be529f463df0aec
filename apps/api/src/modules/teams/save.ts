import type { CreateTeamRequest, TeamDetail, UpdateTeamRequest } from '@academy/domain';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { teamDistributors, teams, teamUsers, users } from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import type { AuthUser } from '../../lib/session-user.js';
import { teamDetail } from './detail.js';
import { checkedMasters, checkedPeople } from './people.js';
import { requireManagedTeam } from './scope.js';

async function writeMasters(tx: Tx, teamId: string, masters: string[]) {
  await tx.delete(teamDistributors).where(eq(teamDistributors.teamId, teamId));
  await tx.insert(teamDistributors).values(masters.map((distributorId) => ({ teamId, distributorId })));
}

async function writePeople(tx: Tx, teamId: string, role: 'leader' | 'member', ids: string[]) {
  await tx.delete(teamUsers).where(and(eq(teamUsers.teamId, teamId), eq(teamUsers.role, role)));
  if (ids.length > 0) await tx.insert(teamUsers).values(ids.map((userId) => ({ teamId, userId, role })));
}

/** `team/create`: the team, its distributors and its people in one transaction. */
export async function createTeam(db: Db, viewer: AuthUser, body: CreateTeamRequest): Promise<TeamDetail> {
  return db.transaction(async (tx) => {
    const masters = await checkedMasters(tx, viewer, null, body.masters);
    const leaders = await checkedPeople(tx, viewer, masters, body.leaders, 'leaders');
    const members = await checkedPeople(tx, viewer, masters, body.members, 'members');
    const id = newId();
    await tx.insert(teams).values({ id, name: body.name, status: body.status, createdBy: viewer.id });
    await writeMasters(tx, id, masters);
    await writePeople(tx, id, 'leader', leaders);
    await writePeople(tx, id, 'member', members);
    return teamDetail(tx, viewer, id);
  });
}

/**
 * `team/update/{id}`: only the fields sent change, in one transaction. New distributors drop the
 * people who belong to none of them, unless the same call names the leaders and members anew.
 */
export async function updateTeam(
  db: Db,
  viewer: AuthUser,
  teamId: string,
  body: UpdateTeamRequest,
): Promise<TeamDetail> {
  return db.transaction(async (tx) => {
    await requireManagedTeam(tx, viewer, teamId);
    const masters = body.masters
      ? await checkedMasters(tx, viewer, teamId, body.masters)
      : (
          await tx
            .select({ id: teamDistributors.distributorId })
            .from(teamDistributors)
            .where(eq(teamDistributors.teamId, teamId))
        ).map((row) => row.id);
    const leaders = body.leaders && (await checkedPeople(tx, viewer, masters, body.leaders, 'leaders'));
    const members = body.members && (await checkedPeople(tx, viewer, masters, body.members, 'members'));

    if (body.name !== undefined || body.status !== undefined)
      await tx
        .update(teams)
        .set({ name: body.name, status: body.status, updatedAt: sql`now()` })
        .where(eq(teams.id, teamId));
    if (body.masters) {
      await writeMasters(tx, teamId, masters);
      await tx
        .delete(teamUsers)
        .where(
          and(
            eq(teamUsers.teamId, teamId),
            notInArray(
              teamUsers.userId,
              tx.select({ id: users.id }).from(users).where(inArray(users.distributorId, masters)),
            ),
          ),
        );
    }
    if (leaders) await writePeople(tx, teamId, 'leader', leaders);
    if (members) await writePeople(tx, teamId, 'member', members);
    return teamDetail(tx, viewer, teamId);
  });
}

/** `team/remove/{id}`: the team and its links go; its people keep their accounts and progress. */
export async function removeTeam(db: Db, viewer: AuthUser, teamId: string): Promise<{ ok: boolean }> {
  return db.transaction(async (tx) => {
    await requireManagedTeam(tx, viewer, teamId);
    await tx.delete(teams).where(eq(teams.id, teamId));
    return { ok: true };
  });
}
