import { type LookupAddress, lookup } from 'node:dns';
import { promisify } from 'node:util';
import ipaddr from 'ipaddr.js';

const lookupAll = promisify(lookup);

/**
 * Whether an address is one a webhook may reach: a public unicast address. Loopback, private,
 * link-local (169.254.0.0/16, where cloud metadata answers), carrier-grade NAT, unique-local,
 * multicast and the unspecified address are refused, so a subscription cannot make the server
 * call into its own network; an IPv4 address written as IPv6 is judged as the IPv4 one.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}

export class RefusedAddress extends Error {
  constructor(
    readonly host: string,
    readonly address: string,
  ) {
    super(`${host} resolves to ${address}, which is not a public address`);
  }
}

/** Every address the host resolves to must be public (checked again at each delivery, see below). */
export async function checkWebhookHost(host: string, allowPrivate: boolean) {
  if (allowPrivate) return;
  const bare = host.replace(/^\[|\]$/g, '');
  const addresses = ipaddr.isValid(bare) ? [{ address: bare }] : await lookupAll(bare, { all: true });
  const refused = addresses.find((each) => !isPublicAddress(each.address));
  if (refused) throw new RefusedAddress(host, refused.address);
}

/**
 * The `lookup` a delivery's request connects with: the addresses are checked as they are used,
 * so a name that resolved to a public address when it was saved and to 127.0.0.1 now (DNS
 * rebinding) is refused before any byte is sent.
 */
export const guardedLookup = (allowPrivate: boolean): typeof lookup =>
  ((hostname: string, options: object, callback: (...args: unknown[]) => void) => {
    lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error);
      const refused = allowPrivate ? undefined : addresses.find((each) => !isPublicAddress(each.address));
      if (refused) return callback(new RefusedAddress(hostname, refused.address));
      const wantsAll = (options as { all?: boolean }).all;
      if (wantsAll) return callback(null, addresses);
      const [first] = addresses;
      return callback(null, first?.address, first?.family);
    });
  }) as typeof lookup;
