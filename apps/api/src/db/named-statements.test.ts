import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { makeUser } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { statementNamer } from './named-statements.js';
import { rowsOf } from './rows.js';
import { users } from './schema/index.js';

describe('the statement namer', () => {
  it('names a text on its second sight, always with the same name, and one name per text', () => {
    const nameOf = statementNamer(10);
    expect(nameOf('select 1 where $1')).toBeUndefined();
    const first = nameOf('select 1 where $1');
    expect(first).toBeDefined();
    expect(nameOf('select 1 where $1')).toBe(first);
    nameOf('select 2 where $1');
    const second = nameOf('select 2 where $1');
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
  });

  it('names no more than its limit, and texts seen once take no place', () => {
    const nameOf = statementNamer(2);
    for (let i = 0; i < 50; i++) nameOf(`insert ${i} values ($1)`);
    const twice = (text: string) => {
      nameOf(text);
      return nameOf(text);
    };
    expect(twice('a $1')).toBeDefined();
    expect(twice('b $1')).toBeDefined();
    expect(twice('c $1')).toBeUndefined();
    // those named keep their names
    expect(nameOf('a $1')).toBeDefined();
  });
});

const onPostgres = inject('testDatabase').kind === 'postgres';

describe.skipIf(!onPostgres)('statements on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('are prepared once per connection when they come again, and answer for each call its own values', async () => {
    const ana = await makeUser(t.deps.db, { name: 'Ana Named' });
    const bia = await makeUser(t.deps.db, { name: 'Bia Named' });
    // one transaction: one connection, whose prepared statements pg_prepared_statements lists
    await t.deps.db.transaction(async (tx) => {
      const nameOf = async (id: string) =>
        (await tx.select({ name: users.name }).from(users).where(eq(users.id, id)))[0]?.name;
      const prepared = async () =>
        (
          await rowsOf<{ n: number }>(
            tx,
            sql`select count(*)::int as n from pg_prepared_statements where statement like ${'%"name" from "users" where "users"."id" = $1%'}`,
          )
        )[0]?.n;
      expect(await nameOf(ana.id)).toBe('Ana Named');
      expect(await nameOf(bia.id)).toBe('Bia Named');
      expect(await nameOf(ana.id)).toBe('Ana Named');
      expect(await prepared()).toBe(1);
    });
  });
});
