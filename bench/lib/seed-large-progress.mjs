// @ts-check
/**
 * What the large academy's learners did, made by PostgreSQL in batches of learners.
 *
 * Each learner starts some of the courses he may see (published, and open to all, given to his
 * distributor or to an enabled team he is a member of): the chance grows with his keenness and
 * with the course's popularity (earlier courses of the catalogue more popular). He goes through
 * its lessons in order and either finishes the course or stops at a lesson part way. Where he
 * stops at an exam he has failed it one to three times (no progress row); every exam before that
 * he passed, on his first try mostly. All of it falls within the last 12 months, more of it
 * lately, so the dashboards' months have a shape.
 *
 * Module and course progress follow the domain's rule (packages/domain/src/progress.ts) exactly:
 * the average of the required lessons' progress, rounded to one decimal as Math.round does (in
 * float8, as JavaScript computes it), capped at 100; `completed_at` is set exactly when the
 * course's progress is 99.5 or more, and each completed course has its certificate (and its final
 * exam's, for a course whose last lesson issues one), issued when it was completed, ending after
 * the course's validity; those ending within 30 days are marked as noticed, 1 % are revoked.
 * Not made: the notifications and mails that issuing would send.
 */
import { fillByLearners, idAt, SCRATCH } from './seed-large-sql.mjs';

/**
 * @typedef {import('./seed-large-sql.mjs').SeedPool} SeedPool
 * @typedef {import('./progress-bars.mjs').TableBars} TableBars
 * @typedef {{ learners: number, meanStartedCourses: number, finishedShare: number }} ProgressScale
 */

const rand = `${SCRATCH}.rand`;
const t0 = `${SCRATCH}.t0()`;
/** The domain's rounding (Math.round of tenths) and cap, of `done` over `required` lessons. */
const progressOf = (/** @type {string} */ done, /** @type {string} */ required) =>
  `case when ${required} = 0 then 0 else least(100, floor(${done} / ${required} * 10 + 0.5) / 10) end`;
/** When the learner reached the lesson at `ordinal`: his course's activity spread over its lessons. */
const lessonTime = (/** @type {string} */ ordinal) =>
  `p.started_at + (p.updated_at - p.started_at) * (${ordinal}::float8 / p.touched)`;

/**
 * @param {SeedPool} pool
 * @param {TableBars} bars
 * @param {ProgressScale} scale
 * @param {string} adminId
 */
export async function seedLargeProgress(pool, bars, scale, adminId) {
  await catalogue(pool, scale);
  const steps = [];
  steps.push(await startedCourses(pool, bars, scale));
  await pool.query(`create index on ${SCRATCH}.pair (learner_n)`);
  await pool.query(`analyze ${SCRATCH}.pair`);
  steps.push(await lessonProgress(pool, bars, scale));
  steps.push(await moduleProgress(pool, bars, scale));
  steps.push(await courseProgress(pool, bars, scale));
  steps.push(await examAttempts(pool, bars, scale));
  steps.push(...(await certificates(pool, bars, scale, adminId)));
  steps.push(await lastLogins(pool, bars, scale));
  return steps;
}

/**
 * The course structure as the rule reads it: each lesson's place, how many required lessons
 * come before it (`required_prefix[i]` of its course, the count of the whole course last), the
 * modules' ranges of lessons, each exam's questions as an attempt draws them, and the detail the
 * player reports for a video or pdf at each percentage.
 * @param {SeedPool} pool
 * @param {ProgressScale} scale
 */
async function catalogue(pool, scale) {
  await pool.query(`create unlogged table ${SCRATCH}.lesson as
    select l.id, l.course_id, l.module_id, l.kind, l.is_optional, l.generate_certificate, l.title,
      (row_number() over w)::int as ordinal,
      (count(*) filter (where not l.is_optional) over (w rows between unbounded preceding and 1 preceding))::int
        as required_before
    from lessons l window w as (partition by l.course_id order by l.position, l.created_at, l.id)`);
  await pool.query(`create index on ${SCRATCH}.lesson (course_id, ordinal)`);
  await pool.query(`create unlogged table ${SCRATCH}.course as
    select c.id, (c.position + 1)::int as n, c.audience, c.status = 'published' as published, c.title,
      c.certificate_validity_months as validity, count(*)::int as lesson_count,
      array_agg(s.required_before order by s.ordinal) || (count(*) filter (where not s.is_optional))::int
        as required_prefix,
      array_agg(s.kind order by s.ordinal) as kinds,
      (array_agg(s.id order by s.ordinal) filter (where s.generate_certificate))[1] as certificate_lesson_id,
      (array_agg(s.title order by s.ordinal) filter (where s.generate_certificate))[1] as certificate_lesson_title,
      1.0 / (1 + c.position / 25.0) as weight, 0::float8 as chance
    from courses c join ${SCRATCH}.lesson s on s.course_id = c.id group by c.id`);
  // a learner of keenness 1 starts each course with this chance: about meanStartedCourses in all
  await pool.query(`update ${SCRATCH}.course set chance = weight * ${Number(scale.meanStartedCourses)}
    / (select sum(weight) from ${SCRATCH}.course where published)`);
  await pool.query(`create unlogged table ${SCRATCH}.module as
    select module_id as id, course_id, min(ordinal) as lo, max(ordinal) as hi
    from ${SCRATCH}.lesson where module_id is not null group by module_id, course_id`);
  await pool.query(`create unlogged table ${SCRATCH}.exam as
    with question as (
      select q.id, q.lesson_id, q.position,
        jsonb_agg(a.id order by a.position) as answer_ids,
        (array_agg(a.id order by a.position) filter (where a.is_correct))[1] as correct_id,
        (array_agg(a.id order by a.position))[1] as first_id
      from questions q join answers a on a.question_id = q.id group by q.id
    )
    select lesson_id,
      jsonb_agg(jsonb_build_object('questionId', id, 'answerIds', answer_ids) order by position) as drawn,
      jsonb_agg(jsonb_build_object('questionId', id, 'answers', jsonb_build_array(correct_id)) order by position)
        as pass_answers,
      jsonb_agg(jsonb_build_object('questionId', id, 'answers', jsonb_build_array(first_id)) order by position)
        as fail_answers,
      count(*)::int as total, (count(*) filter (where first_id = correct_id))::int as fail_score
    from question group by lesson_id`);
  // a failed attempt answers each question's first answer: it must score below the pass mark
  const [misfit] = (
    await pool.query(`select e.lesson_id from ${SCRATCH}.exam e join lessons l on l.id = e.lesson_id
      where e.fail_score >= coalesce(l.min_questions, e.total) limit 1`)
  ).rows;
  if (misfit) throw new Error(`the failed attempts of exam ${misfit.lesson_id} would pass`);
  await pool.query(`create unlogged table ${SCRATCH}.detail as
    select k.kind, p as progress,
      case k.kind
        when 'video' then jsonb_build_object('seconds', p * 6, 'duration', 600)
        when 'pdf' then jsonb_build_object('pagesTotal', 12, 'pages',
          (select coalesce(jsonb_agg(g), '[]'::jsonb) from generate_series(1, ceil(p / 8.4)::int) g))
        else '{}'::jsonb end as detail
    from (values ('video'), ('pdf'), ('exam')) k(kind) cross join generate_series(0, 100) p`);
}

/**
 * One row per learner and course started: how far he went (`touched` lessons, the last one at
 * `partial` percent unless he finished), the course's progress by the rule, and when.
 * @param {SeedPool} pool
 * @param {TableBars} bars
 * @param {ProgressScale} scale
 */
async function startedCourses(pool, bars, scale) {
  await pool.query(`create unlogged table ${SCRATCH}.pair (
    learner_n int not null, user_id char(24) not null, course_id char(24) not null, touched int not null,
    complete boolean not null, partial float8 not null, progress float8 not null,
    started_at timestamptz not null, updated_at timestamptz not null)`);
  const visible = `(c.audience = 'all'
    or (c.audience = 'masters' and exists (select 1 from course_distributors cd
      where cd.course_id = c.id and cd.distributor_id = l.distributor_id))
    or (c.audience = 'teams' and exists (select 1 from team_users tu
      join teams t on t.id = tu.team_id and t.status = 'enabled'
      join course_teams ct on ct.team_id = tu.team_id and ct.course_id = c.id
      where tu.user_id = l.id and tu.role = 'member')))`;
  return fillByLearners(
    pool,
    bars,
    'course starts (scratch)',
    scale.learners,
    `insert into ${SCRATCH}.pair
     select learner_n, user_id, course_id, touched, complete, partial,
       ${progressOf('done', 'required')}, started_at,
       started_at + (${t0} - started_at) * power(${rand}(learner_n, course_n, 45), 3)
     from (
       select *, case when complete then 100.0 * required
         else 100.0 * prefix[touched] + (prefix[touched + 1] - prefix[touched]) * partial end as done
       from (
         select *, case when complete then 100
           when kinds[touched] = 'exam' then 0
           else 5 + floor(${rand}(learner_n, course_n, 43) * 91) end as partial
         from (
           select l.n as learner_n, l.id as user_id, c.id as course_id, c.n as course_n, c.kinds,
             c.required_prefix as prefix, c.required_prefix[c.lesson_count + 1]::float8 as required, x.complete,
             case when x.complete then c.lesson_count
               else 1 + floor(${rand}(l.n, c.n, 42) * (c.lesson_count - 1))::int end as touched,
             ${t0} - (${t0} - greatest(l.created_at, ${t0} - interval '365 days')) * ${rand}(l.n, c.n, 44)
               as started_at
           from ${SCRATCH}.learner l
           join ${SCRATCH}.course c on c.published
           cross join lateral (select ${rand}(l.n, c.n, 41) < ${Number(scale.finishedShare)} as complete) x
           where l.n between $1 and $2
             and ${rand}(l.n, c.n, 40) < least(0.9, l.activity * c.chance)
             and ${visible}
         ) drawn
       ) stopped
     ) summed`,
  );
}

/**
 * @param {SeedPool} pool
 * @param {TableBars} bars
 * @param {ProgressScale} scale
 */
function lessonProgress(pool, bars, scale) {
  return fillByLearners(
    pool,
    bars,
    'lesson_progress',
    scale.learners,
    `insert into lesson_progress (user_id, lesson_id, course_id, progress, detail, updated_at)
     select p.user_id, s.id, p.course_id, v.progress, d.detail, ${lessonTime('s.ordinal')}
     from ${SCRATCH}.pair p
     join ${SCRATCH}.lesson s on s.course_id = p.course_id and s.ordinal <= p.touched
     cross join lateral (select case when s.ordinal < p.touched or p.complete then 100 else p.partial end::int
       as progress) v
     join ${SCRATCH}.detail d on d.kind = s.kind and d.progress = v.progress
     where p.learner_n between $1 and $2 and v.progress > 0`,
  );
}

/**
 * Every module of a started modular course, as the app stores them on the first mark.
 * @param {SeedPool} pool
 * @param {TableBars} bars
 * @param {ProgressScale} scale
 */
function moduleProgress(pool, bars, scale) {
  const prefix = (/** @type {string} */ at) => `c.required_prefix[${at}]`;
  return fillByLearners(
    pool,
    bars,
    'module_progress',
    scale.learners,
    `insert into module_progress (user_id, module_id, course_id, progress, updated_at)
     select user_id, module_id, course_id, ${progressOf('done', 'required')}, updated_at
     from (
       select p.user_id, m.id as module_id, p.course_id, p.updated_at,
         (${prefix('m.hi + 1')} - ${prefix('m.lo')})::float8 as required,
         case when p.complete or p.touched > m.hi then 100.0 * (${prefix('m.hi + 1')} - ${prefix('m.lo')})
           when p.touched < m.lo then 0
           else 100.0 * (${prefix('p.touched')} - ${prefix('m.lo')})
             + (${prefix('p.touched + 1')} - ${prefix('p.touched')}) * p.partial end as done
       from ${SCRATCH}.pair p
       join ${SCRATCH}.course c on c.id = p.course_id
       join ${SCRATCH}.module m on m.course_id = p.course_id
       where p.learner_n between $1 and $2
     ) x`,
  );
}

/**
 * @param {SeedPool} pool
 * @param {TableBars} bars
 * @param {ProgressScale} scale
 */
function courseProgress(pool, bars, scale) {
  return fillByLearners(
    pool,
    bars,
    'course_progress',
    scale.learners,
    `insert into course_progress (user_id, course_id, progress, created_at, completed_at, updated_at)
     select user_id, course_id, progress, started_at,
       case when progress::real >= 99.5::real then updated_at end, updated_at
     from ${SCRATCH}.pair where learner_n between $1 and $2`,
  );
}

/**
 * Each exam reached: passed on the first try mostly (up to the third), or, where the learner
 * stopped, failed one to three times (the default limit is three tries). Tries a day or more apart.
 * @param {SeedPool} pool
 * @param {TableBars} bars
 * @param {ProgressScale} scale
 */
function examAttempts(pool, bars, scale) {
  return fillByLearners(
    pool,
    bars,
    'exam_attempts',
    scale.learners,
    `insert into exam_attempts (id, user_id, course_id, module_id, lesson_id, status, drawn, score, total, passed,
       timed_out, answers, created_at, submitted_at)
     select ${idAt('a.created_at', 'p.user_id || s.id || a.i')}, p.user_id, p.course_id, s.module_id, s.id, 'scored',
       e.drawn, case when a.passed then e.total else e.fail_score end, e.total, a.passed, false,
       case when a.passed then e.pass_answers else e.fail_answers end, a.created_at,
       a.created_at + interval '6 minutes'
     from ${SCRATCH}.pair p
     join ${SCRATCH}.lesson s on s.course_id = p.course_id and s.kind = 'exam' and s.ordinal <= p.touched
     join ${SCRATCH}.exam e on e.lesson_id = s.id
     cross join lateral (select s.ordinal < p.touched or p.complete as passes, ${lessonTime('s.ordinal')} as at,
       ${rand}(p.learner_n, hashtext(s.id), 50) as r) enc
     cross join lateral (select case when enc.passes then 1 + (enc.r < 0.2)::int + (enc.r < 0.07)::int
       else 1 + (enc.r < 0.4)::int + (enc.r < 0.15)::int end as tries) k
     cross join lateral (select i, enc.passes and i = k.tries as passed,
       enc.at - (k.tries - i) * least(interval '26 hours', (enc.at - p.started_at) / k.tries) as created_at
       from generate_series(1, k.tries) i) a
     where p.learner_n between $1 and $2`,
  );
}

/**
 * @param {SeedPool} pool
 * @param {TableBars} bars
 * @param {ProgressScale} scale
 * @param {string} adminId
 */
async function certificates(pool, bars, scale, adminId) {
  /**
   * @param {string} kind
   * @param {string} lessonId SQL of the lesson of a lesson's certificate
   * @param {string} title SQL of the printed title
   * @param {string} condition
   */
  const issue = (kind, lessonId, title, condition) => `
    insert into certificates (id, user_id, course_id, lesson_id, kind, code, holder_name, lang, title, created_at,
      expires_at, expiry_notice_at, revoked_at, revoked_reason, revoked_by)
    select ${idAt('p.updated_at', `'${kind}' || p.user_id || p.course_id`)}, p.user_id, p.course_id, ${lessonId},
      '${kind}', upper(translate(substr(md5('${kind}' || p.user_id || p.course_id) || md5(p.user_id || p.course_id),
        1, 24), '0189', 'wxyz')),
      l.name, l.lang, ${title}, p.updated_at, e.expires_at,
      case when not e.revoked and e.expires_at - interval '30 days' <= ${t0}
        then greatest(p.updated_at, e.expires_at - interval '30 days') end,
      case when e.revoked then p.updated_at + (${t0} - p.updated_at) / 2 end,
      case when e.revoked then 'Issued in error' end,
      case when e.revoked then '${adminId}' end
    from ${SCRATCH}.pair p
    join ${SCRATCH}.learner l on l.n = p.learner_n
    join ${SCRATCH}.course c on c.id = p.course_id
    cross join lateral (select p.updated_at + make_interval(months => c.validity) as expires_at,
      ${rand}(p.learner_n, hashtext(p.course_id || '${kind}'), 60) < 0.01 as revoked) e
    where p.learner_n between $1 and $2 and p.progress::real >= 99.5::real and ${condition}`;
  return [
    await fillByLearners(
      pool,
      bars,
      'certificates: courses',
      scale.learners,
      issue('course', 'null', 'c.title ->> l.lang', 'true'),
    ),
    await fillByLearners(
      pool,
      bars,
      'certificates: exams',
      scale.learners,
      issue(
        'lesson',
        'c.certificate_lesson_id',
        `(c.title ->> l.lang) || ': ' || (c.certificate_lesson_title ->> l.lang)`,
        'p.complete and c.certificate_lesson_id is not null',
      ),
    ),
  ];
}

/**
 * A learner last signed in when he last made progress; one who never did, a while after joining.
 * @param {SeedPool} pool
 * @param {TableBars} bars
 * @param {ProgressScale} scale
 */
function lastLogins(pool, bars, scale) {
  return fillByLearners(
    pool,
    bars,
    'users: last sign-in',
    scale.learners,
    `update users u set last_login_at = coalesce(x.last, l.created_at + (${t0} - l.created_at) * ${rand}(l.n, 4, 1))
     from ${SCRATCH}.learner l
     left join lateral (select max(updated_at) as last from ${SCRATCH}.pair p where p.learner_n = l.n) x on true
     where u.id = l.id and l.n between $1 and $2`,
  );
}
