/**
 * Helpers for the HTTP load benchmarks: servers as child processes (so the load generator never
 * shares their event loop), one autocannon run bounded by time and by request count, and the
 * median/min/max of repeated runs.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';

export interface ChildServer {
  url: string;
  pid: number;
  /** Resident memory of the child in MiB (VmRSS), or NaN where /proc is missing. */
  rssMiB(): number;
  stop(): Promise<void>;
}

/**
 * Starts `node <args>` and resolves once it prints `listening on <url>`, or, given `readyUrl`, once
 * that URL answers. Given `stdoutFile`, the child's stdout goes straight to that file rather than
 * through a pipe that this process (the load generator's) would have to read.
 */
export function startChild(
  args: readonly string[],
  options: { cwd: string; timeoutMs: number; label: string; readyUrl?: string; stdoutFile?: string },
): Promise<ChildServer> {
  const { stdoutFile } = options;
  const stdoutFd = stdoutFile === undefined ? null : openSync(stdoutFile, 'w');
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: options.cwd,
    stdio: ['ignore', stdoutFd ?? 'pipe', 'pipe'],
  });
  if (stdoutFd !== null) closeSync(stdoutFd);
  let output = '';
  let settled = false;
  const printed = () => (stdoutFile === undefined ? output : `${readFileSync(stdoutFile, 'utf8')}${output}`);
  const keep = (chunk: Buffer) => {
    if (!settled) output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(force);
        done();
      });
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const finish = (error: Error | null, url = '') => {
      if (settled) return;
      settled = true;
      clearInterval(poll);
      if (error || child.pid === undefined) {
        child.kill('SIGKILL');
        reject(error ?? new Error(`${options.label}: no process id`));
        return;
      }
      const pid = child.pid;
      resolve({ url, pid, rssMiB: () => rssMiB(pid), stop });
    };
    child.once('exit', (code) =>
      finish(
        new Error(`${options.label} exited with code ${code} before listening:\n${printed().slice(-2000)}`),
      ),
    );
    const poll = setInterval(() => {
      if (Date.now() - started > options.timeoutMs) {
        finish(
          new Error(`${options.label}: not listening within ${options.timeoutMs / 1000} s\n${printed()}`),
        );
      } else if (options.readyUrl) {
        const url = options.readyUrl;
        fetch(url)
          .then((response) => response.body?.cancel())
          .then(() => finish(null, new URL(url).origin))
          .catch(() => undefined);
      } else {
        const match = /listening on (http:\/\/[^\s/]+)/i.exec(printed());
        if (match?.[1]) finish(null, match[1]);
      }
    }, 100);
  });
}

export function rssMiB(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kib === undefined ? Number.NaN : Number(kib) / 1024;
  } catch {
    return Number.NaN;
  }
}

/** The CPU time the process has used so far (user and system) in seconds, or NaN where /proc is missing. */
export function cpuSeconds(pid: number): number {
  try {
    // after the command's name in parentheses: state, then 11 fields, then utime and stime in ticks
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

/** Linux's USER_HZ, the unit of /proc/<pid>/stat's times, on every architecture Node runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

export function machine(): string {
  let model = cpus()[0]?.model ?? 'unknown CPU';
  try {
    model = /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? model;
  } catch {
    // not Linux
  }
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  return `${model}, ${cpus().length} cores, load average ${load}, Node ${process.version}`;
}

export interface LoadRequest {
  method: 'GET' | 'POST';
  /** Path and query; the URL's own when absent. */
  path?: string;
  body?: string;
}

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  /** A fixed request, or a function that makes each request anew. */
  request: LoadRequest | (() => LoadRequest);
  /** A reply that is not a success (a JSON-RPC error travels on HTTP 200) counts as a mismatch. */
  verify: (body: string) => boolean;
  connections: number;
  durationSeconds: number;
  maxRequests: number;
}

export interface LoadRun {
  requests: number;
  seconds: number;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors and timeouts, non-2xx replies, and 2xx replies that were not a success. */
  errors: number;
  non2xx: number;
  mismatches: number;
}

export async function load(options: LoadOptions): Promise<LoadRun> {
  const fixed = typeof options.request === 'function' ? null : options.request;
  const next = typeof options.request === 'function' ? options.request : null;
  const started = performance.now();
  let lastResponse = started;
  let instance: autocannon.Instance | undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.durationSeconds,
        maxOverallRequests: options.maxRequests,
        headers: { 'content-type': 'application/json', ...options.headers },
        method: fixed?.method ?? 'POST',
        ...(fixed?.body === undefined ? {} : { body: fixed.body }),
        ...(fixed?.path === undefined ? {} : { requests: [{ path: fixed.path }] }),
        ...(next
          ? {
              requests: [
                {
                  setupRequest: (request) => {
                    const { method, path, body } = next();
                    return { ...request, method, ...(path ? { path } : {}), ...(body ? { body } : {}) };
                  },
                },
              ],
            }
          : {}),
        verifyBody: (body) => options.verify(typeof body === 'string' ? body : String(body ?? '')),
      },
      (error: unknown, result) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(result),
    );
  });
  // autocannon reports only at its next one-second tick after the last reply: time it here instead.
  instance?.on('response', () => {
    lastResponse = performance.now();
  });
  const result = await done;
  const seconds = (lastResponse - started) / 1000;
  const completed = result.requests.total;
  return {
    requests: completed,
    seconds,
    reqPerSec: completed / seconds,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    mismatches: result.mismatches,
  };
}

export interface Spread {
  median: number;
  min: number;
  max: number;
}

export function spread(values: readonly number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const median =
    sorted.length % 2 === 1 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { median, min: sorted[0] ?? Number.NaN, max: sorted[sorted.length - 1] ?? Number.NaN };
}
