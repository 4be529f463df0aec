import { canLogIn, type GetDataQuery, type LoginRequest, type SessionUser } from '@academy/domain';
import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { distributors, tsmCountries, tsmDistributors, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords.js';
import { leadsATeam } from '../../lib/scope.js';
import type { AuthContext, AuthUser } from '../../lib/session-user.js';
import { requiredProviderOf } from '../../lib/sso-requirement.js';
import { policyToAcceptOf } from '../privacy-policy/index.js';
import type { LoginGuard } from './rate-limits.js';
import { sessionScopeOf } from './session-scope.js';
import { createSession, resolveSession, simulatedLeads } from './sessions.js';

type TsmScope = NonNullable<SessionUser['TSM']>;

async function tsmScopeOf(
  db: Db,
  user: { id: string; tsmRegionType: TsmScope['regionType'] | null; tsmRegions: string[] },
): Promise<TsmScope> {
  const [masters, countries] = await Promise.all([
    db
      .select({ id: tsmDistributors.distributorId })
      .from(tsmDistributors)
      .where(eq(tsmDistributors.tsmId, user.id)),
    db.select({ id: tsmCountries.countryId }).from(tsmCountries).where(eq(tsmCountries.tsmId, user.id)),
  ]);
  return {
    // A TSM saved without a region type is read the way the old client read it: one who
    // follows countries is LAAM, one who follows masters is BR.
    regionType: user.tsmRegionType ?? (countries.length > 0 ? 'LAAM' : 'BR'),
    masters: masters.map((row) => row.id),
    regions: user.tsmRegions,
    countries: countries.map((row) => row.id),
  };
}

/**
 * The signed-in user as the client knows him (login, check_token, me). `masters` is his own
 * distributor; a TSM also gets the scope he follows; everyone what he may see (`scope`) and the
 * privacy policy's version he must accept, if any. Costs
 * one query, two for a master, four for a TSM.
 */
export async function buildSessionUser(
  db: Db,
  userId: string,
  simulatedBy: AuthUser | null,
): Promise<SessionUser> {
  const [row] = await db
    .select({
      id: users.id,
      type: users.type,
      status: users.status,
      name: users.name,
      email: users.email,
      lang: users.lang,
      avatar: users.avatar,
      region: users.region,
      countryId: users.countryId,
      distributorId: users.distributorId,
      distributorName: distributors.name,
      tsmRegionType: users.tsmRegionType,
      tsmRegions: users.tsmRegions,
      leadsTeam: leadsATeam(users),
      policyToAccept: policyToAcceptOf(users.id),
    })
    .from(users)
    .leftJoin(distributors, eq(distributors.id, users.distributorId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new AppError('user-not-found');
  const TSM = row.type === 'tsm' ? await tsmScopeOf(db, row) : null;
  return {
    _id: row.id,
    type: row.type,
    status: row.status,
    name: row.name,
    email: row.email,
    lang: row.lang,
    avatar: row.avatar,
    region: row.region,
    countryId: row.countryId,
    master: row.distributorId,
    masters:
      row.distributorId && row.distributorName !== null
        ? [{ _id: row.distributorId, name: row.distributorName }]
        : [],
    TSM,
    leadsTeam: simulatedBy ? simulatedLeads(row, simulatedBy) : row.leadsTeam,
    scope: await sessionScopeOf(db, row, TSM?.countries ?? []),
    simulatedBy: simulatedBy
      ? { _id: simulatedBy.id, name: simulatedBy.name, email: simulatedBy.email }
      : null,
    // whoever simulates him sees the academy as it stands for him, and never accepts in his name
    policyToAccept: simulatedBy ? null : row.policyToAccept,
  };
}

/**
 * Checks the credentials and opens a session. An unknown email costs a password check too and
 * gets the same answer as a wrong password, so neither time nor text tells which it was. The
 * guard counts failures and may refuse even a right password (see rate-limits.ts). The account's
 * state is only revealed to someone who knows its password.
 */
export async function login(
  db: Db,
  config: Config,
  input: LoginRequest,
  client: { ip?: string; userAgent?: string },
  guard: LoginGuard,
): Promise<SessionUser & { token: string }> {
  // a domain whose accounts sign in through their provider has no password sign-in, known or not
  if (await requiredProviderOf(db, input.email)) throw new AppError('sso-required');
  const [user] = await db
    .select({ id: users.id, status: users.status, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, input.email))
    .limit(1);
  const passwordIsRight = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await burnPasswordCheck(input.password).then(() => false);
  if (!user || !passwordIsRight) {
    await guard.failed();
    throw new AppError('invalid-credentials');
  }
  await guard.succeeded();
  if (user.status === 'pending') throw new AppError('account-pending');
  // a refused registration is told so, and whom to ask: the account was never active
  if (user.status === 'rejected') throw new AppError('registration-rejected');
  if (!canLogIn(user.status)) throw new AppError('account-disabled');

  const token = await db.transaction(async (tx) => {
    const created = await createSession(tx, config, user.id, client);
    await tx.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
    return created;
  });
  return { ...(await buildSessionUser(db, user.id, null)), token };
}

/** `auth/check_token`: the user behind a token, or expired-token for anything that is not a live session. */
/**
 * `auth/check_token`: the session user of `token`. `known` is its session when the access hook
 * already read it (the same token came in the header), so it is not read twice.
 */
export async function checkToken(db: Db, config: Config, token: string, known?: AuthContext) {
  const resolved = known ?? (await resolveSession(db, config, token));
  if (resolved === null || resolved === 'expired') throw new AppError('expired-token');
  return { valid: true as const, user: await buildSessionUser(db, resolved.user.id, resolved.simulatedBy) };
}

const DATA_COLUMNS = {
  name: users.name,
  email: users.email,
  lang: users.lang,
  avatar: users.avatar,
  phone: users.phone,
  dialCode: users.dialCode,
  countryId: users.countryId,
  state: users.state,
  city: users.city,
  region: users.region,
  type: users.type,
  status: users.status,
  master: users.distributorId,
  privacyAcceptedAt: users.privacyAcceptedAt,
} satisfies Record<GetDataQuery['fields'][number], PgColumn>;

/** `auth/get_data`: the asked fields of the caller, or of anyone for an admin. */
export async function getUserData(db: Db, auth: AuthContext, query: GetDataQuery) {
  const userId = query.userID ?? auth.user.id;
  if (userId !== auth.user.id && auth.user.type !== 'admin') throw new AppError('forbidden');
  const columns = Object.fromEntries(query.fields.map((field) => [field, DATA_COLUMNS[field]]));
  const [row] = await db.select(columns).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new AppError('user-not-found');
  // times travel as ISO strings
  return Object.fromEntries(
    Object.entries(row).map(([field, value]) => [field, value instanceof Date ? value.toISOString() : value]),
  );
}
