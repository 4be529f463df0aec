import { API_TOKEN_PREFIX, type ApiTokenItem, type CreateApiTokenRequest } from '@academy/domain';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { apiTokens, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { type AuthContext, type AuthUser, authUserColumns } from '../../lib/session-user.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { recordAudit } from '../audit/index.js';

const DAY_MS = 86_400_000;
// as a session's last_seen_at: touching it on every call would turn every read into a write
const TOUCH_AFTER_MS = 60_000;

/** Whether a bearer value is an API token rather than a session's token. */
export const isApiToken = (token: string) => token.startsWith(API_TOKEN_PREFIX);

type TokenRow = typeof apiTokens.$inferSelect;

const itemOf = (row: TokenRow): ApiTokenItem => ({
  _id: row.id,
  name: row.name,
  scopes: row.scopes,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

export async function listApiTokens(db: Db): Promise<ApiTokenItem[]> {
  const rows = await db.select().from(apiTokens).orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  return rows.map(itemOf);
}

/** Makes a token for the asking admin; the token itself is in the answer only. */
export async function createApiToken(db: Db, auth: AuthContext, request: CreateApiTokenRequest, ip?: string) {
  const token = `${API_TOKEN_PREFIX}${newToken()}`;
  const now = Date.now();
  const days = request.days ?? 0;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(apiTokens)
      .values({
        id: newId(now),
        name: request.name,
        tokenHash: hashToken(token),
        scopes: request.scopes,
        createdBy: auth.user.id,
        expiresAt: new Date(now + days * DAY_MS),
      })
      .returning();
    if (!row) throw new Error('the token was not stored');
    await recordAudit(tx, auth, {
      action: 'api-token.create',
      entity: 'api_token',
      entityId: row.id,
      details: { name: row.name, scopes: row.scopes, expiresAt: row.expiresAt.toISOString() },
      ip,
    });
    return { item: itemOf(row), token };
  });
}

/** Revokes a token at once: the access hook reads the row on every request. Revoking twice is a no-op. */
export async function revokeApiToken(db: Db, auth: AuthContext, id: string, ip?: string) {
  return db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(apiTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiTokens.id, id), isNull(apiTokens.revokedAt)))
      .returning();
    if (!revoked) {
      const [existing] = await tx.select().from(apiTokens).where(eq(apiTokens.id, id));
      if (!existing) throw new AppError('not-found');
      return itemOf(existing);
    }
    await recordAudit(tx, auth, {
      action: 'api-token.revoke',
      entity: 'api_token',
      entityId: id,
      details: { name: revoked.name },
      ip,
    });
    return itemOf(revoked);
  });
}

/** A token's row with the admin it acts for, in one statement as a session's is. */
const tokenOfHash = prepared((db) =>
  db
    .select({
      id: apiTokens.id,
      name: apiTokens.name,
      scopes: apiTokens.scopes,
      expiresAt: apiTokens.expiresAt,
      lastUsedAt: apiTokens.lastUsedAt,
      revokedAt: apiTokens.revokedAt,
      maker: authUserColumns(users),
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.createdBy))
    .where(eq(apiTokens.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('api_token_of_hash'),
);

/**
 * The context an API token acts in: its maker's rights, narrowed by its scopes in the access hook.
 * `expired` for a revoked or expired token, or one whose maker is no longer an enabled admin; null
 * for an unknown one.
 */
export async function resolveApiToken(db: Db, token: string): Promise<AuthContext | 'expired' | null> {
  const [row] = await tokenOfHash(db).execute({ tokenHash: hashToken(token) });
  if (!row) return null;
  const now = Date.now();
  const maker = row.maker as AuthUser;
  if (
    row.revokedAt !== null ||
    row.expiresAt.getTime() <= now ||
    maker.type !== 'admin' ||
    maker.status !== 'enabled'
  )
    return 'expired';
  if (row.lastUsedAt === null || now - row.lastUsedAt.getTime() > TOUCH_AFTER_MS)
    await db
      .update(apiTokens)
      .set({ lastUsedAt: new Date(now) })
      .where(eq(apiTokens.id, row.id));
  return {
    sessionId: row.id,
    user: { ...maker, leadsTeam: false },
    simulatedBy: null,
    simulationMode: null,
    apiToken: { id: row.id, name: row.name, scopes: row.scopes },
  };
}
