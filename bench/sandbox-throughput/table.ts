/** The printed figures: the settings, seeding, memory, and one row per scenario. */
import { loadavg } from 'node:os';
import type { Spread } from '../load.ts';
import type { SandboxThroughputFigures } from './figures.ts';
import {
  CONNECTIONS,
  IDLE_SECONDS,
  MAX_REQUESTS,
  PEER,
  RUNS,
  SCALE,
  SECONDS,
  type Target,
} from './settings.ts';

export const bytesText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MiB`
    : bytes >= 1024
      ? `${(bytes / 1024).toFixed(1)} KiB`
      : `${bytes} B`;

const fixed = (value: number, digits = 0) =>
  Number.isFinite(value)
    ? value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
    : '–';
const range = (figure: Spread, digits = 0) =>
  `${fixed(figure.median, digits)} [${fixed(figure.min, digits)}–${fixed(figure.max, digits)}]`;

function table(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

export function throughputReport(measured: Omit<SandboxThroughputFigures, 'machine' | 'settings'>): string {
  const {
    seedSeconds,
    memoryMiB: memory,
    scenarios: figures,
    peers,
    peerPagesEqualSandbox: sameRowsAsSandbox,
  } = measured;
  const targetText = (target: Target | null) =>
    [
      target?.reqPerSec === undefined ? '' : `≥ ${fixed(target.reqPerSec)} req/s`,
      target?.p99Ms === undefined ? '' : `p99 ≤ ${target.p99Ms} ms`,
      target?.ratioToCeiling === undefined ? '' : `≥ ${target.ratioToCeiling} × ceiling`,
    ]
      .filter(Boolean)
      .join(', ');
  const header = [
    'scenario',
    'reply',
    'req/s median [min–max]',
    '× own-size ceiling',
    'p50 ms',
    'p99 ms',
    'errors',
    'target',
    'met?',
  ];
  const rows = [...figures, ...peers.map((peer) => peer.scenario)].map((figure) => [
    figure.name,
    Number.isFinite(figure.replyBytes) ? bytesText(figure.replyBytes) : '',
    range(figure.reqPerSec),
    Number.isFinite(figure.ratioToCeiling) && figure.server !== 'ceiling'
      ? fixed(figure.ratioToCeiling, figure.ratioToCeiling < 0.01 ? 4 : 2)
      : '',
    range(figure.p50Ms),
    range(figure.p99Ms),
    `${figure.failures.errors}/${figure.failures.non2xx}/${figure.failures.notResult}`,
    targetText(figure.target),
    figure.met === null ? '' : figure.met ? 'yes' : 'NO',
  ]);
  for (const peer of peers) {
    rows.push([
      `sandbox ÷ json-server (${peer.scenario.name.slice(peer.scenario.name.indexOf('varied'))})`,
      '',
      `${fixed(peer.oursToPeer)}×`,
      '',
      '',
      '',
      '',
      '',
      '',
    ]);
  }
  const lines = [
    `  ${RUNS} runs of each scenario, ${SECONDS} s / ≤ ${fixed(MAX_REQUESTS)} requests each, ${CONNECTIONS} connections, loopback; json-server ${PEER.seconds} s / ≤ ${PEER.requests} requests`,
    `  start with a fresh seed: default ${fixed(seedSeconds.defaultSeed, 1)} s, ${fixed(SCALE)} products ${fixed(seedSeconds.scaled, 1)} s; json-server pages equal the sandbox's: ${sameRowsAsSandbox ? 'yes' : 'NO'}`,
    `  sandbox RSS, default seed: ${fixed(memory.defaultAtRest, 1)} MiB at rest after start, ${fixed(memory.defaultAfterLoad, 1)} MiB after the load, ${fixed(memory.defaultAfterIdle, 1)} MiB ${IDLE_SECONDS} s later; ${fixed(SCALE)} products: ${fixed(memory.scaledAtRest, 1)} → ${fixed(memory.scaledAfterLoad, 1)} → ${fixed(memory.scaledAfterIdle, 1)} MiB`,
    `  errors = connection errors / non-2xx / 2xx replies that were not a result (all must be 0); latency in whole ms (autocannon's resolution)`,
    `  load average at the end: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
    '',
    table([header, ...rows])
      .split('\n')
      .map((line) => `  ${line}`)
      .join('\n'),
  ];
  return `${lines.join('\n')}\n`;
}
