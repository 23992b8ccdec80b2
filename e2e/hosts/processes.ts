/**
 * Servers a spec starts for itself, as an operator would start them (`node src/server/cli.ts …`,
 * `node e2e/hosts/tls-proxy.ts …`), and HTTPS requests to the TLS proxy with its own certificate
 * trusted and, where a test needs another client, from another loopback address.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { type IncomingHttpHeaders, createServer, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { dirname } from 'node:path';

export interface StartedProcess {
  /** SIGTERM, then SIGKILL after 10 s; resolves when the process has gone. */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** The port it listens on, which must be free: a server left from an earlier run would answer in its place. */
  port: number;
  env?: Record<string, string>;
  /** Where its stdout goes (the log of a server). */
  logFile: string;
  /** Resolves true once the process serves. */
  ready: () => Promise<boolean>;
}

/** `node <args>` with Node of this run; resolves when `ready` says so, rejects with its stderr when it exits first. */
export async function startProcess(args: string[], options: StartOptions): Promise<StartedProcess> {
  if (!(await isFree(options.port)))
    throw new Error(`port ${options.port} is taken: by a server left from an earlier run?`);
  mkdirSync(dirname(options.logFile), { recursive: true });
  const logFd = openSync(options.logFile, 'w');
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...options.env },
    stdio: ['ignore', logFd, 'pipe'],
  });
  closeSync(logFd);
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + 60_000;
  while (!(await options.ready().catch(() => false))) {
    if (gone) throw new Error(`node ${args.join(' ')} exited before it served:\n${stderr}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`node ${args.join(' ')} did not serve within 60 s:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { stop: () => stopChild(child, exited) };
}

/** Starts them all, or stops those that started and throws when one did not. */
export async function startAll(starting: Promise<StartedProcess>[]): Promise<StartedProcess[]> {
  const outcomes = await Promise.allSettled(starting);
  const started = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  if (!failed) return started;
  await Promise.all(started.map((process) => process.stop()));
  throw failed.reason;
}

function isFree(port: number): Promise<boolean> {
  const probe = createServer();
  return new Promise((resolve) => {
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function stopChild(child: ChildProcess, exited: Promise<unknown>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const killLater = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(killLater);
}

/** True when a plain-http GET of `url` answers below 500. */
export async function answers(url: string): Promise<boolean> {
  const reply = await fetch(url);
  await reply.body?.cancel();
  return reply.status < 500;
}

export interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as it came over the wire (not decompressed). */
  bytes: Buffer;
  text: string;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The loopback address the request comes from (127.0.0.1 unless said). */
  from?: string;
  /** The proxy's certificate, for https URLs. */
  certificateFile?: string;
}

/** One request as a client on another machine would send it: nothing added, nothing decompressed. */
export function send(url: string, options: RequestOptions = {}): Promise<Reply> {
  const target = new URL(url);
  const https = target.protocol === 'https:';
  return new Promise((resolve, reject) => {
    const outgoing = (https ? httpsRequest : httpRequest)(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: options.method ?? 'GET',
        headers: { Host: target.host, ...options.headers },
        localAddress: options.from ?? '127.0.0.1',
        agent: false,
        ...(https ? { ca: readFileSync(options.certificateFile ?? ''), servername: target.hostname } : {}),
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            bytes,
            text: bytes.toString(),
          });
        });
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

/** The value of a counter or gauge in a Prometheus text page, for the series whose labels include `labels`. */
export function metricValue(page: string, name: string, labels: Record<string, string> = {}): number {
  let total = 0;
  for (const line of page.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? ([0-9.e+-]+)$/i.exec(line);
    if (!match || match[1] !== name) continue;
    const has = Object.entries(labels).every(([key, value]) => match[2]?.includes(`${key}="${value}"`));
    if (has) total += Number(match[3]);
  }
  return total;
}
