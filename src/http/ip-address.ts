import { BlockList, isIP } from 'node:net';

export interface Subnet {
  address: string;
  prefix: number;
  family: 'ipv4' | 'ipv6';
}

/** `::ffff:192.0.2.1` is an IPv4 client reaching a dual-stack socket: treat it as IPv4. */
export function normaliseIp(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped?.[1] ?? ip;
}

/** Parses an address or CIDR range; null when it is neither. */
export function parseSubnet(subnet: string): Subnet | null {
  const [address = '', prefixText, ...rest] = subnet.trim().split('/');
  if (rest.length > 0) return null;
  const version = isIP(address);
  if (version === 0) return null;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  const maxPrefix = version === 4 ? 32 : 128;
  if (prefixText === undefined) return { address, prefix: maxPrefix, family };
  if (!/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = Number(prefixText);
  return prefix <= maxPrefix ? { address, prefix, family } : null;
}

/** A test of "is this address inside one of these subnets"; entries that are not subnets match nothing. */
export function subnetMatcher(subnets: readonly string[]): (ip: string) => boolean {
  const list = new BlockList();
  for (const text of subnets) {
    const subnet = parseSubnet(text);
    if (subnet) list.addSubnet(subnet.address, subnet.prefix, subnet.family);
  }
  return (ip) => {
    const client = normaliseIp(ip);
    const version = isIP(client);
    return version !== 0 && list.check(client, version === 4 ? 'ipv4' : 'ipv6');
  };
}
