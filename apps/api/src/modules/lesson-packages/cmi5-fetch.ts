import type { Cmi5FetchAnswer } from '@academy/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cmi5Sessions } from '../../db/schema/index.js';
import { hashToken, newToken } from '../../lib/tokens.js';

/** cmi5's errors of a fetch URL (cmi5 8.2.3), answered with status 200 as cmi5 asks. */
const ALREADY_USED: Cmi5FetchAnswer = { 'error-code': '1', 'error-text': 'This fetch URL was already used' };
const UNKNOWN: Cmi5FetchAnswer = {
  'error-code': '2',
  'error-text': 'This is not a fetch URL of an open session',
};

/** A session's row id: the first 24 characters of its fetch URL's secret (cmi5-launch.ts). */
const ROW_ID = /^[0-9a-f]{24}/;

/**
 * Hands out a session's auth token once (cmi5 8.2): 256 random bits, of which only the hash is
 * kept. A second call, a session already ended or a secret that is no fetch URL's gets cmi5's error.
 */
export async function fetchAuthToken(db: Db, secret: string): Promise<Cmi5FetchAnswer> {
  const rowId = ROW_ID.exec(secret)?.[0];
  if (!rowId || secret.length > 100) return UNKNOWN;
  const token = newToken();
  const [handed] = await db
    .update(cmi5Sessions)
    .set({ tokenHash: hashToken(token) })
    .where(
      and(
        eq(cmi5Sessions.id, rowId),
        eq(cmi5Sessions.fetchHash, hashToken(secret)),
        isNull(cmi5Sessions.tokenHash),
        isNull(cmi5Sessions.terminatedAt),
      ),
    )
    .returning({ id: cmi5Sessions.id });
  if (handed) return { 'auth-token': token };
  const [session] = await db
    .select({ id: cmi5Sessions.id })
    .from(cmi5Sessions)
    .where(and(eq(cmi5Sessions.id, rowId), eq(cmi5Sessions.fetchHash, hashToken(secret))));
  return session ? ALREADY_USED : UNKNOWN;
}
