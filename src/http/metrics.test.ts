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

describe('the figures of Node and the process', () => {
  it('are prom-client’s defaults, with the durations of garbage collection from a sample scaled to the whole', async () => {
    const { registry } = createMetrics();
    let garbage: unknown[] = [];
    await expect
      .poll(
        async () => {
          for (let round = 0; round < 200_000; round += 1) garbage = [{ round }, `${round}`];
          return /^nodejs_gc_duration_seconds_count\{kind="minor"\} (\d+)$/m.exec(
            await registry.metrics(),
          )?.[1];
        },
        { timeout: 15_000, interval: 200 },
      )
      .toMatch(/^[1-9]\d*0$/);
    expect(garbage).toHaveLength(2);
    const text = await registry.metrics();
    for (const name of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'nodejs_version_info',
      'nodejs_gc_duration_seconds_bucket{le="0.001",kind="minor"}',
    ])
      expect(text).toContain(name);
    expect(text.match(/^# TYPE nodejs_gc_duration_seconds histogram$/gm)).toHaveLength(1);
  });
});
