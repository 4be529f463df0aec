import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

export const profileRoutes: RouteObject[] = [
  { path: '/profile', element: lazyPage(() => import('./ProfilePage')) },
  { path: '/profile/privacy', element: lazyPage(() => import('./PrivacyPage')) },
  { path: '/profile/language', element: lazyPage(() => import('./LanguagePage')) },
  { path: '/profile/data', element: lazyPage(() => import('./PersonalDataPage')) },
];
