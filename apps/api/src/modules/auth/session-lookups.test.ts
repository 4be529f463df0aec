import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let token: string;
let simulationToken: string;
beforeAll(async () => {
  t = await createTestApp();
  const student = await makeUser(t.deps.db);
  token = await login(t.app, student.email, student.password);
  const admin = await makeUser(t.deps.db, { type: 'admin' });
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/auth/simulate',
    headers: bearer(await login(t.app, admin.email, admin.password)),
    payload: { userId: student.id },
  });
  simulationToken = started.json().data.token;
});
afterAll(() => t.close());

/** The statements of one request that read the sessions table. */
async function sessionReads(request: () => Promise<{ statusCode: number }>) {
  const { result, statements } = await t.queries.measure(request);
  expect(result.statusCode).toBe(200);
  return statements.filter((statement) => /from "sessions"/i.test(statement)).length;
}

describe('a request looks its session up once', () => {
  it('auth/me', async () => {
    expect(await sessionReads(() => t.app.inject({ url: '/api/auth/me', headers: bearer(token) }))).toBe(1);
  });

  it('auth/check_token, with the token in the body and in the header', async () => {
    const check = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/auth/check_token', headers, payload: { token } });
    expect(await sessionReads(() => check(bearer(token)))).toBe(1);
    expect(await sessionReads(() => check({}))).toBe(1);
  });

  it("a simulation's, with its asker's session and scope in the same statement", async () => {
    const { result, queries } = await t.queries.measure(() =>
      t.app.inject({ url: '/api/auth/me', headers: bearer(simulationToken) }),
    );
    expect(result.statusCode).toBe(200);
    expect(
      await sessionReads(() => t.app.inject({ url: '/api/auth/me', headers: bearer(simulationToken) })),
    ).toBe(1);
    // what an ordinary session's auth/me costs, no statement more
    const ordinary = await t.queries.measure(() =>
      t.app.inject({ url: '/api/auth/me', headers: bearer(token) }),
    );
    expect(queries).toBeLessThanOrEqual(ordinary.queries);
  });

  it('a list', async () => {
    expect(await sessionReads(() => t.app.inject({ url: '/api/course/list', headers: bearer(token) }))).toBe(
      1,
    );
  });
});
