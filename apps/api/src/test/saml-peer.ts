import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inflateRawSync } from 'node:zlib';
import { DOMParser } from '@xmldom/xmldom';
import { generate } from 'selfsigned';
import { SignedXml } from 'xml-crypto';

/**
 * A SAML 2.0 identity provider for tests, on loopback: its metadata, a sign-in page that reads the
 * academy's AuthnRequest (HTTP-Redirect binding) and answers with a form posted to the ACS, and
 * answers built on demand with any field wrong, signed with xml-crypto under its own certificate.
 */

const xmlText = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char,
  );

const instant = (offsetMs = 0) => new Date(Date.now() + offsetMs).toISOString();
const newId = () => `_${randomBytes(16).toString('hex')}`;

/** What an answer says; every field can be set wrong on purpose. */
export interface AnswerOptions {
  requestId: string | null;
  acsUrl: string;
  audience: string;
  nameId: string;
  attributes?: Record<string, string>;
  issuer?: string;
  recipient?: string;
  destination?: string;
  /** the assertion's window, from now */
  notBeforeMs?: number;
  notOnOrAfterMs?: number;
  /** the signed confirmation's own InResponseTo, when it differs from the response's (null: none) */
  confirmationRequestId?: string | null;
  /** 'none' leaves the assertion unsigned */
  sign?: 'assertion' | 'none';
  /** signs with a key the provider's metadata does not name */
  foreignKey?: boolean;
  assertionId?: string;
}

/** An AuthnRequest as the provider reads it from the redirect. */
export interface ReadRequest {
  id: string;
  acsUrl: string;
  issuer: string;
  relayState: string;
}

/**
 * `address` is the loopback address it listens on: 127.0.0.2 puts it on another site than a
 * server on 127.0.0.1, as a real provider is, so a browser posts its answer cross-site.
 */
export async function startSamlPeer({ address = '127.0.0.1' } = {}) {
  const attributes = [{ name: 'commonName', value: 'Partner IdP' }];
  const own = await generate(attributes, { keySize: 2048, algorithm: 'sha256' });
  const foreign = await generate(attributes, { keySize: 2048, algorithm: 'sha256' });
  const certificateBase64 = own.cert.replace(/-----[^-]+-----|\s/g, '');

  const server = createServer((request, response) => {
    void handle(request).then(
      ({ status, type, body }) => response.writeHead(status, { 'content-type': type }).end(body),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, address, resolve));
  const base = `http://${address}:${(server.address() as AddressInfo).port}`;
  const entityId = `${base}/metadata`;

  const metadata = `<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${entityId}">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol" WantAuthnRequestsSigned="false">
    <md:KeyDescriptor use="signing">
      <ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data><ds:X509Certificate>${certificateBase64}</ds:X509Certificate></ds:X509Data></ds:KeyInfo>
    </md:KeyDescriptor>
    <md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress</md:NameIDFormat>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${base}/sso"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;

  /** Reads the academy's AuthnRequest from the address it sent the browser to. */
  function readRequest(address: string | URL): ReadRequest {
    const url = new URL(address, base);
    const xml = inflateRawSync(Buffer.from(url.searchParams.get('SAMLRequest') ?? '', 'base64')).toString();
    const root = new DOMParser().parseFromString(xml, 'text/xml').documentElement;
    const issuer = root?.getElementsByTagNameNS('urn:oasis:names:tc:SAML:2.0:assertion', 'Issuer')[0];
    return {
      id: root?.getAttribute('ID') ?? '',
      acsUrl: root?.getAttribute('AssertionConsumerServiceURL') ?? '',
      issuer: issuer?.textContent ?? '',
      relayState: url.searchParams.get('RelayState') ?? '',
    };
  }

  /** A Response with one assertion, as the options say; base64, as the form posts it. */
  function answer(options: AnswerOptions) {
    const assertionId = options.assertionId ?? newId();
    const inResponseToOf = (id: string | null) => (id ? ` InResponseTo="${xmlText(id)}"` : '');
    const inResponseTo = inResponseToOf(options.requestId);
    const confirmed = inResponseToOf(
      options.confirmationRequestId === undefined ? options.requestId : options.confirmationRequestId,
    );
    const attributeXml = Object.entries(options.attributes ?? {})
      .map(
        ([name, value]) =>
          `<saml:Attribute Name="${xmlText(name)}"><saml:AttributeValue>${xmlText(value)}</saml:AttributeValue></saml:Attribute>`,
      )
      .join('');
    const notBefore = instant(options.notBeforeMs ?? -60_000);
    const notOnOrAfter = instant(options.notOnOrAfterMs ?? 5 * 60_000);
    const assertion = `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${assertionId}" Version="2.0" IssueInstant="${instant()}"><saml:Issuer>${xmlText(options.issuer ?? entityId)}</saml:Issuer><saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${xmlText(options.nameId)}</saml:NameID><saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData NotOnOrAfter="${notOnOrAfter}" Recipient="${xmlText(options.recipient ?? options.acsUrl)}"${confirmed}/></saml:SubjectConfirmation></saml:Subject><saml:Conditions NotBefore="${notBefore}" NotOnOrAfter="${notOnOrAfter}"><saml:AudienceRestriction><saml:Audience>${xmlText(options.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions><saml:AuthnStatement AuthnInstant="${instant()}" SessionIndex="${newId()}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement><saml:AttributeStatement>${attributeXml}</saml:AttributeStatement></saml:Assertion>`;
    const response = `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" ID="${newId()}" Version="2.0" IssueInstant="${instant()}" Destination="${xmlText(options.destination ?? options.acsUrl)}"${inResponseTo}><saml:Issuer xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion">${xmlText(options.issuer ?? entityId)}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>${assertion}</samlp:Response>`;
    const xml =
      options.sign === 'none' ? response : signAssertion(response, options.foreignKey ? foreign : own);
    return Buffer.from(xml).toString('base64');
  }

  function signAssertion(xml: string, keys: { private: string; cert: string }) {
    const signature = new SignedXml({
      privateKey: keys.private,
      publicCert: keys.cert,
      signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
      canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
    });
    signature.addReference({
      xpath: "//*[local-name(.)='Assertion']",
      digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
      transforms: [
        'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
        'http://www.w3.org/2001/10/xml-exc-c14n#',
      ],
    });
    signature.computeSignature(xml, {
      location: { reference: "//*[local-name(.)='Assertion']/*[local-name(.)='Issuer']", action: 'after' },
    });
    return signature.getSignedXml();
  }

  /** The page a browser lands on: who signs in, then a form that posts the answer to the ACS. */
  async function handle(request: IncomingMessage) {
    const url = new URL(request.url ?? '/', base);
    if (url.pathname === '/metadata') return { status: 200, type: 'application/xml', body: metadata };
    if (url.pathname === '/sso')
      return {
        status: 200,
        type: 'text/html; charset=utf-8',
        body: `<!doctype html><html lang="en"><title>Partner IdP</title><main><h1>Partner IdP</h1>
<form method="get" action="/sso/answer">
<input type="hidden" name="request" value="${xmlText(url.search)}">
<label>Email <input name="email" type="email" required></label>
<label>Name <input name="name"></label>
<label>Language <input name="locale" value="en"></label>
<label>Distributor <input name="distributor"></label>
<button type="submit">Sign in</button></form></main></html>`,
      };
    if (url.pathname === '/sso/answer') {
      const read = readRequest(`/sso${url.searchParams.get('request') ?? ''}`);
      const email = url.searchParams.get('email') ?? '';
      const samlResponse = answer({
        requestId: read.id,
        acsUrl: read.acsUrl,
        audience: read.issuer,
        nameId: email,
        attributes: {
          email,
          name: url.searchParams.get('name') ?? '',
          locale: url.searchParams.get('locale') ?? '',
          distributor: url.searchParams.get('distributor') ?? '',
        },
      });
      return {
        status: 200,
        type: 'text/html; charset=utf-8',
        body: `<!doctype html><html lang="en"><title>Partner IdP</title><body onload="document.forms[0].submit()">
<form method="post" action="${xmlText(read.acsUrl)}">
<input type="hidden" name="SAMLResponse" value="${samlResponse}">
<input type="hidden" name="RelayState" value="${xmlText(read.relayState)}">
<noscript><button type="submit">Continue</button></noscript></form></body></html>`,
      };
    }
    return { status: 404, type: 'text/plain', body: 'not found' };
  }

  return {
    base,
    entityId,
    metadata,
    readRequest,
    answer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SamlPeer = Awaited<ReturnType<typeof startSamlPeer>>;
