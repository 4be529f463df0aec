import { describe, expect, it } from 'vitest';
import { formatProgress } from './progress-format';

describe('formatProgress', () => {
  it('when shown, has exactly one decimal in the language', () => {
    expect(formatProgress(45.56, 'en')).toBe('45.6%');
    expect(formatProgress(0, 'en')).toBe('0.0%');
    expect(formatProgress(45.5, 'pt')).toBe('45,5%');
  });

  it('when out of range, is capped to 0..100', () => {
    expect(formatProgress(120, 'en')).toBe('100.0%');
  });
});
