/**
 * Who is certified, per distributor: the staff's report and the public status pages. Other modules
 * import only this file.
 */
export { countedPeople, holdingsOf } from './holdings.js';
export { certificationStatusRoutes } from './routes.js';
