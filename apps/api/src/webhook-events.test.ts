import { addDays, dayOf, type ImportRow, WEBHOOK_EVENTS } from '@academy/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assignments,
  certificates,
  lessons,
  modules,
  users,
  webhookDeliveries,
  webhookSubscriptions,
} from './db/schema/index.js';
import { newId } from './lib/ids.js';
import type { ScheduledJob } from './lib/jobs.js';
import { assignmentJobs } from './modules/assignments/index.js';
import { certificateJobs } from './modules/certificates/index.js';
import { completeCourse, publishedCourse } from './test/certificates.js';
import { type Client, client, seedCourses } from './test/course-data.js';
import { ageAttempts, linearExamCourse, setExamSettings } from './test/exam-world.js';
import {
  login,
  type MadeCountry,
  type MakeUserOptions,
  makeCountry,
  makeDistributor,
  makeUser,
} from './test/factories.js';
import { createTestApp, type TestApp } from './test/harness.js';

/**
 * Every webhook event, queued by the real change through the API (or the job that finds it), in
 * that change's transaction: one delivery per event for the one subscription, with the data the
 * event names; a change refused, or one that changes nothing, queues nothing.
 */

let t: TestApp;
let admin: Client;
let country: MadeCountry;
let distributorId: string;

beforeAll(async () => {
  t = await createTestApp();
  const made = await makeUser(t.deps.db, { type: 'admin' });
  admin = client(t.app, await login(t.app, made.email, made.password));
  country = await makeCountry(t.deps.db);
  distributorId = await makeDistributor(t.deps.db, country.id, { name: 'Hook Dist' });
  // one subscription to every event: each change shows all it queued, and what it did not
  await t.deps.db.insert(webhookSubscriptions).values({
    id: newId(),
    name: 'Everything',
    url: 'https://hooks.example.com/academy',
    events: [...WEBHOOK_EVENTS],
    secretSealed: t.deps.secrets.seal('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'),
    createdBy: made.id,
  });
});
afterAll(() => t.close());

interface Queued {
  type: string;
  data: Record<string, unknown>;
}

/** What `change` queued: the deliveries it wrote, by type. */
async function queuedBy<T>(change: () => Promise<T>): Promise<{ result: T; events: Queued[] }> {
  const ids = async () =>
    (await t.deps.db.select({ id: webhookDeliveries.id }).from(webhookDeliveries)).map((row) => row.id);
  const before = new Set(await ids());
  const result = await change();
  const rows = await t.deps.db
    .select({ id: webhookDeliveries.id, type: webhookDeliveries.eventType, data: webhookDeliveries.payload })
    .from(webhookDeliveries);
  const events = rows
    .filter((row) => !before.has(row.id))
    .map(({ type, data }) => ({ type, data }))
    .sort((a, b) => a.type.localeCompare(b.type));
  return { result, events };
}

/** The events `change` queued, expecting nothing else of it. */
const eventsOf = async (change: () => Promise<unknown>) => (await queuedBy(change)).events;

/** One run of a module's scheduled job, as the job queue starts it. */
async function runJob(jobs: ScheduledJob[], name: string) {
  const job = jobs.find((each) => each.name === name);
  if (!job) throw new Error(`no job ${name}`);
  await job.run(new AbortController().signal, { send: async () => false });
}

/** How many of the statements sent queue webhook events. */
const queuesIn = (statements: string[]) =>
  statements.filter((text) => /insert into webhook_deliveries/i.test(text)).length;

const ISO_TIME = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

/** A signed-in person of Hook Dist: his id, email and API client. */
async function person(options: MakeUserOptions = {}) {
  const made = await makeUser(t.deps.db, { countryId: country.id, distributorId, ...options });
  return {
    id: made.id,
    email: made.email,
    api: client(t.app, await login(t.app, made.email, made.password)),
  };
}

let addresses = 0;
/** A self-registration, from an address of its own so that its rate limit stays out of the way. */
const register = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/register',
    remoteAddress: `10.77.0.${++addresses}`,
    payload: {
      name: 'Rita Hook',
      email,
      password: 'secret123',
      confirmation: 'secret123',
      country: country.id,
      state: country.states[0]?.id,
      master: distributorId,
      privacy: true,
      lang: 'pt',
    },
  });

describe('people', () => {
  const personData = (fields: Record<string, unknown>) => ({
    type: 'student',
    status: 'enabled',
    lang: null,
    countryId: country.id,
    distributorId,
    ...fields,
  });

  it('person.created for a registration; one refused queues nothing', async () => {
    const { result, events } = await queuedBy(() => register('rita.hook@example.com'));
    expect(result.statusCode, result.body).toBe(200);
    expect(events).toEqual([
      {
        type: 'person.created',
        data: personData({
          _id: result.json().data._id,
          name: 'Rita Hook',
          email: 'rita.hook@example.com',
          status: 'pending',
          lang: 'pt',
        }),
      },
    ]);
    const again = await queuedBy(() => register('rita.hook@example.com'));
    expect(again.result.statusCode).not.toBe(200);
    expect(again.events).toEqual([]);
  });

  it('person.approved for an approved registration, person.changed for a rejected one; answering twice queues nothing', async () => {
    const ids = [];
    for (const email of ['approve.me@example.com', 'reject.me@example.com'])
      ids.push((await register(email)).json().data._id as string);
    const [approved, rejected] = ids as [string, string];
    const answer = (id: string, accept: boolean) => admin.post('user/accept', { userIds: [id], accept });

    expect(await eventsOf(() => answer(approved, true))).toEqual([
      {
        type: 'person.approved',
        data: personData({ _id: approved, name: 'Rita Hook', email: 'approve.me@example.com', lang: 'pt' }),
      },
    ]);
    expect(await eventsOf(() => answer(rejected, false))).toEqual([
      {
        type: 'person.changed',
        data: personData({
          _id: rejected,
          name: 'Rita Hook',
          email: 'reject.me@example.com',
          status: 'rejected',
          lang: 'pt',
        }),
      },
    ]);
    const twice = await queuedBy(() => answer(approved, true));
    expect(twice.result.status).toBe(409);
    expect(twice.events).toEqual([]);
  });

  it('person.created for a person an admin creates; a taken email queues nothing', async () => {
    const body = {
      type: 'fact',
      name: 'Carl Created',
      email: 'carl.created@example.com',
      distributor: distributorId,
    };
    const { result, events } = await queuedBy(() => admin.post('user/create', body));
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(events).toEqual([
      {
        type: 'person.created',
        data: personData({
          _id: result.body.data._id,
          type: 'fact',
          name: 'Carl Created',
          email: 'carl.created@example.com',
        }),
      },
    ]);
    const taken = await queuedBy(() => admin.post('user/create', body));
    expect(taken.result.status).toBe(409);
    expect(taken.events).toEqual([]);
  });

  it("an import's batch: person.created for its new people, person.changed for those it updates, one statement each; a dry run queues nothing", async () => {
    const known = await person({ name: 'Kim Known' });
    let line = 1;
    const row = (name: string, email: string): ImportRow => ({
      line: ++line,
      name,
      email,
      type: 'student',
      country: '',
      state: '',
      distributor: 'Hook Dist',
      team: '',
      language: '',
    });
    const rows = [
      row('Ivo Imported', 'ivo.imported@example.com'),
      row('Iris Imported', 'iris.imported@example.com'),
      row('Kim Renamed', known.email),
    ];
    const importRows = (dryRun: boolean) => admin.post('user/import', { rows, dryRun });

    expect(await eventsOf(() => importRows(true))).toEqual([]);
    const { result, events } = await queuedBy(() => t.queries.measure(() => importRows(false)));
    const outcomes = result.result.body.data.results as { outcome: string; userId: string }[];
    expect(outcomes.map((each) => each.outcome)).toEqual(['new', 'new', 'updated']);
    expect(events).toEqual([
      {
        type: 'person.changed',
        data: personData({ _id: known.id, name: 'Kim Renamed', email: known.email }),
      },
      ...[
        [outcomes[0]?.userId, 'Ivo Imported', 'ivo.imported@example.com'],
        [outcomes[1]?.userId, 'Iris Imported', 'iris.imported@example.com'],
      ].map(([_id, name, email]) => ({ type: 'person.created', data: personData({ _id, name, email }) })),
    ]);
    expect(queuesIn(result.statements)).toBe(2);
  });

  it('person.changed for a change of user/update; a change of nothing, or a refused one, queues nothing', async () => {
    const someone = await person({ name: 'Una Updated' });
    const update = (fields: Record<string, unknown>) =>
      admin.post('user/update', { _id: someone.id, ...fields });
    expect(await eventsOf(() => update({ name: 'Una Renamed', lang: 'es' }))).toEqual([
      {
        type: 'person.changed',
        data: personData({ _id: someone.id, name: 'Una Renamed', email: someone.email, lang: 'es' }),
      },
    ]);
    expect(await eventsOf(() => update({ name: 'Una Renamed' }))).toEqual([]);
    const other = await person();
    const taken = await queuedBy(() => update({ email: other.email }));
    expect(taken.result.status).toBe(409);
    expect(taken.events).toEqual([]);
  });

  it('person.changed for a saved profile; a refused save queues nothing', async () => {
    const me = await person({ name: 'Paz Profile' });
    expect(await eventsOf(() => me.api.post('user/save-data', { name: 'Paz Saved', lang: 'en' }))).toEqual([
      {
        type: 'person.changed',
        data: personData({ _id: me.id, name: 'Paz Saved', email: me.email, lang: 'en' }),
      },
    ]);
    const foreign = await queuedBy(() => me.api.post('user/save-data', { avatar: `/api/file/${newId()}` }));
    expect(foreign.result.status).toBe(400);
    expect(foreign.events).toEqual([]);
  });

  it('person.changed for a fix of the data check; a fix of nothing queues nothing', async () => {
    const loud = await person({ name: 'Lou Loud' });
    await t.deps.db.update(users).set({ email: ' Lou.Loud@Example.com' }).where(eq(users.id, loud.id));
    const fix = () => admin.get(`user/fix/email-not-normalized/${loud.id}`);
    expect(await eventsOf(fix)).toEqual([
      {
        type: 'person.changed',
        data: personData({ _id: loud.id, name: 'Lou Loud', email: 'lou.loud@example.com' }),
      },
    ]);
    expect(await eventsOf(fix)).toEqual([]);
  });

  it("person.changed for each person a distributor's removal disables; a refused removal queues nothing", async () => {
    const closing = await makeDistributor(t.deps.db, country.id, { name: 'Closing Dist' });
    const of = { countryId: country.id, distributorId: closing };
    const staff = await makeUser(t.deps.db, { type: 'master', name: 'Cleo Closing', ...of });
    const learner = await makeUser(t.deps.db, { name: 'Lia Closing', ...of });
    const remove = (id: string) => admin.del(`country/distributors/${country.id}/${id}`);
    const { result, events } = await queuedBy(() => remove(closing));
    expect(result.body.data).toEqual({ ok: true, disabledUsers: 2 });
    const disabled = (made: { id: string; email: string }, type: string, name: string) => ({
      type: 'person.changed',
      data: personData({
        _id: made.id,
        type,
        name,
        email: made.email,
        status: 'disabled',
        distributorId: null,
      }),
    });
    expect(events).toHaveLength(2);
    expect(events).toEqual(
      expect.arrayContaining([
        disabled(staff, 'master', 'Cleo Closing'),
        disabled(learner, 'student', 'Lia Closing'),
      ]),
    );
    const gone = await queuedBy(() => remove(closing));
    expect(gone.result.status).toBe(404);
    expect(gone.events).toEqual([]);
  });
});

describe('learning', () => {
  /** The certificate.* data of a stored certificate. */
  async function certificateData(id: string, holder: { id: string; email: string }) {
    const [row] = await t.deps.db.select().from(certificates).where(eq(certificates.id, id));
    if (!row) throw new Error(`no certificate ${id}`);
    return {
      _id: row.id,
      code: row.code,
      kind: row.kind,
      title: row.title,
      user: { _id: holder.id, email: holder.email },
      course: row.courseId ? { _id: row.courseId } : null,
      lesson: row.lessonId ? { _id: row.lessonId } : null,
      issuedAt: row.issuedAt.toISOString(),
      expiresAt: row.expiresAt?.toISOString() ?? null,
      renews: row.renewsId ? { _id: row.renewsId } : null,
      revokedAt: row.revokedAt?.toISOString() ?? null,
    };
  }

  const completion = (learner: { id: string; email: string }, courseId: string, title: string) => ({
    type: 'course.completed',
    data: {
      user: { _id: learner.id, email: learner.email },
      course: { _id: courseId, title: { en: `${title} (en)`, pt: `${title} (pt)`, es: `${title} (es)` } },
      completedAt: ISO_TIME,
    },
  });

  it('course.completed and certificate.issued by the mark that completes a course; a plain or refused mark queues nothing', async () => {
    const course = await publishedCourse(t, { title: 'Hooked course', lessons: 2, validityMonths: 12 });
    const learner = await person();
    const mark = (lessonId: string) =>
      learner.api.post('user/progress/mark', { courseId: course.courseId, lessonId, progress: 100 });
    const plain = await queuedBy(() => t.queries.measure(() => mark(course.lessonIds[0] as string)));
    expect(plain.events).toEqual([]);
    expect(queuesIn(plain.result.statements)).toBe(0);
    const refused = await queuedBy(() => mark(newId()));
    expect(refused.result.status).toBe(404);
    expect(refused.events).toEqual([]);

    const { result, events } = await queuedBy(() =>
      t.queries.measure(() => mark(course.lessonIds[1] as string)),
    );
    // a statement for each of its two events
    expect(queuesIn(result.statements)).toBe(2);
    const [issued] = await t.deps.db.select().from(certificates).where(eq(certificates.userId, learner.id));
    expect(events).toEqual([
      { type: 'certificate.issued', data: await certificateData(issued?.id as string, learner) },
      completion(learner, course.courseId, 'Hooked course'),
    ]);
    expect(events[0]?.data).toMatchObject({ kind: 'course', expiresAt: ISO_TIME });
    // marked again, the course completed already: nothing new
    expect(await eventsOf(() => mark(course.lessonIds[1] as string))).toEqual([]);
  });

  describe('exams', () => {
    const examOf = async () => {
      await setExamSettings(t, 0, 0);
      return linearExamCourse(admin, { time_limit_minutes: 5 }, false);
    };
    const ids = (exam: { courseId: string; examId: string }) => ({
      courseId: exam.courseId,
      lessonId: exam.examId,
    });
    const start = async (learner: { api: Client }, exam: { courseId: string; examId: string }) => {
      const res = await learner.api.post('user/test/start_attempt', ids(exam));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.attempt as { _id: string; questions: { _id: string }[] };
    };
    /** Sits an attempt: every answer right, or none given. */
    async function sit(learner: { api: Client }, exam: { courseId: string; examId: string }, right: boolean) {
      const attempt = await start(learner, exam);
      const key = (await admin.get(`course/module/exam/get-answers/${exam.courseId}/${exam.examId}`)).body
        .data;
      const correct = new Map<string, string[]>(
        key.questions.map((q: { _id: string; answers: { _id: string; correct: boolean }[] }) => [
          q._id,
          q.answers.filter((a) => a.correct).map((a) => a._id),
        ]),
      );
      return learner.api.post('user/test/register_attempt', {
        ids: { ...ids(exam), attemptId: attempt._id },
        userAnswers: attempt.questions.map((q) => ({
          questionID: q._id,
          answers: right ? correct.get(q._id) : [],
        })),
      });
    }
    const examData = (
      learner: { id: string; email: string },
      exam: { courseId: string; examId: string },
      fields: Record<string, unknown>,
    ) => ({
      user: { _id: learner.id, email: learner.email },
      course: { _id: exam.courseId },
      lesson: { _id: exam.examId },
      attempt: { _id: expect.any(String) },
      total: 2,
      timedOut: false,
      submittedAt: ISO_TIME,
      ...fields,
    });

    it('exam.failed, then exam.passed with what the pass completes; a submission with no attempt open queues nothing', async () => {
      const exam = await examOf();
      const learner = await person();
      const failed = await queuedBy(() => sit(learner, exam, false));
      expect(failed.events).toEqual([
        {
          type: 'exam.failed',
          data: examData(learner, exam, {
            attempt: { _id: failed.result.body.data._id },
            score: 0,
            passed: false,
          }),
        },
      ]);
      const passed = await queuedBy(() => sit(learner, exam, true));
      expect(passed.result.body.data.passed).toBe(true);
      expect(passed.events.map((event) => event.type)).toEqual([
        'certificate.issued',
        'certificate.issued',
        'course.completed',
        'exam.passed',
      ]);
      expect(passed.events[3]?.data).toEqual(
        examData(learner, exam, { attempt: { _id: passed.result.body.data._id }, score: 2, passed: true }),
      );
      const closed = await queuedBy(() =>
        learner.api.post('user/test/register_attempt', { ids: ids(exam), userAnswers: [] }),
      );
      expect(closed.result.status).not.toBe(200);
      expect(closed.events).toEqual([]);
    });

    it('exam.failed, once, for an attempt left open past its time, when the exam is next read', async () => {
      const exam = await examOf();
      const learner = await person();
      const attempt = await start(learner, exam);
      const check = () => learner.api.post('user/test/check_module', ids(exam));
      expect(await eventsOf(check)).toEqual([]);
      await ageAttempts(t, learner.id, 6 * 60_000);
      expect(await eventsOf(check)).toEqual([
        {
          type: 'exam.failed',
          data: examData(learner, exam, {
            attempt: { _id: attempt._id },
            score: 0,
            passed: false,
            timedOut: true,
          }),
        },
      ]);
      expect(await eventsOf(check)).toEqual([]);
    });

    it('exam.passed when an admin forces a pass; forcing it again, or a learner forcing it, queues nothing', async () => {
      const exam = await examOf();
      const learner = await person();
      const force = (api: Client) =>
        api.post('user/progress/force_update_exam', { userId: learner.id, ...ids(exam) });
      const refused = await queuedBy(() => force(learner.api));
      expect(refused.result.status).toBe(403);
      expect(refused.events).toEqual([]);
      const { events } = await queuedBy(() => force(admin));
      expect(events.map((event) => event.type)).toEqual([
        'certificate.issued',
        'certificate.issued',
        'course.completed',
        'exam.passed',
      ]);
      expect(events[3]?.data).toEqual(examData(learner, exam, { score: 1, total: 1, passed: true }));
      expect(await eventsOf(() => force(admin))).toEqual([]);
    });
  });

  it("certificate.renewed, with course.completed, when a holder completes a new version's changed part", async () => {
    const [courseId] = (await seedCourses(t.deps.db, 1, {
      structure: 'modular',
      modules: 2,
      lessonsPerModule: 1,
    })) as [string];
    const parts = await t.deps.db
      .select()
      .from(modules)
      .where(eq(modules.courseId, courseId))
      .orderBy(asc(modules.position));
    const lessonIds = (
      await t.deps.db
        .select()
        .from(lessons)
        .where(eq(lessons.courseId, courseId))
        .orderBy(asc(lessons.position))
    ).map((row) => row.id);
    const holder = await person();
    await completeCourse(holder.api, { courseId, lessonIds });
    const [first] = await t.deps.db.select().from(certificates).where(eq(certificates.userId, holder.id));

    // the part opened again completes nothing: no event
    const publish = () =>
      admin.post('course/publish-version', {
        courseId,
        changedModules: [parts[1]?.id],
        deadline: addDays(dayOf(new Date()), 30),
      });
    expect(await eventsOf(publish)).toEqual([]);
    const { events } = await queuedBy(() =>
      completeCourse(holder.api, { courseId, lessonIds: [lessonIds[1] as string] }),
    );
    const [renewal] = await t.deps.db
      .select()
      .from(certificates)
      .where(and(eq(certificates.userId, holder.id), eq(certificates.renewsId, first?.id as string)));
    expect(events).toEqual([
      { type: 'certificate.renewed', data: await certificateData(renewal?.id as string, holder) },
      {
        type: 'course.completed',
        data: expect.objectContaining({
          user: { _id: holder.id, email: holder.email },
          course: expect.objectContaining({ _id: courseId }),
        }),
      },
    ]);
    expect(events[0]?.data.renews).toEqual({ _id: first?.id });
  });

  it('certificate.revoked, once; a refused revocation queues nothing', async () => {
    const course = await publishedCourse(t, { title: 'Revoked course', lessons: 1 });
    const holder = await person();
    await completeCourse(holder.api, course);
    const [held] = await t.deps.db.select().from(certificates).where(eq(certificates.userId, holder.id));
    const revoke = (api: Client) =>
      api.post('certificate/revoke', { code: held?.code, reason: 'Exam fraud' });
    const refused = await queuedBy(() => revoke(holder.api));
    expect(refused.result.status).toBe(403);
    expect(refused.events).toEqual([]);
    const { events } = await queuedBy(() => revoke(admin));
    expect(events).toEqual([
      { type: 'certificate.revoked', data: await certificateData(held?.id as string, holder) },
    ]);
    expect(events[0]?.data.revokedAt).toEqual(ISO_TIME);
    expect(await eventsOf(() => revoke(admin))).toEqual([]);
  });

  it('certificate.issued for each custom certificate, in one statement; a refused batch queues nothing', async () => {
    const [ana, juan] = [await person(), await person()];
    const issue = (userIds: string[]) =>
      admin.post('user/custom-certificates', {
        users: userIds,
        certificate: { title: 'Best installer', text: 'For the most links', validityMonths: 12 },
      });
    const refused = await queuedBy(() => issue([ana.id, newId()]));
    expect(refused.result.status).toBe(400);
    expect(refused.events).toEqual([]);
    const { result, events } = await queuedBy(() => t.queries.measure(() => issue([ana.id, juan.id])));
    const items = result.result.body.data.items as { _id: string; userId: string }[];
    const holderOf = (item: { userId: string }) => (item.userId === ana.id ? ana : juan);
    const expected = await Promise.all(
      items.map(async (item) => ({
        type: 'certificate.issued',
        data: await certificateData(item._id, holderOf(item)),
      })),
    );
    expect(events).toHaveLength(2);
    expect(events).toEqual(expect.arrayContaining(expected));
    expect(queuesIn(result.statements)).toBe(1);
  });

  it('certificate.expiring, once, from the expiry job', async () => {
    const course = await publishedCourse(t, { title: 'Ending course', lessons: 1, validityMonths: 12 });
    const holder = await person();
    await completeCourse(holder.api, course);
    const [held] = await t.deps.db.select().from(certificates).where(eq(certificates.userId, holder.id));
    await t.deps.db
      .update(certificates)
      .set({ expiresAt: new Date(Date.now() + 10 * 86_400_000) })
      .where(eq(certificates.id, held?.id as string));
    const run = () => runJob(certificateJobs(t.deps), 'certificate-expiry');
    expect(await eventsOf(run)).toEqual([
      { type: 'certificate.expiring', data: await certificateData(held?.id as string, holder) },
    ]);
    expect(await eventsOf(run)).toEqual([]);
  });
});

describe('assignments', () => {
  it('assignment.overdue, once, when the reminders job finds it overdue', async () => {
    const course = await publishedCourse(t, { title: 'Due course', lessons: 1 });
    const learner = await person();
    const assigned = await admin.post('assignment/create', {
      item: { kind: 'course', id: course.courseId },
      audience: { people: [learner.id] },
      due: { date: addDays(dayOf(new Date()), 3) },
    });
    expect(assigned.body.data, JSON.stringify(assigned.body)).toMatchObject({ assigned: 1 });
    const yesterday = addDays(dayOf(new Date()), -1);
    const [row] = await t.deps.db
      .update(assignments)
      .set({ dueOn: yesterday })
      .where(eq(assignments.userId, learner.id))
      .returning({ id: assignments.id });
    const run = () => runJob(assignmentJobs(t.deps), 'assignment-reminders');
    expect(await eventsOf(run)).toEqual([
      {
        type: 'assignment.overdue',
        data: {
          _id: row?.id,
          user: { _id: learner.id, email: learner.email },
          item: { kind: 'course', _id: course.courseId },
          dueOn: yesterday,
        },
      },
    ]);
    expect(await eventsOf(run)).toEqual([]);
  });
});
