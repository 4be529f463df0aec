import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { preparedPer } from './prepared.js';
import { users } from './schema/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let builds = 0;
/** A user's type or email, by id: two shapes of one query. */
const userField = preparedPer(
  (field: 'type' | 'email') => field,
  (db, field, key) => {
    builds += 1;
    return db
      .select({ value: users[field] })
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .prepare(`test_user_${key}`);
  },
);

describe('a prepared query of the hot paths', () => {
  it('is built once per handle and shape, and answers each call with its own values', async () => {
    const a = await makeUser(t.deps.db, { type: 'student' });
    const b = await makeUser(t.deps.db, { type: 'master' });
    const { db } = t.deps;
    expect(await userField(db, 'type').execute({ id: a.id })).toEqual([{ value: 'student' }]);
    expect(await userField(db, 'type').execute({ id: b.id })).toEqual([{ value: 'master' }]);
    expect(await userField(db, 'email').execute({ id: b.id })).toEqual([{ value: b.email }]);
    expect(builds).toBe(2);
    expect(userField(db, 'type')).toBe(userField(db, 'type'));
  });

  it("run with a transaction's handle, reads inside that transaction", async () => {
    const user = await makeUser(t.deps.db, { type: 'student' });
    let inside: unknown;
    await t.deps.db
      .transaction(async (tx) => {
        await tx.update(users).set({ type: 'fact' }).where(eq(users.id, user.id));
        inside = await userField(tx, 'type').execute({ id: user.id });
        tx.rollback();
      })
      .catch(() => undefined);
    expect(inside).toEqual([{ value: 'fact' }]);
    const [after] = await userField(t.deps.db, 'type').execute({ id: user.id });
    expect(after?.value).toBe('student');
  });
});
