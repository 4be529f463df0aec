import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canOpen, menuFor, USER_TYPES } from './roles.js';

const keys = (type: (typeof USER_TYPES)[number], variant?: 'desktop' | 'mobile', leadsTeam = false) =>
  menuFor({ type, leadsTeam }, variant).map((item) => item.key);

describe('menus per role', () => {
  it('gives the admin courses, users, teams, learning paths, assignments, reports and settings', () => {
    expect(keys('admin')).toEqual([
      'courses',
      'users',
      'teams',
      'learningPaths',
      'assignments',
      'reports',
      'settings',
    ]);
  });

  it('gives tsm and master the same without settings', () => {
    for (const type of ['tsm', 'master'] as const) {
      expect(keys(type)).toEqual(['courses', 'users', 'teams', 'learningPaths', 'assignments', 'reports']);
    }
  });

  it('lets only the staff open the assignments', () => {
    fc.assert(
      fc.property(fc.constantFrom(...USER_TYPES), fc.boolean(), (type, leadsTeam) => {
        expect(canOpen({ type, leadsTeam }, 'assignments')).toBe(['admin', 'tsm', 'master'].includes(type));
      }),
    );
  });

  it('gives students and fact users courses and learning paths only', () => {
    for (const type of ['student', 'fact'] as const) expect(keys(type)).toEqual(['courses', 'learningPaths']);
  });

  it('adds reports for a student or fact user who leads a team, and nothing for the staff', () => {
    for (const type of ['student', 'fact'] as const) {
      expect(keys(type, 'desktop', true)).toEqual(['courses', 'learningPaths', 'reports']);
      expect(canOpen({ type, leadsTeam: true }, 'reports')).toBe(true);
      expect(canOpen({ type, leadsTeam: false }, 'reports')).toBe(false);
    }
    for (const type of ['admin', 'tsm', 'master'] as const)
      expect(keys(type, 'desktop', true)).toEqual(keys(type));
  });

  it('adds notifications and profile on the mobile menu, for everyone', () => {
    fc.assert(
      fc.property(fc.constantFrom(...USER_TYPES), fc.boolean(), (type, leadsTeam) => {
        expect(keys(type, 'mobile', leadsTeam)).toEqual([
          ...keys(type, 'desktop', leadsTeam),
          'notifications',
          'profile',
        ]);
      }),
    );
  });

  it('lets only admins open settings', () => {
    fc.assert(
      fc.property(fc.constantFrom(...USER_TYPES), fc.boolean(), (type, leadsTeam) => {
        expect(canOpen({ type, leadsTeam }, 'settings')).toBe(type === 'admin');
      }),
    );
  });
});
