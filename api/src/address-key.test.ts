import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key.ts';

describe('addressKey', () => {
  it('keeps an IPv4 address, and turns an IPv4-mapped IPv6 one into it', () => {
    expect(addressKey('192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('::FFFF:192.0.2.1')).toBe('192.0.2.1');
  });

  it('groups IPv6 by /64, whatever the spelling', () => {
    const key = '2001:db8:0:1::/64';
    for (const ip of ['2001:db8:0:1::1', '2001:0db8:0000:0001:ffff:ffff:ffff:ffff', '2001:DB8::1:0:0:0:0', '2001:db8:0:1::192.0.2.1']) {
      expect({ ip, key: addressKey(ip) }).toEqual({ ip, key });
    }
    expect(addressKey('2001:db8:0:2::1')).toBe('2001:db8:0:2::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('keeps anything else, cut to 64 characters', () => {
    expect(addressKey('local')).toBe('local');
    expect(addressKey('x'.repeat(1000))).toHaveLength(64);
  });
});
