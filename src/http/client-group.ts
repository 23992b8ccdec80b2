/**
 * The client that a limit per client counts (failed log-ins and TOTP codes, the apiKey's calls,
 * demo sign-ins): an IPv4 address, or the /64 an IPv6 address lies in (one household or office
 * network is given a /64, and picks any address in it at will).
 */
import { isIP } from 'node:net';
import { normaliseIp, subnetMatcher } from './ip-address.ts';

const IPV6_GROUPS = 8;
const GROUPS_IN_A_64 = 4;

export function clientGroupOf(ip: string): string {
  const address = normaliseIp(ip);
  if (isIP(address) !== 6) return address;
  return `${ipv6Groups(address).slice(0, GROUPS_IN_A_64).join(':')}::/64`;
}

/** The host itself (a demo on the sales person's own laptop): demo limits per client do not apply. */
export const isLoopback: (ip: string) => boolean = subnetMatcher(['127.0.0.0/8', '::1/128']);

/** The eight groups of a valid IPv6 address, as lowercase hex without leading zeros. */
function ipv6Groups(address: string): string[] {
  const text = address.split('%')[0] ?? address;
  const hex = text.replace(/\d+\.\d+\.\d+\.\d+$/, dottedAsHex);
  const [head = '', tail] = hex.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = tail === undefined ? 0 : IPV6_GROUPS - headGroups.length - tailGroups.length;
  return [...headGroups, ...Array<string>(zeros).fill('0'), ...tailGroups].map((group) =>
    parseInt(group, 16).toString(16),
  );
}

/** The IPv4 tail of an IPv6 address (`64:ff9b::192.0.2.1`) as its two groups. */
function dottedAsHex(dotted: string): string {
  const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number);
  return `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
}
