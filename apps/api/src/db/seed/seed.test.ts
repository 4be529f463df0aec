import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../test/demo-academy.js';
import { login } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import * as schema from '../schema/index.js';
import { seedEssentials } from './essentials.js';
import { DEMO_ADMIN, DEMO_PASSWORD } from './people.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const COUNTED = {
  countries: schema.countries,
  states: schema.states,
  cities: schema.cities,
  distributors: schema.distributors,
  users: schema.users,
  tsmDistributors: schema.tsmDistributors,
  tsmCountries: schema.tsmCountries,
  courses: schema.courses,
  modules: schema.modules,
  lessons: schema.lessons,
  questions: schema.questions,
  answers: schema.answers,
  files: schema.files,
  trainingTypes: schema.trainingTypes,
  teams: schema.teams,
  teamUsers: schema.teamUsers,
  learningPaths: schema.learningPaths,
  learningPathCourses: schema.learningPathCourses,
  lessonPackages: schema.lessonPackages,
  lessonPackageFiles: schema.lessonPackageFiles,
  settings: schema.settings,
};

async function rowCounts() {
  const entries = await Promise.all(
    Object.entries(COUNTED).map(async ([name, table]) => {
      const [row] = await t.deps.db.select({ n: count() }).from(table);
      return [name, row?.n] as const;
    }),
  );
  return Object.fromEntries(entries);
}

describe('essentials', () => {
  it('when the countries table is empty, loads Brazil and the LAAM countries with states, cities and dial codes', async () => {
    await t.deps.db.delete(schema.countries);
    await seedEssentials(t.deps.db);

    const [brazil] = await t.deps.db.select().from(schema.countries).where(eq(schema.countries.iso2, 'BR'));
    expect(brazil).toMatchObject({
      region: 'BR',
      dialCode: '+55',
      name: { en: 'Brazil', pt: 'Brasil', es: 'Brasil' },
    });
    const brStates = await t.deps.db
      .select({ id: schema.states.id, code: schema.states.code })
      .from(schema.states)
      .where(eq(schema.states.countryId, brazil?.id ?? ''));
    expect(brStates).toHaveLength(27);
    const saoPaulo = brStates.find((state) => state.code === 'SP');
    const [spCities] = await t.deps.db
      .select({ n: count() })
      .from(schema.cities)
      .where(eq(schema.cities.stateId, saoPaulo?.id ?? ''));
    expect(spCities?.n).toBeGreaterThan(500);

    const laam = await t.deps.db
      .select({ iso2: schema.countries.iso2, dialCode: schema.countries.dialCode })
      .from(schema.countries)
      .where(eq(schema.countries.region, 'LAAM'));
    const byIso = new Map(laam.map((country) => [country.iso2, country.dialCode]));
    expect(byIso.get('AR')).toBe('+54');
    expect(byIso.get('MX')).toBe('+52');
    expect(byIso.get('CL')).toBe('+56');
    expect(byIso.has('US')).toBe(false);
    expect(byIso.has('CA')).toBe(false);
    expect(byIso.has('BR')).toBe(false);
  });

  it('when run again, changes nothing', async () => {
    const before = await rowCounts();
    await seedEssentials(t.deps.db);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('demo academy', () => {
  it('when seeded, creates one enabled user of each type and a pending registration', async () => {
    expect(await seedDemo(t.deps.db, t.deps.storage)).toBe(true);
    const people = await t.deps.db
      .select({ email: schema.users.email, type: schema.users.type, status: schema.users.status })
      .from(schema.users)
      .where(sql`${schema.users.email} like '%@academy.local'`);
    expect(people).toEqual(
      expect.arrayContaining([
        { email: 'admin@academy.local', type: 'admin', status: 'enabled' },
        { email: 'tsm.br@academy.local', type: 'tsm', status: 'enabled' },
        { email: 'tsm.laam@academy.local', type: 'tsm', status: 'enabled' },
        { email: 'master@academy.local', type: 'master', status: 'enabled' },
        { email: 'student@academy.local', type: 'student', status: 'enabled' },
        { email: 'fact@academy.local', type: 'fact', status: 'enabled' },
        { email: 'pending@academy.local', type: 'student', status: 'pending' },
      ]),
    );
    expect(people).toHaveLength(7);
  });

  it('when seeded, the master, student and fact belong to a Brazilian distributor the BR tsm follows', async () => {
    const learners = await t.deps.db
      .select({
        type: schema.users.type,
        state: schema.users.state,
        distributorState: schema.distributors.state,
      })
      .from(schema.users)
      .innerJoin(schema.distributors, eq(schema.distributors.id, schema.users.distributorId))
      .where(
        sql`${schema.users.email} in ('master@academy.local', 'student@academy.local', 'fact@academy.local')`,
      );
    expect(learners).toHaveLength(3);
    expect(learners.every((row) => row.state === 'São Paulo' && row.distributorState === 'SP')).toBe(true);
    const counts = await rowCounts();
    expect(counts).toMatchObject({ tsmDistributors: 2, tsmCountries: 3 });
    expect(counts.distributors).toBeGreaterThanOrEqual(8);
  });

  it('when seeded, the demo credentials sign in', async () => {
    await expect(login(t.app, DEMO_ADMIN.email, DEMO_ADMIN.password)).resolves.toEqual(expect.any(String));
    await expect(login(t.app, 'student@academy.local', DEMO_PASSWORD)).resolves.toEqual(expect.any(String));
  });

  it('when seeded, has two published courses with exams, a package per language and a pdf served back', async () => {
    const counts = await rowCounts();
    expect(counts).toMatchObject({
      courses: 2,
      modules: 3,
      lessons: 9,
      questions: 6,
      lessonPackages: 3,
      teams: 1,
      learningPaths: 1,
    });
    const optional = await t.deps.db.select().from(schema.modules).where(eq(schema.modules.isOptional, true));
    expect(optional).toHaveLength(1);
    const [pdfLesson] = await t.deps.db.select().from(schema.lessons).where(eq(schema.lessons.kind, 'pdf'));
    const res = await t.app.inject({ method: 'GET', url: pdfLesson?.content.pdf?.pt ?? '' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.body.startsWith('%PDF-1.4')).toBe(true);
  });

  it('when started a second time, changes nothing', async () => {
    const before = await rowCounts();
    expect(await seedDemo(t.deps.db, t.deps.storage)).toBe(false);
    expect(await rowCounts()).toEqual(before);
  });
});
