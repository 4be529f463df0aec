import { USER_TYPES, type UserType } from '@academy/domain';
import { describe, expect, it } from 'vitest';
import { tabOfPath, tabsFor } from './user-tabs';

/** The people types the server answers a tsm and a master with their session. */
const TSM: UserType[] = ['master', 'student', 'fact'];
const MASTER: UserType[] = ['student', 'fact'];

describe('the user list tabs', () => {
  it('show the types of the people the server says the asker sees, after "all"', () => {
    expect(tabsFor(USER_TYPES).map((item) => item.tab)).toEqual([
      'all',
      'student',
      'fact',
      'tsm',
      'admin',
      'master',
    ]);
    expect(tabsFor(TSM).map((item) => item.tab)).toEqual(['all', 'student', 'fact', 'master']);
    expect(tabsFor(MASTER).map((item) => item.tab)).toEqual(['all', 'student', 'fact']);
  });

  it('show no tab to one who sees no one', () => {
    expect(tabsFor([])).toEqual([]);
  });

  it('reads the tab from the address, and no tab for one the asker does not have', () => {
    expect(tabOfPath('/users', USER_TYPES)).toBe('all');
    expect(tabOfPath('/users/student/', MASTER)).toBe('student');
    expect(tabOfPath('/users/admin', TSM)).toBeNull();
  });
});
