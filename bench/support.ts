/**
 * What the benchmarks share: starting a portal of their own, the Chromium flags, the demo account
 * and the arithmetic of the figures.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('../', import.meta.url));
export const CREDENTIALS = { username: 'admin', password: 'sandbox-admin' };
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export { CHROMIUM_ARGS } from '../scripts/find-browsers.ts';

export const median = (values: readonly number[]) => percentile(values, 50);
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}
export const ms = (value: number) => `${value.toFixed(1)} ms`;

async function waitForPortal(url: string, child: ChildProcess | null, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the portal exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/config.json`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the portal did not answer at ${url} within ${timeoutMs / 1000} s`);
}

export interface PortalOptions {
  /** Not 4190: that is on the Fetch standard's list of blocked ports (ManageSieve), for Node and Chromium alike. */
  port: number;
  /** Serve this build as it is; without it the portal builds dist/ first when the sources changed. */
  distDir?: string | undefined;
  /** Use the portal already running at this URL instead of starting one. */
  reuseUrl?: string | undefined;
}

/** `node src/server/cli.ts` on a fresh database under data/bench-<port>, until `stop()`. */
export async function startPortal(
  options: PortalOptions,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const reuse = options.reuseUrl?.replace(/\/+$/, '');
  if (reuse) {
    await waitForPortal(reuse, null, 10_000);
    return { url: reuse, stop: async () => {} };
  }
  const { port } = options;
  const url = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const dist = options.distDir ? ['--dist-dir', options.distDir] : [];
  const child = spawn(
    process.execPath,
    ['src/server/cli.ts', '--port', String(port), '--data-dir', `data/bench-${port}`, '--reset', ...dist],
    { cwd: projectRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  try {
    await waitForPortal(url, child, 240_000);
  } catch (error) {
    child.kill('SIGTERM');
    process.stderr.write(output.join(''));
    throw error;
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Repeated measurements of one figure. */
export interface Spread {
  median: number;
  min: number;
  max: number;
  runs: number[];
}
export function spread(values: readonly number[]): Spread {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values), runs: [...values] };
}
/** `median [min–max]`, or the single value when there is only one. */
export function formatSpread(values: Spread, format: (value: number) => string): string {
  if (values.runs.length === 1) return format(values.median);
  return `${format(values.median)} [${format(values.min)}–${format(values.max)}]`;
}

/** A plain-text table: a title line, then the header and rows with padded columns, indented. */
export function formatTable(
  title: string,
  header: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    `  ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ')}`.trimEnd();
  return `${[title, line(header), ...rows.map(line)].join('\n')}\n`;
}
