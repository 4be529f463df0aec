import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';

describe('formatDuration', () => {
  it('writes hours and minutes from an hour on, minutes and seconds below, in the reader language', () => {
    expect(formatDuration(3900, 'en')).toBe('1 hr 5 min');
    expect(formatDuration(3900, 'pt')).toBe('1 h 5 min');
    expect(formatDuration(1000, 'en')).toBe('16 min 40 sec');
    expect(formatDuration(1000, 'es')).toBe('16 min 40 s');
    expect(formatDuration(40, 'pt')).toBe('40 s');
    // a day and more stays in hours
    expect(formatDuration(90_061, 'en')).toBe('25 hr 1 min');
  });

  it('writes nothing below zero nor parts of a second', () => {
    expect(formatDuration(-5, 'en')).toBe('0 sec');
    expect(formatDuration(59.9, 'en')).toBe('59 sec');
  });
});
