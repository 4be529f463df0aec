import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEARNING_PATH_STATUSES } from './contracts/learning-paths.js';
import { pathLacksTeams } from './learning-path-audience.js';

const audience = fc.record({
  status: fc.constantFrom(...LEARNING_PATH_STATUSES),
  openToAll: fc.boolean(),
  teams: fc.nat({ max: 1000 }),
});

describe('a learning path published to no one', () => {
  it('is a published path, not open to all, without a team', () => {
    expect(pathLacksTeams({ status: 'published', openToAll: false, teams: 0 })).toBe(true);
  });

  it('is never a draft, a path open to all, or a path with a team, whatever else it is', () => {
    fc.assert(
      fc.property(audience, (path) => {
        if (path.status === 'draft' || path.openToAll || path.teams > 0)
          expect(pathLacksTeams(path)).toBe(false);
      }),
    );
  });

  it('is fixed by a team or by opening it to all, and a team never breaks it', () => {
    fc.assert(
      fc.property(audience, fc.integer({ min: 1, max: 1000 }), (path, more) => {
        expect(pathLacksTeams({ ...path, teams: path.teams + more })).toBe(false);
        expect(pathLacksTeams({ ...path, openToAll: true })).toBe(false);
      }),
    );
  });
});
