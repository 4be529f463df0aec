import { certificateCalls } from '@academy/domain';
import { create as contentDisposition } from 'content-disposition';
import { authOf } from '../../lib/access.js';
import { route } from '../../lib/route.js';
import type { RoutesPlugin } from '../../lib/route-types.js';
import { requestOrigin } from '../../lib/site-address.js';
import { issueCustomCertificates } from './custom.js';
import { certificatePdf } from './download.js';
import { certificatesOfCourses } from './list.js';
import { verifyRateLimit } from './rate-limit.js';
import { revokeCertificate, verifyCertificate } from './verify.js';

const admin = { access: ['admin'] } as const;

/** Certificates: anyone checks one by its code; holders print theirs; admins revoke and issue custom ones. */
export const certificateRoutes: RoutesPlugin = (app, { db }) => {
  route(
    app,
    certificateCalls.verify,
    { access: 'public', preHandler: verifyRateLimit(app) },
    async (request) => verifyCertificate(db, request.params.code),
  );

  route(app, certificateCalls.revoke, admin, async (request) =>
    revokeCertificate(db, authOf(request).user.id, request.body),
  );

  route(app, certificateCalls.generate, {}, async (request, reply) => {
    const { bytes, fileName } = await certificatePdf(
      db,
      authOf(request).user,
      request.body.certificateId,
      requestOrigin(request),
    );
    return reply
      .type('application/pdf')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .header('Content-Disposition', contentDisposition(fileName))
      .send(Buffer.from(bytes));
  });

  route(app, certificateCalls.certificatesData, {}, async (request) =>
    certificatesOfCourses(db, authOf(request).user.id, request.body.coursesIds),
  );

  route(app, certificateCalls.custom, admin, async (request) =>
    issueCustomCertificates(db, authOf(request).user.id, request.body),
  );
};
