import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSecrets, parseSecretKey, sealedKeyId, secretKeyId, secretKeysOf } from './secrets.js';

const PLAIN = 'whsec_c2VjcmV0LW9mLXRoZS13ZWJob29r';
const keyA = randomBytes(32);
const keyB = randomBytes(32);

/** The sealed value with one of its parts (2 iv, 3 tag, 4 ciphertext) changed by one bit. */
function tampered(sealed: string, part: 2 | 3 | 4): string {
  const parts = sealed.split('.');
  const bytes = Buffer.from(parts[part] ?? '', 'base64url');
  bytes[0] = (bytes[0] ?? 0) ^ 1;
  parts[part] = bytes.toString('base64url');
  return parts.join('.');
}

describe('sealing and opening', () => {
  const secrets = createSecrets({ current: keyA, previous: [] });

  it('gives the text back, and the sealed value shows neither the text nor its base64', () => {
    const sealed = secrets.seal(PLAIN);
    expect(secrets.open(sealed)).toBe(PLAIN);
    expect(sealed).toMatch(/^v1\.[0-9a-f]{8}\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain(PLAIN);
    for (const encoding of ['base64', 'base64url'] as const)
      expect(sealed).not.toContain(Buffer.from(PLAIN).toString(encoding).replace(/=+$/, ''));
    expect(secrets.open(secrets.seal(''))).toBe('');
    expect(secrets.open(secrets.seal('é ✓ 😀'))).toBe('é ✓ 😀');
  });

  it('seals one text differently each time', () => {
    const [first, second] = [secrets.seal(PLAIN), secrets.seal(PLAIN)];
    expect(first).not.toBe(second);
    expect(secrets.open(first)).toBe(secrets.open(second));
  });

  it.each([
    ['iv', 2],
    ['tag', 3],
    ['ciphertext', 4],
  ] as const)('refuses a value whose %s was changed', (_part, index) => {
    const sealed = secrets.seal(PLAIN);
    expect(() => secrets.open(tampered(sealed, index))).toThrow(/does not open: it was changed/);
  });

  it('refuses a cut tag (GCM would check fewer bits) and what is not a sealed value', () => {
    const parts = secrets.seal(PLAIN).split('.');
    parts[3] = Buffer.from(parts[3] ?? '', 'base64url')
      .subarray(0, 4)
      .toString('base64url');
    expect(() => secrets.open(parts.join('.'))).toThrow(/iv or tag is damaged/);
    expect(() => secrets.open(PLAIN)).toThrow(/not a sealed secret/);
    expect(() => secrets.open(`${secrets.seal(PLAIN)}.more`)).toThrow(/not a sealed secret/);
  });

  it('names the key that sealed it, by the first 8 hex characters of its SHA-256', () => {
    const sealed = secrets.seal(PLAIN);
    expect(sealedKeyId(sealed)).toBe(secretKeyId(keyA));
    expect(sealedKeyId(PLAIN)).toBeUndefined();
  });
});

describe('keys of earlier rotations', () => {
  it('open what they sealed, while the current key seals; isCurrent tells which sealed a value', () => {
    const before = createSecrets({ current: keyA, previous: [] }).seal(PLAIN);
    const after = createSecrets({ current: keyB, previous: [keyA] });
    expect(after.open(before)).toBe(PLAIN);
    expect(after.isCurrent(before)).toBe(false);
    const resealed = after.seal(after.open(before));
    expect(after.isCurrent(resealed)).toBe(true);
    expect(createSecrets({ current: keyB, previous: [] }).open(resealed)).toBe(PLAIN);
  });

  it('a value sealed with a key that is given neither as current nor as previous names SECRETS_KEY_PREVIOUS', () => {
    const sealed = createSecrets({ current: keyA, previous: [] }).seal(PLAIN);
    const without = createSecrets({ current: keyB, previous: [randomBytes(32)] });
    expect(() => without.open(sealed)).toThrow(
      new RegExp(`unknown key \\(${secretKeyId(keyA)}\\).*SECRETS_KEY_PREVIOUS`),
    );
  });
});

describe('parseSecretKey', () => {
  const key = randomBytes(32);

  it.each([
    ['base64', key.toString('base64')],
    ['base64url', key.toString('base64url')],
    ['hex', key.toString('hex')],
    ['hex in capitals', key.toString('hex').toUpperCase()],
    ['base64 with a newline after it', `${key.toString('base64')}\n`],
  ])('reads 32 bytes in %s', (_encoding, text) => {
    expect(parseSecretKey(text).equals(key)).toBe(true);
  });

  it.each([
    ['16 bytes in base64', randomBytes(16).toString('base64')],
    ['31 bytes in hex', randomBytes(31).toString('hex')],
    ['a password', 'correct horse battery staple'],
    ['nothing', ''],
  ])('refuses %s and says how to make a key', (_what, text) => {
    expect(() => parseSecretKey(text)).toThrow(/32 random bytes.*randomBytes\(32\)\.toString\('base64'\)/);
  });
});

describe('secretKeysOf', () => {
  let folder: string | undefined;
  afterEach(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('takes SECRETS_KEY and the previous keys from the environment', () => {
    const keys = secretKeysOf({
      secretsKey: keyB.toString('base64'),
      secretsKeyPrevious: [keyA.toString('hex')],
      dataDir: '/nowhere',
    });
    expect(keys.fromFile).toBe(false);
    expect(keys.current.equals(keyB)).toBe(true);
    expect(keys.previous.map((key) => key.equals(keyA))).toEqual([true]);
  });

  it('without SECRETS_KEY, makes DATA_DIR/secrets.key readable by its owner only, and reads the same key the next time', async () => {
    folder = await mkdtemp(join(tmpdir(), 'academy-secrets-'));
    const dataDir = join(folder, 'data');
    const config = { secretsKey: undefined, secretsKeyPrevious: [], dataDir };

    const first = secretKeysOf(config);
    expect(first.fromFile).toBe(true);
    const file = join(dataDir, 'secrets.key');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(parseSecretKey(await readFile(file, 'utf8')).equals(first.current)).toBe(true);

    const second = secretKeysOf(config);
    expect(second.current.equals(first.current)).toBe(true);
    const sealed = createSecrets(first).seal(PLAIN);
    expect(createSecrets(second).open(sealed)).toBe(PLAIN);
  });
});
