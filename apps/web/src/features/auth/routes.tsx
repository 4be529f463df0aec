import type { RouteObject } from 'react-router';
import { DefaultLayout } from '../../app/layouts/DefaultLayout';
import { lazyPage } from '../../lib/lazy-page';

/** The account pages, shown inside the login layout's card. */
export const loginLayoutRoutes: RouteObject[] = [
  { path: '/login', element: lazyPage(() => import('./LoginPage')) },
  { path: '/recovery', element: lazyPage(() => import('./RecoveryPage')) },
  { path: '/verify-code', element: lazyPage(() => import('./VerifyCodePage')) },
  { path: '/reset', element: lazyPage(() => import('./ResetPage')) },
  { path: '/register', element: lazyPage(() => import('./RegisterPage')) },
];

/** Public pages outside the card: the privacy policy in the default layout, maintenance bare. */
export const publicRoutes: RouteObject[] = [
  {
    element: <DefaultLayout />,
    children: [{ path: '/privacy-policy', element: lazyPage(() => import('./PrivacyPolicyPage')) }],
  },
  { path: '/maintenance', element: lazyPage(() => import('./MaintenancePage')) },
];
