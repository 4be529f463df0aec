import { userCategoryCalls } from '@academy/domain';
import { authOf } from '../../lib/access.js';
import { route } from '../../lib/route.js';
import type { RoutesPlugin } from '../../lib/route-types.js';
import { getUserCategory, listUserCategories, removeUserCategory, saveUserCategory } from './service.js';

const ADMIN = { access: ['admin'] } as const;

/**
 * The user categories setting, kept by admins (users name their category by its index); tsms and
 * masters read the list to place and filter their people.
 */
export const userCategoryRoutes: RoutesPlugin = (app, { db }) => {
  route(app, userCategoryCalls.list, { access: ['admin', 'tsm', 'master'] }, async (request) =>
    listUserCategories(db, authOf(request).user),
  );

  route(app, userCategoryCalls.get, ADMIN, async (request) => getUserCategory(db, request.params.id));

  route(app, userCategoryCalls.save, ADMIN, async (request) => saveUserCategory(db, request.body));

  route(app, userCategoryCalls.remove, ADMIN, async (request) => removeUserCategory(db, request.params.id));
};
