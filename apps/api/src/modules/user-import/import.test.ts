import type { ImportRow } from '@academy/domain';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, teamUsers, users } from '../../db/schema/index.js';
import { bearer, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { makeTeamWorld, type TeamRole, type TeamWorld } from '../../test/team-world.js';

let t: TestApp;
let world: TeamWorld;
let emailOf: (id: string) => Promise<string>;
beforeAll(async () => {
  t = await createTestApp();
  world = await makeTeamWorld(t);
  emailOf = async (id) => {
    const [row] = await t.deps.db.select({ email: users.email }).from(users).where(eq(users.id, id));
    if (!row) throw new Error(`no user ${id}`);
    return row.email;
  };
});
afterAll(() => t.close());

let lines = 1;
/** A row of a file: a new student of Alpha Dist unless told otherwise. */
const row = (cells: Partial<Omit<ImportRow, 'line'>> = {}): ImportRow => {
  lines += 1;
  return {
    line: lines,
    name: `Person ${lines}`,
    email: `person${lines}@import.example`,
    type: 'student',
    country: '',
    state: '',
    distributor: 'Alpha Dist',
    team: '',
    language: '',
    ...cells,
  };
};

const importAs = (role: TeamRole, rows: ImportRow[], dryRun: boolean) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/import',
    headers: bearer(world.tokens[role]),
    payload: { rows, dryRun },
  });

type Result = { line: number; outcome: string; reason: string | null; userId: string | null };
const results = async (role: TeamRole, rows: ImportRow[], dryRun: boolean) => {
  const res = await importAs(role, rows, dryRun);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.results as Result[];
};
const outcomes = (answered: Result[]) => answered.map(({ outcome, reason }) => [outcome, reason]);

/** How many rows the tables an import writes hold. */
async function tableCounts() {
  const db = t.deps.db;
  const [[u], [m], [o], [a]] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(teamUsers),
    db.select({ n: count() }).from(mailOutbox),
    db.select({ n: count() }).from(auditLog),
  ]);
  return { users: u?.n, teamUsers: m?.n, mails: o?.n, audit: a?.n };
}

const usersByEmail = (emails: string[]) =>
  t.deps.db
    .select({ id: users.id, email: users.email, type: users.type, status: users.status, name: users.name })
    .from(users)
    .where(inArray(users.email, emails));

describe('who may import', () => {
  it('refuses learners (403) and the signed-out (401)', async () => {
    for (const role of ['student', 'fact'] as const)
      expect((await importAs(role, [row()], true)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/user/import',
      payload: { rows: [row()], dryRun: true },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses an empty batch, a batch over 250 rows and an unknown field', async () => {
    expect((await importAs('admin', [], true)).statusCode).toBe(400);
    expect(
      (
        await importAs(
          'admin',
          Array.from({ length: 251 }, () => row()),
          true,
        )
      ).statusCode,
    ).toBe(400);
    expect((await importAs('admin', [{ ...row(), extra: 'x' } as ImportRow], true)).statusCode).toBe(400);
  });
});

describe('the dry run', () => {
  it('says of each row new, updated or refused with the reason, and changes nothing', async () => {
    const before = await tableCounts();
    const studentB = await emailOf(world.people.studentB);
    const admin = await makeUser(t.deps.db, { type: 'admin' });
    const rows = [
      row({ team: 'team a', state: 's1', language: 'Español', country: 'Test Brazil' }),
      row({ email: studentB.toUpperCase(), distributor: 'bravo dist', name: 'Bia Renamed' }),
      row({ email: 'twice@import.example' }),
      row({ email: ' Twice@import.example' }),
      row({ type: 'admin' }),
      row({ distributor: 'Nowhere Dist' }),
      row({ team: 'Team B' }),
      row({ team: 'No such team' }),
      row({ email: admin.email }),
      row({ state: 'Atlantis' }),
      row({ country: 'Narnia' }),
      row({ distributor: '' }),
      row({ email: 'not an email' }),
      row({ language: 'klingon' }),
    ];
    const answered = await results('admin', rows, true);
    expect(answered.map((result) => result.line)).toEqual(rows.map((each) => each.line));
    expect(outcomes(answered)).toEqual([
      ['new', null],
      ['updated', null],
      ['new', null],
      ['refused', 'emailRepeated'],
      ['refused', 'typeNotImportable'],
      ['refused', 'distributorUnknown'],
      ['refused', 'teamOtherDistributor'],
      ['refused', 'teamUnknown'],
      ['refused', 'staffAccount'],
      ['refused', 'stateUnknown'],
      ['refused', 'countryUnknown'],
      ['refused', 'distributorRequired'],
      ['refused', 'emailInvalid'],
      ['refused', 'languageInvalid'],
    ]);
    expect(answered.every((result) => result.userId === null)).toBe(true);
    expect(await tableCounts()).toEqual({ ...before, users: (before.users ?? 0) + 1 });
    const [bia] = await usersByEmail([studentB]);
    expect(bia?.name).toBe('Bia Bravo');
  });

  it('costs the same statements for 5 rows as for 200', async () => {
    const measure = (size: number) =>
      t.queries.measure(() =>
        results(
          'admin',
          Array.from({ length: size }, (_, index) => row({ team: index % 2 ? 'Team A' : '' })),
          true,
        ),
      );
    const small = await measure(5);
    const large = await measure(200);
    expect(large.queries).toBe(small.queries);
  });
});

describe('applying', () => {
  it('creates the accounts, their team memberships and invitation mails, and updates the person known', async () => {
    const studentA = await emailOf(world.people.studentA);
    const rows = [
      row({ name: 'Nina New', email: 'nina@import.example', team: 'Team A', state: 'S2', language: 'en' }),
      row({ name: 'Fred Fact', email: 'fred@import.example', type: 'fact' }),
      row({ name: 'Ana Renamed', email: studentA, team: 'Team AB' }),
    ];
    const dry = await results('admin', rows, true);
    expect(outcomes(dry)).toEqual([
      ['new', null],
      ['new', null],
      ['updated', null],
    ]);
    const before = await tableCounts();
    const applied = await results('admin', rows, false);
    expect(outcomes(applied)).toEqual(outcomes(dry));
    expect(applied.every((result) => result.userId !== null)).toBe(true);

    const made = await usersByEmail(['nina@import.example', 'fred@import.example', studentA]);
    expect(
      made
        .map(({ email, type, status, name }) => ({ email, type, status, name }))
        .sort((a, b) => a.email.localeCompare(b.email)),
    ).toEqual(
      [
        { email: studentA, type: 'student', status: 'enabled', name: 'Ana Renamed' },
        { email: 'fred@import.example', type: 'fact', status: 'enabled', name: 'Fred Fact' },
        { email: 'nina@import.example', type: 'student', status: 'enabled', name: 'Nina New' },
      ].sort((a, b) => a.email.localeCompare(b.email)),
    );
    const [nina] = await t.deps.db.select().from(users).where(eq(users.email, 'nina@import.example'));
    expect(nina).toMatchObject({
      distributorId: world.distributors.A,
      state: 'State two of Test Brazil',
      lang: 'en',
    });

    const memberships = await t.deps.db
      .select({ teamId: teamUsers.teamId, userId: teamUsers.userId, role: teamUsers.role })
      .from(teamUsers)
      .where(inArray(teamUsers.userId, [nina?.id ?? '', world.people.studentA]));
    expect(memberships).toEqual(
      expect.arrayContaining([
        { teamId: world.teams.A, userId: nina?.id, role: 'member' },
        { teamId: world.teams.AB, userId: world.people.studentA, role: 'member' },
      ]),
    );

    const mails = await t.deps.db
      .select({ to: mailOutbox.to })
      .from(mailOutbox)
      .where(inArray(mailOutbox.to, ['nina@import.example', 'fred@import.example', studentA]));
    expect(mails.map((mail) => mail.to).sort()).toEqual(['fred@import.example', 'nina@import.example']);
    const after = await tableCounts();
    expect(after.users).toBe((before.users ?? 0) + 2);
    // the new membership of Nina and Ana's in Team AB (she was in Team A and AB already: nothing doubles)
    expect(after.teamUsers).toBe((before.teamUsers ?? 0) + 1);
    expect(after.audit).toBe((before.audit ?? 0) + 3);
  });

  it('answers the rows of a file imported again as unchanged, and writes nothing for them', async () => {
    const rows = [
      row({ name: 'Uma Again', email: 'uma@import.example', team: 'Team A', state: 'S2', language: 'en' }),
      row({ name: 'Ugo Again', email: 'ugo@import.example', type: 'fact' }),
    ];
    expect(outcomes(await results('admin', rows, false))).toEqual([
      ['new', null],
      ['new', null],
    ]);
    const before = await tableCounts();
    const stamps = async () =>
      (
        await t.deps.db
          .select({ email: users.email, updatedAt: users.updatedAt })
          .from(users)
          .where(inArray(users.email, ['uma@import.example', 'ugo@import.example']))
          .orderBy(users.email)
      ).map((person) => `${person.email} ${person.updatedAt.toISOString()}`);
    const stamped = await stamps();

    const dry = await results('admin', rows, true);
    expect(outcomes(dry)).toEqual([
      ['unchanged', null],
      ['unchanged', null],
    ]);
    const again = await results('admin', rows, false);
    expect(outcomes(again)).toEqual(outcomes(dry));
    expect(again.every((result) => result.userId !== null)).toBe(true);
    // no row, audit entry, membership or mail was written, and nobody was touched
    expect(await tableCounts()).toEqual(before);
    expect(await stamps()).toEqual(stamped);

    const [uma, ugo] = rows as [ImportRow, ImportRow];
    // a blank state and language keep his own, as an update would
    expect(outcomes(await results('admin', [{ ...uma, state: '', language: '' }], true))).toEqual([
      ['unchanged', null],
    ]);
    // a changed field, or a team he is not in yet, is an update
    expect(
      outcomes(
        await results(
          'admin',
          [
            { ...uma, name: 'Uma Renamed' },
            { ...ugo, team: 'Team A' },
          ],
          true,
        ),
      ),
    ).toEqual([
      ['updated', null],
      ['updated', null],
    ]);
  });

  it('answers a row accepted by the dry run but taken meanwhile as refused', async () => {
    const rows = [row({ email: 'racer@import.example' })];
    expect(outcomes(await results('admin', rows, true))).toEqual([['new', null]]);
    await makeUser(t.deps.db, { type: 'admin', email: 'racer@import.example' });
    expect(outcomes(await results('admin', rows, false))).toEqual([['refused', 'staffAccount']]);
  });

  it('rolls back a row that fails in the middle whole, and keeps the other rows of the batch', async () => {
    const team = await world.makeTeam('A', 'Vanishing team');
    // the team goes away the moment the account of this row is written, before its membership is
    await t.deps.db.execute(
      sql.raw(`create function vanish_team() returns trigger language plpgsql as $$
        begin delete from teams where id = '${team}'; return new; end $$`),
    );
    await t.deps.db.execute(
      sql.raw(`create trigger vanish_team after insert on users for each row
        when (new.email = 'halfway@import.example') execute function vanish_team()`),
    );
    try {
      const rows = [
        row({ email: 'before@import.example' }),
        row({ email: 'halfway@import.example', team: 'Vanishing team' }),
        row({ email: 'after@import.example' }),
      ];
      const answered = await results('admin', rows, false);
      expect(outcomes(answered)).toEqual([
        ['new', null],
        ['refused', 'changedMeanwhile'],
        ['new', null],
      ]);
      const kept = await usersByEmail([
        'before@import.example',
        'halfway@import.example',
        'after@import.example',
      ]);
      expect(kept.map((person) => person.email).sort()).toEqual([
        'after@import.example',
        'before@import.example',
      ]);
      const halfwayMails = await t.deps.db
        .select({ n: count() })
        .from(mailOutbox)
        .where(eq(mailOutbox.to, 'halfway@import.example'));
      expect(halfwayMails[0]?.n).toBe(0);
    } finally {
      await t.deps.db.execute(sql.raw('drop trigger vanish_team on users'));
      await t.deps.db.execute(sql.raw('drop function vanish_team()'));
    }
  });

  it('costs the same statements for 5 rows as for 45, new and updated', async () => {
    const measure = async (size: number) => {
      const known = await Promise.all(
        Array.from({ length: 2 }, () => makeUser(t.deps.db, { distributorId: world.distributors.A })),
      );
      return t.queries.measure(() =>
        results(
          'admin',
          [
            ...Array.from({ length: size }, () => row({ team: 'Team A' })),
            ...known.map((person) => row({ email: person.email, team: 'Team A' })),
          ],
          false,
        ),
      );
    };
    const small = await measure(5);
    const large = await measure(45);
    expect(large.result.every((result) => result.outcome !== 'refused')).toBe(true);
    expect(large.queries).toBe(small.queries);
  });
});

describe('a master and a tsm import within their scope', () => {
  it("lets a master import learners into his own distributor only, and update only his distributor's learners", async () => {
    const studentB = await emailOf(world.people.studentB);
    const factA = await emailOf(world.people.factA);
    const rows = [
      row({ distributor: '' }),
      row({ distributor: 'Bravo Dist' }),
      row({ email: studentB, distributor: '' }),
      row({ email: factA, distributor: '', type: 'fact', name: 'Fabio Updated' }),
      row({ team: 'Team AB' }),
      row({ type: 'master', name: 'Second Master' }),
      row({ email: await emailOf(world.people.masterA), distributor: '', type: 'student' }),
    ];
    const answered = await results('master', rows, false);
    expect(outcomes(answered)).toEqual([
      ['new', null],
      ['refused', 'distributorUnknown'],
      ['refused', 'outsideScope'],
      ['updated', null],
      ['refused', 'outsideScope'],
      ['refused', 'typeNotAllowed'],
      ['refused', 'typeNotAllowed'],
    ]);
    const [bia] = await usersByEmail([studentB]);
    expect(bia?.name).toBe('Bia Bravo');
    const [created] = await t.deps.db
      .select({ distributorId: users.distributorId })
      .from(users)
      .where(eq(users.id, answered[0]?.userId ?? ''));
    expect(created?.distributorId).toBe(world.distributors.A);
  });

  it('lets a tsm import into the distributors he follows only', async () => {
    const answered = await results(
      'tsmBR',
      [
        row({ distributor: 'Alpha Dist' }),
        row({ distributor: 'Bravo Dist' }),
        row({ distributor: 'Peru Dist' }),
      ],
      true,
    );
    expect(outcomes(answered)).toEqual([
      ['new', null],
      ['refused', 'distributorUnknown'],
      ['refused', 'distributorUnknown'],
    ]);
  });
});
