// Which client a request counts against for rate limits (decision 010e): the visitor's IP
// address (`clientAddress.ts`: the socket's peer, or X-Forwarded-For from a trusted proxy).
// IPv4 counts per address; IPv6 per /64, the block one host usually holds, so a host cannot get
// fresh buckets by changing the last 64 bits.

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

// The eight 16-bit groups of an IPv6 address in lower case, '::' expanded (null when malformed).
function ipv6Groups(address: string): string[] | null {
  const halves = address.toLowerCase().split('::');
  if (halves.length > 2) return null;
  const [head = '', tail = ''] = halves;
  const left = head === '' ? [] : head.split(':');
  const right = tail === '' ? [] : tail.split(':');
  const missing = 8 - left.length - right.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...right];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => group.replace(/^0+(?=.)/, ''));
}

/**
 * The rate-limit key of a visitor's address: the IPv4 address (also when IPv4-mapped),
 * the /64 prefix of an IPv6 address (`2001:db8:1:2::/64`), otherwise the text as given.
 */
export function clientKey(address: string | undefined): string {
  if (address === undefined || address === '') return 'unknown';
  const mapped = IPV4_MAPPED.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!address.includes(':')) return address;
  const groups = ipv6Groups(address.replace(/%.*$/, ''));
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : address;
}
