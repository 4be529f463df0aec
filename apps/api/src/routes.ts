import type { RoutesPlugin } from './lib/route-types.js';
import { systemRoutes } from './modules/system/routes.js';

/** Every area's routes, registered under /api in this order. */
export const routePlugins: RoutesPlugin[] = [systemRoutes];
