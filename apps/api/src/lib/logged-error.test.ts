import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { users } from '../db/schema/index.js';
import { makeUser } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
let log = '';
let app: Awaited<ReturnType<typeof buildApp>>;
// a value with a line break: the whole of it must go, not its first line
const marker = `person-${randomBytes(8).toString('hex')}@example.com\nsecond line ${randomBytes(8).toString('hex')}`;
let takenEmail = '';

beforeAll(async () => {
  t = await createTestApp();
  const taken = await makeUser(t.deps.db, { name: 'Taken Email' });
  takenEmail = taken.email;
  const capture = new Writable({
    write(chunk, _encoding, done) {
      log += String(chunk);
      done();
    },
  });
  app = await buildApp(t.deps, {
    logger: { level: 'info', stream: capture },
    routes: [
      (api) => {
        // two failing statements sent a person's data: a division by zero, and an email taken
        api.get('/fails/divide', { config: { access: 'public' } }, async () =>
          t.deps.db.execute(sql`select 1 / 0 where ${marker} = ${marker}`),
        );
        api.get('/fails/duplicate', { config: { access: 'public' } }, async () =>
          t.deps.db
            .update(users)
            .set({ email: taken.email, name: marker })
            .where(sql`${users.id} <> ${taken.id}`),
        );
      },
    ],
  });
  await makeUser(t.deps.db, { name: 'Another One' });
});
afterAll(async () => {
  await app.close();
  await t.close();
});

it("logs a failed statement's error without the values it was sent, with its cause's code", async () => {
  for (const url of ['/api/fails/divide', '/api/fails/duplicate']) {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(500);
  }
  const errors = log
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .filter((line) => line.err);
  expect(errors).toHaveLength(2);
  for (const part of marker.split('\n')) expect(log).not.toContain(part);
  // PostgreSQL's detail names the taken email: it stays out too
  expect(log).not.toContain(takenEmail);
  expect(errors.map((line) => line.err.cause?.code)).toEqual(['22012', '23505']);
  expect(errors[1].err.cause.constraint).toBe('users_email_key');
  expect(errors[0].err.message).toContain('params: (left out)');
});
