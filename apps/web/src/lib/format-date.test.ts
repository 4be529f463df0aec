import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('when given an ISO time, shows DD/MM/YYYY of the local day with leading zeros', () => {
    const local = new Date(2026, 0, 5, 12, 0, 0);
    expect(formatDate(local.toISOString())).toBe('05/01/2026');
  });

  it('when given something that is not a date, shows nothing', () => {
    expect(formatDate('yesterday')).toBe('');
  });
});
