import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, settings, states, users } from '../../db/schema/index.js';
import { bearer, login, makeCountry, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { makeTeamWorld, type TeamRole, type TeamWorld } from '../../test/team-world.js';

let t: TestApp;
let world: TeamWorld;
let brazil: string;
let brazilState: { id: string; name: string };
let otherCountry: string;
beforeAll(async () => {
  t = await createTestApp();
  world = await makeTeamWorld(t);
  const [masterA] = await t.deps.db
    .select({ countryId: users.countryId })
    .from(users)
    .where(eq(users.id, world.people.masterA));
  brazil = masterA?.countryId ?? '';
  const country = await makeCountry(t.deps.db);
  otherCountry = country.id;
  await t.deps.db
    .insert(settings)
    .values({ name: 'user_categories', value: ['Installer', 'Seller'] })
    .onConflictDoUpdate({ target: settings.name, set: { value: ['Installer', 'Seller'] } });
  const [state] = await t.deps.db.select().from(states).where(eq(states.countryId, brazil)).limit(1);
  brazilState = { id: state?.id ?? '', name: state?.name ?? '' };
});
afterAll(() => t.close());

let sequence = 0;
const person = (fields: Record<string, unknown> = {}) => ({
  type: 'student',
  name: `New Person ${++sequence}`,
  email: `new.person.${sequence}@example.com`,
  distributor: world.distributors.A,
  ...fields,
});
const create = (role: TeamRole, body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/create',
    headers: bearer(world.tokens[role]),
    payload: body,
  });
const update = (role: TeamRole, body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/update',
    headers: bearer(world.tokens[role]),
    payload: body,
  });

describe('user/create', () => {
  it('an admin creates a person with no password, invited by mail to set one, audited', async () => {
    const body = person({
      name: 'Carla Created',
      email: '  Carla.Created@Example.com ',
      country: brazil,
      state: brazilState.id,
      category: 1,
      lang: 'pt',
      phone: '11 5555-0000',
    });
    const res = await create('admin', body);
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json().data;
    expect(created).toMatchObject({
      type: 'student',
      status: 'enabled',
      name: 'Carla Created',
      email: 'carla.created@example.com',
      lang: 'pt',
      countryId: brazil,
      stateId: brazilState.id,
      state: brazilState.name,
      master: { _id: world.distributors.A, name: 'Alpha Dist' },
      categoryIndex: 1,
      category: 'Seller',
      teams: [],
      lastLoginAt: null,
    });
    const [mail] = await t.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'carla.created@example.com'));
    expect(mail?.subject).toBe('Sua conta na Academy está pronta');
    expect(mail?.text).toContain('/recovery?email=carla.created%40example.com');
    const [audit] = await t.deps.db.select().from(auditLog).where(eq(auditLog.entityId, created._id));
    expect(audit?.action).toBe('user.create');
    // no password signs in
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'carla.created@example.com', password: '!' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('the country defaults to the distributor, which must be of the country chosen', async () => {
    const res = await create('admin', person());
    expect(res.json().data.countryId).toBe(brazil);
    const wrong = await create('admin', person({ country: otherCountry }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ distributor: 'validation.master' });
  });

  it('refuses a learner without distributor, an unknown state or category, and says which', async () => {
    const res = await create('admin', person({ distributor: null, state: brazilState.id, category: 7 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      distributor: 'validation.master',
      state: 'validation.state',
      category: 'validation.category',
    });
  });

  it('an email already used is email-taken, and nothing is created', async () => {
    const first = await create('admin', person({ email: 'twice@example.com' }));
    expect(first.statusCode).toBe(200);
    const again = await create('admin', person({ email: 'TWICE@example.com' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('email-taken');
  });

  it('a master creates learners of his own distributor only', async () => {
    const own = await create('master', person({ distributor: null, type: 'fact' }));
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.master._id).toBe(world.distributors.A);
    expect((await create('master', person({ distributor: world.distributors.B }))).statusCode).toBe(403);
    expect((await create('master', person({ type: 'master' }))).statusCode).toBe(403);
    expect((await create('master', person({ type: 'admin' }))).statusCode).toBe(403);
  });

  it('a tsm creates people of his distributors, never an admin or a tsm', async () => {
    expect((await create('tsmBR', person({ type: 'master' }))).statusCode).toBe(200);
    expect((await create('tsmBR', person({ distributor: world.distributors.B }))).statusCode).toBe(403);
    expect((await create('tsmBR', person({ type: 'tsm', distributor: null }))).statusCode).toBe(403);
    expect((await create('tsmBR', person({ type: 'admin' }))).statusCode).toBe(403);
    expect((await create('tsmLAAM', person({ distributor: world.distributors.P }))).statusCode).toBe(200);
    expect((await create('tsmLAAM', person())).statusCode).toBe(403);
  });

  it('learners may not create anyone', async () => {
    expect((await create('student', person())).statusCode).toBe(403);
    expect((await create('fact', person())).statusCode).toBe(403);
  });
});

describe('user/update', () => {
  it('an admin changes the fields sent; a change of country clears the state', async () => {
    const made = (await create('admin', person({ country: brazil, state: brazilState.id }))).json().data;
    const res = await update('admin', { _id: made._id, lang: 'es', category: 0, status: 'disabled' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      lang: 'es',
      category: 'Installer',
      status: 'disabled',
      state: brazilState.name,
    });
    const moved = await update('admin', { _id: made._id, distributor: world.distributors.P, country: null });
    expect(moved.json().data).toMatchObject({ master: { _id: world.distributors.P }, state: null });
    expect(moved.json().data.countryId).not.toBe(brazil);
  });

  it('a master changes his learners, never moves one away, never raises one to master', async () => {
    const studentA = world.people.studentA;
    expect((await update('master', { _id: studentA, lang: 'en' })).statusCode).toBe(200);
    expect((await update('master', { _id: studentA, distributor: world.distributors.B })).statusCode).toBe(
      403,
    );
    expect((await update('master', { _id: studentA, type: 'master' })).statusCode).toBe(403);
    expect((await update('master', { _id: world.people.studentB, lang: 'en' })).statusCode).toBe(404);
  });

  it('a tsm never raises anyone to tsm or admin, nor moves him out of his scope', async () => {
    const factA = world.people.factA;
    expect((await update('tsmBR', { _id: factA, type: 'master' })).statusCode).toBe(200);
    expect((await update('tsmBR', { _id: factA, type: 'admin' })).statusCode).toBe(403);
    expect((await update('tsmBR', { _id: factA, distributor: world.distributors.P })).statusCode).toBe(403);
    expect((await update('tsmLAAM', { _id: factA, lang: 'en' })).statusCode).toBe(404);
  });

  it('a person disabled is signed out at once', async () => {
    const someone = await makeUser(t.deps.db, { distributorId: world.distributors.A, countryId: brazil });
    const token = await login(t.app, someone.email, someone.password);
    expect((await update('master', { _id: someone.id, status: 'disabled' })).statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(401);
  });

  it('nobody changes his own type or status', async () => {
    const [admin] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.type, 'admin'));
    const res = await update('admin', { _id: admin?.id, status: 'disabled' });
    expect(res.statusCode).toBe(403);
  });

  it('refuses an email another account holds', async () => {
    const res = await update('admin', { _id: world.people.studentA, email: 'twice@example.com' });
    expect(res.statusCode).toBe(409);
  });
});
