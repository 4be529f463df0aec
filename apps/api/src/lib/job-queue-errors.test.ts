import { describe, expect, it } from 'vitest';
import { queueErrorLogger } from './job-queue-errors.js';

describe("the job queue's error log", () => {
  it('logs the first error, stays quiet for a minute, then logs again with how many it left out', () => {
    let now = 0;
    const lines: { leftOut: number; message: string }[] = [];
    const logError = queueErrorLogger(
      {
        error: (details, message) =>
          lines.push({ leftOut: (details as { leftOut: number }).leftOut, message }),
      },
      () => now,
    );
    logError(new Error('Connection terminated unexpectedly'));
    for (let second = 5; second < 60; second += 5) {
      now = second * 1000;
      logError(new Error('read ECONNRESET'));
    }
    expect(lines).toEqual([{ leftOut: 0, message: 'job queue error' }]);
    now = 60_000;
    logError(new Error('read ECONNRESET'));
    expect(lines).toEqual([
      { leftOut: 0, message: 'job queue error' },
      { leftOut: 11, message: 'job queue error' },
    ]);
  });
});
