import { describe, expect, it } from 'vitest';
import { isLoopback } from './client-group.ts';
import { metricsClause, plainHttpWarning } from './start-up-lines.ts';

describe('the start-up lines', () => {
  it('tell loopback from every other address', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect(isLoopback(address), address).toBe(true);
    }
    for (const address of ['0.0.0.0', '::', '192.168.1.20', '2001:db8::1', '::ffff:10.0.0.1']) {
      expect(isLoopback(address), address).toBe(false);
    }
  });

  it('warn once of plain http beyond this machine with kept sessions and no trusted proxy', () => {
    const warning = plainHttpWarning({ address: '0.0.0.0', trustedProxies: [], keepsSessions: true });
    expect(warning).not.toContain('\n');
    expect(warning).toMatch(/^Warning: plain http, open to every network this machine is on: /);
    expect(warning).toContain('the session cookie cannot carry the __Host- prefix');
    expect(warning).toContain('a site on a sibling subdomain can plant one');
    expect(warning).toContain("the portal would show the attacker's account");
    expect(warning).toContain('TLS proxy named with --trusted-proxy');
    expect(plainHttpWarning({ address: '192.168.1.20', trustedProxies: [], keepsSessions: true })).toContain(
      'open to the network of 192.168.1.20',
    );
  });

  it('say nothing of plain http on loopback, behind a trusted proxy, or without a session cookie', () => {
    expect(plainHttpWarning({ address: '127.0.0.1', trustedProxies: [], keepsSessions: true })).toBeNull();
    expect(plainHttpWarning({ address: '::1', trustedProxies: [], keepsSessions: true })).toBeNull();
    expect(
      plainHttpWarning({ address: '0.0.0.0', trustedProxies: ['10.0.0.2/32'], keepsSessions: true }),
    ).toBeNull();
    expect(plainHttpWarning({ address: '::', trustedProxies: [], keepsSessions: false })).toBeNull();
  });

  it('say where the metrics are, and that they are open when they are beyond loopback', () => {
    expect(metricsClause('http://127.0.0.1:9464/metrics', '127.0.0.1')).toBe(
      'metrics at http://127.0.0.1:9464/metrics',
    );
    expect(metricsClause('http://0.0.0.0:9464/metrics', '0.0.0.0')).toBe(
      'metrics at http://0.0.0.0:9464/metrics, open to every network this machine is on: restrict them (docs/operations.md, "Metrics")',
    );
    expect(metricsClause('http://10.1.2.3:9464/metrics', '10.1.2.3')).toContain(
      'open to the network of 10.1.2.3',
    );
  });
});
