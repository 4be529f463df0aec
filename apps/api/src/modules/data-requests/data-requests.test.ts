import { DEFAULT_DATA_REQUEST_DAYS } from '@academy/domain';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, dataRequests, mailOutbox } from '../../db/schema/index.js';
import { type Client, client } from '../../test/course-data.js';
import { login, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { NON_ADMIN_TYPES, tokensByRole } from '../../test/role-tokens.js';

const DAY_MS = 86_400_000;

let t: TestApp;
let admin: Client;
let tokens: Awaited<ReturnType<typeof tokensByRole>>;

/** A signed-in learner of his own, in `lang`. */
async function learner(lang: 'en' | 'pt' | 'es' = 'en', name?: string) {
  const made = await makeUser(t.deps.db, { lang, ...(name ? { name } : {}) });
  return { ...made, api: client(t.app, await login(t.app, made.email, made.password)) };
}

const mailsTo = (email: string) => t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

const setDays = (value: number) =>
  admin.post('setting/create-or-update', { name: 'data_request_days', value });

beforeAll(async () => {
  t = await createTestApp();
  tokens = await tokensByRole(t);
  admin = client(t.app, tokens.admin);
});
afterAll(() => t.close());

describe('a person asking about his own data', () => {
  it('records the request as his, due 15 days later by default, and mails him in his language', async () => {
    const person = await learner('pt');
    const before = Date.now();
    const answer = await person.api.post('data-request/ask', { kind: 'erasure', details: 'Apaguem tudo' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const request = answer.body.data;
    expect(request).toMatchObject({
      kind: 'erasure',
      status: 'open',
      details: 'Apaguem tudo',
      overdue: false,
    });
    const [row] = await t.deps.db.select().from(dataRequests).where(eq(dataRequests.id, request._id));
    expect(row).toMatchObject({ userId: person.id, askedBy: person.id });
    const due = Date.parse(request.dueAt) - Date.parse(request.askedAt);
    expect(due).toBe(DEFAULT_DATA_REQUEST_DAYS * DAY_MS);
    expect(Date.parse(request.askedAt)).toBeGreaterThanOrEqual(before - 1000);

    const [mail] = await mailsTo(person.email);
    expect(mail?.subject).toBe('Recebemos sua solicitação sobre seus dados');
    expect(mail?.text).toContain('a eliminação dos seus dados');
    expect(mail?.text).toContain('/profile/privacy');

    const mine = await person.api.get('data-request/mine');
    expect(mine.body.data.map((each: { _id: string }) => each._id)).toEqual([request._id]);
  });

  it('takes the due date from the data_request_days setting, refusing one outside 1..90', async () => {
    for (const value of [0, 91, 2.5]) expect((await setDays(value)).status, `${value}`).toBe(400);
    expect((await setDays(30)).status).toBe(200);
    try {
      const person = await learner('es');
      const { body } = await person.api.post('data-request/ask', {
        kind: 'correction',
        details: 'Mi apellido',
      });
      expect(Date.parse(body.data.dueAt) - Date.parse(body.data.askedAt)).toBe(30 * DAY_MS);
      const [mail] = await mailsTo(person.email);
      expect(mail?.subject).toBe('Recibimos su solicitud sobre sus datos');
    } finally {
      await setDays(DEFAULT_DATA_REQUEST_DAYS);
    }
  });

  it('refuses bad input with the field at fault, and records nothing', async () => {
    const person = await learner();
    for (const [body, field] of [
      [{ kind: 'correction', details: '  ' }, 'details'],
      [{ kind: 'forget-me' }, 'kind'],
      [{}, 'kind'],
      [{ kind: 'erasure', details: 'x'.repeat(2001) }, 'details'],
      [{ kind: 'erasure', user: person.id }, undefined],
    ] as const) {
      const answer = await person.api.post('data-request/ask', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      if (field) expect(answer.body.fields).toHaveProperty(field);
    }
    expect(await t.deps.db.$count(dataRequests, eq(dataRequests.userId, person.id))).toBe(0);
  });

  it('sees only his own requests', async () => {
    const one = await learner();
    const other = await learner();
    await one.api.post('data-request/ask', { kind: 'export' });
    await other.api.post('data-request/ask', { kind: 'erasure' });
    const mine = (await one.api.get('data-request/mine')).body.data;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ kind: 'export' });
    expect(mine[0]).not.toHaveProperty('person');
  });
});

describe('an admin recording a request for a person', () => {
  it('records it as asked by the admin, audited, and mails the person', async () => {
    const person = await learner('en');
    const answer = await admin.post('data-request/create', {
      user: person.id,
      kind: 'export',
      details: 'Asked by mail on Monday',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.person).toMatchObject({ _id: person.id, email: person.email });
    expect(answer.body.data.askedBy._id).not.toBe(person.id);
    const [mail] = await mailsTo(person.email);
    expect(mail?.subject).toBe('We received your data request');
    expect(mail?.text).toContain('a copy of your data');
    const audited = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'data-request.create'), eq(auditLog.entityId, answer.body.data._id)));
    expect(audited).toHaveLength(1);
  });

  it('refuses an unknown person (404) and a missing or malformed one (400)', async () => {
    const unknown = await admin.post('data-request/create', { user: 'a'.repeat(24), kind: 'erasure' });
    expect(unknown.status).toBe(404);
    const malformed = await admin.post('data-request/create', { user: 'nope', kind: 'erasure' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.fields).toHaveProperty('user');
  });
});

describe('closing a request', () => {
  it('closes it once with what was done, audited and mailed; a second close is 409', async () => {
    const person = await learner('es');
    const { body } = await person.api.post('data-request/ask', { kind: 'erasure' });
    const id = body.data._id;
    const closed = await admin.post(`data-request/close/${id}`, {
      status: 'done',
      outcome: 'Cuenta eliminada',
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.data).toMatchObject({ status: 'done', outcome: 'Cuenta eliminada', overdue: false });
    expect(closed.body.data.closedBy).not.toBeNull();
    expect(closed.body.data.closedAt).not.toBeNull();

    const again = await admin.post(`data-request/close/${id}`, { status: 'refused', outcome: 'No' });
    expect(again.status).toBe(409);
    const [row] = await t.deps.db.select().from(dataRequests).where(eq(dataRequests.id, id));
    expect(row).toMatchObject({ status: 'done', outcome: 'Cuenta eliminada' });

    const mails = await mailsTo(person.email);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Recibimos su solicitud sobre sus datos',
      'Su solicitud sobre sus datos fue atendida',
    ]);
    expect(mails.find((mail) => mail.subject.includes('atendida'))?.text).toContain('Cuenta eliminada');
    expect(await t.deps.db.$count(auditLog, eq(auditLog.entityId, id))).toBe(2);
    const mine = (await person.api.get('data-request/mine')).body.data;
    expect(mine[0]).toMatchObject({ status: 'done', outcome: 'Cuenta eliminada' });
  });

  it('tells a refusal with its reason', async () => {
    const person = await learner('en');
    const { body } = await person.api.post('data-request/ask', { kind: 'erasure' });
    await admin.post(`data-request/close/${body.data._id}`, { status: 'refused', outcome: 'Open contract' });
    const mails = await mailsTo(person.email);
    expect(mails.find((mail) => mail.subject === 'Your data request was refused')?.text).toContain(
      'Open contract',
    );
  });

  it('needs an outcome and a final status, and answers 404 for an unknown request', async () => {
    const person = await learner();
    const { body } = await person.api.post('data-request/ask', { kind: 'export' });
    for (const [close, field] of [
      [{ status: 'done', outcome: '   ' }, 'outcome'],
      [{ status: 'open', outcome: 'Reopened' }, 'status'],
      [{ outcome: 'Done' }, 'status'],
    ] as const) {
      const answer = await admin.post(`data-request/close/${body.data._id}`, close);
      expect(answer.status, JSON.stringify(close)).toBe(400);
      expect(answer.body.fields).toHaveProperty(field);
    }
    const unknown = await admin.post(`data-request/close/${'b'.repeat(24)}`, {
      status: 'done',
      outcome: 'x',
    });
    expect(unknown.status).toBe(404);
  });
});

describe('the queue', () => {
  const stamp = `Queue${Date.now()}`;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    // three people of one name: one overdue erasure, one open export, one closed correction
    for (const [key, kind] of [
      ['late', 'erasure'],
      ['open', 'export'],
      ['closed', 'correction'],
    ] as const) {
      const person = await learner('en', `${stamp} ${key}`);
      const { body } = await person.api.post('data-request/ask', { kind, details: 'Please' });
      ids[key] = body.data._id;
    }
    await t.deps.db
      .update(dataRequests)
      .set({ dueAt: new Date(Date.now() - DAY_MS) })
      .where(eq(dataRequests.id, ids.late ?? ''));
    await admin.post(`data-request/close/${ids.closed}`, { status: 'done', outcome: 'Fixed' });
  });

  const list = async (query: string) => {
    const answer = await admin.get(`data-request/list?search=${stamp}&${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as { items: { _id: string; overdue: boolean }[]; total: number };
  };

  it('finds a person by name or email, and filters by status, kind and overdue', async () => {
    expect((await list('')).total).toBe(3);
    expect((await list('status=open')).items.map((item) => item._id).sort()).toEqual(
      [ids.late, ids.open].sort(),
    );
    expect((await list('status=done')).items.map((item) => item._id)).toEqual([ids.closed]);
    expect((await list('kind=export')).items.map((item) => item._id)).toEqual([ids.open]);
    const overdue = await list('overdue=true');
    expect(overdue.items.map((item) => item._id)).toEqual([ids.late]);
    expect(overdue.items[0]?.overdue).toBe(true);
  });

  it('orders by due date, the soonest first or the latest first', async () => {
    expect((await list('status=open')).items.map((item) => item._id)).toEqual([ids.late, ids.open]);
    expect((await list('status=open&order=latest')).items.map((item) => item._id)).toEqual([
      ids.open,
      ids.late,
    ]);
  });

  it('counts the open requests and the overdue ones', async () => {
    const counts = (await admin.get('data-request/counts')).body.data;
    const open = await t.deps.db.$count(dataRequests, eq(dataRequests.status, 'open'));
    expect(counts.open).toBe(open);
    expect(counts.overdue).toBeGreaterThanOrEqual(1);
    expect(counts.overdue).toBeLessThanOrEqual(counts.open);
  });

  it('refuses a bad filter or cursor', async () => {
    for (const query of [
      'status=closed',
      'kind=all',
      'overdue=yes',
      'order=name',
      'cursor=bm9wZQ',
      'limit=101',
    ])
      expect((await admin.get(`data-request/list?${query}`)).status, query).toBe(400);
  });

  it('is for admins only: others get 403, without a session 401', async () => {
    for (const type of NON_ADMIN_TYPES) {
      const other = client(t.app, tokens[type]);
      expect((await other.get('data-request/list')).status, type).toBe(403);
      expect((await other.get('data-request/counts')).status, type).toBe(403);
      expect(
        (await other.post(`data-request/close/${ids.open}`, { status: 'done', outcome: 'x' })).status,
      ).toBe(403);
      expect((await other.post('data-request/create', { user: ids.open, kind: 'export' })).status).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/data-request/list' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/data-request/mine' })).statusCode).toBe(401);
    const [row] = await t.deps.db
      .select()
      .from(dataRequests)
      .where(eq(dataRequests.id, ids.open ?? ''));
    expect(row?.status).toBe('open');
  });
});

describe('the mails', () => {
  it('go to the person in the academy’s default language when he chose none', async () => {
    const made = await makeUser(t.deps.db, {});
    await admin.post('data-request/create', { user: made.id, kind: 'correction', details: 'Name' });
    const mails = await t.deps.db.select().from(mailOutbox).where(like(mailOutbox.to, made.email));
    expect(mails[0]?.subject).toBe('Recebemos sua solicitação sobre seus dados');
  });
});
