import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

/** The account pages, shown inside the login layout's card. These two are for the signed-out only. */
export const signInRoutes: RouteObject[] = [
  { path: '/login', element: lazyPage(() => import('./LoginPage')) },
  { path: '/register', element: lazyPage(() => import('./RegisterPage')) },
  // a distributor's own entrance, with or without an invitation's code
  { path: '/join/:slug', element: lazyPage(() => import('./JoinPage')) },
  { path: '/join/:slug/:code', element: lazyPage(() => import('./JoinPage')) },
];

/** The password reset, also reached signed in (from the profile). */
export const passwordResetRoutes: RouteObject[] = [
  { path: '/recovery', element: lazyPage(() => import('./RecoveryPage')) },
  { path: '/verify-code', element: lazyPage(() => import('./VerifyCodePage')) },
  { path: '/reset', element: lazyPage(() => import('./ResetPage')) },
];

/** The public privacy policy: the router shows it in the default layout. */
export const privacyPolicyRoutes: RouteObject[] = [
  { path: '/privacy-policy', element: lazyPage(() => import('./PrivacyPolicyPage')) },
];

/** The maintenance page: bare, it draws its own card. */
export const maintenanceRoutes: RouteObject[] = [
  { path: '/maintenance', element: lazyPage(() => import('./MaintenancePage')) },
];
