import { lessonPackageCalls, MAX_PACKAGE_UPLOAD_BYTES } from '@academy/domain';
import { authOf } from '../../lib/access.js';
import { route } from '../../lib/route.js';
import type { RoutesPlugin } from '../../lib/route-types.js';
import { receiveFile } from '../files/index.js';
import { packageAccess } from './package-access.js';
import { getPackage } from './package-view.js';
import { sendPackageFile } from './serve-file.js';
import { storePackage } from './store-package.js';

/** Those who author courses upload packages and read them. */
const authors = { access: ['admin'] } as const;

/** Package lessons: uploading a package, reading it, and serving its files to those who play it. */
export const lessonPackageRoutes: RoutesPlugin = (app, deps) => {
  const mayRead = packageAccess(deps.db);

  route(app, lessonPackageCalls.upload, authors, async (request) => {
    const upload = await receiveFile(request, MAX_PACKAGE_UPLOAD_BYTES);
    try {
      return await storePackage(deps, authOf(request).user.id, upload.path);
    } finally {
      await upload.dispose();
    }
  });

  route(app, lessonPackageCalls.get, authors, async (request) => getPackage(deps.db, request.params.id));

  // Signed in by the session's cookie, which the lesson page's frame sends with each file it loads.
  route(app, lessonPackageCalls.file, {}, async (request, reply) => {
    const { packageId, '*': path } = request.params;
    await mayRead(authOf(request).user, packageId);
    return sendPackageFile(request, reply, deps, packageId, path);
  });
};
