import { X509Certificate } from 'node:crypto';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { AppError } from '../../lib/errors.js';

const METADATA = 'urn:oasis:names:tc:SAML:2.0:metadata';
const XMLDSIG = 'http://www.w3.org/2000/09/xmldsig#';
const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

/** What the academy keeps of a SAML identity provider's metadata. */
export interface SamlIdp {
  /** its entity ID: the Issuer of its answers */
  entityId: string;
  /** where the browser is sent with the AuthnRequest (HTTP-Redirect binding) */
  ssoUrl: string;
  /** its signing certificates, base64 DER as in the metadata */
  certificates: string[];
}

const refused = () => new AppError('validation-failed', { idpMetadata: 'validation.samlMetadata' });

const childrenOf = (parent: Element, namespace: string, name: string) =>
  Array.from(parent.getElementsByTagNameNS(namespace, name));

/** A certificate from the metadata, checked to be one: its base64 DER, or null. */
function certificateOf(text: string | null) {
  const base64 = (text ?? '').replace(/\s+/g, '');
  try {
    new X509Certificate(Buffer.from(base64, 'base64'));
    return base64;
  } catch {
    return null;
  }
}

/**
 * Reads an identity provider's metadata XML: its entity ID, its single sign-on address for the
 * HTTP-Redirect binding and its signing keys. Anything missing or unreadable is refused as the
 * form's `idpMetadata` error. The parser resolves no external entity, so the XML reaches nothing.
 */
export function parseIdpMetadata(xml: string): SamlIdp {
  let root: Element | null;
  try {
    root = new DOMParser({ onError: () => {} }).parseFromString(xml, 'text/xml').documentElement;
  } catch {
    throw refused();
  }
  const descriptor = root && childrenOf(root, METADATA, 'IDPSSODescriptor')[0];
  const entityOf = descriptor?.parentNode as Element | null | undefined;
  const entityId = entityOf?.getAttribute('entityID');
  if (!descriptor || !entityId) throw refused();

  const ssoUrl = childrenOf(descriptor, METADATA, 'SingleSignOnService')
    .find((service) => service.getAttribute('Binding') === REDIRECT_BINDING)
    ?.getAttribute('Location');
  if (!ssoUrl || !/^https?:\/\//.test(ssoUrl)) throw refused();

  const certificates = childrenOf(descriptor, METADATA, 'KeyDescriptor')
    .filter((key) => (key.getAttribute('use') ?? 'signing') === 'signing')
    .flatMap((key) => childrenOf(key, XMLDSIG, 'X509Certificate'))
    .map((node) => certificateOf(node.textContent));
  if (certificates.length === 0 || certificates.includes(null)) throw refused();
  return { entityId, ssoUrl, certificates: certificates as string[] };
}

/** A certificate as an admin compares it with the provider's: its SHA-256 fingerprint and expiry. */
export function describeCertificate(base64: string) {
  const certificate = new X509Certificate(Buffer.from(base64, 'base64'));
  return {
    fingerprint: certificate.fingerprint256,
    expiresAt: new Date(certificate.validTo).toISOString(),
  };
}

export const pemOf = (base64: string) =>
  `-----BEGIN CERTIFICATE-----\n${base64.match(/.{1,64}/g)?.join('\n')}\n-----END CERTIFICATE-----`;
