import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  assignmentState,
  daysBetween,
  dueDayInPast,
  dueDayOf,
  reminderFor,
} from './assignment-due.js';

const open = { dueOn: '2026-12-10', startedAt: null, completedAt: null, withdrawnAt: null };
const day = fc
  .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2090, 0, 1) })
  .map((ms) => new Date(ms).toISOString().slice(0, 10));

describe('dueDayOf', () => {
  it('gives no day, the fixed day, or the day N days after the assignment (UTC)', () => {
    const assignedAt = new Date('2026-12-30T23:30:00Z');
    expect(dueDayOf({ kind: 'none' }, assignedAt)).toBeNull();
    expect(dueDayOf({ kind: 'date', date: '2027-02-01' }, assignedAt)).toBe('2027-02-01');
    expect(dueDayOf({ kind: 'days', days: 30 }, assignedAt)).toBe('2027-01-29');
    expect(dueDayOf({ kind: 'days', days: 0 }, assignedAt)).toBe('2026-12-30');
  });

  it('refuses a fixed day before today, not today itself', () => {
    expect(dueDayInPast({ kind: 'date', date: '2026-11-27' }, '2026-11-28')).toBe(true);
    expect(dueDayInPast({ kind: 'date', date: '2026-11-28' }, '2026-11-28')).toBe(false);
    expect(dueDayInPast({ kind: 'days', days: 0 }, '2026-11-28')).toBe(false);
  });

  it('adds and counts days as inverses, across months, years and leap days', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -4000, max: 4000 }), (from, days) => {
        expect(daysBetween(from, addDays(from, days))).toBe(days);
      }),
    );
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});

describe('assignmentState', () => {
  it('is assigned, then in progress once started, overdue the day after the due day', () => {
    expect(assignmentState(open, '2026-12-01')).toBe('assigned');
    expect(assignmentState({ ...open, startedAt: new Date('2026-12-02T10:00:00Z') }, '2026-12-10')).toBe(
      'in-progress',
    );
    expect(assignmentState(open, '2026-12-11')).toBe('overdue');
    expect(assignmentState({ ...open, dueOn: null }, '2099-01-01')).toBe('assigned');
  });

  it('is completed through the due day and completed late after it, whatever today is', () => {
    expect(assignmentState({ ...open, completedAt: new Date('2026-12-10T23:59:59Z') }, '2027-01-01')).toBe(
      'completed',
    );
    expect(assignmentState({ ...open, completedAt: new Date('2026-12-11T00:00:00Z') }, '2027-01-01')).toBe(
      'completed-late',
    );
  });

  it('is withdrawn unless what was completed before stays completed', () => {
    const withdrawnAt = new Date('2026-12-05T00:00:00Z');
    expect(assignmentState({ ...open, withdrawnAt }, '2026-12-20')).toBe('withdrawn');
    expect(
      assignmentState({ ...open, withdrawnAt, completedAt: new Date('2026-12-04T00:00:00Z') }, '2026-12-20'),
    ).toBe('completed');
  });
});

describe('reminderFor', () => {
  it('names 7 days before, 1 day before, the first overdue day, then every week', () => {
    const due = '2026-12-10';
    expect(reminderFor(due, '2026-12-02')).toBeNull();
    expect(reminderFor(due, '2026-12-03')).toEqual({ key: 'before-7', day: '2026-12-03' });
    expect(reminderFor(due, '2026-12-08')).toEqual({ key: 'before-7', day: '2026-12-03' });
    expect(reminderFor(due, '2026-12-09')).toEqual({ key: 'before-1', day: '2026-12-09' });
    expect(reminderFor(due, '2026-12-10')).toEqual({ key: 'before-1', day: '2026-12-09' });
    expect(reminderFor(due, '2026-12-11')).toEqual({ key: 'overdue-0', day: '2026-12-11' });
    expect(reminderFor(due, '2026-12-17')).toEqual({ key: 'overdue-0', day: '2026-12-11' });
    expect(reminderFor(due, '2026-12-18')).toEqual({ key: 'overdue-7', day: '2026-12-18' });
  });

  it('gives, any day, the latest reminder day that has come and never one from the future', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -30, max: 400 }), (due, offset) => {
        const today = addDays(due, offset);
        const reminder = reminderFor(due, today);
        if (reminder === null) {
          expect(offset).toBeLessThan(-7);
          return;
        }
        expect(reminder.day <= today).toBe(true);
        // the next day's reminder is this one or a later one, never an earlier one again
        const tomorrow = reminderFor(due, addDays(today, 1));
        expect(tomorrow && tomorrow.day >= reminder.day).toBe(true);
        // and no reminder day lies between this one and today
        expect(daysBetween(reminder.day, today)).toBeLessThan(7);
      }),
    );
  });
});
