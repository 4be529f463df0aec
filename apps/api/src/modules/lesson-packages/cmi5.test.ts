import type { PackageUnit } from '@academy/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  certificates,
  cmi5Sessions,
  cmi5Statements,
  lessonProgress,
  packageAttempts,
  packageUnitData,
} from '../../db/schema/index.js';
import {
  cmi5Statement,
  http,
  launchUnit,
  type PlayedUnit,
  playUnit,
  sendStatements,
  sent,
  stateQuery,
  xapi,
} from '../../test/cmi5-unit.js';
import { client } from '../../test/course-data.js';
import { type Learner, setExamSettings, signIn } from '../../test/exam-world.js';
import { login, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { makePackage, packageCourse } from '../../test/package-world.js';

let t: TestApp;
let admin: Learner;
/** the server's address over real HTTP: units talk to it as a browser would */
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, 'admin');
  await setExamSettings(t, 0, 0);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const au = (n: number, moveOn: string, extra: Partial<PackageUnit> = {}): PackageUnit => ({
  id: `https://academy.example/au/${n}`,
  title: `Unit ${n}`,
  launch: `au${n}/index.html`,
  moveOn,
  ...extra,
});

/** A learner with a token, and his open attempt at a published lesson of a cmi5 package of `units`. */
async function learnerAt(units: PackageUnit[], lessonExtra: Record<string, unknown> = {}) {
  const packageId = await makePackage(t.deps.db, 'cmi5', units);
  const lesson = await packageCourse(admin.api, packageId, lessonExtra);
  const user = await makeUser(t.deps.db);
  const token = await login(t.app, user.email, user.password);
  const opened = await client(t.app, token).post('package-attempts/open', { ...lesson, lang: 'en' });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  const attemptId: string = opened.body.data.standing.attemptId;
  return { id: user.id, token, packageId, lesson, attemptId };
}

const attemptOf = async (attemptId: string) =>
  (await t.deps.db.select().from(packageAttempts).where(eq(packageAttempts.id, attemptId)))[0];

const progressOf = async (userId: string, lessonId: string) =>
  (
    await t.deps.db
      .select({ progress: lessonProgress.progress })
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonId, lessonId)))
  )[0]?.progress ?? 0;

/** Everything a session left: its row, its statements, and the unit data of its attempt. */
async function whatIsKept(attemptId: string) {
  const sessions = await t.deps.db
    .select()
    .from(cmi5Sessions)
    .where(eq(cmi5Sessions.attemptId, attemptId))
    .orderBy(asc(cmi5Sessions.createdAt), asc(cmi5Sessions.id));
  const statements = await t.deps.db
    .select({ id: cmi5Statements.id, verb: cmi5Statements.verb })
    .from(cmi5Statements)
    .innerJoin(cmi5Sessions, eq(cmi5Sessions.id, cmi5Statements.sessionId))
    .where(eq(cmi5Sessions.attemptId, attemptId))
    .orderBy(asc(cmi5Statements.storedAt), asc(cmi5Statements.id));
  const data = await t.deps.db.select().from(packageUnitData).where(eq(packageUnitData.attemptId, attemptId));
  return { sessions, statements, data, attempt: await attemptOf(attemptId) };
}

describe('a cmi5 unit played from launch to end', () => {
  it('launches with its parameters, hands its token out once, and its statements complete the lesson with its certificate', async () => {
    const unit = au(1, 'CompletedAndPassed', { masteryScore: 0.8, launchParameters: '{"level":2}' });
    const learner = await learnerAt([unit], { generate_certificate: true });
    const attempt = await attemptOf(learner.attemptId);

    const launched = await launchUnit(base, learner.token, learner.attemptId, unit.id);
    expect(launched.status, JSON.stringify(launched.body)).toBe(200);
    const url = new URL(launched.body.data.url);
    expect(`${url.origin}${url.pathname}`).toBe(
      `${base}/api/package-files/${learner.packageId}/au1/index.html`,
    );
    expect(url.searchParams.get('endpoint')).toBe(`${base}/api/xapi/`);
    expect(url.searchParams.get('fetch')).toMatch(
      new RegExp(`^${base}/api/xapi/fetch/[0-9a-f]{24}[\\w-]{43}$`),
    );
    expect(JSON.parse(url.searchParams.get('actor') ?? '')).toEqual({
      objectType: 'Agent',
      account: { homePage: base, name: learner.id },
    });
    expect(url.searchParams.get('registration')).toBe(attempt?.registration);
    expect(url.searchParams.get('activityId')).toBe(unit.id);

    // the fetch URL answers the token once, then cmi5's error; only the token's hash is kept
    const fetchUrl = url.searchParams.get('fetch') ?? '';
    const first = await http(fetchUrl, { method: 'POST' });
    expect(first.status).toBe(200);
    const token: string = first.body['auth-token'];
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(32);
    const again = await http(fetchUrl, { method: 'POST', body: {} });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ 'error-code': '1', 'error-text': expect.any(String) });
    const unknown = await http(`${base}/api/xapi/fetch/${'0'.repeat(24)}nothing`, { method: 'POST' });
    expect(unknown.body['error-code']).toBe('2');
    expect((await http(`${base}/api/xapi/fetch/x`, { method: 'POST' })).body['error-code']).toBe('2');
    const [session] = (await whatIsKept(learner.attemptId)).sessions;
    expect(session?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(session)).not.toContain(token);

    // the unit reads LMS.LaunchData as cmi5 defines it
    const played: PlayedUnit = {
      url,
      endpoint: `${base}/api/xapi/`,
      fetchUrl,
      actor: JSON.parse(url.searchParams.get('actor') ?? ''),
      registration: url.searchParams.get('registration') ?? '',
      activityId: unit.id,
      token,
      sessionId: '',
    };
    const launchData = await xapi(played, 'GET', 'activities/state', {
      query: stateQuery(played, 'LMS.LaunchData'),
    });
    expect(launchData.status).toBe(200);
    expect(launchData.headers.get('x-experience-api-version')).toBe('1.0.3');
    expect(launchData.body).toEqual({
      contextTemplate: {
        contextActivities: { grouping: [{ id: unit.id }] },
        extensions: { 'https://w3id.org/xapi/cmi5/context/extensions/sessionid': session?.sessionId },
      },
      launchMode: 'Normal',
      moveOn: 'CompletedAndPassed',
      masteryScore: 0.8,
      launchParameters: '{"level":2}',
    });
    played.sessionId = session?.sessionId ?? '';

    const [initializedId] = await sent(played, cmi5Statement(played, 'initialized'));
    expect((await attemptOf(learner.attemptId))?.completion).toBe('incomplete');
    // a statement the unit makes of its own (cmi5 "allowed") is kept and moves nothing
    await sent(played, {
      ...cmi5Statement(played, 'initialized'),
      verb: { id: 'http://adlnet.gov/expapi/verbs/answered' },
      object: { id: `${unit.id}/question/1` },
      context: { ...cmi5Statement(played, 'initialized').context, contextActivities: {} },
      result: { success: true, response: 'b' },
    });
    await sent(
      played,
      cmi5Statement(played, 'completed', { result: { completion: true, duration: 'PT4M' } }),
    );
    expect(await progressOf(learner.id, learner.lesson.lessonId)).toBe(0);

    await sent(
      played,
      cmi5Statement(played, 'passed', {
        result: { success: true, score: { scaled: 0.9 }, duration: 'PT5M' },
      }),
    );
    expect(await progressOf(learner.id, learner.lesson.lessonId)).toBe(100);
    expect(await attemptOf(learner.attemptId)).toMatchObject({
      completion: 'completed',
      success: 'passed',
      score: 90,
      seconds: 300,
      endedAt: null,
    });
    const held = await t.deps.db.select().from(certificates).where(eq(certificates.userId, learner.id));
    expect(held.map((one) => one.kind).sort()).toEqual(['course', 'lesson']);

    await sent(played, cmi5Statement(played, 'terminated', { result: { duration: 'PT6M' } }));
    const kept = await whatIsKept(learner.attemptId);
    expect(kept.attempt?.seconds).toBe(360);
    expect(kept.sessions[0]?.verbs).toEqual(['launched', 'initialized', 'completed', 'passed', 'terminated']);
    expect(kept.sessions[0]?.terminatedAt).not.toBeNull();
    expect(kept.statements.map((row) => row.verb.split('/').at(-1))).toEqual([
      'launched',
      'initialized',
      'answered',
      'completed',
      'passed',
      'terminated',
    ]);
    expect(kept.statements.map((row) => row.id)).toContain(initializedId);

    // the token opens nothing once its session ended
    const late = await sendStatements(played, cmi5Statement(played, 'completed'));
    expect(late.status).toBe(401);
    expect((await xapi(played, 'GET', 'activities/state', { query: stateQuery(played) })).status).toBe(401);
    expect((await whatIsKept(learner.attemptId)).statements).toHaveLength(6);
  });
});

describe("cmi5's moveOn", () => {
  it.each([
    ['Completed', ['completed'], [100]],
    ['Passed', ['completed', 'passed'], [0, 100]],
    ['CompletedAndPassed', ['passed', 'completed'], [0, 100]],
    ['CompletedOrPassed', ['passed'], [100]],
    ['CompletedOrPassed', ['completed'], [100]],
  ] as const)('%s: after %j the lesson stands at %j', async (moveOn, verbs, progress) => {
    const unit = au(1, moveOn);
    const learner = await learnerAt([unit]);
    const played = await playUnit(base, learner.token, learner.attemptId, unit.id);
    await sent(played, cmi5Statement(played, 'initialized'));
    for (const [index, verb] of verbs.entries()) {
      const result = verb === 'passed' ? { success: true } : { completion: true };
      await sent(played, cmi5Statement(played, verb, { result }));
      expect(await progressOf(learner.id, learner.lesson.lessonId)).toBe(progress[index]);
    }
  });

  it('NotApplicable: the launch satisfies the unit, and each unit of a package counts for its share', async () => {
    const units = [au(1, 'NotApplicable'), au(2, 'Completed')];
    const learner = await learnerAt(units);
    expect((await launchUnit(base, learner.token, learner.attemptId, units[0]?.id ?? '')).status).toBe(200);
    expect(await progressOf(learner.id, learner.lesson.lessonId)).toBe(50);
    // launching it again changes nothing
    expect((await launchUnit(base, learner.token, learner.attemptId, units[0]?.id ?? '')).status).toBe(200);
    expect(await progressOf(learner.id, learner.lesson.lessonId)).toBe(50);
    const second = await playUnit(base, learner.token, learner.attemptId, units[1]?.id ?? '');
    await sent(second, cmi5Statement(second, 'initialized'));
    await sent(second, cmi5Statement(second, 'completed', { result: { completion: true } }));
    expect(await progressOf(learner.id, learner.lesson.lessonId)).toBe(100);
  });

  it('failing a unit that asks for passing ends the attempt; its session still terminates; no new launch in it', async () => {
    const unit = au(1, 'Passed', { masteryScore: 0.7 });
    const learner = await learnerAt([unit]);
    const played = await playUnit(base, learner.token, learner.attemptId, unit.id);
    await sent(played, cmi5Statement(played, 'initialized'));
    await sent(
      played,
      cmi5Statement(played, 'failed', {
        result: { success: false, score: { scaled: 0.5 }, duration: 'PT2M' },
      }),
    );
    const ended = await attemptOf(learner.attemptId);
    expect(ended).toMatchObject({ success: 'failed', score: 50, seconds: 120 });
    expect(ended?.endedAt).not.toBeNull();
    await sent(played, cmi5Statement(played, 'terminated', { result: { duration: 'PT3M' } }));
    expect(await attemptOf(learner.attemptId)).toEqual(ended);
    const relaunch = await launchUnit(base, learner.token, learner.attemptId, unit.id);
    expect(relaunch.status).toBe(409);
    expect(relaunch.body.error).toBe('exam-no-attempt');
  });

  it('a failure where completing is enough ends nothing: completing still satisfies the unit', async () => {
    const unit = au(1, 'CompletedOrPassed');
    const learner = await learnerAt([unit]);
    const played = await playUnit(base, learner.token, learner.attemptId, unit.id);
    await sent(played, cmi5Statement(played, 'initialized'));
    await sent(
      played,
      cmi5Statement(played, 'failed', { result: { success: false, score: { scaled: 0.2 } } }),
    );
    expect((await attemptOf(learner.attemptId))?.endedAt).toBeNull();
    await sent(played, cmi5Statement(played, 'completed', { result: { completion: true } }));
    expect(await progressOf(learner.id, learner.lesson.lessonId)).toBe(100);
  });
});

describe('what the endpoint refuses', () => {
  it('refuses each bad statement whole, keeping nothing of it, and answers on meanwhile', async () => {
    const units = [au(1, 'Passed', { masteryScore: 0.8 }), au(2, 'Completed')];
    const learner = await learnerAt(units);
    const played = await playUnit(base, learner.token, learner.attemptId, units[0]?.id ?? '');
    const other = await learnerAt([au(1, 'Completed')]);
    const othersUnit = await playUnit(base, other.token, other.attemptId, au(1, 'Completed').id);

    const refusedWith = async (status: number, answer: Promise<{ status: number; body: unknown }>) => {
      const before = await whatIsKept(learner.attemptId);
      const { status: got, body } = await answer;
      expect(got, JSON.stringify(body)).toBe(status);
      expect(await whatIsKept(learner.attemptId)).toEqual(before);
      return body as { error: string; fields?: Record<string, string> };
    };

    // nothing comes before initialized
    const early = await refusedWith(403, sendStatements(played, cmi5Statement(played, 'completed')));
    expect(early.fields).toEqual({ 'statements.0': 'cmi5.notInitialized' });
    await sent(played, cmi5Statement(played, 'initialized'));

    const context = cmi5Statement(played, 'passed').context;
    const cases: [string, Record<string, unknown>][] = [
      ['cmi5.notTheRegistration', { context: { ...context, registration: other.attemptId } }],
      [
        'cmi5.notTheSession',
        {
          context: {
            ...context,
            extensions: { [Object.keys(context.extensions)[0] ?? '']: othersUnit.sessionId },
          },
        },
      ],
      ['cmi5.notTheLearner', { actor: othersUnit.actor }],
      ['cmi5.notTheUnit', { object: { id: units[1]?.id } }],
      ['cmi5.belowMastery', { result: { success: true, score: { scaled: 0.79 } } }],
      ['cmi5.initializedTwice', { verb: { id: 'http://adlnet.gov/expapi/verbs/initialized' } }],
      ['cmi5.lmsVerb', { verb: { id: 'http://adlnet.gov/expapi/verbs/launched' } }],
      ['cmi5.lmsVerb', { verb: { id: 'https://w3id.org/xapi/adl/verbs/waived' } }],
    ];
    for (const [reason, change] of cases) {
      const refused = await refusedWith(403, sendStatements(played, cmi5Statement(played, 'passed', change)));
      expect(refused.fields, reason).toEqual({ 'statements.0': reason });
    }
    // a batch with one bad statement keeps none of it
    const batch = await refusedWith(
      403,
      sendStatements(
        played,
        cmi5Statement(played, 'completed'),
        cmi5Statement(played, 'passed', { actor: othersUnit.actor }),
      ),
    );
    expect(batch.fields).toEqual({ 'statements.1': 'cmi5.notTheLearner' });
    // another unit's statement sent with this session's token
    await refusedWith(403, sendStatements(played, cmi5Statement(othersUnit, 'completed')));

    // no token, a wrong one, another session's made up, no version: refused before anything is read
    const statement = cmi5Statement(played, 'completed');
    await refusedWith(401, xapi({ ...played, token: '' }, 'POST', 'statements', { body: statement }));
    await refusedWith(
      401,
      xapi({ ...played, token: 'd3JvbmcgdG9rZW4=' }, 'POST', 'statements', { body: statement }),
    );
    await refusedWith(
      401,
      xapi(played, 'POST', 'statements', {
        body: statement,
        headers: { authorization: `Bearer ${played.token}` },
      }),
    );
    await refusedWith(
      400,
      xapi(played, 'POST', 'statements', { body: statement, headers: { 'x-experience-api-version': '' } }),
    );
    await refusedWith(
      400,
      xapi(played, 'POST', 'statements', {
        body: statement,
        headers: { 'x-experience-api-version': '2.0.0' },
      }),
    );
    // not xAPI: no verb, a score out of range, a duration that is none, not JSON, twice the same id
    const { verb: _verb, ...verbless } = statement;
    await refusedWith(400, sendStatements(played, verbless));
    await refusedWith(
      400,
      sendStatements(played, cmi5Statement(played, 'passed', { result: { score: { scaled: 2 } } })),
    );
    await refusedWith(
      400,
      sendStatements(played, cmi5Statement(played, 'completed', { result: { duration: '5 min' } })),
    );
    await refusedWith(
      400,
      xapi(played, 'POST', 'statements', {
        body: Buffer.from('{"not": json'),
        headers: { 'content-type': 'application/json' },
      }),
    );
    await refusedWith(400, sendStatements(played, statement, statement));
    await refusedWith(
      400,
      sendStatements(played, { ...statement, context: { ...statement.context, x: '\u0000' } }),
    );
    // nested too deep to be written out again (sent as text: the test could not write it out either)
    const deep = JSON.stringify(
      cmi5Statement(played, 'completed', { result: { extensions: 'DEEP' } }),
    ).replace('"DEEP"', `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`);
    await refusedWith(
      400,
      xapi(played, 'POST', 'statements', {
        body: Buffer.from(deep),
        headers: { 'content-type': 'application/json' },
      }),
    );
    // too large to read
    const huge = cmi5Statement(played, 'completed', {
      result: { completion: true, extensions: { x: 'x'.repeat(300_000) } },
    });
    await refusedWith(413, sendStatements(played, huge));

    // the server answers on, and the session goes on where it stood
    await sent(
      played,
      cmi5Statement(played, 'passed', { result: { success: true, score: { scaled: 0.85 } } }),
    );
    expect(await progressOf(learner.id, learner.lesson.lessonId)).toBe(50);
    // one of passed or failed per session, and no failure after a pass
    const twice = await refusedWith(403, sendStatements(played, cmi5Statement(played, 'failed')));
    expect(twice.fields).toEqual({ 'statements.0': 'cmi5.passedOrFailedTwice' });

    // a statement after terminated, in the same batch
    const after = await refusedWith(
      403,
      sendStatements(played, cmi5Statement(played, 'terminated'), cmi5Statement(played, 'completed')),
    );
    expect(after.fields).toEqual({ 'statements.1': 'cmi5.afterTerminated' });
  });

  it('takes a statement sent again once, and refuses another under a stored id', async () => {
    const unit = au(1, 'Completed');
    const learner = await learnerAt([unit]);
    const played = await playUnit(base, learner.token, learner.attemptId, unit.id);
    const initialized = cmi5Statement(played, 'initialized');
    expect(await sent(played, initialized)).toEqual([initialized.id]);
    // a retry of a statement whose answer was lost
    expect(await sent(played, initialized)).toEqual([initialized.id]);
    const put = await xapi(played, 'PUT', 'statements', {
      query: { statementId: initialized.id },
      body: initialized,
    });
    expect(put.status).toBe(204);
    expect((await whatIsKept(learner.attemptId)).statements).toHaveLength(2);
    const conflict = await sendStatements(played, {
      ...cmi5Statement(played, 'completed'),
      id: initialized.id,
    });
    expect(conflict.status).toBe(409);

    const completed = cmi5Statement(played, 'completed', { result: { completion: true } });
    const { id, ...withoutId } = completed;
    const differs = await xapi(played, 'PUT', 'statements', {
      query: { statementId: initialized.id },
      body: completed,
    });
    expect(differs.status).toBe(400);
    expect(
      (await xapi(played, 'PUT', 'statements', { query: { statementId: id }, body: withoutId })).status,
    ).toBe(204);
    expect(await progressOf(learner.id, learner.lesson.lessonId)).toBe(100);
  });

  it("launches only the learner's own open attempt, a cmi5 unit of it, signed in", async () => {
    const unit = au(1, 'Completed');
    const learner = await learnerAt([unit]);
    const other = await learnerAt([unit]);
    const foreign = await launchUnit(base, other.token, learner.attemptId, unit.id);
    expect(foreign.status).toBe(404);
    expect(
      (await launchUnit(base, learner.token, learner.attemptId, 'https://academy.example/au/9')).status,
    ).toBe(400);
    const scorm = await makePackage(t.deps.db, 'scorm12');
    const scormLesson = await packageCourse(admin.api, scorm);
    const opened = await client(t.app, learner.token).post('package-attempts/open', {
      ...scormLesson,
      lang: 'en',
    });
    expect((await launchUnit(base, learner.token, opened.body.data.standing.attemptId, 'sco-1')).status).toBe(
      400,
    );
    const signedOut = await http(`${base}/api/package-attempts/${learner.attemptId}/cmi5-launch`, {
      method: 'POST',
      body: { unitId: unit.id },
    });
    expect(signedOut.status).toBe(401);
    expect((await whatIsKept(learner.attemptId)).sessions).toEqual([]);
  });

  it("abandons the unit's open session at a new launch: its token opens nothing more", async () => {
    const unit = au(1, 'Completed');
    const learner = await learnerAt([unit]);
    const first = await playUnit(base, learner.token, learner.attemptId, unit.id);
    await sent(first, cmi5Statement(first, 'initialized'));
    const second = await playUnit(base, learner.token, learner.attemptId, unit.id);
    expect(second.sessionId).not.toBe(first.sessionId);
    expect(second.registration).toBe(first.registration);
    expect((await sendStatements(first, cmi5Statement(first, 'completed'))).status).toBe(401);
    const kept = await whatIsKept(learner.attemptId);
    expect(kept.sessions.map((session) => session.verbs)).toEqual([
      ['launched', 'initialized', 'abandoned'],
      ['launched'],
    ]);
    // the abandoned session's statement and the new launch's are stored at the same time
    expect(kept.statements.map((row) => row.verb.split('/').at(-1)).sort()).toEqual([
      'abandoned',
      'initialized',
      'launched',
      'launched',
    ]);
    await sent(second, cmi5Statement(second, 'initialized'));
    await sent(second, cmi5Statement(second, 'completed', { result: { completion: true } }));
    expect(await progressOf(learner.id, learner.lesson.lessonId)).toBe(100);
  });
});

describe("a unit's state documents", () => {
  it('keeps its documents per unit and attempt, across sessions, within their limits', async () => {
    const unit = au(1, 'Completed');
    const learner = await learnerAt([unit]);
    const played = await playUnit(base, learner.token, learner.attemptId, unit.id);
    const state = (method: string, stateId?: string, body?: unknown, headers?: Record<string, string>) =>
      xapi(played, method, 'activities/state', { query: stateQuery(played, stateId), body, headers });

    expect((await state('PUT', 'bookmark', { page: 3, answers: [1, 2] })).status).toBe(204);
    expect((await state('POST', 'bookmark', { page: 4, seen: true })).status).toBe(204);
    expect((await state('GET', 'bookmark')).body).toEqual({ page: 4, answers: [1, 2], seen: true });
    const bytes = Buffer.from([0, 1, 2, 255, 254]);
    expect(
      (await state('PUT', 'suspend', bytes, { 'content-type': 'application/octet-stream' })).status,
    ).toBe(204);
    const read = await fetch(
      `${played.endpoint}activities/state?${new URLSearchParams(stateQuery(played, 'suspend'))}`,
      {
        headers: { authorization: `Basic ${played.token}`, 'x-experience-api-version': '1.0.3' },
      },
    );
    expect(read.headers.get('content-type')).toBe('application/octet-stream');
    expect(Buffer.from(await read.arrayBuffer())).toEqual(bytes);
    expect((await state('GET')).body).toEqual(['LMS.LaunchData', 'bookmark', 'suspend']);
    // merging needs two JSON objects
    expect((await state('POST', 'suspend', { page: 1 })).status).toBe(400);

    // a relaunch finds them again
    const again = await playUnit(base, learner.token, learner.attemptId, unit.id);
    const stateAgain = (stateId: string) =>
      xapi(again, 'GET', 'activities/state', { query: stateQuery(again, stateId) });
    expect((await stateAgain('bookmark')).body).toEqual({ page: 4, answers: [1, 2], seen: true });
    expect((await stateAgain('missing')).status).toBe(404);

    const before = await whatIsKept(learner.attemptId);
    const refused = async (status: number, method: string, query: Record<string, string>, body?: unknown) => {
      const answer = await xapi(again, method, 'activities/state', { query, body });
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      expect((await whatIsKept(learner.attemptId)).data).toEqual(before.data);
    };
    await refused(403, 'PUT', stateQuery(again, 'LMS.LaunchData'), { launchMode: 'Browse' });
    await refused(403, 'DELETE', stateQuery(again, 'LMS.LaunchData'));
    await refused(403, 'PUT', { ...stateQuery(again, 'x'), activityId: 'https://academy.example/au/2' }, {});
    await refused(
      403,
      'PUT',
      { ...stateQuery(again, 'x'), registration: '00000000-0000-4000-8000-000000000000' },
      {},
    );
    await refused(403, 'GET', {
      ...stateQuery(again, 'bookmark'),
      agent: JSON.stringify({ mbox: 'mailto:a@b.c' }),
    });
    await refused(400, 'GET', { ...stateQuery(again, 'bookmark'), agent: '{not json' });
    await refused(400, 'GET', { ...stateQuery(again, 'bookmark'), unknown: 'parameter' });
    await refused(400, 'PUT', stateQuery(again), { no: 'state id' });
    await refused(413, 'PUT', stateQuery(again, 'big'), { text: 'x'.repeat(70_000) });
    for (let n = 0; n < 18; n++)
      expect(
        (await xapi(again, 'PUT', 'activities/state', { query: stateQuery(again, `doc-${n}`), body: { n } }))
          .status,
      ).toBe(204);
    const full = await whatIsKept(learner.attemptId);
    const twentyFirst = await xapi(again, 'PUT', 'activities/state', {
      query: stateQuery(again, 'one-more'),
      body: {},
    });
    expect(twentyFirst.status).toBe(403);
    expect((await whatIsKept(learner.attemptId)).data).toEqual(full.data);

    expect(
      (await xapi(again, 'DELETE', 'activities/state', { query: stateQuery(again, 'bookmark') })).status,
    ).toBe(204);
    expect((await stateAgain('bookmark')).status).toBe(404);
    expect((await xapi(again, 'DELETE', 'activities/state', { query: stateQuery(again) })).status).toBe(204);
    expect((await xapi(again, 'GET', 'activities/state', { query: stateQuery(again) })).body).toEqual([
      'LMS.LaunchData',
    ]);
  });

  it('answers no learner preferences, and the version it speaks', async () => {
    const unit = au(1, 'Completed');
    const learner = await learnerAt([unit]);
    const played = await playUnit(base, learner.token, learner.attemptId, unit.id);
    const agent = JSON.stringify(played.actor);
    const preferences = await xapi(played, 'GET', 'agents/profile', {
      query: { agent, profileId: 'cmi5LearnerPreferences' },
    });
    expect(preferences.status).toBe(404);
    expect((await xapi(played, 'GET', 'agents/profile', { query: { agent } })).body).toEqual([]);
    const about = await http(`${base}/api/xapi/about`);
    expect(about.body).toEqual({ version: ['1.0.3'] });
  });
});

// last: it spends this address's allowance of refused requests
describe("the endpoint's rate limit", () => {
  it('answers 429 to an address that keeps sending tokens of no open session, and serves open sessions on', async () => {
    const unit = au(1, 'Completed');
    const learner = await learnerAt([unit]);
    const played = await playUnit(base, learner.token, learner.attemptId, unit.id);
    const statuses: number[] = [];
    for (let n = 0; n < 61 && !statuses.includes(429); n++)
      statuses.push((await xapi({ ...played, token: `guess${n}` }, 'GET', 'activities/state')).status);
    expect(statuses.at(-1)).toBe(429);
    expect(new Set(statuses.slice(0, -1))).toEqual(new Set([401]));
    await sent(played, cmi5Statement(played, 'initialized'));
  });
});
