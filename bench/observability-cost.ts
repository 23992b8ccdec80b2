/**
 * What the access log and the metrics cost: the same server started twice, once with
 * `--log-level silent` and no metrics, once logging every request as JSON to its stdout with
 * `--metrics-port` open, and the same load on each in turn: `list_providers` at the sandbox, and
 * one built asset from the portal server. Target: both on add at most 5 % to the server's CPU time
 * per request (the median of the pairs below). Each server first takes WARM_UP_SECONDS of the load, uncounted, so that neither is measured
 * while V8 still compiles its hot code; then the runs alternate, quiet–observed then
 * observed–quiet, so the machine's drift falls on both alike. Each figure is the median of RUNS
 * runs with min–max, and the cost is also given pair by pair (a run of each, one after the other),
 * which a busy machine disturbs less than the medians of runs minutes apart. The throughput
 * follows whatever else the shared machine runs; the server's own CPU time per request (from
 * /proc) follows it far less, so the target is held to that.
 *
 * Each server's stdout is a file, as a deployment's log goes to a file or to journald: read
 * through a pipe by this process, the log would take CPU from the load generator that shares it,
 * and that would be counted as the log's cost. The log is checked to hold a line per request.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ChildServer, type Spread, cpuSeconds, load, machine, spread, startChild } from './load.ts';
import { demoToken, loadAverage, projectRoot } from './support.ts';

const RUNS = 16;
const SECONDS = 2;
const WARM_UP_SECONDS = 6;
const CONNECTIONS = 10;
const TARGET_COST = 0.05;
const DIST_DIR = 'dist-bench';
/** The servers listen from this port up (sixteen in all, with their metrics); 0: any free ports. */
const BASE_PORT = Number(process.env.OBSERVABILITY_BENCH_PORT ?? 0);
const portNumber = (offset: number) => String(BASE_PORT === 0 ? 0 : BASE_PORT + offset);

/** Silent and bare; the log alone; the metrics alone; both, as the target asks. */
const SETTINGS = ['quiet', 'logged', 'counted', 'observed'] as const;
type Setting = (typeof SETTINGS)[number];
const SETTING_FLAGS: Record<Setting, (metricsPort: string) => string[]> = {
  quiet: () => ['--log-level', 'silent'],
  logged: () => ['--log-level', 'info', '--log-format', 'json'],
  counted: (metricsPort) => ['--log-level', 'silent', '--metrics-port', metricsPort],
  observed: (metricsPort) => ['--log-level', 'info', '--log-format', 'json', '--metrics-port', metricsPort],
};
const SETTING_NAMES: Record<Setting, string> = {
  quiet: 'log silent, no metrics',
  logged: 'JSON log',
  counted: 'metrics',
  observed: 'JSON log and metrics',
};

/** One setting's figures in a scenario; the costs are against `quiet`, pair by pair. */
export interface SettingFigures {
  setting: Setting;
  name: string;
  reqPerSec: Spread;
  /** The server's CPU time per request, in microseconds. */
  cpuMicros: Spread;
  /** 1 − this ÷ quiet of the requests per second of runs one after the other. */
  throughputCost: Spread | null;
  /** this ÷ quiet − 1 of the CPU time per request of runs one after the other: what the target is held to. */
  cpuCost: Spread | null;
}

export interface CostFigures {
  scenario: string;
  settings: SettingFigures[];
  /** The JSON log and the metrics together cost at most TARGET_COST (median of cpuCost). */
  met: boolean;
  /** The load average (1 minute) as the scenario started and as it ended. */
  loadAverage: { start: number; end: number };
}

async function compare(
  scenario: string,
  servers: Record<Setting, ChildServer>,
  request: (setting: Setting, seconds: number) => Parameters<typeof load>[0],
): Promise<{ figures: CostFigures; observedRequests: number }> {
  const start = loadAverage();
  const reqPerSec = Object.fromEntries(SETTINGS.map((setting) => [setting, [] as number[]]));
  const cpuMicros = Object.fromEntries(SETTINGS.map((setting) => [setting, [] as number[]]));
  let observedRequests = 0;
  const measure = async (setting: Setting, seconds: number) => {
    const cpuBefore = cpuSeconds(servers[setting].pid);
    const result = await load(request(setting, seconds));
    const cpuUsed = cpuSeconds(servers[setting].pid) - cpuBefore;
    if (result.errors > 0) throw new Error(`${scenario} (${setting}): ${result.errors} errors`);
    if (setting === 'observed') observedRequests += result.requests;
    return { reqPerSec: result.reqPerSec, cpuMicros: (cpuUsed / result.requests) * 1e6 };
  };
  for (const setting of SETTINGS) await measure(setting, WARM_UP_SECONDS);
  for (let run = 0; run < RUNS; run += 1) {
    // each run starts with another setting, so that none is always measured first or last
    const order = SETTINGS.map((_, index) => SETTINGS[(index + run) % SETTINGS.length]!);
    for (const setting of order) {
      const figures = await measure(setting, SECONDS);
      reqPerSec[setting]!.push(figures.reqPerSec);
      cpuMicros[setting]!.push(figures.cpuMicros);
    }
  }
  const settings = SETTINGS.map((setting): SettingFigures => {
    const against = (values: Record<string, number[]>, cost: (value: number, quiet: number) => number) =>
      setting === 'quiet'
        ? null
        : spread(values[setting]!.map((value, run) => cost(value, values.quiet![run]!)));
    return {
      setting,
      name: SETTING_NAMES[setting],
      reqPerSec: spread(reqPerSec[setting]!),
      cpuMicros: spread(cpuMicros[setting]!),
      throughputCost: against(reqPerSec, (value, quiet) => 1 - value / quiet),
      cpuCost: against(cpuMicros, (value, quiet) => value / quiet - 1),
    };
  });
  const observed = settings.find((figures) => figures.setting === 'observed')!;
  return {
    figures: {
      scenario,
      settings,
      met: observed.cpuCost!.median <= TARGET_COST,
      loadAverage: { start, end: loadAverage() },
    },
    observedRequests,
  };
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
    const ports = started.length * 2;
    const server = await startChild(
      [
        '--optimize-for-size',
        entry,
        '--port',
        portNumber(ports),
        '--data-dir',
        join(work, `${name}-${setting}`),
        '--reset',
        ...SETTING_FLAGS[setting](portNumber(ports + 1)),
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
    const startEach = async (entry: string, extra: string[]) => {
      const servers: Partial<Record<Setting, ChildServer>> = {};
      for (const setting of SETTINGS) servers[setting] = await start(entry, setting, extra);
      return servers as Record<Setting, ChildServer>;
    };
    const sandboxes = await startEach('src/sandbox/cli.ts', []);
    const tokens: Partial<Record<Setting, string>> = {};
    for (const setting of SETTINGS) tokens[setting] = await demoToken(sandboxes[setting].url);
    const providers = await compare('list_providers at the sandbox', sandboxes, (setting, seconds) => ({
      url: `${sandboxes[setting].url}/broadband/basic/v1`,
      headers: { authorization: `Bearer ${tokens[setting]}` },
      request: { method: 'POST', body: '{"jsonrpc":"2.0","id":1,"method":"list_providers"}' },
      verify: (body) => body.includes('"result"'),
      connections: CONNECTIONS,
      durationSeconds: seconds,
      maxRequests: 10_000_000,
    }));

    const asset = builtAsset();
    const portals = await startEach('src/server/cli.ts', ['--no-build', '--dist-dir', DIST_DIR]);
    const statics = await compare(`the portal's ${asset.split('/').pop()}`, portals, (setting, seconds) => ({
      url: `${portals[setting].url}${asset}`,
      headers: { 'accept-encoding': 'br' },
      request: { method: 'GET', path: asset },
      verify: () => true,
      connections: CONNECTIONS,
      durationSeconds: seconds,
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
    const range = (values: Spread, format: (value: number) => string) =>
      `${format(values.median)} [${format(values.min)}–${format(values.max)}]`;
    const whole = (value: number) => String(Math.round(value));
    const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
    const rows = figures.flatMap((figure) =>
      figure.settings.map((setting) => [
        setting.setting === 'quiet' ? figure.scenario : '',
        setting.name,
        range(setting.reqPerSec, whole),
        setting.throughputCost ? range(setting.throughputCost, percent) : '',
        range(setting.cpuMicros, whole),
        setting.cpuCost ? range(setting.cpuCost, percent) : '',
        setting.setting !== 'observed' ? '' : `≤ ${TARGET_COST * 100} %: ${figure.met ? 'met' : 'NOT MET'}`,
        setting.setting !== 'quiet'
          ? ''
          : `${figure.loadAverage.start.toFixed(2)} → ${figure.loadAverage.end.toFixed(2)}`,
      ]),
    );
    const header = [
      'scenario',
      'setting',
      'req/s',
      'fewer req/s than silent',
      'CPU µs/req',
      'more CPU than silent',
      'target',
      'load average',
    ];
    const widths = header.map((title, index) =>
      Math.max(title.length, ...rows.map((row) => row[index]!.length)),
    );
    for (const row of [header, ...rows])
      process.stdout.write(`  ${row.map((cell, index) => cell.padEnd(widths[index]!)).join('  ')}\n`);
    process.stdout.write(
      `  ${CONNECTIONS} connections; ${WARM_UP_SECONDS} s of warm-up each, uncounted; ${RUNS} runs of ${SECONDS} s ` +
        `of each setting in turn (median [min–max]); the costs are pair by pair against the silent run next to ` +
        `it; load average: 1 minute, as each scenario started → ended\n`,
    );
    return figures;
  } finally {
    await Promise.all(started.map((server) => server.stop()));
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.main) await benchObservabilityCost();
