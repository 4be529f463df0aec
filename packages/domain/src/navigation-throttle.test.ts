import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  initialThrottle,
  recordNavigation,
  THROTTLE_MAX_NAVIGATIONS,
  type ThrottleState,
} from './navigation-throttle.js';

function run(times: number[]) {
  let state: ThrottleState = initialThrottle;
  return times.map((now) => {
    const next = recordNavigation(state, now);
    state = next.state;
    return next.skipGuard;
  });
}

describe('navigation throttle', () => {
  it('checks the first 10 navigations of a burst and skips from the 11th', () => {
    const skips = run(Array.from({ length: 12 }, (_, i) => i * 100));
    expect(skips.slice(0, THROTTLE_MAX_NAVIGATIONS).every((skip) => !skip)).toBe(true);
    expect(skips.slice(THROTTLE_MAX_NAVIGATIONS)).toEqual([true, true]);
  });

  it('resets after one quiet second', () => {
    const burst = Array.from({ length: 11 }, (_, i) => i * 100);
    const skips = run([...burst, 1000 + 1000, 1000 + 1100]);
    expect(skips[10]).toBe(true);
    expect(skips.slice(11)).toEqual([false, false]);
  });

  it('never skips when navigations are a second or more apart', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1000, max: 10_000 }), { maxLength: 50 }), (gaps) => {
        let now = 0;
        const times = gaps.map((gap) => {
          now += gap;
          return now;
        });
        expect(run(times).some(Boolean)).toBe(false);
      }),
    );
  });

  it('never skips within the first 10 navigations, whatever their timing', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 2000 }), { maxLength: THROTTLE_MAX_NAVIGATIONS }),
        (gaps) => {
          let now = 0;
          const times = gaps.map((gap) => {
            now += gap;
            return now;
          });
          expect(run(times).some(Boolean)).toBe(false);
        },
      ),
    );
  });
});
