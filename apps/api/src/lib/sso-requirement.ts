import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { identityProviders } from '../db/schema/index.js';

/**
 * The enabled provider an email's domain must sign in through, if an admin required one for that
 * domain: such an account has no password sign-in or reset (modules/auth, modules/users). In lib
 * because both read it, and the single sign-on module opens sessions through auth.
 */
export async function requiredProviderOf(db: Db, email: string) {
  const domain = email.split('@')[1];
  if (!domain) return undefined;
  const [row] = await db
    .select({ name: identityProviders.name, slug: identityProviders.slug })
    .from(identityProviders)
    .where(
      and(
        eq(identityProviders.requireSso, true),
        eq(identityProviders.enabled, true),
        sql`${domain} = any(${identityProviders.domains})`,
      ),
    )
    .limit(1);
  return row;
}
