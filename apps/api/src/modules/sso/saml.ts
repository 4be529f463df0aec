import { randomBytes } from 'node:crypto';
import { type CacheProvider, type Profile, SAML, ValidateInResponseTo } from '@node-saml/node-saml';
import { DOMParser } from '@xmldom/xmldom';
import type { identityProviders } from '../../db/schema/index.js';
import { samlConfigOf } from './providers.js';
import { pemOf } from './saml-metadata.js';

type Row = typeof identityProviders.$inferSelect;

/** How far the provider's clock may be from ours when its assertion's times are checked. */
const CLOCK_SKEW_MS = 60_000;
/** How long an AuthnRequest may wait for its answer (the sign-in's own limit). */
const REQUEST_KEPT_MS = 10 * 60_000;

/** The academy's addresses as this provider's service provider. */
export const samlAddressesOf = (origin: string, slug: string) => ({
  /** its entity ID, which is also where its metadata is read */
  entityId: `${origin}/api/auth/sso/${slug}/metadata`,
  /** the assertion consumer service: the provider posts its answer here */
  acsUrl: `${origin}/api/auth/sso/${slug}/acs`,
});

/**
 * The AuthnRequest this sign-in expects an answer to. node-saml keeps request IDs in a cache of
 * its own; ours is the sign-in's row (taken once, within its time), so the cache knows just that
 * one ID and any instance can check the answer.
 */
function expectedRequest(requestId: string | undefined): CacheProvider {
  return {
    saveAsync: async () => null,
    getAsync: async (key) => (key === requestId ? new Date().toISOString() : null),
    removeAsync: async () => null,
  };
}

/** node-saml for one provider and one sign-in: signed assertions, audience, times and InResponseTo. */
function samlOf(row: Row, origin: string, requestId?: string) {
  const idp = samlConfigOf(row);
  const sp = samlAddressesOf(origin, row.slug);
  return new SAML({
    issuer: sp.entityId,
    audience: sp.entityId,
    callbackUrl: sp.acsUrl,
    entryPoint: idp.ssoUrl,
    idpCert: idp.certificates.map(pemOf),
    idpIssuer: idp.entityId,
    wantAssertionsSigned: true,
    // many providers sign the assertion only; an unsigned response around a signed assertion is fine
    wantAuthnResponseSigned: false,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: REQUEST_KEPT_MS,
    cacheProvider: expectedRequest(requestId),
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    identifierFormat: null,
    disableRequestedAuthnContext: true,
    generateUniqueId: () => requestId ?? `_${randomBytes(20).toString('hex')}`,
  });
}

/** The service provider's metadata an identity provider's administrator imports. */
export function serviceProviderMetadata(row: Row, origin: string) {
  return samlOf(row, origin).generateServiceProviderMetadata(null);
}

/** The address that sends the browser to the provider with a new AuthnRequest, and that request's ID. */
export async function samlAuthorizeRequest(row: Row, origin: string, relayState: string) {
  const requestId = `_${randomBytes(20).toString('hex')}`;
  const url = await samlOf(row, origin, requestId).getAuthorizeUrlAsync(relayState, undefined, {});
  return { url, requestId };
}

/** What an accepted assertion says: its attributes as claims, and how to refuse its replay. */
export interface SamlAnswer {
  claims: Record<string, unknown>;
  assertionId: string;
  expiresAt: Date;
}

type XmlJs = { $?: Record<string, string>; _?: string; [child: string]: unknown };
const first = (value: unknown) => (Array.isArray(value) ? (value[0] as XmlJs | undefined) : undefined);

/** The latest NotOnOrAfter the assertion names; past it the assertion is worthless anyway. */
function expiryOf(assertion: XmlJs) {
  const times = [
    first(assertion.Conditions)?.$?.NotOnOrAfter,
    ...((first(assertion.Subject)?.SubjectConfirmation as XmlJs[] | undefined) ?? []).map(
      (confirmation) => first(confirmation.SubjectConfirmationData)?.$?.NotOnOrAfter,
    ),
  ]
    .map((time) => (time ? Date.parse(time) : Number.NaN))
    .filter((time) => !Number.isNaN(time));
  return new Date(Math.max(Date.now() + CLOCK_SKEW_MS, ...times) + CLOCK_SKEW_MS);
}

/** node-saml reads attributes into the profile; a claim is an attribute's first value. */
function claimsOf(profile: Profile) {
  const attributes = (profile.attributes ?? {}) as Record<string, unknown>;
  const claims: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(attributes)) {
    claims[name] = Array.isArray(value) ? value[0] : value;
  }
  return { ...claims, sub: profile.nameID, nameIdFormat: profile.nameIDFormat };
}

/**
 * Checks a SAML answer posted to the ACS: node-saml checks the signature of the assertion (and
 * takes only the signed part, against wrapping), InResponseTo, the audience and the times; here we
 * check what it does not, in the signed assertion: that it is the provider's (its Issuer), and that
 * its bearer confirmation names this address (Recipient) and this sign-in's request (InResponseTo).
 * The response's Destination, unsigned, is checked too when it names one. Throws on any failure.
 */
export async function samlAnswerOf(
  row: Row,
  origin: string,
  samlResponse: string,
  requestId: string,
): Promise<SamlAnswer> {
  const saml = samlOf(row, origin, requestId);
  const { profile } = await saml.validatePostResponseAsync({ SAMLResponse: samlResponse });
  if (!profile) throw new Error('the answer holds no assertion');
  const { acsUrl } = samlAddressesOf(origin, row.slug);
  const idp = samlConfigOf(row);
  // read from the signed assertion itself: node-saml fills a missing element from attributes
  const assertion = (profile.getAssertion?.() as { Assertion?: XmlJs } | undefined)?.Assertion;
  const assertionId = assertion?.$?.ID;
  if (!assertion || !assertionId) throw new Error('the assertion has no ID');
  const issuer = first(assertion.Issuer)?._;
  if (issuer !== idp.entityId) throw new Error(`the assertion's issuer is ${issuer}`);
  // the signed confirmation names our ACS and our request: the Response's own InResponseTo is unsigned
  const confirmations = ((first(assertion.Subject)?.SubjectConfirmation as XmlJs[] | undefined) ?? []).map(
    (confirmation) => first(confirmation.SubjectConfirmationData)?.$ ?? {},
  );
  if (!confirmations.some((data) => data.Recipient === acsUrl))
    throw new Error(`the assertion's recipient is ${confirmations.map((data) => data.Recipient).join(', ')}`);
  if (!confirmations.some((data) => data.Recipient === acsUrl && data.InResponseTo === requestId))
    throw new Error("the assertion's subject confirmation does not answer this sign-in's request");
  const destination = new DOMParser()
    .parseFromString(profile.getSamlResponseXml?.() ?? '', 'text/xml')
    .documentElement?.getAttribute('Destination');
  if (destination && destination !== acsUrl) throw new Error(`the response's destination is ${destination}`);

  return { claims: claimsOf(profile), assertionId, expiresAt: expiryOf(assertion) };
}
