import { connect } from 'node:net';
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

  it('answers the liveness and readiness checks: alive, and ready with the database up and no Redis configured', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/system/live' });
    expect(live.json()).toEqual({ status: 1, data: { live: true } });
    const ready = await t.app.inject({ method: 'GET', url: '/api/system/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 1, data: { database: 'up', redis: 'not-configured' } });
  });

  it('sends a content security policy that does not force https', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/system/health' });
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).not.toContain('upgrade-insecure-requests');
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

describe('how the URL is spelled', () => {
  it('when an API path is percent-escaped, the access rules still apply', async () => {
    for (const url of ['/%61pi/user/list', '/%61%70%69/setting/list', '/api/%75ser/list']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: 0, error: 'not-authenticated' });
    }
  });

  it('when the request target is in absolute form over real HTTP, the access rules still apply', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const head = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          `GET http://127.0.0.1:${port}/api/user/list HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
        );
      });
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk.toString();
      });
      socket.on('end', () => resolve(received));
      socket.on('error', reject);
    });
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 401 Unauthorized');
  });

  it('when a path ends with a slash, it reaches the same route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/system/health/' });
    expect(res.json()).toEqual({ status: 1, data: { database: 'up' } });
  });

  it('when a public API path is percent-escaped, its answer is still enveloped', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/%61pi/system/health' });
    expect(res.json()).toEqual({ status: 1, data: { database: 'up' } });
  });

  it('when a body is nested thousands of levels deep, answers 4xx, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `${'['.repeat(8000)}${']'.repeat(8000)}`,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('the OpenAPI document', () => {
  it('is public and not wrapped in the envelope, so the docs page can read it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
    expect(res.json().paths['/api/auth/login']).toBeDefined();
  });
});
