import { describe, expect, it } from 'vitest';
import { normaliseIp, parseSubnet, subnetMatcher } from './ip-address.ts';

describe('normalising an address', () => {
  it('turns an IPv4-mapped IPv6 address into the IPv4 address', () => {
    expect(normaliseIp('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(normaliseIp('::FFFF:192.0.2.1')).toBe('192.0.2.1');
  });

  it('leaves every other address as it is', () => {
    expect(normaliseIp('192.0.2.1')).toBe('192.0.2.1');
    expect(normaliseIp('2001:db8::1')).toBe('2001:db8::1');
    expect(normaliseIp('::ffff:c000:201')).toBe('::ffff:c000:201');
    expect(normaliseIp('')).toBe('');
  });
});

describe('parsing a subnet', () => {
  it('reads an address as a range of one', () => {
    expect(parseSubnet('192.0.2.1')).toEqual({ address: '192.0.2.1', prefix: 32, family: 'ipv4' });
    expect(parseSubnet('2001:db8::1')).toEqual({ address: '2001:db8::1', prefix: 128, family: 'ipv6' });
    expect(parseSubnet(' 192.0.2.1 ')).toEqual({ address: '192.0.2.1', prefix: 32, family: 'ipv4' });
  });

  it('reads a CIDR range up to the family’s largest prefix', () => {
    expect(parseSubnet('10.0.0.0/8')).toEqual({ address: '10.0.0.0', prefix: 8, family: 'ipv4' });
    expect(parseSubnet('0.0.0.0/0')).toEqual({ address: '0.0.0.0', prefix: 0, family: 'ipv4' });
    expect(parseSubnet('10.1.2.3/32')).toEqual({ address: '10.1.2.3', prefix: 32, family: 'ipv4' });
    expect(parseSubnet('2001:db8::/128')).toEqual({ address: '2001:db8::', prefix: 128, family: 'ipv6' });
  });

  it('gives null for what is neither an address nor a range', () => {
    for (const text of [
      '',
      'localhost',
      '10.0.0',
      '256.0.0.1',
      '10.0.0.0/33',
      '2001:db8::/129',
      '10.0.0.0/',
      '10.0.0.0/-1',
      '10.0.0.0/8.5',
      '10.0.0.0/ 8',
      '10.0.0.0/0008',
      '10.0.0.0/8/8',
      '/8',
    ]) {
      expect(parseSubnet(text), text).toBeNull();
    }
  });
});

describe('matching addresses against subnets', () => {
  const isTrusted = subnetMatcher(['10.0.0.0/8', '192.0.2.1', '2001:db8::/32']);

  it('takes addresses inside any of the ranges', () => {
    expect(isTrusted('10.0.0.0')).toBe(true);
    expect(isTrusted('10.255.255.255')).toBe(true);
    expect(isTrusted('192.0.2.1')).toBe(true);
    expect(isTrusted('2001:db8:ffff::1')).toBe(true);
  });

  it('refuses addresses outside them', () => {
    expect(isTrusted('11.0.0.0')).toBe(false);
    expect(isTrusted('9.255.255.255')).toBe(false);
    expect(isTrusted('192.0.2.2')).toBe(false);
    expect(isTrusted('2001:db9::1')).toBe(false);
  });

  it('matches an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(isTrusted('::ffff:10.1.2.3')).toBe(true);
    expect(isTrusted('::ffff:11.1.2.3')).toBe(false);
  });

  it('refuses what is not an address', () => {
    expect(isTrusted('')).toBe(false);
    expect(isTrusted('10.0.0.0/8')).toBe(false);
    expect(isTrusted('unknown')).toBe(false);
  });

  it('skips entries that are not subnets and matches nothing with none', () => {
    const withJunk = subnetMatcher(['not an address', '10.0.0.0/40', '127.0.0.1']);
    expect(withJunk('127.0.0.1')).toBe(true);
    expect(withJunk('10.0.0.1')).toBe(false);
    expect(subnetMatcher([])('127.0.0.1')).toBe(false);
  });
});
