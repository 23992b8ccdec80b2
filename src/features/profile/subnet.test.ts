import { isIP } from 'node:net';
import { describe, expect, it } from 'vitest';
import { hostSubnet, isValidSubnet, sameSubnet, subnetContains } from './subnet.ts';

describe('isValidSubnet', () => {
  it.each([
    '192.0.2.10',
    '192.0.2.0/24',
    '0.0.0.0/0',
    '255.255.255.255/32',
    '10.0.0.0/8',
    ' 127.0.0.1/32 ',
    '::',
    '::1',
    '::1/128',
    '::/0',
    '2001:db8::/32',
    '2001:DB8::1',
    '2001:db8:0:0:0:0:0:1',
    '1:2:3:4:5:6:7::',
    '::2:3:4:5:6:7:8',
    'fe80::',
    '::ffff:192.0.2.1',
    '::192.0.2.1',
    '64:ff9b::192.0.2.1/120',
    '1:2:3:4:5:6:192.0.2.1',
  ])('accepts %s', (subnet) => {
    expect(isValidSubnet(subnet)).toBe(true);
  });

  it.each([
    '',
    '1',
    '192.0.2',
    '192.0.2.256',
    '192.0.2.1.5',
    '01.2.3.4',
    '192.0.2.0/33',
    '192.0.2.0/',
    '192.0.2.0/-1',
    '192.0.2.0/24/8',
    '192.0.2.0/0x1',
    'a.b.c.d',
    '2001:db8::/129',
    '2001:db8::1::2',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7::8',
    '12345::',
    'g::1',
    ':1::',
    ':::',
    '1:',
    'fe80::1%eth0',
    '::ffff:01.2.3.4',
    '1:2:3:4:5:6:7:192.0.2.1',
    'localhost',
    '2001:0db8:0000:0000:0000:0000:0000:0001/128x',
  ])('refuses %s', (subnet) => {
    expect(isValidSubnet(subnet)).toBe(false);
  });

  it("agrees with Node's isIP on plain addresses (what the service checks)", () => {
    for (const address of [
      '1.2.3.4',
      '1::',
      '::',
      '1:2:3:4:5:6:7:8',
      '::1:2:3:4:5:6:7',
      '1::2::3',
      '256.1.1.1',
      '1.2.3',
      '12345::',
      '::ffff:1.2.3.4',
      '1:2:3:4:5:6:1.2.3.4',
    ]) {
      expect(isValidSubnet(address), address).toBe(isIP(address) !== 0);
    }
  });
});

describe('subnetContains', () => {
  it('matches IPv4 addresses by prefix', () => {
    expect(subnetContains('127.0.0.0/8', '127.0.0.1')).toBe(true);
    expect(subnetContains('127.0.0.1/32', '127.0.0.1')).toBe(true);
    expect(subnetContains('127.0.0.1', '127.0.0.1')).toBe(true);
    expect(subnetContains('127.0.0.2/32', '127.0.0.1')).toBe(false);
    expect(subnetContains('192.0.2.0/25', '192.0.2.127')).toBe(true);
    expect(subnetContains('192.0.2.0/25', '192.0.2.128')).toBe(false);
    expect(subnetContains('0.0.0.0/0', '203.0.113.9')).toBe(true);
    expect(subnetContains('10.0.0.0/12', '10.15.255.255')).toBe(true);
    expect(subnetContains('10.0.0.0/12', '10.16.0.0')).toBe(false);
  });

  it('matches IPv6 addresses by prefix, compressed or not', () => {
    expect(subnetContains('::1/128', '::1')).toBe(true);
    expect(subnetContains('::1/128', '0:0:0:0:0:0:0:1')).toBe(true);
    expect(subnetContains('2001:db8::/32', '2001:db8:ffff::1')).toBe(true);
    expect(subnetContains('2001:db8::/32', '2001:db9::1')).toBe(false);
    expect(subnetContains('2001:DB8::/33', '2001:db8:7fff::')).toBe(true);
    expect(subnetContains('2001:db8::/33', '2001:db8:8000::')).toBe(false);
  });

  it('never mixes families, but treats IPv4-mapped clients as IPv4', () => {
    expect(subnetContains('::1/128', '127.0.0.1')).toBe(false);
    expect(subnetContains('::/0', '127.0.0.1')).toBe(false);
    expect(subnetContains('0.0.0.0/0', '::1')).toBe(false);
    expect(subnetContains('127.0.0.0/8', '::ffff:127.0.0.1')).toBe(true);
  });

  it('is false for anything invalid', () => {
    expect(subnetContains('nonsense', '127.0.0.1')).toBe(false);
    expect(subnetContains('127.0.0.0/8', 'nonsense')).toBe(false);
  });
});

describe('hostSubnet and sameSubnet', () => {
  it('makes a one-address entry', () => {
    expect(hostSubnet('127.0.0.1')).toBe('127.0.0.1/32');
    expect(hostSubnet('::ffff:192.0.2.1')).toBe('192.0.2.1/32');
    expect(hostSubnet('2001:DB8::1')).toBe('2001:db8::1/128');
    expect(hostSubnet('unknown')).toBeNull();
  });

  it('compares as the service does', () => {
    expect(sameSubnet('2001:DB8::/32', ' 2001:db8::/32')).toBe(true);
    expect(sameSubnet('127.0.0.1', '127.0.0.1/32')).toBe(false);
  });
});
