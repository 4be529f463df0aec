import type { LearningPathStatus } from './contracts/learning-paths.js';

/** What decides which learners a learning path reaches. */
export interface PathAudience {
  status: LearningPathStatus;
  openToAll: boolean;
  /** how many teams the path is given to */
  teams: number;
}

/**
 * Whether a path would be published to no one: a published path that is not open to all reaches
 * only the people of its teams, so it names at least one. A draft reaches no learner anyway, and
 * a path open to all reaches every learner whatever its teams. The path form asks for a team and
 * the server refuses such a path (`learning-path-needs-teams`) on every call that saves one.
 */
export const pathLacksTeams = (path: PathAudience): boolean =>
  path.status === 'published' && !path.openToAll && path.teams === 0;
