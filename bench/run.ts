/**
 * `npm run bench`: every benchmark in turn. Each prints its figures; all of them are also written
 * to bench/results.json (not committed). Benchmarks never fail on timing.
 */
import { writeFileSync } from 'node:fs';
import { benchCarrierTable } from './carrier-table.ts';
import { benchCompression } from './compression.ts';
import { benchPortal } from './portal.ts';
import { benchSandboxThroughput } from './sandbox-throughput.ts';

const benchmarks: Record<string, () => Promise<unknown>> = {
  'carrier-table': benchCarrierTable,
  portal: benchPortal,
  compression: benchCompression,
  'sandbox-throughput': benchSandboxThroughput,
};

const results: Record<string, unknown> = { date: new Date().toISOString(), node: process.version };
for (const [name, run] of Object.entries(benchmarks)) results[name] = await run();
writeFileSync(new URL('./results.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
