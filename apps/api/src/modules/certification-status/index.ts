/**
 * Who is certified, per distributor: the staff's report and the public status pages. Other modules
 * import only this file.
 */
export { certificationStatusRoutes } from './routes.js';
