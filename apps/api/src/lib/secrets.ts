import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Secrets the academy must read back (a webhook's signing secret, an identity provider's client
 * secret), stored sealed with AES-256-GCM under a key from the environment (`SECRETS_KEY`), never
 * in the clear. A sealed value names the key that sealed it (the first 8 hex characters of the
 * key's SHA-256), so after a rotation the previous keys (`SECRETS_KEY_PREVIOUS`) still open what
 * `npm run secrets -- rotate` has not sealed again yet (docs/decisions/0039).
 */

const VERSION = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;

export interface SecretKeys {
  /** the key new values are sealed with */
  current: Buffer;
  /** keys of earlier rotations, that only open */
  previous: readonly Buffer[];
}

export interface Secrets {
  seal(plain: string): string;
  open(sealed: string): string;
  /** whether a sealed value was sealed with the current key */
  isCurrent(sealed: string): boolean;
}

const TAG_BYTES = 16;

/** The id a sealed value names its key by: the first 8 hex characters of the key's SHA-256. */
export const secretKeyId = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

/** The id of the key that sealed a value, as the value names it (undefined when it is no sealed value). */
export function sealedKeyId(sealed: string): string | undefined {
  const [version, keyId] = sealed.split('.');
  return version === VERSION && keyId ? keyId : undefined;
}

/** A key as the environment gives it: 32 bytes in base64 (or base64url), or in hex. */
export function parseSecretKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : Buffer.from(trimmed, 'base64url');
  if (key.length !== KEY_BYTES)
    throw new Error(
      'SECRETS_KEY must be 32 random bytes in base64 or hex: make one with ' +
        `node -e "console.log(require('node:crypto').randomBytes(32).toString('base64'))"`,
    );
  return key;
}

export function createSecrets(keys: SecretKeys): Secrets {
  const currentId = secretKeyId(keys.current);
  const byId = new Map([keys.current, ...keys.previous].map((key) => [secretKeyId(key), key]));
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', keys.current, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
      return [VERSION, currentId, ...parts].join('.');
    },
    open(sealed) {
      const parts = sealed.split('.');
      const [version, keyId, iv, tag, body] = parts;
      if (parts.length !== 5 || version !== VERSION || body === undefined)
        throw new Error('not a sealed secret (expected v1.<key id>.<iv>.<tag>.<ciphertext>)');
      const key = byId.get(keyId ?? '');
      if (!key)
        throw new Error(
          `a secret sealed with an unknown key (${keyId}): is the key that sealed it in SECRETS_KEY_PREVIOUS?`,
        );
      const ivBytes = Buffer.from(iv ?? '', 'base64url');
      const tagBytes = Buffer.from(tag ?? '', 'base64url');
      // a shorter tag would be accepted by GCM and checked on fewer bits: only whole ones open
      if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES)
        throw new Error('a sealed secret whose iv or tag is damaged');
      const decipher = createDecipheriv('aes-256-gcm', key, ivBytes, { authTagLength: TAG_BYTES });
      decipher.setAuthTag(tagBytes);
      try {
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        throw new Error(`a sealed secret that its key (${keyId}) does not open: it was changed`);
      }
    },
    isCurrent: (sealed) => sealedKeyId(sealed) === currentId,
  };
}

/**
 * The keys of this academy: the environment's, else a key kept in the data folder (made on the
 * first start, readable by its owner only), so the embedded academy of `npm start` needs no setting.
 * Several instances must share `SECRETS_KEY`: each would make a key of its own.
 */
export function secretKeysOf(config: {
  secretsKey?: string;
  secretsKeyPrevious: readonly string[];
  dataDir: string;
}) {
  const previous = config.secretsKeyPrevious.map(parseSecretKey);
  if (config.secretsKey) return { current: parseSecretKey(config.secretsKey), previous, fromFile: false };
  const file = `${config.dataDir}/secrets.key`;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    text = randomBytes(KEY_BYTES).toString('base64');
    mkdirSync(dirname(file), { recursive: true });
    // 'wx': two processes starting at once keep the first one's key
    try {
      writeFileSync(file, `${text}\n`, { mode: 0o600, flag: 'wx' });
    } catch {
      text = readFileSync(file, 'utf8');
    }
  }
  return { current: parseSecretKey(text), previous, fromFile: true };
}
