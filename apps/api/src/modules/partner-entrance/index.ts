/**
 * A distributor's own entrance: its page's address, logo and colour, and the invitation links its
 * master hands out, which register people straight into it. Other modules import only this file.
 */

export { partnerEntranceRoutes } from './routes.js';
