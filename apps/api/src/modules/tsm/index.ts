/** The regional sales managers and what each follows. Other modules import only this file. */
export { tsmRoutes } from './routes.js';
