/** Seeing the system as another user. Other modules import only this file. */

export { checkSimulation } from './guard.js';
export { simulationRoutes } from './routes.js';
