import type { RoutesPlugin } from './lib/route-types.js';
import { auditRoutes } from './modules/audit/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { certificateRoutes } from './modules/certificates/routes.js';
import { certificationStatusRoutes } from './modules/certification-status/routes.js';
import { countriesRoutes } from './modules/countries/routes.js';
import { courseRoutes } from './modules/courses/routes.js';
import { dashboardRoutes } from './modules/dashboard/routes.js';
import { examRoutes } from './modules/exams/routes.js';
import { filesRoutes } from './modules/files/routes.js';
import { learningPathRoutes } from './modules/learning-paths/routes.js';
import { notificationRoutes } from './modules/notifications/routes.js';
import { progressRoutes } from './modules/progress/routes.js';
import { ratingRoutes } from './modules/ratings/routes.js';
import { reportRoutes } from './modules/reports/routes.js';
import { settingsRoutes } from './modules/settings/routes.js';
import { simulationRoutes } from './modules/simulation/routes.js';
import { systemRoutes } from './modules/system/routes.js';
import { teamRoutes } from './modules/teams/routes.js';
import { trainingTypeRoutes } from './modules/training-types/routes.js';
import { tsmRoutes } from './modules/tsm/routes.js';
import { userCategoryRoutes } from './modules/user-categories/routes.js';
import { userImportRoutes } from './modules/user-import/routes.js';
import { userRoutes } from './modules/users/routes.js';

/** Every area's routes, registered under /api in this order. */
export const routePlugins: RoutesPlugin[] = [
  systemRoutes,
  authRoutes,
  simulationRoutes,
  auditRoutes,
  userRoutes,
  userImportRoutes,
  notificationRoutes,
  countriesRoutes,
  settingsRoutes,
  filesRoutes,
  courseRoutes,
  progressRoutes,
  examRoutes,
  ratingRoutes,
  certificateRoutes,
  certificationStatusRoutes,
  teamRoutes,
  learningPathRoutes,
  reportRoutes,
  dashboardRoutes,
  trainingTypeRoutes,
  userCategoryRoutes,
  tsmRoutes,
];
