import { isIPv4, isIPv6 } from 'node:net';

/** No IPv6 address needs more; anything longer is not one. */
const MAX_KEY_LENGTH = 64;

/**
 * The unit an address is throttled by. One IPv6 subscriber usually holds a whole /64 and
 * can pick any address in it, so IPv6 counts per /64; IPv4 (also IPv4-mapped IPv6) per
 * address. Anything else (a test's 'local') is kept as it is, cut to a bounded length.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (isIPv4(ip)) return ip;
  if (isIPv6(ip)) return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
  return ip.slice(0, MAX_KEY_LENGTH);
}

/** The eight 16-bit groups of a valid IPv6 address, lowercase hex without leading zeros. */
function expandIPv6(ip: string): string[] {
  const address = ip.split('%')[0] ?? ip; // a zone id (fe80::1%eth0) is not part of the address
  const [head = '', tail] = address.split('::');
  const groups = (part: string): string[] => (part === '' ? [] : part.split(':'));
  const toHex = (parts: string[]): string[] =>
    parts.flatMap((part) => {
      // An embedded IPv4 tail (::1.2.3.4) is two groups.
      if (!part.includes('.')) return [part];
      const [a = 0, b = 0, c = 0, d = 0] = part.split('.').map(Number);
      return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    });
  const left = toHex(groups(head));
  const right = tail === undefined ? [] : toHex(groups(tail));
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16).toString(16));
}
