import { z } from 'zod';
import type { S3Settings } from './lib/storage/s3.js';

const boolFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    /** postgres://... for a PostgreSQL server; unset means the embedded PGlite in DATA_DIR/pglite */
    DATABASE_URL: z.string().optional(),
    /** false for a pooler that drops prepared statements (decision 0016) */
    DATABASE_NAMED_STATEMENTS: boolFromEnv.default(true),
    /** connections each instance may open to PostgreSQL */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
    /** how long a request waits for a PostgreSQL connection before it answers 503 */
    DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(300).default(5),
    /** after SIGTERM, how long kept-alive connections may send a last request before they are closed */
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(10),
    DATA_DIR: z.string().default('./data'),
    /** smtp(s)://user:pass@host:port; unset keeps mails in the outbox table */
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('Academy <no-reply@academy.local>'),
    REDIS_URL: z.string().optional(),
    /** put before every Redis key, so that academies sharing one Redis keep their counters apart */
    REDIS_PREFIX: z.string().min(1).max(100).default('academy:'),
    /** a session ends after this long without a request */
    SESSION_IDLE_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .default(60 * 24 * 7),
    /** and after this long whatever happens */
    SESSION_MAX_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .default(24 * 30),
    RESET_CODE_MINUTES: z.coerce.number().int().min(1).default(15),
    /** demo academy on first start; always off in production */
    DEMO: boolFromEnv.optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** how many proxies in front may set X-Forwarded-For (0: none, the client's address is the socket's) */
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    /** directory of the built web app served at / */
    WEB_DIST: z.string().optional(),
    /** how long a report page or a dashboard's answer is kept for everyone of the same scope; 0 reads afresh */
    REPORT_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    /** the bearer token a Prometheus scrape of /api/system/metrics sends; unset, the endpoint answers 404 */
    METRICS_TOKEN: z.string().optional(),
    /** how many requests one API token may make a minute, on every instance together when Redis is set */
    /**
     * 32 random bytes (base64 or hex) sealing the secrets stored in the database (lib/secrets.ts);
     * unset, a key made in DATA_DIR/secrets.key. Instances sharing a database must share it.
     */
    SECRETS_KEY: z.string().optional(),
    /** keys replaced by a rotation, comma-separated: they still open what was sealed with them */
    SECRETS_KEY_PREVIOUS: z.string().optional(),
    /** lets webhooks reach loopback, private and link-local addresses (an academy inside a closed network) */
    WEBHOOK_ALLOW_PRIVATE_ADDRESSES: boolFromEnv.default(false),
    /** how long a webhook's endpoint has to answer a delivery */
    WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().min(1).max(60).default(10),
    API_TOKEN_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
    /** where files live: DATA_DIR/files, or an S3-compatible store's bucket (decision 0044) */
    STORAGE: z.enum(['disk', 's3']).default('disk'),
    S3_BUCKET: z.string().min(3).max(63).optional(),
    /** an S3-compatible store's address; unset means AWS S3 itself */
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** files larger than this are sent by a short-lived presigned redirect to the store, after the access check; unset: never */
    S3_PRESIGN_LARGER_THAN_BYTES: z.coerce.number().int().min(0).optional(),
  })
  .refine((env) => env.STORAGE !== 's3' || env.S3_BUCKET, {
    message: 'STORAGE=s3 needs S3_BUCKET',
    path: ['S3_BUCKET'],
  })
  .refine((env) => !env.S3_ACCESS_KEY_ID === !env.S3_SECRET_ACCESS_KEY, {
    message: 'set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither',
    path: ['S3_SECRET_ACCESS_KEY'],
  });

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  databaseNamedStatements: boolean;
  databasePoolSize: number;
  databaseConnectTimeoutMs: number;
  shutdownGraceMs: number;
  dataDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  redisPrefix: string;
  sessionIdleMs: number;
  sessionMaxMs: number;
  resetCodeMs: number;
  demo: boolean;
  logLevel: string;
  webDist: string | undefined;
  trustProxyHops: number;
  reportCacheMs: number;
  metricsToken: string | undefined;
  apiTokenRequestsPerMinute: number;
  secretsKey: string | undefined;
  secretsKeyPrevious: string[];
  webhookAllowPrivate: boolean;
  webhookTimeoutMs: number;
  storage: 'disk' | 's3';
  /** set when S3_BUCKET is, whatever STORAGE says: `files:move` reaches the store before the switch */
  s3: S3Settings | undefined;
  /** files larger than this may be sent by a presigned redirect; undefined: always through the server */
  presignLargerThanBytes: number | undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.parse(env);
  return {
    env: parsed.NODE_ENV,
    port: parsed.PORT,
    host: parsed.HOST,
    databaseUrl: parsed.DATABASE_URL || undefined,
    databaseNamedStatements: parsed.DATABASE_NAMED_STATEMENTS,
    databasePoolSize: parsed.DATABASE_POOL_SIZE,
    databaseConnectTimeoutMs: parsed.DATABASE_CONNECT_TIMEOUT_SECONDS * 1000,
    shutdownGraceMs: parsed.SHUTDOWN_GRACE_SECONDS * 1000,
    dataDir: parsed.DATA_DIR,
    smtpUrl: parsed.SMTP_URL || undefined,
    mailFrom: parsed.MAIL_FROM,
    redisUrl: parsed.REDIS_URL || undefined,
    redisPrefix: parsed.REDIS_PREFIX,
    sessionIdleMs: parsed.SESSION_IDLE_MINUTES * 60_000,
    sessionMaxMs: parsed.SESSION_MAX_HOURS * 3_600_000,
    resetCodeMs: parsed.RESET_CODE_MINUTES * 60_000,
    demo: parsed.NODE_ENV !== 'production' && (parsed.DEMO ?? true),
    logLevel: parsed.LOG_LEVEL,
    webDist: parsed.WEB_DIST,
    trustProxyHops: parsed.TRUST_PROXY_HOPS,
    reportCacheMs: parsed.REPORT_CACHE_SECONDS * 1000,
    metricsToken: parsed.METRICS_TOKEN || undefined,
    apiTokenRequestsPerMinute: parsed.API_TOKEN_REQUESTS_PER_MINUTE,
    webhookAllowPrivate: parsed.WEBHOOK_ALLOW_PRIVATE_ADDRESSES,
    webhookTimeoutMs: parsed.WEBHOOK_TIMEOUT_SECONDS * 1000,
    secretsKey: parsed.SECRETS_KEY || undefined,
    secretsKeyPrevious: (parsed.SECRETS_KEY_PREVIOUS ?? '')
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean),
    storage: parsed.STORAGE,
    s3: parsed.S3_BUCKET
      ? {
          bucket: parsed.S3_BUCKET,
          endpoint: parsed.S3_ENDPOINT,
          region: parsed.S3_REGION,
          credentials:
            parsed.S3_ACCESS_KEY_ID && parsed.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: parsed.S3_ACCESS_KEY_ID, secretAccessKey: parsed.S3_SECRET_ACCESS_KEY }
              : undefined,
        }
      : undefined,
    presignLargerThanBytes: parsed.S3_PRESIGN_LARGER_THAN_BYTES,
  };
}
