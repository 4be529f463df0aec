import { describe, expect, it } from 'vitest';
import {
  availabilityMark,
  isDatabaseUnavailable,
  recoveredSince,
  reportDatabaseUnavailable,
} from './availability';

describe('whether the database answers, as the web app knows it', () => {
  it('a report makes the app unavailable until a check that started after it succeeds', () => {
    expect(isDatabaseUnavailable()).toBe(false);
    reportDatabaseUnavailable();
    reportDatabaseUnavailable();
    expect(isDatabaseUnavailable()).toBe(true);

    // a check started, then another call found the database gone again: still unavailable
    const early = availabilityMark();
    reportDatabaseUnavailable();
    expect(recoveredSince(early)).toBe(false);
    expect(isDatabaseUnavailable()).toBe(true);

    const late = availabilityMark();
    expect(recoveredSince(late)).toBe(true);
    expect(isDatabaseUnavailable()).toBe(false);
  });
});
