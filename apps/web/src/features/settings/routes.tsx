import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

/** The settings area (spec section 2); the shell wraps it in the admin-only guard. */
export const settingsRoutes: RouteObject[] = [
  { path: '/settings', element: lazyPage(() => import('./SettingsPage')) },
  {
    path: '/settings/time_between_exams',
    element: lazyPage(() => import('./TimeBetweenExamsPage')),
  },
  { path: '/settings/max_exam_tries', element: lazyPage(() => import('./MaxExamTriesPage')) },
  { path: '/settings/training_types', element: lazyPage(() => import('./TrainingTypesPage')) },
  { path: '/settings/training_type/create', element: lazyPage(() => import('./TrainingTypeFormPage')) },
  { path: '/settings/training_type/edit/:id', element: lazyPage(() => import('./TrainingTypeFormPage')) },
  { path: '/settings/user_categories', element: lazyPage(() => import('./UserCategoriesPage')) },
  { path: '/settings/user_category/create', element: lazyPage(() => import('./UserCategoryFormPage')) },
  { path: '/settings/user_category/edit/:id', element: lazyPage(() => import('./UserCategoryFormPage')) },
  { path: '/settings/partner_tiers', element: lazyPage(() => import('./PartnerTiersPage')) },
  { path: '/settings/partner_tier/create', element: lazyPage(() => import('./PartnerTierFormPage')) },
  { path: '/settings/partner_tier/edit/:id', element: lazyPage(() => import('./PartnerTierFormPage')) },
  { path: '/settings/countries', element: lazyPage(() => import('./CountriesPage')) },
  { path: '/settings/country/edit/:id', element: lazyPage(() => import('./CountryEditPage')) },
  {
    path: '/settings/country/:countryId/distributor/create',
    element: lazyPage(() => import('./DistributorFormPage')),
  },
  {
    path: '/settings/country/:countryId/distributor/edit/:id',
    element: lazyPage(() => import('./DistributorFormPage')),
  },
];
