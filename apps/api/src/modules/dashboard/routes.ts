import { DASHBOARD_LEARNER_TYPES, DASHBOARD_STAFF_TYPES, dashboardCalls } from '@academy/domain';
import { authOf } from '../../lib/access.js';
import { cachedAnswers } from '../../lib/report-cache.js';
import { route } from '../../lib/route.js';
import type { RoutesPlugin } from '../../lib/route-types.js';
import { learnerDashboard } from './learner.js';
import { staffDashboard } from './staff.js';

/** The dashboard at "/": a learner's own courses, paths and certificates; the staff's figures of their scope. */
export const dashboardRoutes: RoutesPlugin = (app, deps) => {
  const { db } = deps;
  // the staff's figures are kept a while for everyone of one scope (lib/report-cache)
  const cached = cachedAnswers(deps);
  route(app, dashboardCalls.learner, { access: DASHBOARD_LEARNER_TYPES }, async (request) =>
    learnerDashboard(db, authOf(request).user),
  );

  route(app, dashboardCalls.staff, { access: DASHBOARD_STAFF_TYPES }, async (request) =>
    cached(request, () => staffDashboard(db, authOf(request).user)),
  );
};
