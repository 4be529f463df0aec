/** Teams. Other modules import only this file. */
export { teamRoutes } from './routes.js';
