import * as client from 'openid-client';
import type { identityProviders } from '../../db/schema/index.js';
import type { Secrets } from '../../lib/secrets.js';
import { type OidcConfig, oidcConfigOf } from './providers.js';

type Row = typeof identityProviders.$inferSelect;

/** A provider's discovered metadata is read again after this long, or when the provider changes. */
const DISCOVERY_KEPT_MS = 10 * 60_000;
const discovered = new Map<string, { at: number; configuration: Promise<client.Configuration> }>();

/** http issuers are allowed on this machine only (issuerSchema): there requests may go in clear. */
const onThisMachine = (issuer: string) => new URL(issuer).protocol === 'http:';

/**
 * The provider's configuration for openid-client: its discovery document (read once per ten
 * minutes per provider and version of its settings), the client id and the opened secret.
 */
export function configurationOf(row: Row, secrets: Secrets): Promise<client.Configuration> {
  const key = `${row.id}:${row.updatedAt.getTime()}`;
  const kept = discovered.get(key);
  if (kept && Date.now() - kept.at < DISCOVERY_KEPT_MS) return kept.configuration;
  const config = oidcConfigOf(row);
  const secret = row.clientSecretSealed ? secrets.open(row.clientSecretSealed) : undefined;
  const configuration = client.discovery(
    new URL(config.issuer),
    config.clientId,
    secret,
    secret ? client.ClientSecretPost(secret) : client.None(),
    {
      // The ID token's signature is checked against the provider's published keys, although it
      // comes straight from its token endpoint (where OpenID lets TLS stand in for the check).
      execute: onThisMachine(config.issuer)
        ? [client.allowInsecureRequests, client.enableNonRepudiationChecks]
        : [client.enableNonRepudiationChecks],
      timeout: 10,
    },
  );
  // a failed discovery is not kept: the next sign-in tries again
  configuration.catch(() => discovered.delete(key));
  discovered.set(key, { at: Date.now(), configuration });
  return configuration;
}

/** What a sign-in's start keeps for its callback. */
export interface StartedSignIn {
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The authorization request: code flow with PKCE (S256), a state and a nonce. */
export async function authorizationRequest(
  configuration: client.Configuration,
  config: OidcConfig,
  redirectUri: string,
): Promise<StartedSignIn> {
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: config.scopes,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url, state, nonce, codeVerifier };
}

/**
 * Trades the callback's code for tokens and answers the ID token's claims; openid-client checks
 * the state, the nonce, the PKCE verifier, the issuer, the audience and the signature, and throws
 * on any mismatch.
 */
export async function claimsOfCallback(
  configuration: client.Configuration,
  callbackUrl: URL,
  expected: { state: string; nonce: string; codeVerifier: string },
): Promise<Record<string, unknown>> {
  const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
    expectedState: expected.state,
    expectedNonce: expected.nonce,
    pkceCodeVerifier: expected.codeVerifier,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('the provider answered no ID token');
  return claims as Record<string, unknown>;
}
