import { privacyPolicyCalls } from '@academy/domain';
import { authOf } from '../../lib/access.js';
import { route } from '../../lib/route.js';
import type { RoutesPlugin } from '../../lib/route-types.js';
import { acceptPolicy } from './acceptance.js';
import { currentPolicy, listVersions, publishVersion, versionWithText } from './versions.js';

const ADMIN = { access: ['admin'] } as const;

/** The privacy policy's versions: the one in force for anyone, publishing for admins, acceptance. */
export const privacyPolicyRoutes: RoutesPlugin = (app, { db }) => {
  route(app, privacyPolicyCalls.current, { access: 'public' }, async () => currentPolicy(db));

  route(app, privacyPolicyCalls.versions, ADMIN, async (request) => listVersions(db, request.query));

  route(app, privacyPolicyCalls.version, ADMIN, async (request) =>
    versionWithText(db, request.params.version),
  );

  route(app, privacyPolicyCalls.publish, ADMIN, async (request) =>
    publishVersion(db, authOf(request), request.body, request.ip),
  );

  route(app, privacyPolicyCalls.accept, {}, async (request) =>
    acceptPolicy(db, authOf(request), request.body.version),
  );
};
