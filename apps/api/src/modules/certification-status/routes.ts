import { certificationStatusCalls } from '@academy/domain';
import { authOf } from '../../lib/access.js';
import { addressRateLimit } from '../../lib/address-rate-limit.js';
import { route } from '../../lib/route.js';
import type { RoutesPlugin } from '../../lib/route-types.js';
import { requestOrigin } from '../../lib/site-address.js';
import { VERIFY_LIMIT } from '../certificates/index.js';
import { sendCertificationStatus } from './download.js';
import { partnerStatus } from './public-page.js';
import { certificationStatusReport } from './report.js';
import { setStatusPage, statusPageOf } from './status-page.js';

/** Who follows partners' certifications: admins (all), tsms (their scope), masters (their own). */
const STAFF = { access: ['admin', 'tsm', 'master'] } as const;
const ADMINS = { access: ['admin'] } as const;

/** Partner certification status: the staff's report and file, the public status pages and their switch. */
export const certificationStatusRoutes: RoutesPlugin = (app, { db }) => {
  route(app, certificationStatusCalls.report, STAFF, async (request) =>
    certificationStatusReport(db, authOf(request).user, request.query, requestOrigin(request)),
  );

  route(app, certificationStatusCalls.download, STAFF, async (request, reply) =>
    sendCertificationStatus(db, authOf(request).user, request.query, reply),
  );

  route(app, certificationStatusCalls.statusPage, ADMINS, async (request) =>
    statusPageOf(db, request.params.countryID, request.params.id, requestOrigin(request)),
  );

  route(app, certificationStatusCalls.setStatusPage, ADMINS, async (request) =>
    setStatusPage(
      db,
      authOf(request),
      { countryId: request.params.countryID, id: request.params.id },
      request.body.enabled,
      { requestOrigin: requestOrigin(request), ip: request.ip },
    ),
  );

  // as many looks a minute per address as certificate checks: plenty for people, useless for guessing
  route(
    app,
    certificationStatusCalls.partnerStatus,
    { access: 'public', preHandler: addressRateLimit(app, 'partner-status', VERIFY_LIMIT) },
    async (request) => partnerStatus(db, request.params.code),
  );
};
