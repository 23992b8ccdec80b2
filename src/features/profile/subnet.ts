/**
 * IP whitelist subnets, checked in the browser before anything is sent: an IPv4 address with an
 * optional /0–32, or an IPv6 address (compressed forms and a trailing IPv4 part included) with an
 * optional /0–128. Mirrors what the service accepts: no zone ids, no leading zeros in IPv4 octets,
 * at most 43 characters. `::ffff:a.b.c.d` is an IPv4 client reaching a dual-stack socket.
 */

export type IpFamily = 'ipv4' | 'ipv6';

interface Address {
  family: IpFamily;
  /** Big-endian bytes: 4 for IPv4, 16 for IPv6. */
  bytes: number[];
}

interface Subnet extends Address {
  prefix: number;
}

export const MAX_SUBNET_LENGTH = 43;

function parseIpv4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const bytes: number[] = [];
  for (const part of parts) {
    if (!/^(0|[1-9]\d{0,2})$/.test(part)) return null;
    const value = Number(part);
    if (value > 255) return null;
    bytes.push(value);
  }
  return bytes;
}

function parseGroups(text: string): number[] | null {
  if (text === '') return [];
  const groups: number[] = [];
  for (const group of text.split(':')) {
    if (!/^[0-9a-f]{1,4}$/i.test(group)) return null;
    groups.push(parseInt(group, 16));
  }
  return groups;
}

function parseIpv6(text: string): number[] | null {
  let head = text;
  let tail: number[] = [];
  const lastColon = text.lastIndexOf(':');
  if (text.slice(lastColon + 1).includes('.')) {
    const ipv4 = parseIpv4(text.slice(lastColon + 1));
    if (!ipv4) return null;
    tail = [(ipv4[0]! << 8) | ipv4[1]!, (ipv4[2]! << 8) | ipv4[3]!];
    head = text.slice(0, lastColon + 1);
    // "…:1.2.3.4" leaves a trailing colon that belongs to the IPv4 part, unless it ends "::"
    if (head.endsWith(':') && !head.endsWith('::')) head = head.slice(0, -1);
  }
  const halves = head.split('::');
  if (halves.length > 2) return null;
  let groups: number[];
  if (halves.length === 2) {
    const left = parseGroups(halves[0]!);
    const right = parseGroups(halves[1]!);
    if (!left || !right) return null;
    const missing = 8 - tail.length - left.length - right.length;
    if (missing < 1) return null;
    groups = [...left, ...new Array<number>(missing).fill(0), ...right, ...tail];
  } else {
    const all = parseGroups(head);
    if (!all) return null;
    groups = [...all, ...tail];
  }
  if (groups.length !== 8) return null;
  return groups.flatMap((group) => [group >> 8, group & 0xff]);
}

/** An IPv4 or IPv6 address (no prefix); null when it is neither. */
export function parseIp(text: string): Address | null {
  const address = text.trim();
  if (address.includes('.') && !address.includes(':')) {
    const bytes = parseIpv4(address);
    return bytes ? { family: 'ipv4', bytes } : null;
  }
  if (!address.includes(':')) return null;
  const bytes = parseIpv6(address);
  return bytes ? { family: 'ipv6', bytes } : null;
}

export function parseSubnet(text: string): Subnet | null {
  const trimmed = text.trim();
  if (trimmed.length < 2 || trimmed.length > MAX_SUBNET_LENGTH) return null;
  const [addressText = '', prefixText, ...rest] = trimmed.split('/');
  if (rest.length > 0) return null;
  const address = parseIp(addressText);
  if (!address) return null;
  const maxPrefix = address.family === 'ipv4' ? 32 : 128;
  if (prefixText === undefined) return { ...address, prefix: maxPrefix };
  if (!/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = Number(prefixText);
  return prefix <= maxPrefix ? { ...address, prefix } : null;
}

/** An IPv4 or IPv6 address, or a CIDR range of one. */
export function isValidSubnet(text: string): boolean {
  return parseSubnet(text) !== null;
}

/** `::ffff:192.0.2.1` counts as the IPv4 address it carries, as the service treats it. */
function unmapped(address: Address): Address {
  const bytes = address.bytes;
  if (
    address.family === 'ipv6' &&
    bytes.slice(0, 10).every((byte) => byte === 0) &&
    bytes[10] === 0xff &&
    bytes[11] === 0xff
  ) {
    return { family: 'ipv4', bytes: bytes.slice(12) };
  }
  return address;
}

/** Whether `ip` lies inside `subnet`; IPv4 entries never match IPv6 clients and vice versa. */
export function subnetContains(subnet: string, ip: string): boolean {
  const range = parseSubnet(subnet);
  const parsed = parseIp(ip);
  if (!range || !parsed) return false;
  const address = unmapped(parsed);
  if (range.family !== address.family) return false;
  let bits = range.prefix;
  for (let index = 0; bits > 0; index += 1, bits -= 8) {
    const mask = bits >= 8 ? 0xff : (0xff << (8 - bits)) & 0xff;
    if ((range.bytes[index]! & mask) !== (address.bytes[index]! & mask)) return false;
  }
  return true;
}

/** The one-address entry for an IP: `/32` for IPv4, `/128` for IPv6. */
export function hostSubnet(ip: string): string | null {
  const parsed = parseIp(ip);
  if (!parsed) return null;
  const address = unmapped(parsed);
  if (address.family === 'ipv4') return `${address.bytes.join('.')}/32`;
  return `${ip.trim().toLowerCase()}/128`;
}

/** How the service compares subnets (add replaces, remove matches): trimmed and lower case. */
export function sameSubnet(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
