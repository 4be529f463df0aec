import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canOpen, menuFor, USER_TYPES } from './roles.js';

const keys = (type: (typeof USER_TYPES)[number], variant?: 'desktop' | 'mobile') =>
  menuFor(type, variant).map((item) => item.key);

describe('menus per role', () => {
  it('gives the admin courses, users, teams, learning paths, reports and settings', () => {
    expect(keys('admin')).toEqual(['courses', 'users', 'teams', 'learningPaths', 'reports', 'settings']);
  });

  it('gives tsm and master the same without settings', () => {
    for (const type of ['tsm', 'master'] as const) {
      expect(keys(type)).toEqual(['courses', 'users', 'teams', 'learningPaths', 'reports']);
    }
  });

  it('gives students and fact users courses and learning paths only', () => {
    for (const type of ['student', 'fact'] as const) expect(keys(type)).toEqual(['courses', 'learningPaths']);
  });

  it('adds notifications and profile on the mobile menu, for everyone', () => {
    fc.assert(
      fc.property(fc.constantFrom(...USER_TYPES), (type) => {
        expect(keys(type, 'mobile')).toEqual([...keys(type), 'notifications', 'profile']);
      }),
    );
  });

  it('lets only admins open settings', () => {
    fc.assert(
      fc.property(fc.constantFrom(...USER_TYPES), (type) => {
        expect(canOpen(type, 'settings')).toBe(type === 'admin');
      }),
    );
  });
});
