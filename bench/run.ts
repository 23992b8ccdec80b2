/**
 * `npm run bench`: every benchmark in turn; `npm run bench -- portal compression` only those named.
 * Each prints its figures; all of them are also written to bench/results.json (not committed), with
 * the run's date and the load average (1 minute) at its start and end, which `npm run
 * docs:performance` renders into docs/performance.md. A run of some benchmarks replaces their
 * figures there and keeps the others', each with the date it was measured (`ranAt`). Benchmarks
 * never fail on timing.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { benchCarrierTable } from './carrier-table.ts';
import { benchCompression } from './compression.ts';
import { benchDemoCopies } from './demo-copies.ts';
import { benchEmbed } from './embed-run.ts';
import { benchHostileSheets } from './hostile-sheets.ts';
import { benchInstanceLost } from './instance-lost.ts';
import { benchManySites } from './many-sites.ts';
import { benchObservabilityCost } from './observability-cost.ts';
import { benchPortal } from './portal.ts';
import { benchSandboxThroughput } from './sandbox-throughput.ts';
import { loadAverage } from './support.ts';

const benchmarks: Record<string, () => Promise<unknown>> = {
  'carrier-table': benchCarrierTable,
  portal: benchPortal,
  embed: benchEmbed,
  'many-sites': benchManySites,
  'hostile-sheets': benchHostileSheets,
  compression: benchCompression,
  'sandbox-throughput': benchSandboxThroughput,
  'demo-copies': benchDemoCopies,
  observability: benchObservabilityCost,
  'instance-lost': benchInstanceLost,
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in benchmarks));
if (unknown.length > 0) {
  console.error(`No benchmark ${unknown.join(', ')}; there are: ${Object.keys(benchmarks).join(', ')}.`);
  process.exit(2);
}

const resultsFile = new URL('./results.json', import.meta.url);
/** The figures of an earlier run, kept for the benchmarks this run leaves out. */
function earlierResults(): Record<string, unknown> {
  if (wanted.length === 0) return {};
  try {
    const earlier = JSON.parse(readFileSync(resultsFile, 'utf8')) as Record<string, unknown>;
    const ranAt = { ...(earlier.ranAt as Record<string, string> | undefined) };
    for (const name of Object.keys(benchmarks))
      if (name in earlier && !(name in ranAt)) ranAt[name] = String(earlier.date);
    return { ...earlier, ranAt };
  } catch {
    return {};
  }
}

const loadAverageAtStart = loadAverage();
const date = new Date().toISOString();
const results: Record<string, unknown> = { ...earlierResults(), date, node: process.version };
const ranAt = { ...(results.ranAt as Record<string, string> | undefined) };
for (const [name, run] of Object.entries(benchmarks)) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  results[name] = await run();
  ranAt[name] = date;
}
results.ranAt = ranAt;
results.loadAverage = { start: loadAverageAtStart, end: loadAverage() };
writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
