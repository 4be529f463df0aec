// @vitest-environment happy-dom

import type { Scorm12API, Scorm2004API } from 'scorm-again';
import { describe, expect, it, vi } from 'vitest';
import { resumeData } from './resume-data';
import { startRuntime, unitRequest } from './runtime';

const learner = { id: 'c'.repeat(24), name: 'Souza, Ana' };

/** What a SCORM 2004 package calls on the API it finds in its parent window. */
describe("a SCORM unit's runtime on the lesson page", () => {
  it('hands a 2004 package its saved place, and each of its commits, as the page sends them', async () => {
    const onCommit = vi.fn();
    const onRequest = vi.fn();
    const runtime = await startRuntime({
      standard: 'scorm2004-4',
      learner,
      resume: resumeData('scorm2004-4', {
        location: 'page-2',
        suspend_data: 'answers=B',
        session_time: 'PT1M',
        learner_name: 'Old, Name',
      }),
      onCommit,
      onRequest,
    });
    const api = window.API_1484_11 as Scorm2004API;
    expect(runtime.running()).toBe(false);
    expect(api.Initialize('')).toBe('true');
    expect(runtime.running()).toBe(true);
    expect([
      api.GetValue('cmi.entry'),
      api.GetValue('cmi.location'),
      api.GetValue('cmi.suspend_data'),
    ]).toEqual(['resume', 'page-2', 'answers=B']);
    // the learner is the account's, whatever the saved data held, and the package cannot change him
    expect([api.GetValue('cmi.learner_id'), api.GetValue('cmi.learner_name')]).toEqual([
      learner.id,
      learner.name,
    ]);
    expect(api.SetValue('cmi.learner_name', 'Someone, Else')).toBe('false');
    expect(api.GetValue('cmi.learner_name')).toBe(learner.name);

    api.SetValue('cmi.location', 'page-3');
    api.SetValue('cmi.score.scaled', '0.9');
    api.Commit('');
    expect(onCommit).toHaveBeenLastCalledWith(
      expect.objectContaining({ location: 'page-3', score: expect.objectContaining({ scaled: '0.9' }) }),
      false,
    );

    api.SetValue('adl.nav.request', 'continue');
    api.SetValue('cmi.success_status', 'passed');
    api.Terminate('');
    expect(onCommit).toHaveBeenLastCalledWith(expect.objectContaining({ success_status: 'passed' }), true);
    expect(onRequest).toHaveBeenCalledWith({ to: 'continue' });
    expect(runtime.running()).toBe(false);

    runtime.dispose();
    expect(window.API_1484_11).toBeUndefined();
  });

  it('hands a 1.2 package window.API, fresh when nothing was saved', async () => {
    const onCommit = vi.fn();
    const runtime = await startRuntime({
      standard: 'scorm12',
      learner,
      resume: resumeData('scorm12', undefined),
      onCommit,
      onRequest: vi.fn(),
    });
    const api = window.API as Scorm12API;
    api.LMSInitialize('');
    expect([api.LMSGetValue('cmi.core.student_id'), api.LMSGetValue('cmi.core.student_name')]).toEqual([
      learner.id,
      learner.name,
    ]);
    expect(api.LMSSetValue('cmi.core.student_name', 'Someone, Else')).toBe('false');
    expect(api.LMSGetValue('cmi.core.lesson_location')).toBe('');
    expect(api.LMSGetValue('cmi.core.entry')).not.toBe('resume');
    api.LMSSetValue('cmi.core.lesson_status', 'completed');
    api.LMSCommit('');
    expect(onCommit).toHaveBeenLastCalledWith(
      expect.objectContaining({ core: expect.objectContaining({ lesson_status: 'completed' }) }),
      false,
    );
    api.LMSFinish('');
    expect(onCommit).toHaveBeenCalledTimes(2);
    runtime.dispose();
    expect(window.API).toBeUndefined();
  });
});

describe("a SCORM 2004 unit's request as it ends", () => {
  it('is followed to the next or previous unit, or the one it names', () => {
    expect(unitRequest('continue')).toEqual({ to: 'continue' });
    expect(unitRequest('previous')).toEqual({ to: 'previous' });
    expect(unitRequest('{target=sco-3}choice')).toEqual({ to: 'choice', unitId: 'sco-3' });
    expect(unitRequest('{target=sco-3}jump')).toEqual({ to: 'choice', unitId: 'sco-3' });
  });

  it('is none when it asks for nothing we follow', () => {
    for (const request of ['_none_', '', 'exit', 'exitAll', 'suspendAll', 'abandon'])
      expect(unitRequest(request)).toBeNull();
  });
});
