import { describe, expect, it } from 'vitest';
import { resumeData } from './resume-data';

describe("a unit's saved data, as the runtime resumes it", () => {
  it('is nothing for a unit never committed: the package starts afresh', () => {
    expect(resumeData('scorm2004-4', undefined)).toBeNull();
    expect(resumeData('scorm2004-4', {})).toBeNull();
    expect(resumeData('scorm12', { cmi: {} })).toBeNull();
  });

  it("resumes SCORM 2004 at the saved location with its suspend data, without the last session's time", () => {
    const saved = {
      location: 'page-2',
      suspend_data: 'answers=1,2',
      completion_status: 'incomplete',
      session_time: 'PT5M',
      total_time: 'PT5M',
      entry: 'ab-initio',
    };
    expect(resumeData('scorm2004-4', saved)).toEqual({
      location: 'page-2',
      suspend_data: 'answers=1,2',
      completion_status: 'incomplete',
      total_time: 'PT5M',
      entry: 'resume',
    });
    // the commit's own envelope ({ cmi: ... }) reads the same
    expect(resumeData('scorm2004-3', { cmi: saved })).toEqual(resumeData('scorm2004-4', saved));
  });

  it('resumes SCORM 1.2 through cmi.core', () => {
    const saved = {
      suspend_data: 'x',
      core: { lesson_location: '3', lesson_status: 'incomplete', session_time: '00:05:00' },
    };
    expect(resumeData('scorm12', saved)).toEqual({
      suspend_data: 'x',
      core: { lesson_location: '3', lesson_status: 'incomplete', entry: 'resume' },
    });
  });
});
