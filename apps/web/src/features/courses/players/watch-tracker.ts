/** A stretch of a video that was played, in seconds: [start, end]. */
export type Span = readonly [start: number, end: number];

/** `spans` with [start, end] added, overlapping or touching stretches merged, in order. */
export function addSpan(spans: readonly Span[], start: number, end: number): Span[] {
  if (!(end > start)) return [...spans];
  let merged: Span = [start, end];
  const others: Span[] = [];
  for (const span of spans) {
    if (span[1] < merged[0] || span[0] > merged[1]) others.push(span);
    else merged = [Math.min(span[0], merged[0]), Math.max(span[1], merged[1])];
  }
  return [...others, merged].sort((a, b) => a[0] - b[0]);
}

export const coveredSeconds = (spans: readonly Span[]): number =>
  spans.reduce((total, [start, end]) => total + (end - start), 0);

/** Extra seconds a position may move between two reports beyond what the clock explains. */
const SLACK_SECONDS = 1;
/** Players report late or early by a fraction of the interval; allow half as much again. */
const TIMING_TOLERANCE = 1.5;

/**
 * Follows a player's position reports and keeps only what was really played: a step forward
 * counts when the wall clock (times the playback rate) explains it, so a seek ahead does not.
 * `interrupt()` after a pause, or `restartAt()` on a seek, makes the next report start a new stretch.
 */
export class WatchTracker {
  private spans: Span[] = [];
  private last: { position: number; at: number } | null = null;

  /** The player is at `position` seconds at wall time `at` (ms), playing at `rate`. */
  observe(position: number, at: number, rate = 1): void {
    const last = this.last;
    this.last = { position, at };
    if (!last) return;
    const advanced = position - last.position;
    const explained = ((at - last.at) / 1000) * Math.max(rate, 1) * TIMING_TOLERANCE + SLACK_SECONDS;
    if (advanced > 0 && advanced <= explained) this.spans = addSpan(this.spans, last.position, position);
  }

  interrupt(): void {
    this.last = null;
  }

  /** A seek: the next stretch starts exactly at `position` (its target), whenever play resumes. */
  restartAt(position: number, at: number): void {
    this.last = { position, at };
  }

  watchedSeconds(): number {
    return coveredSeconds(this.spans);
  }

  /** Share of a video of `duration` seconds that was played, 0..100, one decimal. */
  progress(duration: number): number {
    if (!(duration > 0)) return 0;
    return toProgress((this.watchedSeconds() / duration) * 100);
  }
}

/**
 * A share as the API stores it: 0..100 with one decimal, rounded as the domain rounds module and
 * course progress (a playback that starts a millisecond in still reads 100.0%).
 */
export const toProgress = (share: number): number => Math.min(100, Math.max(0, Math.round(share * 10) / 10));
