import { describe, expect, it } from 'vitest';
import {
  CMI5_CATEGORY,
  CMI5_EXTENSIONS,
  CMI5_VERBS,
  cmi5Actor,
  isLearner,
  readCmi5Statement,
} from './cmi5.js';
import { type XapiStatement, xapiStatementsBody } from './contracts/xapi.js';

const launch = {
  actor: cmi5Actor('https://academy.example', '0123456789abcdef01234567'),
  registration: '3f1c1a52-5a44-4b52-9d0b-6f1f3c2d4e5a',
  sessionId: 'b7d5c2e1-0f3a-4c6b-8e9d-1a2b3c4d5e6f',
  unitId: 'https://academy.example/au/1',
};

/** A "cmi5 defined" statement of the launch, with `change` laid over it. */
const defined = (verb: string, change: Partial<XapiStatement> = {}): XapiStatement => ({
  actor: launch.actor,
  verb: { id: verb },
  object: { id: launch.unitId },
  context: {
    registration: launch.registration,
    contextActivities: { category: [{ id: CMI5_CATEGORY }] },
    extensions: { [CMI5_EXTENSIONS.sessionId]: launch.sessionId },
  },
  ...change,
});

describe('the learner a unit is told of', () => {
  it('is an account under the site, with his id and nothing else of him', () => {
    expect(launch.actor).toEqual({
      objectType: 'Agent',
      account: { homePage: 'https://academy.example', name: '0123456789abcdef01234567' },
    });
  });

  it('is recognised with or without the object type, and not with another name, site or kind', () => {
    expect(isLearner({ account: launch.actor.account }, launch.actor)).toBe(true);
    expect(isLearner({ ...launch.actor, name: 'shown name' }, launch.actor)).toBe(true);
    expect(isLearner({ account: { ...launch.actor.account, name: 'ffff' } }, launch.actor)).toBe(false);
    expect(isLearner({ account: { ...launch.actor.account, homePage: 'https://evil' } }, launch.actor)).toBe(
      false,
    );
    expect(isLearner({ ...launch.actor, objectType: 'Group' }, launch.actor)).toBe(false);
    expect(isLearner({ mbox: 'mailto:someone@example.com' }, launch.actor)).toBe(false);
    expect(isLearner('not an agent', launch.actor)).toBe(false);
  });
});

describe('reading a statement against its launch', () => {
  it('reads a cmi5 defined statement: its verb, result, scaled score and duration', () => {
    const read = readCmi5Statement(
      defined(CMI5_VERBS.passed, {
        result: { success: true, score: { scaled: 0.9 }, duration: 'PT1M30.25S' },
      }),
      launch,
    );
    expect(read).toEqual({
      verb: 'passed',
      success: true,
      completion: undefined,
      scaled: 0.9,
      seconds: 90.25,
    });
  });

  it('reads a statement without the cmi5 category as allowed, about anything, moving nothing', () => {
    const answered = defined('http://adlnet.gov/expapi/verbs/answered', {
      object: { id: 'https://academy.example/au/1/question/3' },
    });
    const { contextActivities: _category, ...context } = answered.context ?? {};
    expect(readCmi5Statement({ ...answered, context }, launch)).toMatchObject({ verb: null });
    // xAPI lets the category be one activity instead of a list
    const single = { ...context, contextActivities: { category: { id: CMI5_CATEGORY } } };
    expect(readCmi5Statement({ ...defined(CMI5_VERBS.completed), context: single }, launch)).toMatchObject({
      verb: 'completed',
    });
  });

  it("refuses another learner's, another registration's or session's statement, and one about another unit", () => {
    const refusal = (statement: XapiStatement) => {
      const read = readCmi5Statement(statement, launch);
      return 'refused' in read ? read.refused : null;
    };
    const context = defined(CMI5_VERBS.completed).context ?? {};
    expect(
      refusal(defined(CMI5_VERBS.completed, { actor: cmi5Actor('https://academy.example', 'other') })),
    ).toBe('cmi5.notTheLearner');
    expect(
      refusal(
        defined(CMI5_VERBS.completed, {
          context: { ...context, registration: '00000000-0000-4000-8000-000000000000' },
        }),
      ),
    ).toBe('cmi5.notTheRegistration');
    expect(refusal(defined(CMI5_VERBS.completed, { context: undefined }))).toBe('cmi5.notTheRegistration');
    expect(
      refusal(
        defined(CMI5_VERBS.completed, {
          context: {
            ...context,
            extensions: { [CMI5_EXTENSIONS.sessionId]: '00000000-0000-4000-8000-000000000000' },
          },
        }),
      ),
    ).toBe('cmi5.notTheSession');
    expect(refusal(defined(CMI5_VERBS.completed, { object: { id: 'https://academy.example/au/2' } }))).toBe(
      'cmi5.notTheUnit',
    );
    expect(refusal(defined('http://adlnet.gov/expapi/verbs/experienced'))).toBe('cmi5.unknownVerb');
  });

  it("refuses the LMS's own verbs and voiding, with the cmi5 category or without", () => {
    for (const verb of [
      CMI5_VERBS.launched,
      CMI5_VERBS.abandoned,
      CMI5_VERBS.waived,
      CMI5_VERBS.satisfied,
      'http://adlnet.gov/expapi/verbs/voided',
    ]) {
      expect(readCmi5Statement(defined(verb), launch)).toEqual({ refused: 'cmi5.lmsVerb' });
      expect(readCmi5Statement({ ...defined(verb), context: undefined }, launch)).toEqual({
        refused: 'cmi5.lmsVerb',
      });
    }
  });
});

describe('a statements body', () => {
  it('takes one statement or a batch, and refuses a score or duration out of xAPI', () => {
    expect(xapiStatementsBody.parse(defined(CMI5_VERBS.initialized))).toHaveLength(1);
    expect(
      xapiStatementsBody.parse([defined(CMI5_VERBS.initialized), defined(CMI5_VERBS.terminated)]),
    ).toHaveLength(2);
    const bad = (result: XapiStatement['result']) =>
      xapiStatementsBody.safeParse(defined(CMI5_VERBS.passed, { result })).success;
    expect(bad({ score: { scaled: 1.5 } })).toBe(false);
    expect(bad({ duration: '90 seconds' })).toBe(false);
    expect(bad({ score: { scaled: -1 }, duration: 'PT0S' })).toBe(true);
    expect(xapiStatementsBody.safeParse([]).success).toBe(false);
    expect(xapiStatementsBody.safeParse({ verb: { id: CMI5_VERBS.completed } }).success).toBe(false);
    expect(xapiStatementsBody.safeParse({ ...defined(CMI5_VERBS.completed), id: 'not-a-uuid' }).success).toBe(
      false,
    );
  });
});
