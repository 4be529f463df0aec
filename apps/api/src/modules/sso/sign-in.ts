import { type ClaimMapping, LANGUAGES, type Language } from '@academy/domain';
import { and, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { identityProviders } from '../../db/schema/index.js';
import { countries, distributors, userIdentities, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { createJoinedPerson } from '../users/index.js';
import { claimMappingOf } from './providers.js';

type Provider = typeof identityProviders.$inferSelect;

/** Why a sign-in was refused, for the log (the person is told the error's own message). */
export class SignInRefused extends AppError {
  constructor(
    key: 'sso-failed' | 'sso-email-unverified',
    readonly reason: string,
  ) {
    super(key);
  }
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** 'pt-BR', 'es', 'en_US' → the academy's language, if it has it. */
function languageOf(value: unknown): Language | null {
  const code = text(value)?.slice(0, 2).toLowerCase();
  return LANGUAGES.find((language) => language === code) ?? null;
}

/** The country a claim names, by its ISO code or its name in any of the academy's languages. */
async function countryOf(tx: Tx, value: unknown) {
  const named = text(value);
  if (!named) return null;
  const [row] = await tx
    .select({ id: countries.id })
    .from(countries)
    .where(
      or(
        eq(countries.iso2, named.toUpperCase()),
        sql`lower(${named}) in (lower(${countries.name}->>'en'), lower(${countries.name}->>'pt'), lower(${countries.name}->>'es'))`,
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/** The enabled distributor a claim names, by id or name (within the country, when one is known). */
async function distributorOf(tx: Tx, value: unknown, countryId: string | null) {
  const named = text(value);
  if (!named) return null;
  const rows = await tx
    .select({ id: distributors.id, countryId: distributors.countryId })
    .from(distributors)
    .where(
      and(
        eq(distributors.enabled, true),
        or(
          eq(distributors.id, named.toLowerCase()),
          ilike(distributors.name, named.replace(/[%_\\]/g, '\\$&')),
        ),
        countryId ? eq(distributors.countryId, countryId) : undefined,
      ),
    )
    .limit(2);
  // a name two distributors share names none of them
  return rows.length === 1 ? (rows[0] ?? null) : null;
}

/** A new person's fields from the claims, by the provider's mapping. */
async function personOf(tx: Tx, claims: Record<string, unknown>, map: ClaimMapping, email: string) {
  const claimedCountry = await countryOf(tx, claims[map.country]);
  const distributor = await distributorOf(tx, claims[map.distributor], claimedCountry);
  return {
    name: text(claims[map.name])?.slice(0, 120) ?? email.split('@')[0] ?? email,
    email,
    type: text(claims[map.userType])?.toLowerCase() === 'fact' ? ('fact' as const) : ('student' as const),
    lang: languageOf(claims[map.language]),
    countryId: distributor?.countryId ?? claimedCountry,
    distributorId: distributor?.id ?? null,
  };
}

/**
 * The account a provider's claims sign in to: the one linked to its subject; else the account of
 * the email, linked now, but only when the provider says it verified that email (anyone can claim
 * any address at a loose provider); else a new account from the claims. All in one transaction.
 */
export async function accountOfClaims(db: Db, provider: Provider, claims: Record<string, unknown>) {
  const map = claimMappingOf(provider);
  const subject = text(claims.sub);
  const email = text(claims[map.email])?.toLowerCase();
  if (!subject) throw new SignInRefused('sso-failed', 'the ID token has no subject');
  if (!email?.includes('@')) throw new SignInRefused('sso-failed', `no email in the claim "${map.email}"`);

  return db.transaction(async (tx) => {
    const [linked] = await tx
      .select({ id: users.id, status: users.status })
      .from(userIdentities)
      .innerJoin(users, eq(users.id, userIdentities.userId))
      .where(and(eq(userIdentities.providerId, provider.id), eq(userIdentities.subject, subject)));
    if (linked) return linked;

    if (claims.email_verified !== true)
      throw new SignInRefused('sso-email-unverified', `${email} is not asserted verified`);
    const [known] = await tx
      .select({ id: users.id, status: users.status })
      .from(users)
      .where(eq(users.email, email));
    const account = known ?? (await createJoinedPerson(tx, await personOf(tx, claims, map, email)));
    await tx
      .insert(userIdentities)
      .values({ id: newId(), providerId: provider.id, subject, userId: account.id })
      .onConflictDoNothing();
    return account;
  });
}
