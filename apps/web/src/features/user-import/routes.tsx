import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

/** The CSV import of people; the router lets admins, tsms and masters in, the server keeps each to his scope. */
export const userImportRoutes: RouteObject[] = [
  { path: '/users/import', element: lazyPage(() => import('./UserImportPage')) },
];
