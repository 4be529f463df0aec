import { describe, expect, it } from 'vitest';
import type { Cmi5Reading, Cmi5Refusal } from './cmi5.js';
import {
  type Cmi5Record,
  type Cmi5Standing,
  type Cmi5UnitRules,
  cmi5Outcome,
  cmi5Satisfied,
  NO_CMI5_RECORD,
  takeCmi5Statement,
} from './cmi5-rules.js';

const reading = (verb: Cmi5Reading['verb'], result: Partial<Cmi5Reading> = {}): Cmi5Reading => ({
  verb,
  success: undefined,
  completion: undefined,
  scaled: null,
  seconds: null,
  ...result,
});

const fresh: Cmi5Standing = { verbs: ['launched'], record: NO_CMI5_RECORD };

/** Takes each reading in turn in session `sessionId`; throws at a refusal. */
function session(
  readings: Cmi5Reading[],
  options: { unit?: Cmi5UnitRules; from?: Cmi5Record; sessionId?: string; attemptEnded?: boolean } = {},
): Cmi5Standing {
  let standing: Cmi5Standing = { verbs: ['launched'], record: options.from ?? NO_CMI5_RECORD };
  for (const one of readings) {
    const next = takeCmi5Statement(standing, one, {
      sessionId: options.sessionId ?? 's1',
      unit: options.unit ?? { moveOn: 'CompletedOrPassed' },
      attemptEnded: options.attemptEnded ?? false,
    });
    if ('refused' in next) throw new Error(next.refused);
    standing = next;
  }
  return standing;
}

/** Why the last of `readings` is refused once the others were taken. */
function refusal(
  readings: Cmi5Reading[],
  options: { unit?: Cmi5UnitRules; from?: Cmi5Record; attemptEnded?: boolean } = {},
): Cmi5Refusal | null {
  const before = session(readings.slice(0, -1), options);
  const last = readings.at(-1) ?? reading(null);
  const next = takeCmi5Statement(before, last, {
    sessionId: 's1',
    unit: options.unit ?? { moveOn: 'CompletedOrPassed' },
    attemptEnded: options.attemptEnded ?? false,
  });
  return 'refused' in next ? next.refused : null;
}

const initialized = reading('initialized');
const terminated = (seconds: number) => reading('terminated', { seconds });

describe("a session's order", () => {
  it('takes initialized first, then anything, and terminated last', () => {
    const done = session([
      initialized,
      reading(null),
      reading('completed', { completion: true, seconds: 60 }),
      reading('passed', { success: true, scaled: 0.85, seconds: 90 }),
      terminated(120),
    ]);
    expect(done.verbs).toEqual(['launched', 'initialized', 'completed', 'passed', 'terminated']);
    expect(done.record).toMatchObject({ initialized: true, completed: true, passed: true, score: 85 });
  });

  it('refuses anything before initialized, a second initialized, and anything after terminated', () => {
    expect(refusal([reading('completed')])).toBe('cmi5.notInitialized');
    expect(refusal([reading(null)])).toBe('cmi5.notInitialized');
    expect(refusal([terminated(1)])).toBe('cmi5.notInitialized');
    expect(refusal([initialized, initialized])).toBe('cmi5.initializedTwice');
    expect(refusal([initialized, terminated(5), reading(null)])).toBe('cmi5.afterTerminated');
    expect(refusal([initialized, terminated(5), terminated(6)])).toBe('cmi5.afterTerminated');
  });

  it('refuses a second completed, and a second of passed or failed in one session', () => {
    expect(refusal([initialized, reading('completed'), reading('completed')])).toBe('cmi5.completedTwice');
    expect(refusal([initialized, reading('passed'), reading('passed')])).toBe('cmi5.passedOrFailedTwice');
    expect(refusal([initialized, reading('failed'), reading('passed')])).toBe('cmi5.passedOrFailedTwice');
    expect(refusal([initialized, reading('passed'), reading('failed')])).toBe('cmi5.passedOrFailedTwice');
  });

  it('refuses a completed or a passed the unit stated in an earlier session of the attempt', () => {
    const done = session([initialized, reading('completed'), reading('passed'), terminated(10)]).record;
    expect(refusal([initialized, reading('completed')], { from: done })).toBe('cmi5.completedTwice');
    expect(refusal([initialized, reading('passed')], { from: done })).toBe('cmi5.passedOrFailedTwice');
    expect(refusal([initialized, terminated(3)], { from: done })).toBeNull();
  });

  it('refuses a failed once the unit passed in an earlier session, and takes a pass after a failure', () => {
    const passed = session([initialized, reading('passed'), terminated(10)]).record;
    expect(refusal([initialized, reading('failed')], { from: passed })).toBe('cmi5.failedAfterPassed');
    const failed = session([initialized, reading('failed'), terminated(10)]).record;
    expect(session([initialized, reading('passed')], { from: failed, sessionId: 's2' }).record).toMatchObject(
      {
        passed: true,
        failed: true,
      },
    );
  });

  it('holds passed at or above the mastery score and failed below it', () => {
    const unit = { moveOn: 'Passed', masteryScore: 0.8 };
    expect(refusal([initialized, reading('passed', { scaled: 0.79 })], { unit })).toBe('cmi5.belowMastery');
    expect(refusal([initialized, reading('passed', { scaled: 0.8 })], { unit })).toBeNull();
    expect(refusal([initialized, reading('passed')], { unit })).toBeNull();
    expect(refusal([initialized, reading('failed', { scaled: 0.8 })], { unit })).toBe('cmi5.notBelowMastery');
    expect(refusal([initialized, reading('failed', { scaled: 0.5 })], { unit })).toBeNull();
    // without a mastery score, the unit judges
    expect(refusal([initialized, reading('passed', { scaled: 0.1 })])).toBeNull();
  });

  it('refuses a result that says the opposite of its verb', () => {
    expect(refusal([initialized, reading('completed', { completion: false })])).toBe(
      'cmi5.resultContradicts',
    );
    expect(refusal([initialized, reading('passed', { success: false })])).toBe('cmi5.resultContradicts');
    expect(refusal([initialized, reading('failed', { success: true })])).toBe('cmi5.resultContradicts');
  });

  it('on an ended attempt, takes only terminated and what moves nothing', () => {
    const ended = { attemptEnded: true };
    const started = session([initialized]);
    for (const verb of ['completed', 'passed', 'failed'] as const)
      expect(
        takeCmi5Statement(started, reading(verb), {
          sessionId: 's1',
          unit: { moveOn: 'Passed' },
          attemptEnded: true,
        }),
      ).toEqual({ refused: 'cmi5.attemptEnded' });
    expect(refusal([initialized], ended)).toBe('cmi5.attemptEnded');
    expect(refusal([reading(null)], ended)).toBe('cmi5.notInitialized');
    expect(
      takeCmi5Statement(started, terminated(30), { sessionId: 's1', unit: {}, attemptEnded: true }),
    ).toMatchObject({ verbs: ['launched', 'initialized', 'terminated'] });
  });

  it('leaves a session as it was for an allowed statement', () => {
    const started = session([initialized]);
    expect(
      takeCmi5Statement(started, reading(null), { sessionId: 's1', unit: {}, attemptEnded: false }),
    ).toBe(started);
    expect(takeCmi5Statement(fresh, initialized, { sessionId: 's1', unit: {}, attemptEnded: false })).toEqual(
      {
        verbs: ['launched', 'initialized'],
        record: { ...NO_CMI5_RECORD, initialized: true },
      },
    );
  });
});

describe("the learner's time", () => {
  it("counts each session's longest duration once, and adds the sessions up", () => {
    const first = session([
      initialized,
      reading('completed', { seconds: 60 }),
      reading('passed', { seconds: 50 }),
      terminated(100),
    ]).record;
    expect(first.seconds).toBe(100);
    const second = session([initialized, terminated(30)], { from: first, sessionId: 's2' }).record;
    expect(second.seconds).toBe(130);
    expect(second.session).toEqual({ id: 's2', seconds: 30 });
  });
});

describe('moveOn', () => {
  const record = (shown: Partial<Cmi5Record>): Cmi5Record => ({
    ...NO_CMI5_RECORD,
    initialized: true,
    ...shown,
  });

  it.each([
    ['Completed', { completed: true }, true],
    ['Completed', { passed: true }, false],
    ['Passed', { passed: true }, true],
    ['Passed', { completed: true }, false],
    ['CompletedAndPassed', { completed: true }, false],
    ['CompletedAndPassed', { completed: true, passed: true }, true],
    ['CompletedOrPassed', { completed: true }, true],
    ['CompletedOrPassed', { passed: true }, true],
    ['CompletedOrPassed', {}, false],
    ['NotApplicable', {}, true],
    ['Something else', { passed: true }, true],
  ] as const)('%s is satisfied by %o: %s', (moveOn, shown, satisfied) => {
    expect(cmi5Satisfied(moveOn, record(shown))).toBe(satisfied);
    expect(cmi5Outcome({ moveOn }, record(shown)).completion).toBe(satisfied ? 'completed' : 'incomplete');
  });

  it('gives a unit not yet initialized no completion, unless its moveOn is NotApplicable', () => {
    expect(cmi5Outcome({ moveOn: 'Completed' }, NO_CMI5_RECORD).completion).toBe('unknown');
    expect(cmi5Outcome({ moveOn: 'NotApplicable' }, NO_CMI5_RECORD).completion).toBe('completed');
  });

  it('counts a failure only where the moveOn asks for passing', () => {
    const failed = record({ failed: true, score: 40 });
    expect(cmi5Outcome({ moveOn: 'Passed' }, failed)).toMatchObject({ success: 'failed', score: 40 });
    expect(cmi5Outcome({ moveOn: 'CompletedAndPassed' }, failed).success).toBe('failed');
    expect(cmi5Outcome({ moveOn: 'Completed' }, failed).success).toBe('unknown');
    expect(cmi5Outcome({ moveOn: 'CompletedOrPassed' }, failed).success).toBe('unknown');
    expect(cmi5Outcome({ moveOn: 'Passed' }, record({ failed: true, passed: true })).success).toBe('passed');
  });
});
