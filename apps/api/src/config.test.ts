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
