import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../lib/storage/s3.js';

export interface S3Server {
  settings: S3Settings;
  /** the same, as the server's and the commands' environment gives it */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** s3rver's own fixed credentials: it checks every request's signature against them. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** An S3-compatible server on a free loopback port, its objects in a temporary folder removed by stop(). */
export async function startS3Server(bucket = 'academy-files'): Promise<S3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'academy-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    settings: { bucket, endpoint, region: 'us-east-1', credentials: CREDENTIALS },
    env: {
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
