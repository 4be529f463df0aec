import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { Mailer } from './mail.js';
import type { Secrets } from './secrets.js';
import type { Storage } from './storage.js';

/** What services need from the outside world; built once in start.ts (or a test) and handed to the app. */
export interface AppDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  storage: Storage;
  /** seals and opens the secrets kept in the database (lib/secrets.ts) */
  secrets: Secrets;
}
