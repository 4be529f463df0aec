/** Countries and distributors. Other modules import only this file. */
export { countriesRoutes } from './routes.js';
