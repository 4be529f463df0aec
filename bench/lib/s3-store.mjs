// @ts-check
/**
 * An S3-compatible store (s3rver) in a process of its own on loopback, for the files bench: its
 * CPU is then counted apart from the load generator's. Keeps its objects in S3_STORE_DIR, makes
 * the bucket S3_STORE_BUCKET, and tells its port over IPC (lib/run.mjs, startChild).
 */
import S3rver from 's3rver';

const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: process.env.S3_STORE_DIR,
  configureBuckets: [{ name: String(process.env.S3_STORE_BUCKET) }],
});
const { port } = await server.run();
process.send?.({ port });
process.on('SIGTERM', () => {
  void server.close().then(() => process.exit(0));
});
