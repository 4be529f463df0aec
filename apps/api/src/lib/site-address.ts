import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/client.js';
import { settings } from '../db/schema/index.js';

/**
 * Where the academy's links point: certificates' QR codes, the links in mails, the partners'
 * status pages (docs/decisions/0022).
 */

/**
 * The address a request came to: its protocol and host as the client named them, or as the
 * proxies in front of the server said (`X-Forwarded-Proto` and `-Host`, trusted for
 * `TRUST_PROXY_HOPS` hops only, app.ts).
 */
export const requestOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** The `site_url` setting without trailing slashes, or null while it is unset (blank or missing). */
export async function configuredSiteOrigin(db: Db | Tx): Promise<string | null> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.name, 'site_url'));
  const configured = typeof row?.value === 'string' ? row.value.trim().replace(/\/+$/, '') : '';
  return configured || null;
}

/**
 * Where the academy is reached, for what a signed-in request makes: the `site_url` setting, or
 * while it is unset the address that request came to (`requestOrigin`). Never for an anonymous
 * request's mail: its Host header is the sender's to choose (decision 0022).
 */
export async function siteOrigin(db: Db | Tx, fromRequest: string): Promise<string> {
  return (await configuredSiteOrigin(db)) ?? fromRequest.replace(/\/+$/, '');
}
