import { count } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import { bearer, login, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

/**
 * Every route of the accounts areas gets bodies and queries it must refuse with a 400, never a
 * 500, and the refusal must change nothing.
 */
let t: TestApp;
let adminToken: string;
let studentToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await makeUser(t.deps.db, { type: 'admin' });
  const student = await makeUser(t.deps.db);
  adminToken = await login(t.app, admin.email, admin.password);
  studentToken = await login(t.app, student.email, student.password);
});
afterAll(() => t.close());

type Method = 'POST' | 'PUT';
interface BodyRoute {
  method: Method;
  url: string;
  who: 'nobody' | 'student' | 'admin';
  /** a body the route would accept; null for a route that takes none */
  valid: Record<string, unknown> | null;
}

const BODY_ROUTES: BodyRoute[] = [
  { method: 'POST', url: '/api/auth/login', who: 'nobody', valid: { email: 'a@example.com', password: 'x' } },
  { method: 'POST', url: '/api/auth/check_token', who: 'nobody', valid: { token: 'abc' } },
  { method: 'POST', url: '/api/auth/logout', who: 'student', valid: null },
  {
    method: 'POST',
    url: '/api/user/register',
    who: 'nobody',
    valid: {
      name: 'New Person',
      email: 'new@example.com',
      password: 'secret123',
      confirmation: 'secret123',
      country: newId(),
      state: newId(),
      master: newId(),
      privacy: true,
      lang: 'en',
    },
  },
  { method: 'POST', url: '/api/user/accept', who: 'admin', valid: { userId: newId(), accept: true } },
  { method: 'POST', url: '/api/user/generate_reset_token', who: 'nobody', valid: { email: 'a@example.com' } },
  {
    method: 'PUT',
    url: '/api/user/change_password',
    who: 'nobody',
    valid: { resetToken: 'x'.repeat(43), password: 'secret123', confirmation: 'secret123' },
  },
  {
    method: 'POST',
    url: '/api/user/save-data',
    who: 'student',
    valid: { name: 'Someone', phone: '123', dialCode: '+55', avatar: null, lang: 'pt' },
  },
  { method: 'POST', url: '/api/notification/clear-notifications', who: 'student', valid: null },
];

/** Bodies that are wrong whatever the route: not JSON, not an object. */
const RAW_BODIES: { name: string; payload: string; contentType?: string }[] = [
  { name: 'invalid JSON', payload: '{"email": ' },
  { name: 'an array', payload: '[]' },
  { name: 'null', payload: 'null' },
  { name: 'a string', payload: '"hello"' },
  { name: 'a number', payload: '42' },
  { name: 'a form instead of JSON', payload: 'email=a', contentType: 'text/plain' },
];

/** Bodies built from a valid one: one wrong type, one oversized string, one unknown field. */
function brokenVariants(valid: Record<string, unknown> | null): { name: string; body: unknown }[] {
  if (valid === null) return [{ name: 'an unknown field', body: { extra: 1 } }];
  const variants: { name: string; body: unknown }[] = [
    { name: 'an unknown field', body: { ...valid, extra: 'x' } },
  ];
  for (const [key, value] of Object.entries(valid)) {
    variants.push({ name: `${key} of a wrong type`, body: { ...valid, [key]: { nested: true } } });
    if (typeof value === 'string')
      variants.push({ name: `${key} oversized`, body: { ...valid, [key]: 'x'.repeat(100_000) } });
  }
  return variants;
}

const headersOf = (who: BodyRoute['who']) =>
  who === 'admin' ? bearer(adminToken) : who === 'student' ? bearer(studentToken) : {};

async function rowCounts() {
  const [[u], [n]] = await Promise.all([
    t.deps.db.select({ value: count() }).from(users),
    t.deps.db.select({ value: count() }).from(notifications),
  ]);
  return { users: u?.value, notifications: n?.value };
}

describe('malformed bodies', () => {
  for (const route of BODY_ROUTES) {
    it(`when ${route.method} ${route.url} gets a malformed body, answers 400 and changes nothing`, async () => {
      const before = await rowCounts();
      const requests: { name: string; options: InjectOptions }[] = [
        ...RAW_BODIES.map(({ name, payload, contentType }) => ({
          name,
          options: {
            payload,
            headers: { ...headersOf(route.who), 'content-type': contentType ?? 'application/json' },
          },
        })),
        ...brokenVariants(route.valid).map(({ name, body }) => ({
          name,
          options: { payload: body as object, headers: headersOf(route.who) },
        })),
      ];
      if (route.valid) requests.push({ name: 'no body', options: { headers: headersOf(route.who) } });

      for (const { name, options } of requests) {
        const res = await t.app.inject({ method: route.method, url: route.url, ...options });
        expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
        expect(res.json(), name).toMatchObject({ status: 0, error: 'validation-failed' });
      }
      expect(await rowCounts()).toEqual(before);
    });
  }
});

describe('malformed queries and params', () => {
  const cases: { url: string; who: BodyRoute['who'] }[] = [
    { url: '/api/auth/get_data', who: 'student' },
    { url: '/api/auth/get_data?fields=', who: 'student' },
    { url: '/api/auth/get_data?fields=password_hash', who: 'student' },
    { url: '/api/auth/get_data?fields=name&userID=not-an-id', who: 'admin' },
    { url: '/api/auth/get_data?fields=name&extra=1', who: 'student' },
    { url: `/api/auth/get_data?fields=${'name,'.repeat(100)}`, who: 'student' },
    { url: '/api/user/list?page=0', who: 'admin' },
    { url: '/api/user/list?page=abc', who: 'admin' },
    { url: '/api/user/list?limit=5000', who: 'admin' },
    { url: '/api/user/list?status=sleeping', who: 'admin' },
    { url: '/api/user/list?type=root', who: 'admin' },
    { url: `/api/user/list?search=${'a'.repeat(500)}`, who: 'admin' },
    { url: '/api/user/list?extra=1', who: 'admin' },
    { url: '/api/user/verify_code', who: 'nobody' },
    { url: '/api/user/verify_code?email=a@example.com&code=12', who: 'nobody' },
    { url: '/api/user/verify_code?email=a@example.com&code=abcdef', who: 'nobody' },
    { url: '/api/user/verify_code?email=nope&code=123456', who: 'nobody' },
    { url: '/api/user/verify_code?email=a@example.com&email=b@example.com&code=123456', who: 'nobody' },
    { url: '/api/user/verify_code?email=a@example.com&code=123456&extra=1', who: 'nobody' },
    { url: '/api/notification/mark-as-read/not-an-id', who: 'student' },
    { url: `/api/notification/mark-as-read/${'f'.repeat(25)}`, who: 'student' },
  ];
  for (const { url, who } of cases) {
    it(`when GET ${url.slice(0, 80)} is malformed, answers 400`, async () => {
      const res = await t.app.inject({ method: 'GET', url, headers: headersOf(who) });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toBe('validation-failed');
    });
  }
});
