import { describe, expect, it } from 'vitest';
import { formatDate, formatDay } from './format-date';

describe('formatDate', () => {
  it('when given an ISO time, shows DD/MM/YYYY of the local day with leading zeros', () => {
    const local = new Date(2026, 0, 5, 12, 0, 0);
    expect(formatDate(local.toISOString())).toBe('05/01/2026');
  });

  it('when given something that is not a date, shows nothing', () => {
    expect(formatDate('yesterday')).toBe('');
  });
});

describe('formatDay', () => {
  it('shows a calendar day as DD/MM/YYYY whatever the time zone', () => {
    expect(formatDay('2026-03-01')).toBe('01/03/2026');
    expect(formatDay('2025-12-31')).toBe('31/12/2025');
  });

  it('when given something that is not a day, shows nothing', () => {
    expect(formatDay('2026-3-1')).toBe('');
  });
});
