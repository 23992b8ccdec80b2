/**
 * What the benchmarks share: starting a portal of their own, serving a page of another origin, the
 * Chromium flags, the demo account, the load average, and the arithmetic and wording of the figures.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

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
  /** Environment variables for the portal, beside the bench's own (e.g. PORTAL_ALLOWED_PARENT_ORIGINS). */
  env?: Record<string, string>;
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
    { cwd: projectRoot, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...options.env } },
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

/** Whether a figure met its target, or by how much it missed: `yes`, `NO (over by 350 ms)`. */
export function verdict(
  value: number,
  target: { atMost: number } | { atLeast: number },
  format: (value: number) => string,
): string {
  if (!Number.isFinite(value)) return 'NO (no figure)';
  if ('atMost' in target)
    return value <= target.atMost ? 'yes' : `NO (over by ${format(value - target.atMost)})`;
  return value >= target.atLeast ? 'yes' : `NO (short by ${format(target.atLeast - value)})`;
}

/** The machine's load average over the last minute (2 cores here, shared with other people's tests). */
export const loadAverage = (): number => loadavg()[0]!;

/** The load average when a run started and when it ended. */
export interface RunLoad {
  start: number;
  end: number;
}

/** Runs `run`, noting the load average before and after it. */
export async function withLoad<T>(run: () => Promise<T>): Promise<{ result: T; load: RunLoad }> {
  const start = loadAverage();
  const result = await run();
  return { result, load: { start, end: loadAverage() } };
}

/** `load average per run (start → end): 1: 2.1 → 3.4, 2: …` */
export function formatRunLoads(loads: readonly RunLoad[]): string {
  const runs = loads.map((load, index) => `${index + 1}: ${load.start.toFixed(1)} → ${load.end.toFixed(1)}`);
  return `load average per run (start → end): ${runs.join(', ')}`;
}

/** What a small page server answers to one request. */
export interface PageReply {
  status: number;
  type?: string;
  body?: string;
}

/**
 * A page server of the bench's own, on `http://localhost:{port}` — another origin (and site) than
 * a portal on 127.0.0.1. Text is sent compressed as a real site would (brotli, else gzip), never cached.
 */
export async function servePages(
  port: number,
  reply: (url: URL) => PageReply | Promise<PageReply>,
): Promise<{ url: string; close: () => Promise<void> }> {
  const url = `http://localhost:${port}`;
  const send = (request: IncomingMessage, response: ServerResponse, page: PageReply) => {
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const raw = Buffer.from(page.body ?? '', 'utf8');
    const [encoding, body] = /\bbr\b/.test(accepted)
      ? ['br', brotliCompressSync(raw)]
      : /\bgzip\b/.test(accepted)
        ? ['gzip', gzipSync(raw)]
        : [null, raw];
    response.writeHead(page.status, {
      'Cache-Control': 'no-store',
      'Content-Length': String(body.length),
      ...(page.type ? { 'Content-Type': page.type } : {}),
      ...(encoding ? { 'Content-Encoding': encoding, Vary: 'Accept-Encoding' } : {}),
    });
    response.end(body);
  };
  const server = createServer((request, response) => {
    Promise.resolve(reply(new URL(request.url ?? '/', url))).then(
      (page) => send(request, response, page),
      (error: unknown) => send(request, response, { status: 502, type: 'text/plain', body: String(error) }),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, 'localhost', resolve);
  });
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A token of the demo account from the API at `apiBase` (the sandbox's root, or a portal's `/api`). */
export async function demoToken(apiBase: string): Promise<string> {
  const reply = await fetch(`${apiBase}/jwt/log-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(CREDENTIALS),
  });
  if (!reply.ok) throw new Error(`${apiBase} refused the log-in: ${reply.status} ${await reply.text()}`);
  return ((await reply.json()) as { access_token: string }).access_token;
}

/** A token of the demo account, got server-side as a partner's back end would (`POST {portal}/api/jwt/log-in`). */
export const serverSideToken = (portalUrl: string): Promise<string> => demoToken(`${portalUrl}/api`);
