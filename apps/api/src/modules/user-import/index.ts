/** People imported from a CSV. Other modules import only this file. */
export { userImportRoutes } from './routes.js';
