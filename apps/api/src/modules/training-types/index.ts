/** Training types. Other modules import only this file. */
export { trainingTypeRoutes } from './routes.js';
