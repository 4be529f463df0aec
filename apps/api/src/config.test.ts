import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('the settings of running in production', () => {
  it('have their defaults: a pool of 10, 5 s to connect, 10 s of grace, the academy: prefix', () => {
    expect(loadConfig({})).toMatchObject({
      databasePoolSize: 10,
      databaseConnectTimeoutMs: 5000,
      shutdownGraceMs: 10_000,
      redisPrefix: 'academy:',
    });
  });

  it('are read from the environment', () => {
    expect(
      loadConfig({
        DATABASE_POOL_SIZE: '25',
        DATABASE_CONNECT_TIMEOUT_SECONDS: '2.5',
        SHUTDOWN_GRACE_SECONDS: '30',
        REDIS_PREFIX: 'academy-staging:',
      }),
    ).toMatchObject({
      databasePoolSize: 25,
      databaseConnectTimeoutMs: 2500,
      shutdownGraceMs: 30_000,
      redisPrefix: 'academy-staging:',
    });
  });

  it('refuse a value that cannot work, at the start', () => {
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow();
    expect(() => loadConfig({ DATABASE_CONNECT_TIMEOUT_SECONDS: 'soon' })).toThrow();
    expect(() => loadConfig({ REDIS_PREFIX: '' })).toThrow();
  });
});

describe('the files store', () => {
  it('is the disk by default, with no S3 settings and no presigned redirects', () => {
    expect(loadConfig({})).toMatchObject({
      storage: 'disk',
      s3: undefined,
      presignLargerThanBytes: undefined,
    });
  });

  it('is an S3-compatible bucket with STORAGE=s3, read from the environment', () => {
    expect(
      loadConfig({
        STORAGE: 's3',
        S3_BUCKET: 'academy-files',
        S3_ENDPOINT: 'https://minio.internal:9000',
        S3_REGION: 'sa-east-1',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PRESIGN_LARGER_THAN_BYTES: '10485760',
      }),
    ).toMatchObject({
      storage: 's3',
      s3: {
        bucket: 'academy-files',
        endpoint: 'https://minio.internal:9000',
        region: 'sa-east-1',
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      },
      presignLargerThanBytes: 10_485_760,
    });
  });

  it('refuses, at the start, a store that cannot be meant', () => {
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow();
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/STORAGE=s3 needs S3_BUCKET/);
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'b' })).toThrow();
    expect(() => loadConfig({ S3_BUCKET: 'academy', S3_ENDPOINT: 'not a url' })).toThrow();
    expect(() => loadConfig({ S3_BUCKET: 'academy', S3_ENDPOINT: 'ftp://store' })).toThrow();
    expect(() => loadConfig({ S3_BUCKET: 'academy', S3_ACCESS_KEY_ID: 'key' })).toThrow(/or neither/);
    expect(() => loadConfig({ S3_PRESIGN_LARGER_THAN_BYTES: '-1' })).toThrow();
  });
});
