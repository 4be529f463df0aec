import { describe, expect, it } from 'vitest';
import { renewalOpensOn, renewalWindowOpen, versionStanding } from './renewal.js';

describe('renewal window', () => {
  const expiresAt = new Date('2027-03-01T12:00:00Z');

  it('opens the given days before the end and stays open through the last day', () => {
    expect(renewalOpensOn(expiresAt, 60)).toBe('2026-12-31');
    expect(renewalWindowOpen(expiresAt, 60, '2026-12-30')).toBe(false);
    expect(renewalWindowOpen(expiresAt, 60, '2026-12-31')).toBe(true);
    expect(renewalWindowOpen(expiresAt, 60, '2027-03-01')).toBe(true);
    expect(renewalWindowOpen(expiresAt, 60, '2027-03-02')).toBe(false);
  });
});

describe('versionStanding', () => {
  const course = { version: 3, deadline: '2027-01-31' };

  it('is current for the current version and for a course never versioned', () => {
    expect(versionStanding({ version: 3 }, course, '2030-01-01')).toBe('current');
    expect(versionStanding({ version: 1 }, { version: 1, deadline: null }, '2030-01-01')).toBe('current');
  });

  it('keeps an earlier version valid through the deadline, expired after it', () => {
    expect(versionStanding({ version: 2 }, course, '2027-01-31')).toBe('previous-version');
    expect(versionStanding({ version: 1 }, course, '2027-02-01')).toBe('not-renewed-for-version');
  });
});
