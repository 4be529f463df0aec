import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainingTypes } from '../../db/schema/index.js';
import { bearer } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { NON_ADMIN_TYPES, tokensByRole } from '../../test/role-tokens.js';

let t: TestApp;
let tokens: Awaited<ReturnType<typeof tokensByRole>>;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await tokensByRole(t);
  await t.deps.db.insert(trainingTypes).values([
    { id: 1, title: 'Sales' },
    { id: 0, title: 'Installers' },
  ]);
});
afterAll(() => t.close());

const list = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/training-type/list', headers: bearer(token) });

describe('training-type/list', () => {
  it('when an admin asks, gives every training type by id', async () => {
    const res = await list(tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { id: 0, title: 'Installers' },
      { id: 1, title: 'Sales' },
    ]);
  });

  it.each(NON_ADMIN_TYPES)('when a %s asks, answers 403', async (type) => {
    expect((await list(tokens[type])).statusCode).toBe(403);
  });
});
