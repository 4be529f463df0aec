import type { RoutesPlugin } from './lib/route-types.js';
import { apiTokenRoutes } from './modules/api-tokens/index.js';
import { assignmentRoutes } from './modules/assignments/index.js';
import { auditRoutes } from './modules/audit/index.js';
import { authRoutes } from './modules/auth/index.js';
import { certificateRoutes } from './modules/certificates/index.js';
import { certificationStatusRoutes } from './modules/certification-status/index.js';
import { countriesRoutes } from './modules/countries/index.js';
import { courseRoutes } from './modules/courses/index.js';
import { dashboardRoutes } from './modules/dashboard/index.js';
import { dataRequestRoutes } from './modules/data-requests/index.js';
import { examRoutes } from './modules/exams/index.js';
import { filesRoutes } from './modules/files/index.js';
import { learningPathRoutes } from './modules/learning-paths/index.js';
import { lessonPackageRoutes, packageAttemptRoutes, xapiRoutes } from './modules/lesson-packages/index.js';
import { notificationRoutes } from './modules/notifications/index.js';
import { partnerEntranceRoutes } from './modules/partner-entrance/index.js';
import { partnerTierRoutes } from './modules/partner-tiers/index.js';
import { privacyRoutes } from './modules/privacy/index.js';
import { privacyPolicyRoutes } from './modules/privacy-policy/index.js';
import { progressRoutes } from './modules/progress/index.js';
import { ratingRoutes } from './modules/ratings/index.js';
import { renewalRoutes } from './modules/renewals/index.js';
import { reportRoutes } from './modules/reports/index.js';
import { settingsRoutes } from './modules/settings/index.js';
import { simulationRoutes } from './modules/simulation/index.js';
import { ssoRoutes } from './modules/sso/index.js';
import { systemRoutes } from './modules/system/index.js';
import { teamRoutes } from './modules/teams/index.js';
import { trainingTypeRoutes } from './modules/training-types/index.js';
import { tsmRoutes } from './modules/tsm/index.js';
import { userCategoryRoutes } from './modules/user-categories/index.js';
import { userImportRoutes } from './modules/user-import/index.js';
import { userRoutes } from './modules/users/index.js';
import { webhookRoutes } from './modules/webhooks/index.js';

/** Every area's routes, registered under /api in this order. */
export const routePlugins: RoutesPlugin[] = [
  systemRoutes,
  authRoutes,
  simulationRoutes,
  auditRoutes,
  dataRequestRoutes,
  userRoutes,
  userImportRoutes,
  notificationRoutes,
  countriesRoutes,
  settingsRoutes,
  privacyPolicyRoutes,
  filesRoutes,
  courseRoutes,
  lessonPackageRoutes,
  progressRoutes,
  examRoutes,
  packageAttemptRoutes,
  xapiRoutes,
  ratingRoutes,
  certificateRoutes,
  certificationStatusRoutes,
  teamRoutes,
  learningPathRoutes,
  assignmentRoutes,
  renewalRoutes,
  reportRoutes,
  dashboardRoutes,
  trainingTypeRoutes,
  partnerTierRoutes,
  userCategoryRoutes,
  tsmRoutes,
  apiTokenRoutes,
  webhookRoutes,
  ssoRoutes,
  partnerEntranceRoutes,
  privacyRoutes,
];
