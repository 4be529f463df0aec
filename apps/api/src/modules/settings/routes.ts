import { settingCalls } from '@academy/domain';
import { authOf } from '../../lib/access.js';
import { route } from '../../lib/route.js';
import type { RoutesPlugin } from '../../lib/route-types.js';
import { fixInvalidDates } from './invalid-dates.js';
import {
  clearCaches,
  getSellerLabel,
  getSetting,
  initSettings,
  listSettings,
  saveSetting,
} from './service.js';

const admin = { access: ['admin'] } as const;
// the spec makes these calls GETs, though they change things
const adminChange = { ...admin, simulation: 'change' } as const;

export const settingsRoutes: RoutesPlugin = (app, { db }) => {
  route(app, settingCalls.list, admin, async () => listSettings(db));

  route(app, settingCalls.get, {}, async (request) =>
    getSetting(db, authOf(request).user, request.params.name),
  );

  // Admins pass the maintenance gate, so they can switch maintenance off again.
  route(app, settingCalls.save, admin, async (request) => saveSetting(db, request.body));

  route(app, settingCalls.init, adminChange, async () => initSettings(db));

  route(app, settingCalls.sellerLabel, {}, async () => getSellerLabel(db));

  route(app, settingCalls.clearCache, adminChange, async () => clearCaches());

  route(app, settingCalls.fixInvalidDates, adminChange, async () => fixInvalidDates(db));
};
