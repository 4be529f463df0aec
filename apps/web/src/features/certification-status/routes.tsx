import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

/** The partners' certification status, for admins, tsms and masters (the router guards it; the server keeps each to his scope). */
export const certificationStatusRoutes: RouteObject[] = [
  { path: '/reports/certification', element: lazyPage(() => import('./CertificationStatusPage')) },
];

/** A distributor's public status page, open to anyone with its address (its QR code's). */
export const partnerStatusRoutes: RouteObject[] = [
  { path: '/partners/:code', element: lazyPage(() => import('./PartnerStatusPage')) },
];
