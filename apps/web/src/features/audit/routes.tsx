import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

/** The audit log (admins only: the shell wraps it in the admin guard, the server checks it too). */
export const auditRoutes: RouteObject[] = [
  { path: '/settings/audit-log', element: lazyPage(() => import('./AuditLogPage')) },
];
