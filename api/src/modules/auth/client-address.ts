import { isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (`::` expanded). */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...missing, ...right].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
}

/**
 * The throttle's name for a client address. One IPv6 subscriber usually holds a whole /64, so the
 * limit applies to the /64; an IPv4-mapped IPv6 address counts as its IPv4 address.
 */
export function clientAddressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  return `${ipv6Groups(ip.split('%')[0]!).slice(0, 4).join(':')}::/64`;
}
