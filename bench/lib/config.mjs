// @ts-check
import { loadConfig } from '../../apps/api/dist/config.js';

/**
 * The app's config as production would have it (no demo data), for the bench database.
 * @param {string | undefined} databaseUrl
 * @param {string | undefined} dataDir
 */
export function benchConfig(databaseUrl, dataDir) {
  if (!databaseUrl || !dataDir) throw new Error('the bench needs a database URL and a data directory');
  return loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'silent',
    // off only to measure what naming statements gains (decision 0016)
    DATABASE_NAMED_STATEMENTS: process.env.DATABASE_NAMED_STATEMENTS ?? 'true',
    // 0 measures the heavy reads without their cache
    REPORT_CACHE_SECONDS: process.env.REPORT_CACHE_SECONDS ?? '60',
    // an API token's own rate limit (600 a minute by default): the token bench lifts it
    API_TOKEN_REQUESTS_PER_MINUTE: process.env.API_TOKEN_REQUESTS_PER_MINUTE,
  });
}
