import type { Readable } from 'node:stream';
import { assertSafeKey, type Storage } from './storage.js';

export interface S3Settings {
  bucket: string;
  /** an S3-compatible store's address (MinIO, Ceph, R2, s3rver...); unset means AWS's own for the region */
  endpoint: string | undefined;
  region: string;
  /** both or neither: without them the SDK's own chain (environment, instance role) is asked */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** How long the start waits to open a connection to the store before it says so (each of the SDK's 3 attempts). */
const CONNECT_TIMEOUT_MS = 5_000;

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/** A missing key answers null, as on disk; anything else is a failure of the store. */
function nullWhenMissing(error: unknown): null {
  if (statusOf(error) === 404) return null;
  throw error;
}

/** What went wrong reaching the bucket, in words an operator can act on. */
function unreachable(settings: S3Settings, error: unknown): Error {
  const where = `the S3 bucket "${settings.bucket}" at ${settings.endpoint ?? `AWS (${settings.region})`}`;
  const status = statusOf(error);
  const reason =
    status === 404
      ? 'it does not exist'
      : status === 403 || status === 401
        ? 'the credentials (S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) are refused'
        : status === undefined
          ? `it does not answer (${(error as Error).message || (error as Error).name})`
          : `it answers ${status} (${(error as Error).name})`;
  return new Error(`${where} cannot be used: ${reason}`);
}

/** Files as objects of one bucket of an S3-compatible store, under the same keys as on disk. */
export async function createS3Storage(settings: S3Settings): Promise<Storage> {
  // loaded here rather than at the top: a server that keeps its files on disk never loads the SDK
  const [
    {
      DeleteObjectCommand,
      GetObjectCommand,
      HeadBucketCommand,
      HeadObjectCommand,
      paginateListObjectsV2,
      S3Client,
    },
    { Upload },
    { getSignedUrl },
  ] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/lib-storage'),
    import('@aws-sdk/s3-request-presigner'),
  ]);
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    credentials: settings.credentials,
    // most S3-compatible stores address buckets by path, not by a host name per bucket
    forcePathStyle: Boolean(settings.endpoint),
    // the SDK's default checksums on every request (CRC trailers) are not understood by every
    // S3-compatible store; S3's own checks of the transfer remain
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS },
  });
  const Bucket = settings.bucket;

  return {
    name: `s3://${Bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`,
    async check() {
      await client.send(new HeadBucketCommand({ Bucket })).catch((error: unknown) => {
        throw unreachable(settings, error);
      });
    },
    async put(key, bytes) {
      // one PutObject for what fits in a part (5 MB), a multipart upload in parts beyond: memory
      // stays at a few parts whatever the size, and the object appears only once complete
      await new Upload({ client, params: { Bucket, Key: assertSafeKey(key), Body: bytes } }).done();
    },
    async read(key, range) {
      const answer = await client
        .send(
          new GetObjectCommand({
            Bucket,
            Key: assertSafeKey(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        )
        .catch(nullWhenMissing);
      if (!answer?.Body) return null;
      // a range's answer tells the whole size after the slash: "bytes 0-99/12345"
      const size = Number(answer.ContentRange?.split('/')[1] ?? answer.ContentLength);
      return { stream: answer.Body as Readable, size };
    },
    async stat(key) {
      const answer = await client
        .send(new HeadObjectCommand({ Bucket, Key: assertSafeKey(key) }))
        .catch(nullWhenMissing);
      return answer ? { size: answer.ContentLength ?? 0 } : null;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertSafeKey(key) }));
    },
    async *list(prefix = '') {
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: prefix || undefined })) {
        for (const object of page.Contents ?? [])
          if (object.Key !== undefined) yield { key: object.Key, size: object.Size ?? 0 };
      }
    },
    presignedUrl(key, seconds, headers) {
      const command = new GetObjectCommand({
        Bucket,
        Key: assertSafeKey(key),
        ResponseContentType: headers.contentType,
        ResponseContentDisposition: headers.contentDisposition,
      });
      return getSignedUrl(client, command, { expiresIn: seconds });
    },
  };
}
