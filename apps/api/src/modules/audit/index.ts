/**
 * The audit log: its routes, and the entries every module records of what was done. Other modules
 * import only this file.
 */

export { registerChangeAudit } from './change-audit.js';
export { hasAudited, recordAudit, recordAudits, recordSystemAudit } from './record.js';
export { auditRoutes } from './routes.js';
