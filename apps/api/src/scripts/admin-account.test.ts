import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.js';
import { createSession } from '../modules/auth/index.js';
import { bearer, login, makeUser } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { adminAccountInput, createOrResetAdmin } from './admin-account.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const input = (values: Record<string, string>) => adminAccountInput.parse(values);

describe('create-admin', () => {
  it('when the email is new, creates an enabled admin who can sign in', async () => {
    const result = await createOrResetAdmin(
      t.deps.db,
      input({ email: ' Boss@Example.com ', password: 'first-pass', name: 'The Boss' }),
    );
    expect(result).toMatchObject({ action: 'created', email: 'boss@example.com' });
    const [row] = await t.deps.db.select().from(users).where(eq(users.email, 'boss@example.com'));
    expect(row).toMatchObject({ type: 'admin', status: 'enabled', name: 'The Boss' });
    await expect(login(t.app, 'boss@example.com', 'first-pass')).resolves.toEqual(expect.any(String));
  });

  it('when the admin exists, resets the password and name, and ends the old sessions', async () => {
    const [row] = await t.deps.db.select().from(users).where(eq(users.email, 'boss@example.com'));
    const oldToken = await createSession(t.deps.db, t.deps.config, row?.id ?? '', {});
    await t.deps.db.update(users).set({ status: 'disabled' }).where(eq(users.email, 'boss@example.com'));

    const result = await createOrResetAdmin(
      t.deps.db,
      input({ email: 'boss@example.com', password: 'second-pass', name: 'Big Boss' }),
    );
    expect(result).toEqual({ action: 'reset', id: row?.id, email: 'boss@example.com' });
    const [after] = await t.deps.db.select().from(users).where(eq(users.email, 'boss@example.com'));
    expect(after).toMatchObject({ name: 'Big Boss', status: 'enabled' });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(oldToken) });
    expect(me.statusCode).toBe(401);
    await expect(login(t.app, 'boss@example.com', 'first-pass')).rejects.toThrow();
    await expect(login(t.app, 'boss@example.com', 'second-pass')).resolves.toEqual(expect.any(String));
  });

  it('when no name is given, resets an existing admin but refuses to create one', async () => {
    const reset = await createOrResetAdmin(
      t.deps.db,
      input({ email: 'boss@example.com', password: 'third-pass' }),
    );
    expect(reset.action).toBe('reset');
    const [after] = await t.deps.db.select().from(users).where(eq(users.email, 'boss@example.com'));
    expect(after?.name).toBe('Big Boss');
    const refused = await createOrResetAdmin(
      t.deps.db,
      input({ email: 'new@example.com', password: 'secret1' }),
    );
    expect(refused).toEqual({ action: 'refused', reason: 'name-required', email: 'new@example.com' });
  });

  it('when the email belongs to a student, refuses and changes nothing', async () => {
    const student = await makeUser(t.deps.db);
    const result = await createOrResetAdmin(
      t.deps.db,
      input({ email: student.email, password: 'hijacked', name: 'Not Admin' }),
    );
    expect(result).toMatchObject({ action: 'refused', reason: 'not-an-admin' });
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, student.id));
    expect(row).toMatchObject({ type: 'student' });
    await expect(login(t.app, student.email, student.password)).resolves.toEqual(expect.any(String));
  });

  it('when the input is bad, the schema refuses it with the field', () => {
    const problems = (values: Record<string, string>) =>
      adminAccountInput.safeParse(values).error?.issues.map((issue) => issue.path.join('.'));
    expect(problems({ email: 'nope', password: 'secret1' })).toEqual(['email']);
    expect(problems({ email: 'a@example.com', password: 'short' })).toEqual(['password']);
    expect(problems({ email: 'a@example.com', password: 'secret1', name: ' ' })).toEqual(['name']);
  });
});
