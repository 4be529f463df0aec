/**
 * Sign-in and sessions: their routes, and the sessions the other modules open, end or count on. Other
 * modules import only this file.
 */

export { authJobs, EXPIRED_SESSIONS_LOCK, removeExpiredSessions } from './expired-sessions.js';
export { RATE_LIMITS, rateLimited } from './rate-limits.js';
export { authRoutes } from './routes.js';
export { buildSessionUser } from './service.js';
export {
  createSession,
  deleteExpiredSessions,
  ENDED_SESSION_KEPT_MS,
  resolveSession,
  revokeSession,
  revokeUserSessions,
} from './sessions.js';
