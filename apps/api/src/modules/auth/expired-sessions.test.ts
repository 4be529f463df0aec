import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.js';
import { bearer, login, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { removeExpiredSessions } from './expired-sessions.js';
import { ENDED_SESSION_KEPT_MS } from './sessions.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);

/** A signed-in session of a new user, its row then changed by `set`; returns its token and id. */
async function sessionWith(set: Partial<typeof sessions.$inferInsert> = {}) {
  const user = await makeUser(t.deps.db);
  const token = await login(t.app, user.email, user.password);
  const [row] = await t.deps.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, user.id));
  if (!row) throw new Error('no session');
  if (Object.keys(set).length > 0) await t.deps.db.update(sessions).set(set).where(eq(sessions.id, row.id));
  return { token, id: row.id };
}

describe('expired sessions', () => {
  it('when sessions ended more than a day ago, they are deleted; live and just-ended ones stay', async () => {
    const { sessionIdleMs } = t.deps.config;
    const gone = await Promise.all([
      sessionWith({ expiresAt: ago(ENDED_SESSION_KEPT_MS + HOUR) }),
      sessionWith({ lastSeenAt: ago(sessionIdleMs + ENDED_SESSION_KEPT_MS + HOUR) }),
      sessionWith({ revokedAt: ago(ENDED_SESSION_KEPT_MS + HOUR) }),
    ]);
    const kept = await Promise.all([
      sessionWith(),
      sessionWith({ lastSeenAt: ago(sessionIdleMs - HOUR) }),
      // ended an hour ago: its user still hears that the login expired
      sessionWith({ expiresAt: ago(HOUR) }),
      sessionWith({ lastSeenAt: ago(sessionIdleMs + HOUR) }),
    ]);

    expect(await removeExpiredSessions(t.deps.db, t.deps.config)).toBe(gone.length);

    const left = new Set((await t.deps.db.select({ id: sessions.id }).from(sessions)).map((row) => row.id));
    for (const session of gone) expect(left.has(session.id)).toBe(false);
    for (const session of kept) expect(left.has(session.id)).toBe(true);
    const me = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect((await me(kept[0]?.token ?? '')).statusCode).toBe(200);
    expect((await me(kept[2]?.token ?? '')).json().error).toBe('expired-token');
    expect(await removeExpiredSessions(t.deps.db, t.deps.config)).toBe(0);
  });
});
