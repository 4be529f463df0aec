/** A learner's and the staff's dashboards. Other modules import only this file. */
export { dashboardRoutes } from './routes.js';
