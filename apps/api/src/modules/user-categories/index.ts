/** User categories. Other modules import only this file. */
export { userCategoryRoutes } from './routes.js';
