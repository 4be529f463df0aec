import type { Language, TsmRegionType, UserStatus, UserType } from '@academy/domain';
import type { Db } from '../db/client.js';
import { countries, distributors, states, users } from '../db/schema/index.js';
import { newId } from '../lib/ids.js';
import { hashPassword } from '../lib/passwords.js';
import type { AuthUser } from '../lib/session-user.js';
import type { TestApp } from './harness.js';

let sequence = 0;
/** A value no other call of this test process returns. */
const next = () => ++sequence;

// ISO 3166 leaves the codes XA..XZ and QM..QZ to private use, so made-up countries never
// collide with a real one a seed may have loaded.
const PRIVATE_ISO2 = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ']
  .map((c) => `X${c}`)
  .concat([...'MNOPQRSTUVWXYZ'].map((c) => `Q${c}`));

let countryCount = 0;

export interface MadeCountry {
  id: string;
  states: { id: string; code: string; name: string }[];
}

/** A country with two states (S1 and S2, or the ones given). */
export async function makeCountry(
  db: Db,
  options: {
    iso2?: string;
    region?: 'BR' | 'LAAM';
    name?: string;
    states?: { code: string; name: string }[];
  } = {},
): Promise<MadeCountry> {
  const n = ++countryCount;
  const id = newId();
  const name = options.name ?? `Country ${n}`;
  await db.insert(countries).values({
    id,
    iso2: options.iso2 ?? PRIVATE_ISO2[n - 1] ?? `X${n}`,
    name: { en: name, pt: `${name} (pt)`, es: `${name} (es)` },
    dialCode: '+99',
    region: options.region ?? 'LAAM',
  });
  const made = (
    options.states ?? [
      { code: 'S1', name: `State one of ${name}` },
      { code: 'S2', name: `State two of ${name}` },
    ]
  ).map((state) => ({ id: newId(), ...state }));
  if (made.length > 0) await db.insert(states).values(made.map((state) => ({ ...state, countryId: id })));
  return { id, states: made };
}

/** A distributor ("master") of a country; returns its id. */
export async function makeDistributor(
  db: Db,
  countryId: string,
  options: { name?: string; state?: string; enabled?: boolean } = {},
): Promise<string> {
  const id = newId();
  await db.insert(distributors).values({
    id,
    countryId,
    name: options.name ?? `Distributor ${next()}`,
    state: options.state ?? 'S1',
    enabled: options.enabled ?? true,
  });
  return id;
}

export interface MakeUserOptions {
  type?: UserType;
  status?: UserStatus;
  name?: string;
  email?: string;
  password?: string;
  lang?: Language | null;
  countryId?: string | null;
  state?: string | null;
  distributorId?: string | null;
  tsmRegionType?: TsmRegionType | null;
  tsmRegions?: string[];
}

export interface MadeUser {
  id: string;
  email: string;
  password: string;
}

// argon2 is slow on purpose; tests reuse the hash of a password they already hashed.
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
};

/** A user, by default an enabled student with the password `secret123`. */
export async function makeUser(db: Db, options: MakeUserOptions = {}): Promise<MadeUser> {
  const n = next();
  const id = newId();
  const type = options.type ?? 'student';
  const email = (options.email ?? `${type}${n}.${id.slice(-6)}@example.com`).toLowerCase();
  const password = options.password ?? 'secret123';
  await db.insert(users).values({
    id,
    type,
    status: options.status ?? 'enabled',
    name: options.name ?? `${type[0]?.toUpperCase()}${type.slice(1)} ${n}`,
    email,
    passwordHash: await hashOnce(password),
    lang: options.lang ?? null,
    countryId: options.countryId ?? null,
    state: options.state ?? null,
    distributorId: options.distributorId ?? null,
    tsmRegionType: options.tsmRegionType ?? null,
    tsmRegions: options.tsmRegions ?? [],
  });
  return { id, email, password };
}

/**
 * Signs in through `auth/login` and returns the token. Successful sign-ins do not count against
 * the login rate limits, so a test may call this as often as it likes.
 */
export async function login(app: TestApp['app'], email: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login of ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json().data.token as string;
}

/** The Authorization header of a token, for `app.inject({ headers })`. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A signed-in asker of `type` (of `distributorId`, for a master) who exists only in the call: for functions that take the asker. */
export const askerOf = (type: AuthUser['type'], distributorId: string | null = null): AuthUser => ({
  id: newId(),
  type,
  status: 'enabled',
  name: 'Viewer',
  email: 'viewer@example.com',
  lang: 'en',
  distributorId,
  countryId: null,
  leadsTeam: false,
});
