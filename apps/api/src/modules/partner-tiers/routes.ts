import { partnerTierCalls } from '@academy/domain';
import { route } from '../../lib/route.js';
import type { RoutesPlugin } from '../../lib/route-types.js';
import {
  getPartnerTier,
  listPartnerTiers,
  movePartnerTier,
  removePartnerTier,
  savePartnerTier,
} from './service.js';

const ADMIN = { access: ['admin'] } as const;

/**
 * The partner tiers the settings area keeps. The staff's certification status report and the
 * public status pages carry each distributor's own tier, so no one else needs these calls.
 */
export const partnerTierRoutes: RoutesPlugin = (app, { db }) => {
  route(app, partnerTierCalls.list, ADMIN, async () => listPartnerTiers(db));

  route(app, partnerTierCalls.get, ADMIN, async (request) => getPartnerTier(db, request.params.id));

  route(app, partnerTierCalls.save, ADMIN, async (request) => savePartnerTier(db, request.body));

  route(app, partnerTierCalls.move, ADMIN, async (request) =>
    movePartnerTier(db, request.body._id, request.body.direction),
  );

  route(app, partnerTierCalls.remove, ADMIN, async (request) => removePartnerTier(db, request.params.id));
};
