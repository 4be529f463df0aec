import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { lessonPackageFiles } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { requestOrigin } from '../../lib/site-address.js';
import type { Storage } from '../../lib/storage.js';
import { sendStoredBytes } from '../files/index.js';
import { contentTypeOf } from './content-types.js';
import { packagePolicy } from './package-policy.js';

/** A package's file by its path: one lookup of the primary key, for each of the files a package's pages load. */
const fileOfPackage = prepared((db) =>
  db
    .select({ key: lessonPackageFiles.key, size: lessonPackageFiles.size })
    .from(lessonPackageFiles)
    .where(
      and(
        eq(lessonPackageFiles.packageId, sql.placeholder('packageId')),
        eq(lessonPackageFiles.path, sql.placeholder('path')),
      ),
    )
    .prepare('package_file'),
);

/**
 * Answers the file at `path` inside a package (the asker's access is checked) with its type by
 * extension, the package's own content security policy, and the byte range asked for. The path is
 * looked up as it is in the package's list of files, so no spelling (`..`, escapes) reaches
 * anything but a file of this package: anything not in the list is 404.
 */
export async function sendPackageFile(
  request: FastifyRequest,
  reply: FastifyReply,
  { db, storage }: { db: Db; storage: Storage },
  packageId: string,
  path: string,
) {
  const policy = packagePolicy(requestOrigin(request), packageId);
  if (!policy) throw new AppError('validation-failed');
  const [file] = await fileOfPackage(db).execute({ packageId, path });
  if (!file) throw new AppError('not-found');
  // set on the answer itself, it replaces the app's policy, which the security headers set first
  reply.header('Content-Security-Policy', policy);
  return sendStoredBytes(request, reply, storage, {
    key: file.key,
    size: file.size,
    mime: contentTypeOf(path),
    cacheControl: 'private',
  });
}
