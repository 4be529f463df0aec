import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  mailOutbox,
  notifications,
  tsmCountries,
  tsmDistributors,
  users,
} from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import {
  bearer,
  login,
  type MadeCountry,
  type MadeUser,
  type MakeUserOptions,
  makeCountry,
  makeDistributor,
  makeUser,
} from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { RATE_LIMITS } from '../auth/index.js';

let t: TestApp;
let brazil: MadeCountry;
let chile: MadeCountry;
let distributorId: string;
let adminToken: string;
let adminId: string;

beforeAll(async () => {
  t = await createTestApp();
  brazil = await makeCountry(t.deps.db, { region: 'BR' });
  chile = await makeCountry(t.deps.db);
  distributorId = await makeDistributor(t.deps.db, brazil.id, { name: 'Rio Parts' });
  const admin = await makeUser(t.deps.db, { type: 'admin' });
  adminId = admin.id;
  adminToken = await login(t.app, admin.email, admin.password);
});
afterAll(() => t.close());

let counter = 0;
const registration = (overrides: Record<string, unknown> = {}) => ({
  name: 'Paula Souza',
  email: `paula${++counter}@example.com`,
  password: 'secret123',
  confirmation: 'secret123',
  country: brazil.id,
  state: brazil.states[0]?.id,
  master: distributorId,
  privacy: true,
  lang: 'pt',
  ...overrides,
});
let addresses = 0;
// Each registration comes from its own address, so the registration rate limit stays out of the way.
const register = (
  body: Record<string, unknown>,
  remoteAddress = `10.9.${Math.floor(++addresses / 250)}.${addresses % 250}`,
) => t.app.inject({ method: 'POST', url: '/api/user/register', payload: body, remoteAddress });
const answer = (token: string, userIds: string[], yes = true) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/accept',
    headers: bearer(token),
    payload: { userIds, accept: yes },
  });
const accept = (token: string, userId: string, yes = true) => answer(token, [userId], yes);
const postLogin = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('user/register', () => {
  it('when the form is right, stores a pending student with the state name and a lowercased email', async () => {
    const body = registration({ email: '  Paula.New@Example.COM ' });
    const res = await register(body);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toEqual({ _id: expect.stringMatching(/^[0-9a-f]{24}$/), status: 'pending' });
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, data._id));
    expect(row).toMatchObject({
      type: 'student',
      status: 'pending',
      email: 'paula.new@example.com',
      countryId: brazil.id,
      state: brazil.states[0]?.name,
      distributorId,
      lang: 'pt',
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.privacyAcceptedAt).toBeInstanceOf(Date);
  });

  it('when the email is registered in the same country, answers 409 email-taken', async () => {
    const body = registration();
    expect((await register(body)).statusCode).toBe(200);
    const again = await register({ ...body, email: body.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: 0, error: 'email-taken' });
  });

  it('when the email is registered in another country, answers 409 with status 7', async () => {
    const body = registration();
    expect((await register(body)).statusCode).toBe(200);
    const chileDistributor = await makeDistributor(t.deps.db, chile.id);
    const again = await register({
      ...body,
      country: chile.id,
      state: chile.states[0]?.id,
      master: chileDistributor,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: 7, error: 'email-other-country' });
  });

  it('when two registrations of one email race, one wins and the other answers email-taken', async () => {
    const body = registration();
    const answers = await Promise.all([register(body), register(body)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((res) => res.statusCode === 409)?.json().error).toBe('email-taken');
  });

  it('when the state belongs to another country, answers 400 with the state field', async () => {
    const res = await register(registration({ state: chile.states[0]?.id }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'validation-failed', fields: { state: 'validation.state' } });
  });

  it('when the distributor belongs to another country, answers 400 with the master field', async () => {
    const elsewhere = await makeDistributor(t.deps.db, chile.id);
    const res = await register(registration({ master: elsewhere }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ master: 'validation.master' });
  });

  it('when the distributor is disabled, answers 400 with the master field', async () => {
    const disabled = await makeDistributor(t.deps.db, brazil.id, { enabled: false });
    const res = await register(registration({ master: disabled }));
    expect(res.json().fields).toEqual({ master: 'validation.master' });
  });

  it('when the password is short or the confirmation differs, answers 400 with those fields', async () => {
    const short = await register(registration({ password: '12345', confirmation: '12345' }));
    expect(short.json().fields).toMatchObject({ password: 'validation.password' });
    const mismatch = await register(registration({ confirmation: 'other-secret' }));
    expect(mismatch.json().fields).toMatchObject({ confirmation: 'validation.confirmation' });
  });

  it('when the privacy policy is not accepted, answers 400 with the privacy field', async () => {
    const res = await register(registration({ privacy: false }));
    expect(res.json().fields).toMatchObject({ privacy: 'validation.privacy' });
  });

  it('when someone registers, every admin gets one notification naming him', async () => {
    const secondAdmin = await makeUser(t.deps.db, { type: 'admin' });
    const body = registration({ name: 'Marcos Lima' });
    await register(body);
    for (const id of [adminId, secondAdmin.id]) {
      const rows = await t.deps.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, id), eq(notifications.type, 'user-registered')));
      const mine = rows.filter((row) => row.describe.en.includes(body.email));
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ status: 'unread', route: '/settings/users_check' });
      for (const text of Object.values(mine[0]?.describe ?? {})) expect(text).toContain('Marcos Lima');
    }
  });
});

describe('user/accept', () => {
  it('when a pending user signs in, answers 403 account-pending; once accepted, login works', async () => {
    const body = registration();
    const { _id } = (await register(body)).json().data;
    expect((await postLogin(body.email, body.password)).json().error).toBe('account-pending');

    const res = await accept(adminToken, _id);
    expect(res.json()).toEqual({ status: 1, data: { items: [{ _id, status: 'enabled' }] } });

    const signedIn = await postLogin(body.email, body.password);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data).toMatchObject({
      _id,
      token: expect.any(String),
      type: 'student',
      status: 'enabled',
      masters: [{ _id: distributorId, name: 'Rio Parts' }],
    });
  });

  it('when accepted, the user gets a mail in his language and an audit row names the admin', async () => {
    const body = registration({ lang: 'es' });
    const { _id } = (await register(body)).json().data;
    await accept(adminToken, _id);
    const mails = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, body.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Su registro en Academy fue aprobado');
    const audits = await t.deps.db.select().from(auditLog).where(eq(auditLog.entityId, _id));
    expect(audits).toEqual([
      expect.objectContaining({ actorId: adminId, actingAsId: null, action: 'user.accept', entity: 'user' }),
    ]);
  });

  it('when rejected, the user is rejected, is told by mail and cannot sign in', async () => {
    const body = registration({ lang: 'en' });
    const { _id } = (await register(body)).json().data;
    const res = await accept(adminToken, _id, false);
    expect(res.json().data).toEqual({ items: [{ _id, status: 'rejected' }] });
    const [mail] = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, body.email));
    expect(mail?.subject).toBe('Your Academy registration');
    expect((await postLogin(body.email, body.password)).json().error).toBe('registration-rejected');
  });

  it('when a registration is answered, every admin notice of it is read, others stay unread', async () => {
    const otherAdmin = await makeUser(t.deps.db, { type: 'admin' });
    const noticesOf = (userId: string) =>
      t.deps.db
        .select({ userId: notifications.userId, status: notifications.status })
        .from(notifications)
        .where(and(eq(notifications.aboutId, userId), eq(notifications.type, 'user-registered')));
    const accepted = (await register(registration())).json().data._id;
    const rejected = (await register(registration())).json().data._id;
    const waiting = (await register(registration())).json().data._id;
    expect(await noticesOf(accepted)).toEqual(
      expect.arrayContaining([
        { userId: adminId, status: 'unread' },
        { userId: otherAdmin.id, status: 'unread' },
      ]),
    );

    expect((await accept(adminToken, accepted)).statusCode).toBe(200);
    expect((await accept(adminToken, rejected, false)).statusCode).toBe(200);

    for (const answered of [accepted, rejected]) {
      const notices = await noticesOf(answered);
      expect(notices.map((notice) => notice.userId)).toEqual(
        expect.arrayContaining([adminId, otherAdmin.id]),
      );
      expect(notices.every((notice) => notice.status === 'read')).toBe(true);
    }
    const stillWaiting = await noticesOf(waiting);
    expect(stillWaiting.length).toBeGreaterThanOrEqual(2);
    expect(stillWaiting.every((notice) => notice.status === 'unread')).toBe(true);
  });

  it('when the user is not pending any more, answers 409 conflict', async () => {
    const { _id } = (await register(registration())).json().data;
    await accept(adminToken, _id);
    const again = await accept(adminToken, _id, false);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('conflict');
  });

  it('when the user does not exist, answers 404 user-not-found', async () => {
    const res = await accept(adminToken, newId());
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('user-not-found');
  });

  it('when a learner answers a registration, answers 403 and changes nothing', async () => {
    const { _id } = (await register(registration())).json().data;
    for (const type of ['student', 'fact'] as const) {
      const someone = await makeUser(t.deps.db, { type });
      const token = await login(t.app, someone.email, someone.password);
      const res = await accept(token, _id);
      expect(res.statusCode, type).toBe(403);
      expect(res.json().error).toBe('forbidden');
    }
    const [row] = await t.deps.db.select({ status: users.status }).from(users).where(eq(users.id, _id));
    expect(row?.status).toBe('pending');
  });

  it('when nobody is signed in, answers 401', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/accept',
      payload: { userId: newId(), accept: true },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('moderation where the people are', () => {
  // Rio Parts (Brazil) has a master and a BR tsm following it; Chile has a LAAM tsm; Santos
  // Parts, also in Brazil, has its own master; a BR tsm follows only Santos Parts.
  let staff: Record<
    'masterRio' | 'masterSantos' | 'tsmRio' | 'tsmChile' | 'tsmSantos',
    MadeUser & { token: string }
  >;
  let santos: string;
  let chileDistributor: string;

  beforeAll(async () => {
    santos = await makeDistributor(t.deps.db, brazil.id, { name: 'Santos Parts' });
    chileDistributor = await makeDistributor(t.deps.db, chile.id, { name: 'Andes Parts' });
    const make = async (options: MakeUserOptions) => {
      const user = await makeUser(t.deps.db, options);
      return { ...user, token: await login(t.app, user.email, user.password) };
    };
    staff = {
      masterRio: await make({ type: 'master', distributorId, countryId: brazil.id, lang: 'pt' }),
      masterSantos: await make({ type: 'master', distributorId: santos, countryId: brazil.id }),
      tsmRio: await make({ type: 'tsm', tsmRegionType: 'BR', lang: 'es' }),
      tsmChile: await make({ type: 'tsm', tsmRegionType: 'LAAM' }),
      tsmSantos: await make({ type: 'tsm', tsmRegionType: 'BR' }),
    };
    await t.deps.db.insert(tsmDistributors).values([
      { tsmId: staff.tsmRio.id, distributorId },
      { tsmId: staff.tsmSantos.id, distributorId: santos },
    ]);
    await t.deps.db.insert(tsmCountries).values({ tsmId: staff.tsmChile.id, countryId: chile.id });
  });

  const statusOf = async (id: string) =>
    (await t.deps.db.select({ status: users.status }).from(users).where(eq(users.id, id)))[0]?.status;
  const waitingNotices = (aboutId: string) =>
    t.deps.db
      .select({ userId: notifications.userId, status: notifications.status })
      .from(notifications)
      .where(and(eq(notifications.aboutId, aboutId), eq(notifications.type, 'user-registered')));

  it('when someone registers, the admins, the master of his distributor and the tsms who follow it are told; no one else', async () => {
    const { _id } = (await register(registration())).json().data;
    const told = (await waitingNotices(_id)).map((notice) => notice.userId);
    expect(told).toEqual(expect.arrayContaining([adminId, staff.masterRio.id, staff.tsmRio.id]));
    for (const other of [staff.masterSantos, staff.tsmChile, staff.tsmSantos])
      expect(told).not.toContain(other.id);

    const chilean = registration({ country: chile.id, state: chile.states[0]?.id, master: chileDistributor });
    const inChile = (await register(chilean)).json().data._id;
    const toldInChile = (await waitingNotices(inChile)).map((notice) => notice.userId);
    expect(toldInChile).toContain(staff.tsmChile.id);
    expect(toldInChile).not.toContain(staff.tsmRio.id);
    expect(toldInChile).not.toContain(staff.masterRio.id);
  });

  it("when the distributor's master approves, the person can sign in and the audit names the master", async () => {
    const body = registration();
    const { _id } = (await register(body)).json().data;
    const res = await accept(staff.masterRio.token, _id);
    expect(res.statusCode).toBe(200);
    expect((await postLogin(body.email, body.password)).statusCode).toBe(200);
    const audits = await t.deps.db.select().from(auditLog).where(eq(auditLog.entityId, _id));
    expect(audits).toEqual([expect.objectContaining({ actorId: staff.masterRio.id, action: 'user.accept' })]);
    expect((await waitingNotices(_id)).every((notice) => notice.status === 'read')).toBe(true);
  });

  it('when the master of another distributor answers, answers 404 and the person stays pending', async () => {
    const { _id } = (await register(registration())).json().data;
    for (const yes of [true, false]) {
      const res = await accept(staff.masterSantos.token, _id, yes);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('user-not-found');
    }
    expect(await statusOf(_id)).toBe('pending');
  });

  it('when a tsm answers, a registration of his scope (by distributor or by country) is his; one outside is 404', async () => {
    const rio = (await register(registration())).json().data._id;
    const chilean = registration({ country: chile.id, state: chile.states[0]?.id, master: chileDistributor });
    const inChile = (await register(chilean)).json().data._id;

    expect((await accept(staff.tsmSantos.token, rio)).statusCode).toBe(404);
    expect((await accept(staff.tsmRio.token, inChile)).statusCode).toBe(404);
    expect(await statusOf(rio)).toBe('pending');
    expect(await statusOf(inChile)).toBe('pending');

    expect((await accept(staff.tsmRio.token, rio, false)).statusCode).toBe(200);
    expect((await accept(staff.tsmChile.token, inChile)).statusCode).toBe(200);
    expect(await statusOf(rio)).toBe('rejected');
    expect(await statusOf(inChile)).toBe('enabled');
  });

  it('when many are answered at once, all are approved, told in their three languages and mailed', async () => {
    const bodies = [registration({ lang: 'en' }), registration({ lang: 'es' })];
    const ids: string[] = [];
    for (const body of bodies) ids.push((await register(body)).json().data._id);
    const res = await answer(staff.masterRio.token, ids);
    expect(res.json().data.items).toEqual(ids.map((_id) => ({ _id, status: 'enabled' })));
    for (const id of ids) {
      const told = await t.deps.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, id), eq(notifications.type, 'account-approved')));
      expect(told).toHaveLength(1);
      expect(told[0]?.describe).toEqual({
        en: expect.stringContaining('approved'),
        pt: expect.stringContaining('aprovado'),
        es: expect.stringContaining('aprobado'),
      });
    }
    const mails = await t.deps.db
      .select({ to: mailOutbox.to, subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.to,
          bodies.map((body) => body.email as string),
        ),
      );
    expect(mails).toEqual(
      expect.arrayContaining([
        { to: bodies[0]?.email, subject: 'Your Academy registration was approved' },
        { to: bodies[1]?.email, subject: 'Su registro en Academy fue aprobado' },
      ]),
    );
    expect(mails).toHaveLength(2);
  });

  it('when one of many is outside the scope, answers 404 and answers none of them', async () => {
    const mine = (await register(registration())).json().data._id;
    const theirs = (await register(registration({ master: santos }))).json().data._id;
    const res = await answer(staff.masterRio.token, [mine, theirs]);
    expect(res.statusCode).toBe(404);
    expect(await statusOf(mine)).toBe('pending');
    expect(await statusOf(theirs)).toBe('pending');
    const audits = await t.deps.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.entityId, [mine, theirs]));
    expect(audits).toEqual([]);
  });

  it('when one of many was answered already, answers 409 conflict and answers none of them', async () => {
    const fresh = (await register(registration())).json().data._id;
    const answered = (await register(registration())).json().data._id;
    expect((await accept(adminToken, answered, false)).statusCode).toBe(200);
    const res = await answer(staff.tsmRio.token, [fresh, answered]);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('conflict');
    expect(await statusOf(fresh)).toBe('pending');
    expect(await statusOf(answered)).toBe('rejected');
  });

  it('answering 20 registrations costs the same statements as answering 2', async () => {
    const answerMany = async (count: number) => {
      const ids: string[] = [];
      for (let i = 0; i < count; i++) ids.push((await register(registration())).json().data._id);
      const { result, queries } = await t.queries.measure(() => answer(staff.masterRio.token, ids));
      expect(result.statusCode).toBe(200);
      return queries;
    };
    expect(await answerMany(20)).toBe(await answerMany(2));
  });

  it('when no id or more than 1000 are sent, answers 400', async () => {
    expect((await answer(adminToken, [])).statusCode).toBe(400);
    const many = Array.from({ length: 1001 }, () => newId());
    expect((await answer(adminToken, many)).statusCode).toBe(400);
  });
});

describe('user/register rate limit', () => {
  it('when one address registers more than 20 times in an hour, answers 429 and stores nothing more', async () => {
    const address = '10.77.0.1';
    for (let i = 0; i < RATE_LIMITS.registration.perAddress.max; i++) {
      expect((await register(registration(), address)).statusCode).toBe(200);
    }
    const body = registration();
    const refused = await register(body, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe('rate-limited');
    const stored = await t.deps.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, body.email as string));
    expect(stored).toHaveLength(0);
  });
});
