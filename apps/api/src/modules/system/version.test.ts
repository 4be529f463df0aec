import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../lib/api-root.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('system/version', () => {
  it('tells anyone the package version, and no commit when the server runs from its sources', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/system/version' });
    expect(res.statusCode).toBe(200);
    const { version } = JSON.parse(readFileSync(apiPath('package.json'), 'utf8'));
    expect(version).not.toBe('0.0.0');
    expect(res.json()).toEqual({ status: 1, data: { version, commit: null } });
  });
});
