import { settingNameParams, settingUpdateRequest } from '@academy/domain';
import { authOf } from '../../lib/access.js';
import type { RoutesPlugin } from '../../lib/route-types.js';
import { getSetting, initSettings, listSettings, saveSetting } from './service.js';

const ADMIN = { access: ['admin'] } as const;

export const settingsRoutes: RoutesPlugin = (app, { db }) => {
  app.get('/setting/list', { config: ADMIN }, () => listSettings(db));

  app.get('/setting/get/:name', { schema: { params: settingNameParams } }, (request) =>
    getSetting(db, authOf(request).user, request.params.name),
  );

  // Admins pass the maintenance gate, so they can switch maintenance off again.
  app.post(
    '/setting/create-or-update',
    { schema: { body: settingUpdateRequest }, config: ADMIN },
    (request) => saveSetting(db, request.body),
  );

  app.get('/setting/init', { config: ADMIN }, () => initSettings(db));
};
