import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { webhookMessages } from '@rollcall/contracts';
import { type Outcome, refused, succeeded } from '../db/outcome';

/** Where webhooks may be sent: in production only https to public addresses; elsewhere loopback and http too. */
export interface WebhookAddressPolicy {
  allowLocal: boolean;
  /** Every address a host name resolves to (tests give their own). */
  resolve?: (hostname: string) => Promise<string[]>;
}

/** A webhook's address as checked: the URL, and the one address to connect to, which passed the check. */
export interface CheckedAddress {
  url: URL;
  address: string;
  family: 4 | 6;
}

/**
 * Not the public internet: private, loopback, link-local, unique-local, CGNAT, unspecified, multicast, reserved. One
 * list per family: a BlockList also matches IPv4 addresses against its IPv4-mapped IPv6 rules.
 */
const notPublicV4 = new BlockList();
const notPublicV6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  notPublicV4.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  // An IPv4 address written as IPv6 reaches that IPv4 address: none of them is a webhook's.
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  notPublicV6.addSubnet(network, prefix, 'ipv6');

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return family === 4 ? !notPublicV4.check(address, 'ipv4') : !notPublicV6.check(address, 'ipv6');
}

const systemResolve = async (hostname: string) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * Checks a webhook's URL against the policy and resolves its host. Every address the host resolves to must pass, not
 * only the first, since a resolver can answer them in any order; the caller connects to the address answered, never
 * resolving again, so a name that changes between the check and the connection changes nothing.
 */
export async function checkWebhookAddress(
  text: string,
  { allowLocal, resolve = systemResolve }: WebhookAddressPolicy,
): Promise<Outcome<CheckedAddress, 'invalid'>> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return refused('invalid', webhookMessages.urlInvalid);
  }
  if (url.protocol !== 'https:' && !(allowLocal && url.protocol === 'http:'))
    return refused('invalid', url.protocol === 'http:' ? webhookMessages.httpsRequired : webhookMessages.urlInvalid);
  if (url.username || url.password) return refused('invalid', webhookMessages.credentialsInUrl);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await resolve(host);
  } catch {
    return refused('invalid', webhookMessages.unresolvable);
  }
  const first = addresses[0];
  if (!first) return refused('invalid', webhookMessages.unresolvable);
  if (!allowLocal && !addresses.every(isPublicAddress)) return refused('invalid', webhookMessages.privateAddress);
  return succeeded({ url, address: first, family: isIP(first) === 6 ? 6 : 4 });
}
