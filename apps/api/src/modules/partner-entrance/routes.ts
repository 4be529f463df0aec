import { partnerEntranceCalls } from '@academy/domain';
import { authOf } from '../../lib/access.js';
import { route } from '../../lib/route.js';
import type { RoutesPlugin } from '../../lib/route-types.js';
import { rateLimited } from '../auth/index.js';
import { entranceOf, publicEntrance, saveEntrance } from './entrance.js';
import {
  createInvitation,
  joinedThrough,
  registerInvited,
  revokeInvitation,
  usableInvitation,
} from './invitations.js';

const KEEPERS = { access: ['admin', 'tsm', 'master'] } as const;

/** A distributor's entrance and invitation links, for the staff over it; its public page and registration, for anyone. */
export const partnerEntranceRoutes: RoutesPlugin = (app, { db, secrets }) => {
  route(app, partnerEntranceCalls.get, KEEPERS, async (request) =>
    entranceOf(db, secrets, authOf(request), request.params.distributorId),
  );

  route(app, partnerEntranceCalls.save, KEEPERS, async (request) =>
    saveEntrance(db, secrets, authOf(request), request.params.distributorId, request.body, request.ip),
  );

  route(app, partnerEntranceCalls.createLink, KEEPERS, async (request) =>
    createInvitation(db, secrets, authOf(request), request.params.distributorId, request.body, request.ip),
  );

  route(app, partnerEntranceCalls.revokeLink, KEEPERS, async (request) =>
    revokeInvitation(db, secrets, authOf(request), request.params.id, request.ip),
  );

  route(app, partnerEntranceCalls.joined, KEEPERS, async (request) =>
    joinedThrough(db, authOf(request), request.params.id),
  );

  route(app, partnerEntranceCalls.publicEntrance, { access: 'public' }, async (request) =>
    publicEntrance(db, request.params.slug),
  );

  route(app, partnerEntranceCalls.publicInvitation, { access: 'public' }, async (request) =>
    usableInvitation(db, request.params.slug, request.params.code),
  );

  route(
    app,
    partnerEntranceCalls.registerInvited,
    { access: 'public', preHandler: rateLimited(app, 'registration') },
    async (request) => registerInvited(db, request.body),
  );
};
