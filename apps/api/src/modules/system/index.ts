/** Health, status, version, metrics and caches. Other modules import only this file. */
export { systemRoutes } from './routes.js';
