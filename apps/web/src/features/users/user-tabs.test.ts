import { describe, expect, it } from 'vitest';
import { tabOfPath, tabsFor } from './user-tabs';

describe('the user list tabs', () => {
  it('an admin has every type; a tsm no admins or tsms; a master his learners', () => {
    expect(tabsFor('admin').map((item) => item.tab)).toEqual([
      'all',
      'student',
      'fact',
      'tsm',
      'admin',
      'master',
    ]);
    expect(tabsFor('tsm').map((item) => item.tab)).toEqual(['all', 'student', 'fact', 'master']);
    expect(tabsFor('master').map((item) => item.tab)).toEqual(['all', 'student', 'fact']);
  });

  it('reads the tab from the address, and no tab for one the asker does not have', () => {
    expect(tabOfPath('/users', 'admin')).toBe('all');
    expect(tabOfPath('/users/student/', 'master')).toBe('student');
    expect(tabOfPath('/users/admin', 'tsm')).toBeNull();
  });
});
