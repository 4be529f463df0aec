import { describe, expect, it } from 'vitest';
import { addSpan, toProgress, WatchTracker } from './watch-tracker';

/** Plays from `from` to `to` in steps of `step` seconds, a report every step at `rate`. */
function play(
  tracker: WatchTracker,
  clock: { now: number },
  from: number,
  to: number,
  step = 0.25,
  rate = 1,
) {
  for (let position = from; position <= to + 1e-9; position += step) {
    tracker.observe(Math.min(position, to), clock.now, rate);
    clock.now += (step / rate) * 1000;
  }
}

describe('addSpan', () => {
  it('when stretches overlap or touch, merges them', () => {
    expect(
      addSpan(
        [
          [0, 2],
          [5, 6],
        ],
        1,
        5,
      ),
    ).toEqual([[0, 6]]);
  });

  it('when a stretch stands apart, keeps the list in order', () => {
    expect(addSpan([[5, 6]], 1, 2)).toEqual([
      [1, 2],
      [5, 6],
    ]);
  });

  it('when a stretch is empty or backwards, changes nothing', () => {
    expect(addSpan([[0, 1]], 3, 3)).toEqual([[0, 1]]);
    expect(addSpan([], 3, 1)).toEqual([]);
  });
});

describe('WatchTracker', () => {
  it('when a video is played from start to end, counts all of it', () => {
    const tracker = new WatchTracker();
    play(tracker, { now: 0 }, 0, 10);
    expect(tracker.progress(10)).toBe(100);
  });

  it('when the viewer seeks to the end, the skipped part does not count', () => {
    const tracker = new WatchTracker();
    const clock = { now: 0 };
    play(tracker, clock, 0, 2);
    tracker.observe(9.75, clock.now + 250);
    expect(tracker.watchedSeconds()).toBe(2);
    expect(tracker.progress(10)).toBe(20);
  });

  it('when a seek is not announced, a jump the clock cannot explain still does not count', () => {
    const tracker = new WatchTracker();
    tracker.observe(0, 0);
    tracker.observe(30, 1000);
    expect(tracker.watchedSeconds()).toBe(0);
  });

  it('when played faster, the rate explains the larger steps', () => {
    const tracker = new WatchTracker();
    play(tracker, { now: 0 }, 0, 10, 1, 4);
    expect(tracker.progress(10)).toBe(100);
  });

  it('when interrupted (a pause, then a seek), the next report starts a new stretch', () => {
    const tracker = new WatchTracker();
    const clock = { now: 0 };
    play(tracker, clock, 0, 1);
    tracker.interrupt();
    clock.now += 60_000;
    play(tracker, clock, 5, 6);
    expect(tracker.watchedSeconds()).toBe(2);
  });

  it('when restarted at a seek target, the stretch starts at the target even if reports come later', () => {
    const tracker = new WatchTracker();
    tracker.restartAt(0, 0);
    tracker.observe(0.2, 100);
    tracker.observe(0.45, 350);
    expect(tracker.watchedSeconds()).toBeCloseTo(0.45);
  });

  it('when the same part is watched twice, it counts once', () => {
    const tracker = new WatchTracker();
    const clock = { now: 0 };
    play(tracker, clock, 0, 4);
    tracker.interrupt();
    play(tracker, clock, 2, 6);
    expect(tracker.watchedSeconds()).toBe(6);
  });

  it('when the duration is unknown, progress is 0', () => {
    expect(new WatchTracker().progress(Number.NaN)).toBe(0);
  });
});

describe('toProgress', () => {
  it('when given a share, rounds it to one decimal', () => {
    expect(toProgress(99.96)).toBe(100);
    expect(toProgress(99.44)).toBe(99.4);
  });

  it('when out of range, is clamped to 0..100', () => {
    expect(toProgress(120)).toBe(100);
    expect(toProgress(-1)).toBe(0);
  });
});
