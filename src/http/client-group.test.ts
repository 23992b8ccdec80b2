import { describe, expect, it } from 'vitest';
import { clientGroupOf, isLoopback } from './client-group.ts';

describe('the client a limit counts', () => {
  it('is an IPv4 address itself, also when it reaches a dual-stack socket', () => {
    expect(clientGroupOf('198.51.100.7')).toBe('198.51.100.7');
    expect(clientGroupOf('::ffff:198.51.100.7')).toBe('198.51.100.7');
  });

  it('is the /64 of an IPv6 address, however the address is written', () => {
    const group = '2001:db8:5:6::/64';
    for (const address of [
      '2001:db8:5:6::1',
      '2001:0DB8:0005:0006:ffff:ffff:ffff:ffff',
      '2001:db8:5:6:0:0:0:0',
      '2001:db8:5:6::192.0.2.1',
      '2001:db8:5:6::1%eth0',
    ])
      expect(clientGroupOf(address)).toBe(group);
    expect(clientGroupOf('2001:db8:5:7::1')).toBe('2001:db8:5:7::/64');
    expect(clientGroupOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientGroupOf('::1')).toBe('0:0:0:0::/64');
  });

  it('knows the host itself', () => {
    expect(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'].map(isLoopback)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['198.51.100.7', '2001:db8::1'].map(isLoopback)).toEqual([false, false]);
  });
});
