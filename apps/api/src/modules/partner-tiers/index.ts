/** Partner tiers and what each asks per product line. Other modules import only this file. */
export { partnerTierRoutes } from './routes.js';
