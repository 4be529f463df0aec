import { describe, expect, it } from 'vitest';
import { USER_TYPES, type UserType } from './roles.js';
import { canSimulate } from './simulation.js';

const allowed = (asker: UserType) => USER_TYPES.filter((target) => canSimulate(asker, target));

describe('canSimulate', () => {
  it('lets an admin simulate anyone but an admin', () => {
    expect(allowed('admin')).toEqual(['tsm', 'master', 'student', 'fact']);
  });

  it('lets a tsm or a master simulate masters and learners, never an admin or a tsm', () => {
    expect(allowed('tsm')).toEqual(['master', 'student', 'fact']);
    expect(allowed('master')).toEqual(['master', 'student', 'fact']);
  });

  it('lets a learner simulate no one', () => {
    expect(allowed('student')).toEqual([]);
    expect(allowed('fact')).toEqual([]);
  });
});
