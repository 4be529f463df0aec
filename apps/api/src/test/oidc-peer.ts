import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import Provider from 'oidc-provider';

/** How a test changes the ID token the provider answers: its claims, and whether another key signs it. */
export interface IdTokenTampering {
  claims?: (claims: JWTPayload) => JWTPayload;
  foreignKey?: boolean;
}

/**
 * A real OpenID provider for tests (oidc-provider from npm) on loopback, with one confidential
 * client and the accounts a test sets (`people`: subject → claims). `signIn` plays a browser at
 * it: follows the authorization URL through its login and consent pages (oidc-provider's own
 * development pages) and answers the URL it finally sends the browser to (the client's callback).
 * `tamper` makes its token endpoint answer an ID token changed after signing and signed again, with
 * its own key or another: a provider that answers wrongly on purpose.
 */
export async function startOidcPeer(redirectUri: string) {
  const people = new Map<string, Record<string, unknown>>();
  const own = await generateKeyPair('RS256', { extractable: true });
  const foreign = await generateKeyPair('RS256');
  const kid = 'peer-key';
  const peer: { tamper: IdTokenTampering | null } = { tamper: null };
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'academy',
        client_secret: 'academy-client-secret',
        redirect_uris: [redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'locale'],
      partner: ['distributor', 'country', 'user_type'],
    },
    // the claims of the scopes asked go in the ID token, which is what the academy reads
    conformIdTokenClaims: false,
    findAccount: async (_context, sub) =>
      people.has(sub) ? { accountId: sub, claims: async () => ({ sub, ...people.get(sub) }) } : undefined,
    cookies: { keys: ['a-test-cookie-key'] },
    jwks: { keys: [{ ...(await exportJWK(own.privateKey)), kid, alg: 'RS256', use: 'sig' }] },
  });
  provider.proxy = false;
  const answer = provider.callback();
  server.on('request', (request, response) => {
    const tamper = peer.tamper;
    if (tamper && request.method === 'POST' && request.url?.startsWith('/token'))
      answerTampered(request, response, tamper);
    else answer(request, response);
  });

  /** The token endpoint's answer, held back and sent with its ID token changed. */
  function answerTampered(request: IncomingMessage, response: ServerResponse, tamper: IdTokenTampering) {
    const chunks: Buffer[] = [];
    const end = response.end.bind(response);
    response.write = ((chunk: Buffer | string) =>
      chunks.push(Buffer.from(chunk)) > 0) as typeof response.write;
    response.end = ((chunk?: Buffer | string) => {
      if (chunk) chunks.push(Buffer.from(chunk));
      const tokens = JSON.parse(Buffer.concat(chunks).toString()) as { id_token?: string };
      const claims = decodeJwt(tokens.id_token ?? '');
      void new SignJWT(tamper.claims ? tamper.claims(claims) : claims)
        .setProtectedHeader({ alg: 'RS256', kid })
        .sign(tamper.foreignKey ? foreign.privateKey : own.privateKey)
        .then((idToken) => {
          const body = JSON.stringify({ ...tokens, id_token: idToken });
          response.setHeader('content-length', Buffer.byteLength(body));
          end(body);
        });
      return response;
    }) as typeof response.end;
    answer(request, response);
  }

  /** Plays the browser from `authorizationUrl` until it is sent to `redirectUri`, signed in as `subject`. */
  async function signIn(authorizationUrl: string, subject: string): Promise<URL> {
    const jar = new Map<string, string>();
    let url = new URL(authorizationUrl);
    let body: URLSearchParams | undefined;
    for (let step = 0; step < 20; step++) {
      const response = await fetch(url, {
        method: body ? 'POST' : 'GET',
        body,
        redirect: 'manual',
        headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
      });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';');
        const at = pair.indexOf('=');
        jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
      body = undefined;
      const location = response.headers.get('location');
      if (location) {
        url = new URL(location, url);
        if (url.href.startsWith(redirectUri)) return url;
        continue;
      }
      // a login or consent page: its form, with the account's subject as the login
      const html = await response.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      if (!action) throw new Error(`no form at ${url}: ${response.status} ${html.slice(0, 200)}`);
      body = new URLSearchParams();
      for (const [, name, value] of html.matchAll(
        /<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g,
      ))
        body.set(name as string, value as string);
      if (/name="login"/.test(html)) {
        body.set('login', subject);
        body.set('password', 'any');
      }
      url = new URL(action.replaceAll('&amp;', '&'), url);
    }
    throw new Error('the provider did not send the browser back');
  }

  return {
    issuer,
    people,
    signIn,
    /** from now on, every ID token is changed so (null: answered as the provider made it) */
    tamperIdTokens(tampering: IdTokenTampering | null) {
      peer.tamper = tampering;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
