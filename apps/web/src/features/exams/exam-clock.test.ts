import { describe, expect, it } from 'vitest';
import { clockOffset, formatCountdown, msLeft } from './exam-clock';

describe('exam clock', () => {
  it('counts down by the server clock, whatever the device clock says', () => {
    // the device is 5 minutes behind the server
    const device = Date.parse('2026-01-01T10:00:00Z');
    const offset = clockOffset('2026-01-01T10:05:00Z', device);
    expect(msLeft('2026-01-01T10:15:00Z', offset, device)).toBe(10 * 60_000);
    expect(msLeft('2026-01-01T10:15:00Z', offset, device + 11 * 60_000)).toBe(0);
  });

  it('shows minutes and seconds, and hours when there are any', () => {
    expect(formatCountdown(10 * 60_000)).toBe('10:00');
    expect(formatCountdown(59_001)).toBe('1:00');
    expect(formatCountdown(500)).toBe('0:01');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(3_600_000 + 65_000)).toBe('1:01:05');
  });
});
