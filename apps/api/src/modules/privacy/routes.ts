import { privacyCalls } from '@academy/domain';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply } from 'fastify';
import { authOf } from '../../lib/access.js';
import { route } from '../../lib/route.js';
import type { RoutesPlugin } from '../../lib/route-types.js';
import { requestOrigin } from '../../lib/site-address.js';
import { erasePerson } from './erase-person.js';
import { exportPerson } from './export-person.js';
import { retentionPreview, retentionRulesOf, saveRetentionRules } from './retention.js';

const STAFF = { access: ['admin', 'master', 'tsm'] } as const;
const ADMIN = { access: ['admin'] } as const;

const sendZip = (reply: FastifyReply, { archive, fileName }: Awaited<ReturnType<typeof exportPerson>>) =>
  reply
    .type('application/zip')
    .header('Cache-Control', 'private, no-store')
    .header('Content-Disposition', contentDisposition(fileName))
    .send(archive);

/** A person's data: his own export, staff's export of a person in their scope, an admin's erasure, and the retention rules. */
export const privacyRoutes: RoutesPlugin = (app, deps) => {
  route(app, privacyCalls.exportMine, {}, async (request, reply) => {
    const auth = authOf(request);
    const origin = { requestOrigin: requestOrigin(request), ip: request.ip };
    return sendZip(reply, await exportPerson(deps, auth, auth.user.id, origin));
  });

  route(app, privacyCalls.exportPerson, STAFF, async (request, reply) => {
    const origin = { requestOrigin: requestOrigin(request), ip: request.ip };
    return sendZip(reply, await exportPerson(deps, authOf(request), request.params.id, origin));
  });

  route(app, privacyCalls.erase, ADMIN, async (request) =>
    erasePerson(deps.db, authOf(request), request.params.id, request.body, request.ip),
  );

  route(app, privacyCalls.retention, ADMIN, async () => {
    const rules = await retentionRulesOf(deps.db);
    return { ...rules, preview: await retentionPreview(deps.db, rules) };
  });

  route(app, privacyCalls.retentionPreview, ADMIN, async (request) =>
    retentionPreview(deps.db, request.query),
  );

  route(app, privacyCalls.saveRetention, ADMIN, async (request) =>
    saveRetentionRules(deps.db, authOf(request), request.body, request.ip),
  );
};
