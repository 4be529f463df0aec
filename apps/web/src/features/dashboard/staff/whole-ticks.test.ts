import { describe, expect, it } from 'vitest';
import { wholeTicks } from './whole-ticks';

describe('the ticks of a count axis', () => {
  it('are whole numbers from 0, one apart while few', () => {
    expect(wholeTicks(0)).toEqual([0, 1]);
    expect(wholeTicks(1)).toEqual([0, 1]);
    expect(wholeTicks(4)).toEqual([0, 1, 2, 3, 4]);
  });

  it('step by 1, 2 or 5 times a power of ten, at most five steps, and reach the largest value', () => {
    expect(wholeTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(wholeTicks(12)).toEqual([0, 5, 10, 15]);
    expect(wholeTicks(48)).toEqual([0, 10, 20, 30, 40, 50]);
    expect(wholeTicks(1234)).toEqual([0, 500, 1000, 1500]);
  });

  it('never step by a fraction', () => {
    for (let max = 0; max < 5000; max += 7) {
      const ticks = wholeTicks(max);
      expect(ticks.every(Number.isInteger)).toBe(true);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
      expect(ticks.length).toBeLessThanOrEqual(6);
    }
  });
});
