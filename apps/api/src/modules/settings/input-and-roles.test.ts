import type { UserType } from '@academy/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../../db/schema/index.js';
import { bearer } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { NON_ADMIN_TYPES, tokensByRole } from '../../test/role-tokens.js';

let t: TestApp;
let tokens: Record<UserType, string>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await tokensByRole(t);
});
afterAll(() => t.close());

const allSettings = () => t.deps.db.select({ name: settings.name, value: settings.value }).from(settings);

describe('settings are for admins', () => {
  for (const type of NON_ADMIN_TYPES) {
    it(`when a ${type} writes, lists or re-initialises settings, answers 403 and changes nothing`, async () => {
      const before = await allSettings();
      const calls = [
        {
          method: 'POST' as const,
          url: '/api/setting/create-or-update',
          payload: { name: 'max_exam_tries', value: 9 },
        },
        {
          method: 'POST' as const,
          url: '/api/setting/create-or-update',
          payload: { name: 'maintenance', value: true },
        },
        { method: 'GET' as const, url: '/api/setting/list' },
        { method: 'GET' as const, url: '/api/setting/init' },
        { method: 'GET' as const, url: '/api/setting/get/site_url' },
        { method: 'GET' as const, url: '/api/clear-db-cache' },
        { method: 'GET' as const, url: '/api/fix-invalid-date' },
      ];
      for (const call of calls) {
        const res = await t.app.inject({ ...call, headers: bearer(tokens[type]) });
        expect(res.statusCode, call.url).toBe(403);
      }
      expect(await allSettings()).toEqual(before);
    });

    it(`when a ${type} reads the exam limits, gets them`, async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/setting/get/time_wait_exam_tries',
        headers: bearer(tokens[type]),
      });
      expect(res.json().data.value).toBe(24);
    });
  }
});

describe('malformed input', () => {
  it('when create-or-update gets a malformed body, answers 400 and changes nothing', async () => {
    const before = await allSettings();
    const bodies = [
      '{"name": ',
      '[]',
      'null',
      '"max_exam_tries"',
      '{}',
      '{"name":"max_exam_tries"}',
      '{"value":3}',
      '{"name":"max_exam_tries","value":3,"extra":1}',
      '{"name":"max_exam_tries","value":{"nested":true}}',
      `{"name":"${'x'.repeat(10_000)}","value":1}`,
      `{"name":"mail_from","value":"${'x'.repeat(10_000)}"}`,
      '{"name":"__proto__","value":1}',
    ];
    for (const payload of [...bodies, undefined]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/setting/create-or-update',
        headers: { ...bearer(tokens.admin), 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
    }
    expect(await allSettings()).toEqual(before);
  });

  for (const url of [
    '/api/setting/get/NOPE',
    '/api/setting/get/a-b',
    `/api/setting/get/${'a'.repeat(100)}`,
  ]) {
    it(`when GET ${url.slice(0, 60)} is malformed, answers 400`, async () => {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(tokens.admin) });
      expect(res.statusCode).toBe(400);
    });
  }
});
