/** Course ratings. Other modules import only this file. */
export { ratingRoutes } from './routes.js';
