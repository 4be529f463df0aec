/**
 * Lessons from packages (SCORM 1.2, SCORM 2004, cmi5): checking a package's zip and reading its
 * manifest, uploading it into the store, serving its files, learners' attempts, and the cmi5 units'
 * xAPI endpoint. Other modules import only this file.
 */

export { packageAttemptRoutes } from './attempt-routes.js';
export { checkPackage } from './check-package.js';
export type { PackageManifest } from './manifest.js';
export { getPackage } from './package-view.js';
export { lessonPackageRoutes } from './routes.js';
export { storePackage } from './store-package.js';
export { xapiRoutes } from './xapi-routes.js';
export { PACKAGE_LIMITS } from './zip-listing.js';
