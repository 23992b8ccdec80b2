import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { createMetrics, serveMetrics } from './metrics.ts';

const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((address) => address?.family === 'IPv4' && !address.internal)?.address;
const running: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((listener) => listener.close()));
});

describe('the metrics listener', () => {
  it.each(['', ' ', '127.0.0.1'])(
    'binds loopback for the host %j, and answers nowhere else',
    async (host) => {
      const listener = await serveMetrics(createMetrics(), 0, host);
      running.push(listener);
      const { address, port } = listener.server.address() as AddressInfo;
      expect(address).toBe('127.0.0.1');
      expect(listener.url).toBe(`http://127.0.0.1:${port}/metrics`);
      expect((await fetch(listener.url)).status).toBe(200);
      if (lanAddress) await expect(fetch(`http://${lanAddress}:${port}/metrics`)).rejects.toThrow();
    },
  );
});
