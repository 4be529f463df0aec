import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('system', () => {
  it('answers health with the database up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/system/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 1, data: { database: 'up' } });
  });

  it('gives the server time in ISO 8601 UTC', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/system/server_time' });
    expect(res.json().data.now).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('answers an over-long path parameter or a malformed URL in the failure envelope', async () => {
    const long = await t.app.inject({ method: 'GET', url: `/api/course/get/${'a'.repeat(150)}` });
    expect(long.statusCode).toBe(404);
    expect(long.json()).toMatchObject({ status: 0, error: 'not-found' });
    const malformed = await t.app.inject({ method: 'GET', url: '/api/course/get/%E0%A4%A' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ status: 0, error: 'validation-failed' });
  });

  it('answers an unknown API path with a JSON 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 0, error: 'not-found' });
  });
});

describe('requests carrying a NUL character', () => {
  it('are refused with 400 before they reach a query, wherever the NUL is', async () => {
    // A well-formed sign-in would answer 401; the NUL in the password makes it a 400.
    const inBody = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.com', password: 'secret\u0000' },
    });
    expect(inBody.statusCode).toBe(400);
    expect(inBody.json().error).toBe('validation-failed');
    const inQuery = await t.app.inject({ method: 'GET', url: '/api/country/find-by-name?name=Bra%00zil' });
    expect(inQuery.statusCode).toBe(400);
  });
});
