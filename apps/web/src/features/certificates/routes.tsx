import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

/** The public page a certificate's QR code opens: the router shows it in the default layout. */
export const certificateVerifyRoutes: RouteObject[] = [
  { path: '/certificate/verify/:code', element: lazyPage(() => import('./VerifyCertificatePage')) },
];

/** The custom certificate generator (admins). */
export const certificateGeneratorRoutes: RouteObject[] = [
  { path: '/certificate-generator', element: lazyPage(() => import('./CertificateGeneratorPage')) },
];
