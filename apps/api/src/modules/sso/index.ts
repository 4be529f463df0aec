/**
 * Single sign-on through OpenID Connect providers: their settings, the login page's buttons and
 * the browser's round trip that finds, links or makes the person's account. Other modules import
 * only this file.
 */

export { ssoJobs } from './jobs.js';
export { ssoRoutes } from './routes.js';
