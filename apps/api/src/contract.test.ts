import { defineCall } from '@academy/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from './app.js';
import { route } from './lib/route.js';
import { bearer, login, makeUser } from './test/factories.js';
import { createTestApp, type TestApp } from './test/harness.js';

interface Operation {
  'x-access'?: 'public' | 'user' | string[];
  responses?: Record<string, { content?: Record<string, { schema?: { properties?: object } }> }>;
}
type Document = { paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let document: Document;
let learnerToken: string;

/** Every operation of the API document, its path parameters filled with plausible values. */
function operations() {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => method !== 'head')
      .map(([method, operation]) => ({
        method: method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'DELETE',
        // `{name}` parameters: an id where one is wanted; the access check comes before any use
        url: path.replace(/\{[^}]+\}/g, '0123456789abcdef01234567'),
        name: `${method.toUpperCase()} ${path}`,
        access: operation['x-access'],
        operation,
      })),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  document = response.json();
  const learner = await makeUser(t.deps.db, { type: 'student' });
  learnerToken = await login(t.app, learner.email, learner.password);
});
afterAll(() => t.close());

describe('the API contract', () => {
  it('documents every call with who may call it', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(50);
    expect(all.filter((op) => op.access === undefined).map((op) => op.name)).toEqual([]);
  });

  it('documents the success answer of every call: the envelope with its data, or a file', () => {
    const undocumented = operations().filter(({ name, operation }) => {
      // a browser step of single sign-on answers only a redirect
      if (operation.responses?.['302'] && !operation.responses['200']) return false;
      // a cmi5 unit speaks xAPI: its endpoint answers xAPI's formats (decision 0049)
      if (name.includes(' /api/xapi/')) return false;
      const content = operation.responses?.['200']?.content ?? {};
      const schema = Object.values(content)[0]?.schema;
      if (!schema) return true;
      const enveloped = schema.properties && 'status' in schema.properties && 'data' in schema.properties;
      return !enveloped && JSON.stringify(schema).indexOf('binary') === -1;
    });
    expect(undocumented.map((op) => op.name)).toEqual([]);
  });

  it('when no token is sent, every call but the public ones answers 401 before looking at its input', async () => {
    const wrong: string[] = [];
    for (const op of operations()) {
      const response = await t.app.inject({ method: op.method, url: op.url });
      const expected = op.access === 'public' ? response.statusCode !== 401 : response.statusCode === 401;
      if (!expected || response.statusCode >= 500) wrong.push(`${op.name}: ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('when the token is unknown, every call but the public ones answers 401', async () => {
    const wrong: string[] = [];
    for (const op of operations().filter((op) => op.access !== 'public')) {
      const response = await t.app.inject({
        method: op.method,
        url: op.url,
        headers: bearer('not-a-real-token'),
        payload: { anything: 'at all' },
      });
      if (response.statusCode !== 401) wrong.push(`${op.name}: ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('when a learner calls what is not his to call, answers 403 before looking at its input', async () => {
    const wrong: string[] = [];
    for (const op of operations()) {
      const response = await t.app.inject({
        method: op.method,
        url: op.url,
        headers: bearer(learnerToken),
        payload: { anything: 'at all' },
      });
      const forbidden = Array.isArray(op.access) && !op.access.includes('student');
      const expected = forbidden
        ? response.statusCode === 403 && response.json().error === 'forbidden'
        : response.statusCode !== 401 && response.statusCode < 500;
      if (!expected) wrong.push(`${op.name}: ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('a response schema', () => {
  const call = defineCall({
    method: 'GET',
    path: '/probe/:shape',
    params: z.strictObject({ shape: z.enum(['right', 'extra', 'wrong']) }),
    response: z.object({ name: z.string() }),
    summary: 'answers the shape asked for',
  });
  const answers = { right: { name: 'A' }, extra: { name: 'A', passwordHash: 'x' }, wrong: { name: 42 } };

  it('lets the declared answer through, drops fields it does not declare, and refuses another shape', async () => {
    const app = await buildApp(t.deps, {
      routes: [
        (api) =>
          // the probe answers outside its declared type on purpose
          route(
            api,
            call,
            { access: 'public' },
            async (request) => answers[request.params.shape] as { name: string },
          ),
      ],
    });
    try {
      const right = await app.inject({ method: 'GET', url: '/api/probe/right' });
      expect(right.json()).toEqual({ status: 1, data: { name: 'A' } });
      const extra = await app.inject({ method: 'GET', url: '/api/probe/extra' });
      expect(extra.json()).toEqual({ status: 1, data: { name: 'A' } });
      const wrong = await app.inject({ method: 'GET', url: '/api/probe/wrong' });
      expect(wrong.statusCode).toBe(500);
      expect(wrong.body).not.toContain('42');
    } finally {
      await app.close();
    }
  });
});
