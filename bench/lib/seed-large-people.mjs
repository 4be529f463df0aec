// @ts-check
/**
 * The people of the large academy, made by PostgreSQL from generate_series: distributors of eight
 * countries (a long tail: the largest hold hundreds of learners, the smallest a handful), one
 * master each, TSMs of Brazil (by distributor) and of LAAM (by country), the learners, a few
 * hundred registrations waiting for an answer, and teams of each distributor's learners. Every
 * account has the same known password, so that a person or a bench can sign in as anyone.
 * The scratch tables `seed_large.distributor`, `.learner` and `.team` keep the numbers the
 * progress is drawn from.
 */
import pg from 'pg';
import { fillByLearners, fillOnce, idAt, SCRATCH } from './seed-large-sql.mjs';

/**
 * @typedef {import('./seed-large-sql.mjs').SeedPool} SeedPool
 * @typedef {import('./progress-bars.mjs').TableBars} TableBars
 * @typedef {{ learners: number, distributorsByCountry: Record<string, number>, teams: number,
 *   pendingRegistrations: number }} PeopleScale
 */

export const EMAIL_DOMAIN = 'large.academy.test';
export const ADMIN_EMAIL = `admin@${EMAIL_DOMAIN}`;
const rand = `${SCRATCH}.rand`;
const t0 = `${SCRATCH}.t0()`;

/** Brazil's TSMs split its distributors by region; each LAAM TSM follows countries of his own. */
const BR_TSM_REGIONS = ['Sul', 'Sudeste', 'Nordeste', 'Norte'];
const LAAM_TSM_COUNTRIES = [
  ['MX', 'PE'],
  ['AR', 'CL', 'UY'],
  ['CO', 'EC'],
];

/**
 * @param {SeedPool} pool
 * @param {TableBars} bars
 * @param {PeopleScale} scale
 * @param {string} passwordHash
 */
export async function seedLargePeople(pool, bars, scale, passwordHash) {
  const steps = [];
  steps.push(await distributors(pool, bars, scale));
  steps.push(await staff(pool, bars, passwordHash));
  steps.push(...(await tsms(pool, bars, scale, passwordHash)));
  steps.push(await learners(pool, bars, scale, passwordHash));
  steps.push(await pending(pool, bars, scale, passwordHash));
  steps.push(...(await teams(pool, bars, scale)));
  const [admin] = (await pool.query('select id from users where email = $1', [ADMIN_EMAIL])).rows;
  return { adminId: String(admin.id), steps };
}

/**
 * @param {SeedPool} pool
 * @param {TableBars} bars
 * @param {PeopleScale} scale
 */
async function distributors(pool, bars, scale) {
  const quotas = pg.escapeLiteral(JSON.stringify(scale.distributorsByCountry));
  // ranked in an order mixed across countries; a distributor's share of the learners falls with its rank
  await pool.query(`create unlogged table ${SCRATCH}.distributor as
    with quota as (select key as iso2, value::int as k from jsonb_each_text(${quotas}::jsonb)),
    made as (
      select c.id as country_id, q.iso2, g.i, row_number() over (order by md5(q.iso2 || g.i)) as n
      from quota q join countries c on c.iso2 = q.iso2 cross join generate_series(1, q.k) g(i)
    ),
    dated as (
      select *, 1.0 / (1 + (n - 1) / 8.0) as w,
        ${t0} - make_interval(days => 1100 + floor(${rand}(n, 0, 11) * 700)::int) as created_at
      from made
    )
    select n::int, iso2, i::int as number_in_country, country_id,
      case when iso2 = 'BR' then 'pt' else 'es' end as lang,
      ${idAt('created_at', "'distributor' || n")}::char(24) as id,
      ${idAt("created_at + interval '1 day'", "'master' || n")}::char(24) as master_id,
      created_at,
      case when n = max(n) over () then 2 else sum(w) over (order by n) / sum(w) over () end::float8 as hi,
      0 as teams
    from dated`);
  await pool.query(`create index on ${SCRATCH}.distributor (hi)`);
  await pool.query(`create unique index on ${SCRATCH}.distributor (n)`);
  const [made] = (
    await pool.query(`select count(distinct iso2)::int as countries from ${SCRATCH}.distributor`)
  ).rows;
  if (made.countries !== Object.keys(scale.distributorsByCountry).length)
    throw new Error('a country of the large academy is missing: seedEssentials did not load it');
  return fillOnce(
    pool,
    bars,
    'distributors',
    `insert into distributors (id, country_id, name, position, created_at)
     select id, country_id, 'Distributor ' || iso2 || ' ' || lpad(number_in_country::text, 3, '0'), n - 1, created_at
     from ${SCRATCH}.distributor`,
  );
}

/**
 * The admin and one master per distributor.
 * @param {SeedPool} pool
 * @param {TableBars} bars
 * @param {string} passwordHash
 */
async function staff(pool, bars, passwordHash) {
  await pool.query(
    `insert into users (id, type, status, name, email, password_hash, lang, privacy_accepted_at, created_at, updated_at)
     select ${idAt(`${t0} - interval '1900 days'`, "'admin'")}, 'admin', 'enabled', 'Large Academy Admin', $1, $2, 'en',
       ${t0} - interval '1900 days', ${t0} - interval '1900 days', ${t0} - interval '1900 days'`,
    [ADMIN_EMAIL, passwordHash],
  );
  return fillOnce(
    pool,
    bars,
    'users: masters',
    `insert into users (id, type, status, name, email, password_hash, lang, country_id, distributor_id,
       privacy_accepted_at, created_at, updated_at)
     select master_id, 'master', 'enabled', 'Master ' || n, 'master' || n || '@${EMAIL_DOMAIN}', $1, lang,
       country_id, id, created_at + interval '1 day', created_at + interval '1 day', created_at + interval '1 day'
     from ${SCRATCH}.distributor`,
    [passwordHash],
  );
}

/**
 * @param {SeedPool} pool
 * @param {TableBars} bars
 * @param {PeopleScale} scale
 * @param {string} passwordHash
 */
async function tsms(pool, bars, scale, passwordHash) {
  const served = new Set(Object.keys(scale.distributorsByCountry));
  const definitions = [
    ...BR_TSM_REGIONS.map((region, index) => ({
      key: `tsm.br${index + 1}`,
      type: 'BR',
      regions: [region],
      countries: ['BR'],
      brShare: index,
    })),
    ...LAAM_TSM_COUNTRIES.map((countries, index) => ({
      key: `tsm.laam${index + 1}`,
      type: 'LAAM',
      regions: [],
      countries: countries.filter((iso2) => served.has(iso2)),
      brShare: -1,
    })),
  ];
  for (const tsm of definitions) {
    await pool.query(
      `insert into users (id, type, status, name, email, password_hash, lang, country_id, tsm_region_type,
         tsm_regions, privacy_accepted_at, created_at, updated_at)
       select ${idAt(`${t0} - interval '1500 days'`, '$1::text')}, 'tsm', 'enabled', $2, $1 || '@${EMAIL_DOMAIN}', $3,
         case when $4 = 'BR' then 'pt' else 'es' end, (select id from countries where iso2 = $5), $4, $6::jsonb,
         ${t0} - interval '1500 days', ${t0} - interval '1500 days', ${t0} - interval '1500 days'`,
      [
        tsm.key,
        `TSM ${tsm.type} ${tsm.key.slice(-1)}`,
        passwordHash,
        tsm.type,
        tsm.countries[0],
        JSON.stringify(tsm.regions),
      ],
    );
  }
  const tsmOf = `(select id from users where email = t.key || '@${EMAIL_DOMAIN}')`;
  const list = pg.escapeLiteral(JSON.stringify(definitions));
  const definitionRows = `jsonb_to_recordset(${list}::jsonb) as t(key text, type text, countries jsonb, "brShare" int)`;
  return [
    await fillOnce(
      pool,
      bars,
      'tsm_distributors',
      `insert into tsm_distributors (tsm_id, distributor_id)
       select ${tsmOf}, d.id from ${definitionRows}
       join ${SCRATCH}.distributor d on d.iso2 = 'BR' and d.number_in_country % ${BR_TSM_REGIONS.length} = t."brShare"
       where t.type = 'BR'`,
    ),
    await fillOnce(
      pool,
      bars,
      'tsm_countries',
      `insert into tsm_countries (tsm_id, country_id)
       select ${tsmOf}, c.id from ${definitionRows}
       cross join jsonb_array_elements_text(t.countries) as iso(iso2)
       join countries c on c.iso2 = iso.iso2
       where t.type = 'LAAM'`,
    ),
  ];
}

/**
 * Learners spread over the distributors by rank: 85 % students, 15 % fact users, 3 % disabled,
 * a quarter of them joined within the last year, the rest over the three years before.
 * @param {SeedPool} pool
 * @param {TableBars} bars
 * @param {PeopleScale} scale
 * @param {string} passwordHash
 */
async function learners(pool, bars, scale, passwordHash) {
  await pool.query(`create unlogged table ${SCRATCH}.learner as
    with drawn as (
      select n, ${rand}(n, 0, 1) as u,
        ${t0} - make_interval(days => case when ${rand}(n, 0, 2) < 0.25 then 1 + floor(${rand}(n, 0, 3) * 360)::int
                                            else 366 + floor(${rand}(n, 0, 3) * 1100)::int end,
                              secs => floor(${rand}(n, 0, 4) * 86400)) as created_at
      from generate_series(1, ${Number(scale.learners)}) n
    )
    select g.n, ${idAt('g.created_at', "'learner' || g.n")}::char(24) as id, d.n as distributor_n,
      d.id as distributor_id, d.country_id,
      case when ${rand}(g.n, 0, 5) < 0.85 then 'student' else 'fact' end as type,
      case when ${rand}(g.n, 0, 6) < 0.97 then 'enabled' else 'disabled' end as status,
      case when ${rand}(g.n, 0, 7) < 0.8 then d.lang else 'en' end as lang,
      'Learner ' || lpad(g.n::text, 5, '0') as name,
      g.created_at,
      -- how keen: exponential, mean 1; scales the chance that he starts each course
      least(5, -ln(1 - ${rand}(g.n, 0, 8))) as activity
    from drawn g cross join lateral (
      select * from ${SCRATCH}.distributor d where d.hi > g.u order by d.hi limit 1
    ) d`);
  await pool.query(`create unique index on ${SCRATCH}.learner (n)`);
  return fillByLearners(
    pool,
    bars,
    'users: learners',
    scale.learners,
    `insert into users (id, type, status, name, email, password_hash, lang, country_id, distributor_id,
       privacy_accepted_at, created_at, updated_at)
     select id, type, status, name, 'learner' || n || '@${EMAIL_DOMAIN}', ${pg.escapeLiteral(passwordHash)}, lang,
       country_id, distributor_id, created_at, created_at, created_at
     from ${SCRATCH}.learner where n between $1 and $2`,
  );
}

/**
 * Registrations of the last two weeks that no one has answered yet.
 * @param {SeedPool} pool
 * @param {TableBars} bars
 * @param {PeopleScale} scale
 * @param {string} passwordHash
 */
async function pending(pool, bars, scale, passwordHash) {
  return fillOnce(
    pool,
    bars,
    'users: pending',
    `insert into users (id, type, status, name, email, password_hash, lang, country_id, distributor_id,
       privacy_accepted_at, created_at, updated_at)
     select ${idAt('x.created_at', "'pending' || x.n")}, x.type, 'pending', 'Applicant ' || lpad(x.n::text, 4, '0'),
       'applicant' || x.n || '@${EMAIL_DOMAIN}', $1, d.lang, d.country_id, d.id, x.created_at, x.created_at, x.created_at
     from (
       select n, ${t0} - make_interval(secs => floor(${rand}(n, 1, 1) * 14 * 86400)) as created_at,
         case when ${rand}(n, 1, 2) < 0.85 then 'student' else 'fact' end as type, ${rand}(n, 1, 3) as u
       from generate_series(1, ${Number(scale.pendingRegistrations)}) n
     ) x cross join lateral (select * from ${SCRATCH}.distributor d where d.hi > x.u order by d.hi limit 1) d`,
    [passwordHash],
  );
}

/**
 * Teams of each distributor (team t belongs to distributor ((t - 1) mod D) + 1, so each has about
 * the same number), led by its master; one in ten also draws on a second distributor, one in 25
 * is disabled. 85 % of the learners are in one team of their distributor, 15 % of those in two.
 * @param {SeedPool} pool
 * @param {TableBars} bars
 * @param {PeopleScale} scale
 */
async function teams(pool, bars, scale) {
  await pool.query(`create unlogged table ${SCRATCH}.team as
    with made as (
      select t, (select count(*) from ${SCRATCH}.distributor) as d,
        ${t0} - make_interval(days => 30 + floor(${rand}(t, 2, 1) * 700)::int) as created_at
      from generate_series(1, ${Number(scale.teams)}) t
    )
    select t as n, ${idAt('created_at', "'team' || t")}::char(24) as id, ((t - 1) % d + 1)::int as distributor_n,
      ((t - 1) / d)::int as k, t % 25 <> 0 as enabled, created_at,
      case when ${rand}(t, 2, 2) < 0.1 then ((t % d) + 1)::int end as second_distributor_n
    from made`);
  await pool.query(`update ${SCRATCH}.distributor d set teams = x.teams
    from (select distributor_n, count(*)::int as teams from ${SCRATCH}.team group by distributor_n) x
    where x.distributor_n = d.n`);
  await pool.query(`create index on ${SCRATCH}.team (distributor_n, k)`);
  const admin = `(select id from users where email = '${ADMIN_EMAIL}')`;
  const teamRows = await fillOnce(
    pool,
    bars,
    'teams',
    `insert into teams (id, name, status, created_by, created_at, updated_at)
     select t.id, 'Team ' || lpad(t.n::text, 4, '0') || ' ' || d.iso2, case when t.enabled then 'enabled' else 'disabled' end,
       ${admin}, t.created_at, t.created_at
     from ${SCRATCH}.team t join ${SCRATCH}.distributor d on d.n = t.distributor_n`,
  );
  const sources = await fillOnce(
    pool,
    bars,
    'team_distributors',
    `insert into team_distributors (team_id, distributor_id)
     select t.id, d.id from ${SCRATCH}.team t
     join ${SCRATCH}.distributor d on d.n = t.distributor_n or d.n = t.second_distributor_n`,
  );
  const leaders = await fillOnce(
    pool,
    bars,
    'team_users: leaders',
    `insert into team_users (team_id, user_id, role)
     select t.id, d.master_id, 'leader' from ${SCRATCH}.team t join ${SCRATCH}.distributor d on d.n = t.distributor_n`,
  );
  const members = await fillByLearners(
    pool,
    bars,
    'team_users: members',
    scale.learners,
    `insert into team_users (team_id, user_id, role)
     select t.id, l.id, 'member'
     from ${SCRATCH}.learner l
     join ${SCRATCH}.distributor d on d.n = l.distributor_n and d.teams > 0
     cross join lateral (select floor(${rand}(l.n, 3, 1) * d.teams)::int as first, ${rand}(l.n, 3, 2) < 0.85 as member,
       ${rand}(l.n, 3, 3) < 0.15 as second) m
     cross join lateral (values (m.first, m.member), ((m.first + 1) % d.teams, m.member and m.second and d.teams > 1)) p(k, joins)
     join ${SCRATCH}.team t on t.distributor_n = l.distributor_n and t.k = p.k
     where p.joins and l.n between $1 and $2`,
  );
  return [teamRows, sources, leaders, members];
}
