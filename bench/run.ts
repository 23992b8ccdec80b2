/**
 * `npm run bench`: every benchmark in turn; `npm run bench -- portal compression` only those named.
 * Each prints its figures; all of them are also written to bench/results.json (not committed), with
 * the run's date and the load average (1 minute) at its start and end, which `npm run
 * docs:performance` renders into docs/performance.md. Benchmarks never fail on timing.
 */
import { writeFileSync } from 'node:fs';
import { benchCarrierTable } from './carrier-table.ts';
import { benchCompression } from './compression.ts';
import { benchDemoCopies } from './demo-copies.ts';
import { benchManySites } from './many-sites.ts';
import { benchObservabilityCost } from './observability-cost.ts';
import { benchPortal } from './portal.ts';
import { benchSandboxThroughput } from './sandbox-throughput.ts';
import { loadAverage } from './support.ts';

const benchmarks: Record<string, () => Promise<unknown>> = {
  'carrier-table': benchCarrierTable,
  portal: benchPortal,
  'many-sites': benchManySites,
  compression: benchCompression,
  'sandbox-throughput': benchSandboxThroughput,
  'demo-copies': benchDemoCopies,
  observability: benchObservabilityCost,
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in benchmarks));
if (unknown.length > 0) {
  console.error(`No benchmark ${unknown.join(', ')}; there are: ${Object.keys(benchmarks).join(', ')}.`);
  process.exit(2);
}

const loadAverageAtStart = loadAverage();
const results: Record<string, unknown> = { date: new Date().toISOString(), node: process.version };
for (const [name, run] of Object.entries(benchmarks)) {
  if (wanted.length === 0 || wanted.includes(name)) results[name] = await run();
}
results.loadAverage = { start: loadAverageAtStart, end: loadAverage() };
writeFileSync(new URL('./results.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
