// The visitor's address behind a reverse proxy (docs/architecture/order-service.md, "Behind a
// proxy"). `X-Forwarded-For` is believed only when the connection comes from a trusted proxy:
// anyone else could write any address there and so get a fresh rate-limit bucket per request.
import type {IncomingMessage} from 'node:http';
import {BlockList, isIP} from 'node:net';

/** Trusted when `TRUSTED_PROXIES` is unset: this machine, where the host configs proxy from. */
export const DEFAULT_TRUSTED_PROXIES: readonly string[] = ['127.0.0.1/8', '::1'];

/** Which connecting addresses are proxies whose `X-Forwarded-For` is believed. */
export interface ProxyTrust {
  /** True when `address` (IPv4, IPv6 or IPv4-mapped IPv6) is a trusted proxy. */
  trusts(address: string): boolean;
}

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** `address` with an IPv4-mapped IPv6 form turned into plain IPv4; otherwise as given. */
function unmapped(address: string): string {
  return IPV4_MAPPED.exec(address)?.[1] ?? address;
}

/** The family of an address as BlockList names it, or null when it is no IP address. */
function familyOf(address: string): 'ipv4' | 'ipv6' | null {
  const version = isIP(address);
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : null;
}

/**
 * The trust of `entries`, each an IP address or a CIDR range (`10.0.0.0/8`, `2001:db8::/32`);
 * an empty list trusts nobody. Throws a RangeError naming the first entry that is neither.
 */
export function createProxyTrust(entries: readonly string[]): ProxyTrust {
  const list = new BlockList();
  for (const entry of entries) {
    const [base = '', prefix, ...rest] = entry.trim().split('/');
    const address = unmapped(base);
    const family = familyOf(address);
    const bits = family === 'ipv4' ? 32 : 128;
    const mappedBits = address === base ? 0 : 96;
    const length = prefix === undefined ? bits : Number(prefix) - mappedBits;
    if (
      family === null ||
      rest.length > 0 ||
      (prefix !== undefined && !/^\d{1,3}$/.test(prefix)) ||
      !(length >= 0 && length <= bits)
    ) {
      throw new RangeError(
        `Invalid trusted proxy "${entry}": an IP address or a CIDR range such as 10.0.0.0/8`,
      );
    }
    list.addSubnet(address, length, family);
  }
  return {
    trusts(address) {
      const plain = unmapped(address);
      const family = familyOf(plain);
      if (family === null) return false;
      try {
        return list.check(plain, family);
      } catch {
        return false; // e.g. a zone index (`fe80::1%eth0`) BlockList does not take
      }
    },
  };
}

/**
 * `TRUSTED_PROXIES` as a list for {@link createProxyTrust}: unset means the loopback default;
 * `none` or an empty value trusts nobody; otherwise comma-separated addresses and ranges. Every
 * entry is checked here, so a typo stops the start with a message naming it.
 */
export function trustedProxiesEnvironment(
  env: Readonly<Record<string, string | undefined>>,
): {ok: true; value: readonly string[]} | {ok: false; message: string} {
  const raw = env['TRUSTED_PROXIES'];
  if (raw === undefined) return {ok: true, value: DEFAULT_TRUSTED_PROXIES};
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 1 && entries[0]?.toLowerCase() === 'none') return {ok: true, value: []};
  try {
    createProxyTrust(entries);
  } catch (error) {
    return {ok: false, message: `TRUSTED_PROXIES: ${(error as Error).message}`};
  }
  return {ok: true, value: entries};
}

/**
 * The visitor's address: the socket's peer, unless that peer is a trusted proxy. Then the
 * `X-Forwarded-For` list is read from the right (each proxy appends the address it was called
 * from), skipping trusted proxies; the first address that is not one is the visitor. Entries
 * left of it were written by the visitor and are never read. A malformed entry on the way, or
 * none at all, leaves the socket's peer (a broken proxy setup, not a reason to answer 5xx); a
 * chain of trusted proxies only gives its leftmost address.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | readonly string[] | undefined,
  trust: ProxyTrust,
): string | undefined {
  if (socketAddress === undefined || !trust.trusts(socketAddress)) return socketAddress;
  // Node joins repeated X-Forwarded-For headers with ", "; a list is joined the same way.
  const header = typeof forwardedFor === 'string' ? forwardedFor : forwardedFor?.join(',');
  if (header === undefined || header.trim() === '') return socketAddress;
  const hops = header.split(',').map((hop) => hop.trim());
  let chosen = socketAddress;
  for (let index = hops.length - 1; index >= 0; index--) {
    const hop = hops[index] ?? '';
    if (familyOf(unmapped(hop)) === null) return socketAddress;
    chosen = hop;
    if (!trust.trusts(hop)) return hop;
  }
  return chosen;
}

/** {@link clientAddress} of a request: the one place the service reads the visitor's address. */
export function requestClientAddress(
  request: IncomingMessage,
  trust: ProxyTrust,
): string | undefined {
  return clientAddress(request.socket.remoteAddress, request.headers['x-forwarded-for'], trust);
}
