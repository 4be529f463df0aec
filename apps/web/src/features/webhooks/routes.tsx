import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

/** Webhooks (admins only: the shell wraps them in the admin guard, the server checks it too). */
export const webhookRoutes: RouteObject[] = [
  { path: '/settings/webhooks', element: lazyPage(() => import('./WebhooksPage')) },
  { path: '/settings/webhooks/:id', element: lazyPage(() => import('./WebhookDeliveriesPage')) },
];
