import { fileCalls } from '@academy/domain';
import { authOf } from '../../lib/access.js';
import { route } from '../../lib/route.js';
import type { RoutesPlugin } from '../../lib/route-types.js';
import { receiveUpload } from './receive.js';
import { sendStoredFile } from './send-file.js';
import { findCourseImage, findFile, storeUpload, uploadLimitFor } from './service.js';

export const filesRoutes: RoutesPlugin = (app, deps) => {
  route(app, fileCalls.upload, {}, async (request) => {
    const { user } = authOf(request);
    const upload = await receiveUpload(request, (type) => uploadLimitFor(user, type));
    try {
      return await storeUpload(deps, user, upload);
    } finally {
      await upload.dispose();
    }
  });

  // Public because <img> and <video> tags send no Authorization header; a file id carries 64
  // random bits, so only someone who was given the URL can fetch it (docs/decisions/0001-file-urls.md).
  route(app, fileCalls.get, { access: 'public' }, async (request, reply) =>
    sendStoredFile(request, reply, deps, await findFile(deps.db, request.params.id)),
  );

  route(app, fileCalls.courseImage, { access: 'public' }, async (request, reply) =>
    sendStoredFile(request, reply, deps, await findCourseImage(deps.db, request.params.name)),
  );
};
