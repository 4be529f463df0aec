/**
 * Renewals: certificates renewed as their window opens, and course versions whose changed modules
 * holders of earlier versions take again. Built on assignments (the renewal a holder is given) and
 * progress (the part of the course opened again). Other modules import only this file.
 */

export { renewalRoutes } from './routes.js';
export { openRenewals, renewalJobs } from './windows.js';
