import {describe, expect, it} from 'vitest';
import {clientKey} from './clientKey.ts';

describe('clientKey', () => {
  it('keeps an IPv4 address and unwraps an IPv4-mapped one', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(clientKey('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts IPv6 per /64, however the address is written', () => {
    const key = '2001:db8:0:1::/64';
    expect(clientKey('2001:db8:0:1::1')).toBe(key);
    expect(clientKey('2001:0DB8:0000:0001:ffff:0:0:2')).toBe(key);
    expect(clientKey('2001:db8::1:aaaa:bbbb:cccc:dddd')).toBe(key);
    expect(clientKey('2001:db8:0:1:1:2:3:4%eth0')).toBe(key);
    expect(clientKey('2001:db8:0:2::1')).not.toBe(key);
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });

  it('falls back to the text for what it cannot read, and to one key without an address', () => {
    expect(clientKey('1::2::3')).toBe('1::2::3');
    expect(clientKey('1:2:3')).toBe('1:2:3');
    expect(clientKey(undefined)).toBe('unknown');
  });
});
