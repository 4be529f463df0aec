/**
 * Lessons from packages (SCORM 1.2, SCORM 2004, cmi5): checking a package's zip and reading its
 * manifest, learners' attempts, and the cmi5 units' xAPI endpoint. Other modules import only this file.
 */

export { packageAttemptRoutes } from './attempt-routes.js';
export { checkPackage } from './check-package.js';
export type { PackageManifest } from './manifest.js';
export { xapiRoutes } from './xapi-routes.js';
export { PACKAGE_LIMITS } from './zip-listing.js';
