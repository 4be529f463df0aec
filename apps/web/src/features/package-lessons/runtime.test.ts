import { describe, expect, it } from 'vitest';
import { unitRequest } from './runtime';

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
