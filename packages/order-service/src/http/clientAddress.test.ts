// The visitor's address behind trusted proxies: X-Forwarded-For read from the right, only when
// the connection comes from a trusted proxy.
import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {
  clientAddress,
  createProxyTrust,
  DEFAULT_TRUSTED_PROXIES,
  trustedProxiesEnvironment,
} from './clientAddress.ts';

const TRUSTED = ['127.0.0.1/8', '::1', '10.0.0.0/8', '2001:db8:aaaa::/48', '192.0.2.10'];
const trust = createProxyTrust(TRUSTED);

const byte = fc.integer({min: 0, max: 255});
const group = fc.integer({min: 0, max: 0xffff}).map((n) => n.toString(16));

/** Addresses inside the trusted list, IPv4-mapped forms included. */
const trustedAddress = fc.oneof(
  fc.tuple(byte, byte, byte).map(([a, b, c]) => `127.${a}.${b}.${c}`),
  fc.tuple(byte, byte, byte).map(([a, b, c]) => `10.${a}.${b}.${c}`),
  fc.tuple(byte, byte).map(([a, b]) => `::ffff:10.0.${a}.${b}`),
  fc.constantFrom('::1', '192.0.2.10', '::ffff:127.0.0.1', '::FFFF:192.0.2.10'),
  fc.array(group, {minLength: 5, maxLength: 5}).map((rest) => `2001:db8:aaaa:${rest.join(':')}`),
);

/** Addresses outside it: documentation and public ranges, IPv4 and IPv6. */
const untrustedAddress = fc.oneof(
  fc.tuple(byte, byte).map(([a, b]) => `203.0.${a}.${b}`),
  fc.tuple(byte, byte).map(([a, b]) => `198.51.${a}.${b}`),
  fc.tuple(byte, byte).map(([a, b]) => `::ffff:198.51.${a}.${b}`),
  fc.array(group, {minLength: 5, maxLength: 5}).map((rest) => `2001:db8:bbbb:${rest.join(':')}`),
  fc.constantFrom('192.0.2.11', '11.0.0.1', '2001:db8:aaab::1'),
);

/** What a visitor may write into X-Forwarded-For themselves: anything, trusted names too. */
const spoofed = fc.array(
  fc.oneof(trustedAddress, untrustedAddress, fc.constantFrom('unknown', '', 'not an ip', '1.2.3')),
  {maxLength: 4},
);

/** A hop of the real path: a trusted proxy, or an untrusted one (a proxy of the visitor's). */
const hop = fc.oneof(
  {weight: 3, arbitrary: trustedAddress.map((address) => ({address, trusted: true}))},
  {weight: 1, arbitrary: untrustedAddress.map((address) => ({address, trusted: false}))},
);

describe('clientAddress', () => {
  it('is the rightmost untrusted hop, or the socket when its peer is untrusted', () => {
    fc.assert(
      fc.property(
        untrustedAddress,
        fc.array(hop, {maxLength: 5}),
        spoofed,
        (visitor, hops, lie) => {
          // The path: visitor → hops[0] → … → service. Each proxy appends its caller's address,
          // so the header holds the visitor's own text, the visitor, and every hop but the last.
          const path = [{address: visitor, trusted: false}, ...hops];
          const socket = path.at(-1)?.address;
          const header = [...lie, ...path.slice(0, -1).map((step) => step.address)].join(', ');
          const expected = path.findLast((step) => !step.trusted)?.address;
          expect(clientAddress(socket, header, trust)).toBe(expected);
        },
      ),
    );
  });

  it('ignores the header of an untrusted peer', () => {
    fc.assert(
      fc.property(untrustedAddress, spoofed, (peer, lie) => {
        expect(clientAddress(peer, lie.join(', '), trust)).toBe(peer);
      }),
    );
  });

  it('reads repeated headers as Node joins them, and a list the same way', () => {
    expect(clientAddress('127.0.0.1', '203.0.113.1, 203.0.113.2', trust)).toBe('203.0.113.2');
    expect(clientAddress('127.0.0.1', ['203.0.113.1', '203.0.113.2, 10.0.0.1'], trust)).toBe(
      '203.0.113.2',
    );
  });

  it('falls back to the socket on a malformed hop before the visitor, or no header', () => {
    expect(clientAddress('127.0.0.1', 'garbage, 10.0.0.1', trust)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', '203.0.113.1:5000', trust)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', '203.0.113.1,,10.0.0.2', trust)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', '  ', trust)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', undefined, trust)).toBe('127.0.0.1');
    expect(clientAddress(undefined, '203.0.113.1', trust)).toBeUndefined();
    // Garbage left of the visitor is the visitor's own text and never read.
    expect(clientAddress('127.0.0.1', 'garbage, 203.0.113.1', trust)).toBe('203.0.113.1');
  });

  it('gives the leftmost address of an all-trusted chain', () => {
    expect(clientAddress('127.0.0.1', '10.0.0.1, 10.0.0.2', trust)).toBe('10.0.0.1');
  });
});

describe('createProxyTrust', () => {
  it('takes addresses and ranges of both families, IPv4-mapped ones too', () => {
    const proxies = createProxyTrust(['192.0.2.0/24', '2001:db8::/32', '::ffff:198.51.100.7']);
    expect(proxies.trusts('192.0.2.200')).toBe(true);
    expect(proxies.trusts('::ffff:192.0.2.1')).toBe(true);
    expect(proxies.trusts('198.51.100.7')).toBe(true);
    expect(proxies.trusts('2001:db8:1::1')).toBe(true);
    expect(proxies.trusts('2001:db9::1')).toBe(false);
    expect(proxies.trusts('192.0.3.1')).toBe(false);
    expect(proxies.trusts('not an ip')).toBe(false);
    expect(proxies.trusts('fe80::1%eth0')).toBe(false);
  });

  it('trusts loopback by default and nobody with an empty list', () => {
    const loopback = createProxyTrust(DEFAULT_TRUSTED_PROXIES);
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) {
      expect(loopback.trusts(address), address).toBe(true);
    }
    expect(loopback.trusts('10.0.0.1')).toBe(false);
    expect(createProxyTrust([]).trusts('127.0.0.1')).toBe(false);
  });

  it('names an entry that is no address or range', () => {
    for (const entry of ['localhost', '10.0.0.0/33', '::/129', '10.0.0.0/8/1', '10.0.0/8', '']) {
      expect(() => createProxyTrust([entry]), entry).toThrow(`Invalid trusted proxy "${entry}"`);
    }
  });
});

describe('trustedProxiesEnvironment', () => {
  it('defaults to loopback, reads a list, and trusts nobody with none or an empty value', () => {
    expect(trustedProxiesEnvironment({})).toEqual({ok: true, value: DEFAULT_TRUSTED_PROXIES});
    expect(trustedProxiesEnvironment({TRUSTED_PROXIES: ' 10.0.0.0/8 , fd00::/8,'})).toEqual({
      ok: true,
      value: ['10.0.0.0/8', 'fd00::/8'],
    });
    expect(trustedProxiesEnvironment({TRUSTED_PROXIES: 'none'})).toEqual({ok: true, value: []});
    expect(trustedProxiesEnvironment({TRUSTED_PROXIES: ''})).toEqual({ok: true, value: []});
  });

  it('names the bad entry', () => {
    expect(trustedProxiesEnvironment({TRUSTED_PROXIES: '10.0.0.1, proxy.lan'})).toEqual({
      ok: false,
      message: expect.stringContaining('TRUSTED_PROXIES: Invalid trusted proxy "proxy.lan"'),
    });
  });
});
