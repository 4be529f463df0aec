import { DASHBOARD_LEARNER_TYPES, DASHBOARD_STAFF_TYPES, dashboardCalls } from '@academy/domain';
import { authOf } from '../../lib/access.js';
import { route } from '../../lib/route.js';
import type { RoutesPlugin } from '../../lib/route-types.js';
import { learnerDashboard } from './learner.js';
import { staffDashboard } from './staff.js';

/** The dashboard at "/": a learner's own courses, paths and certificates; the staff's figures of their scope. */
export const dashboardRoutes: RoutesPlugin = (app, { db }) => {
  route(app, dashboardCalls.learner, { access: DASHBOARD_LEARNER_TYPES }, async (request) =>
    learnerDashboard(db, authOf(request).user),
  );

  route(app, dashboardCalls.staff, { access: DASHBOARD_STAFF_TYPES }, async (request) =>
    staffDashboard(db, authOf(request).user),
  );
};
