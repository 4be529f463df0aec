import type { Language, UserType } from '@academy/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { countries, distributors, teamDistributors, teams, teamUsers, users } from '../db/schema/index.js';
import { insertInChunks } from '../db/seed/bulk.js';
import { newId } from '../lib/ids.js';
import { DAY_MS, daysAgo, type Random } from './random.js';

/** About this many learners make the demo's reports and charts look like a working academy. */
const LEARNERS = 300;
/** Share of learners who are students (the rest are fact users), as in the partner network. */
const STUDENT_SHARE = 0.85;
/** How far back the oldest learner joined: twelve months of history, and a few weeks before. */
const HISTORY_DAYS = 380;
const TEAM_SIZE = 12;

const FIRST_NAMES = [
  'Ana',
  'Bruno',
  'Camila',
  'Diego',
  'Elena',
  'Fernando',
  'Gabriela',
  'Hugo',
  'Isabel',
  'João',
  'Karina',
  'Luis',
  'Mariana',
  'Nicolás',
  'Olivia',
  'Pedro',
  'Renata',
  'Santiago',
  'Tatiana',
  'Vicente',
  'Valentina',
  'Rafael',
  'Julia',
  'Mateo',
  'Beatriz',
  'Andrés',
  'Carolina',
  'Gustavo',
  'Lorena',
  'Tomás',
];
const LAST_NAMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Pereira',
  'Rodrigues',
  'Almeida',
  'Gómez',
  'Martínez',
  'López',
  'Díaz',
  'Hernández',
  'Torres',
  'Ramírez',
  'Castro',
  'Rocha',
  'Barbosa',
  'Vargas',
  'Moreno',
  'Ribeiro',
  'Mendoza',
];

export interface HistoryLearner {
  id: string;
  type: UserType;
  distributorId: string;
  name: string;
  lang: Language;
  joinedAt: Date;
}

export interface HistoryTeam {
  id: string;
  memberIds: string[];
}

interface DistributorRow {
  id: string;
  name: string;
  iso2: string;
}

/** The demo's distributors with their country, in display order. */
async function demoDistributors(db: Db): Promise<DistributorRow[]> {
  return db
    .select({ id: distributors.id, name: distributors.name, iso2: countries.iso2 })
    .from(distributors)
    .innerJoin(countries, eq(countries.id, distributors.countryId))
    .orderBy(distributors.position);
}

const DIAL_CODES: Record<string, string> = { BR: '+55', AR: '+54', MX: '+52', CL: '+56', CO: '+57' };

/** The demo's distributors' ids by name. */
export async function distributorIdsByName(db: Db): Promise<Map<string, string>> {
  return new Map((await demoDistributors(db)).map((d) => [d.name, d.id]));
}

/**
 * The demo's learner population: students and fact users spread over every distributor (the
 * first, where the demo accounts are, gets none, so what the demo master and student see stays
 * as the README describes), joined at dates spread over the last year. They share the demo
 * password hash: hashing is the slow part of making users.
 */
export async function seedHistoryPeople(
  db: Db,
  random: Random,
  input: { passwordHash: string; now: Date },
): Promise<HistoryLearner[]> {
  const all = await demoDistributors(db);
  const partners = all.slice(1);
  const countryIds = new Map(
    (await db.select({ id: countries.id, iso2: countries.iso2 }).from(countries)).map((c) => [c.iso2, c.id]),
  );
  const learners: HistoryLearner[] = [];
  const rows: (typeof users.$inferInsert)[] = [];
  for (let index = 0; index < LEARNERS; index += 1) {
    const distributor = random.pick(partners);
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const lang: Language = distributor.iso2 === 'BR' ? 'pt' : 'es';
    // earlier months have fewer newcomers than recent ones: the academy grows
    const joinedAt = daysAgo(input.now, Math.floor(HISTORY_DAYS * random.next() ** 0.8) + 1);
    const learner: HistoryLearner = {
      id: newId(joinedAt.getTime()),
      type: random.chance(STUDENT_SHARE) ? 'student' : 'fact',
      distributorId: distributor.id,
      name: `${first} ${last}`,
      lang,
      joinedAt,
    };
    learners.push(learner);
    rows.push({
      id: learner.id,
      type: learner.type,
      status: 'enabled',
      email: `${asciiOf(first)}.${asciiOf(last)}.${index + 1}@partners.academy.local`,
      name: learner.name,
      lang,
      passwordHash: input.passwordHash,
      countryId: countryIds.get(distributor.iso2) ?? null,
      dialCode: DIAL_CODES[distributor.iso2] ?? null,
      distributorId: distributor.id,
      privacyAcceptedAt: joinedAt,
      createdAt: joinedAt,
      updatedAt: joinedAt,
    });
  }
  await insertInChunks(db, users, rows);
  return learners;
}

const asciiOf = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * A few teams of partner distributors (not the demo accounts' one, whose team the README
 * describes), each with students of its distributor as members.
 */
export async function seedHistoryTeams(
  db: Db,
  learners: HistoryLearner[],
  input: { adminId: string; now: Date },
): Promise<HistoryTeam[]> {
  const all = await demoDistributors(db);
  const partners = ['Carioca Redes', 'Azteca Soluciones', 'Andes Distribución']
    .map((name) => all.find((d) => d.name === name))
    .filter((d): d is DistributorRow => d !== undefined);
  const made = partners.map((distributor) => ({
    id: newId(input.now.getTime() - 200 * DAY_MS),
    name: `${distributor.name} Field Team`,
    distributorId: distributor.id,
    memberIds: learners
      .filter((l) => l.distributorId === distributor.id && l.type === 'student')
      .slice(0, TEAM_SIZE)
      .map((l) => l.id),
  }));
  if (made.length === 0) return [];
  await db.insert(teams).values(made.map(({ id, name }) => ({ id, name, createdBy: input.adminId })));
  await db
    .insert(teamDistributors)
    .values(made.map(({ id, distributorId }) => ({ teamId: id, distributorId })));
  await insertInChunks(
    db,
    teamUsers,
    made.flatMap((team) =>
      team.memberIds.map((userId) => ({ teamId: team.id, userId, role: 'member' as const })),
    ),
  );
  return made;
}
