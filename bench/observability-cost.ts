/**
 * What the access log and the metrics cost: the same server started twice, once with
 * `--log-level silent` and no metrics, once logging every request as JSON to its stdout with
 * `--metrics-port` open, and the same load on each in turn: `list_providers` at the sandbox, and
 * one built asset from the portal server. Target: at most 5 % fewer requests per second with both
 * on. Runs alternate, so the machine's drift falls on both; each figure is the median of RUNS runs
 * with min–max.
 *
 * Each server's stdout is a file, as a deployment's log goes to a file or to journald: read
 * through a pipe by this process, the log would take CPU from the load generator that shares it,
 * and that would be counted as the log's cost. The log is checked to hold a line per request.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ChildServer, type Spread, load, machine, spread, startChild } from './load.ts';
import { demoToken, projectRoot } from './support.ts';

const RUNS = 3;
const SECONDS = 5;
const CONNECTIONS = 10;
const TARGET_COST = 0.05;
const DIST_DIR = 'dist-bench';

type Setting = 'quiet' | 'observed';
const SETTING_FLAGS: Record<Setting, string[]> = {
  quiet: ['--log-level', 'silent'],
  observed: ['--log-level', 'info', '--log-format', 'json', '--metrics-port', '0'],
};

export interface CostFigures {
  scenario: string;
  quiet: Spread;
  observed: Spread;
  /** 1 − observed ÷ quiet, of the medians. */
  cost: number;
  met: boolean;
}

async function compare(
  scenario: string,
  request: (setting: Setting) => Parameters<typeof load>[0],
): Promise<{ figures: CostFigures; observedRequests: number }> {
  const runs: Record<Setting, number[]> = { quiet: [], observed: [] };
  let observedRequests = 0;
  for (let run = 0; run < RUNS; run += 1) {
    for (const setting of ['quiet', 'observed'] as const) {
      const result = await load(request(setting));
      if (result.errors > 0) throw new Error(`${scenario} (${setting}): ${result.errors} errors`);
      runs[setting].push(result.reqPerSec);
      if (setting === 'observed') observedRequests += result.requests;
    }
  }
  const quiet = spread(runs.quiet);
  const observed = spread(runs.observed);
  const cost = 1 - observed.median / quiet.median;
  return { figures: { scenario, quiet, observed, cost, met: cost <= TARGET_COST }, observedRequests };
}

/** How many access-log lines a server's stdout holds. */
function requestLines(file: string): number {
  const log = readFileSync(file);
  const marker = '"msg":"request"';
  let lines = 0;
  for (let at = log.indexOf(marker); at !== -1; at = log.indexOf(marker, at + marker.length)) lines += 1;
  return lines;
}

function builtAsset(): string {
  const dist = join(projectRoot, DIST_DIR);
  if (!existsSync(join(dist, 'index.html'))) {
    const vite = join(projectRoot, 'node_modules/vite/bin/vite.js');
    const built = spawnSync(process.execPath, [vite, 'build', '--outDir', DIST_DIR, '--logLevel', 'warn'], {
      cwd: projectRoot,
      stdio: 'inherit',
    });
    if (built.status !== 0) throw new Error(`vite build --outDir ${DIST_DIR} failed`);
  }
  const file = readdirSync(join(dist, 'assets')).find((name) => /^index-.*\.js$/.test(name));
  if (!file) throw new Error(`no entry script in ${DIST_DIR}/assets`);
  return `/assets/${file}`;
}

export async function benchObservabilityCost(): Promise<CostFigures[]> {
  process.stdout.write(`access log and metrics: their cost (${machine()})\n`);
  const work = mkdtempSync(join(tmpdir(), 'bench-observability-'));
  const started: ChildServer[] = [];
  const logOf = (name: string, setting: Setting) => join(work, `${name}-${setting}.log`);
  const start = async (entry: string, setting: Setting, extra: string[]) => {
    const name = entry.includes('server') ? 'portal' : 'sandbox';
    const server = await startChild(
      [
        '--optimize-for-size',
        entry,
        '--port',
        '0',
        '--data-dir',
        join(work, `${name}-${setting}`),
        '--reset',
        ...SETTING_FLAGS[setting],
        ...extra,
      ],
      {
        cwd: projectRoot,
        timeoutMs: 120_000,
        label: `${entry} (${setting})`,
        stdoutFile: logOf(name, setting),
      },
    );
    started.push(server);
    return server;
  };
  try {
    const sandboxes = {
      quiet: await start('src/sandbox/cli.ts', 'quiet', []),
      observed: await start('src/sandbox/cli.ts', 'observed', []),
    };
    const tokens = {
      quiet: await demoToken(sandboxes.quiet.url),
      observed: await demoToken(sandboxes.observed.url),
    };
    const providers = await compare('list_providers at the sandbox', (setting) => ({
      url: `${sandboxes[setting].url}/broadband/basic/v1`,
      headers: { authorization: `Bearer ${tokens[setting]}` },
      request: { method: 'POST', body: '{"jsonrpc":"2.0","id":1,"method":"list_providers"}' },
      verify: (body) => body.includes('"result"'),
      connections: CONNECTIONS,
      durationSeconds: SECONDS,
      maxRequests: 10_000_000,
    }));

    const asset = builtAsset();
    const portals = {
      quiet: await start('src/server/cli.ts', 'quiet', ['--no-build', '--dist-dir', DIST_DIR]),
      observed: await start('src/server/cli.ts', 'observed', ['--no-build', '--dist-dir', DIST_DIR]),
    };
    const statics = await compare(`the portal's ${asset.split('/').pop()}`, (setting) => ({
      url: `${portals[setting].url}${asset}`,
      headers: { 'accept-encoding': 'br' },
      request: { method: 'GET', path: asset },
      verify: () => true,
      connections: CONNECTIONS,
      durationSeconds: SECONDS,
      maxRequests: 10_000_000,
    }));

    await Promise.all(started.splice(0).map((server) => server.stop()));
    for (const [name, { figures, observedRequests }] of [
      ['sandbox', providers],
      ['portal', statics],
    ] as const) {
      const lines = requestLines(logOf(name, 'observed'));
      if (lines < observedRequests)
        throw new Error(`${figures.scenario}: ${lines} lines logged for ${observedRequests} requests`);
    }

    const figures = [providers.figures, statics.figures];
    const rows = figures.map((figure) => [
      figure.scenario,
      `${Math.round(figure.quiet.median)} [${Math.round(figure.quiet.min)}–${Math.round(figure.quiet.max)}]`,
      `${Math.round(figure.observed.median)} [${Math.round(figure.observed.min)}–${Math.round(figure.observed.max)}]`,
      `${(figure.cost * 100).toFixed(1)} %`,
      `≤ ${TARGET_COST * 100} %`,
      figure.met ? 'yes' : 'NO',
    ]);
    const header = ['scenario', 'req/s, log silent', 'req/s, log + metrics', 'cost', 'target', 'met?'];
    const widths = header.map((title, index) =>
      Math.max(title.length, ...rows.map((row) => row[index]!.length)),
    );
    for (const row of [header, ...rows])
      process.stdout.write(`  ${row.map((cell, index) => cell.padEnd(widths[index]!)).join('  ')}\n`);
    process.stdout.write(
      `  ${CONNECTIONS} connections, ${RUNS} runs of ${SECONDS} s each way, alternating (median [min–max])\n`,
    );
    return figures;
  } finally {
    await Promise.all(started.map((server) => server.stop()));
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.main) await benchObservabilityCost();
