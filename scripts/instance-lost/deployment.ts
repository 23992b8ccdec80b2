/**
 * A partner's deployment of several instances on one host, as docs/operations.md ("Several
 * instances") describes it: portal servers (`node src/server/cli.ts`) in proxy mode before one
 * sandbox, sharing PORTAL_SESSION_KEY and one --session-store file, behind Debian's nginx running
 * deploy/nginx/broadband-portal.conf as shipped, with this run's ports, certificate and upstreams in
 * its marked lines. Each server is a process of its own, so an instance can be killed (SIGKILL) and
 * started again on its port. nginx logs, for each request, its number (the X-Request-Number header),
 * its status, the instances it was passed to and what each answered.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { get } from 'node:https';
import { request } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findTool } from '../find-browsers.ts';
import { freePorts, testNginxConf, withTestValues } from '../nginx-test-values.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
export const SHIPPED_NGINX_FILE = 'deploy/nginx/broadband-portal.conf';
const START_WITHIN_MS = 60_000;
const INDEX_HTML =
  '<!doctype html>\n<html lang="nl"><head><title>Portaal</title></head><body></body></html>\n';

/** What nginx logged of one request. */
export interface Passed {
  number: number;
  status: number;
  /** The instances nginx passed it to, in turn (`127.0.0.1:4901`), or the upstream's name when none was live. */
  upstreams: string[];
  /** What each of them answered: a status, or 502/504 where nginx could not connect or read. */
  upstreamStatuses: string[];
  /** Whether nginx was connected to each (a new connection or a kept-alive one), or could not connect. */
  upstreamConnected: boolean[];
}

export interface Instance {
  /** `127.0.0.1:PORT`, as nginx names it. */
  host: string;
  /** SIGKILL: when it was sent and when the process was gone (performance.now()). */
  kill(): Promise<{ killedAt: number; exitedAt: number }>;
  /** Starts it again on its port; resolves with when it answered /readyz (performance.now()). */
  start(): Promise<number>;
}

export interface Deployment {
  origin: string;
  /** The proxy's certificate, for clients to trust. */
  certificate: string;
  instances: Instance[];
  /** What nginx has logged so far. */
  passed(): Passed[];
  stop(): Promise<void>;
}

export interface DeploymentOptions {
  /** Where everything goes: certificate, nginx's files and log, the instances' data, the shared store. */
  dir: string;
  /** The sandbox's data directory: a seeded copy, or any directory with `resetSandbox`. */
  sandboxDataDir: string;
  resetSandbox?: boolean;
  instances: number;
  /**
   * nginx's https port; its plain http port, the sandbox's and one per instance follow in turn. Free
   * ports wherever they are when not given.
   */
  firstPort?: number;
}

interface Child {
  process: ChildProcess;
  exited: Promise<void>;
}

function spawnNode(args: string[], logFile: string, env: Record<string, string> = {}): Child {
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  return { process: child, exited: new Promise((done) => child.once('exit', () => done())) };
}

const gone = (child: Child) => child.process.exitCode !== null || child.process.signalCode !== null;

async function stopChild(child: Child, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (gone(child)) return;
  child.process.kill(signal);
  const force = setTimeout(() => child.process.kill('SIGKILL'), 10_000);
  await child.exited;
  clearTimeout(force);
}

/** The status of a GET, or 0 when nothing answered. */
function statusOf(url: string, ca?: string): Promise<number> {
  return new Promise((resolve) => {
    const done = (status: number) => resolve(status);
    const asked = url.startsWith('https:')
      ? get(url, { ca, servername: 'localhost', agent: false }, (reply) => {
          reply.resume();
          done(reply.statusCode ?? 0);
        })
      : request(url, { agent: false }, (reply) => {
          reply.resume();
          done(reply.statusCode ?? 0);
        }).end();
    asked.setTimeout(2000, () => asked.destroy());
    asked.once('error', () => done(0));
  });
}

/** Resolves with performance.now() once `url` answers 200; rejects when the child exits first. */
async function answering(child: Child, url: string, logFile: string, ca?: string): Promise<number> {
  const deadline = performance.now() + START_WITHIN_MS;
  for (;;) {
    if (gone(child)) throw new Error(`it exited before it answered ${url}:\n${tail(logFile)}`);
    if ((await statusOf(url, ca)) === 200) return performance.now();
    if (performance.now() > deadline) {
      await stopChild(child, 'SIGKILL');
      throw new Error(`${url} did not answer within ${START_WITHIN_MS / 1000} s:\n${tail(logFile)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const tail = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8').slice(-2000) : '');

function makeCertificate(dir: string): string {
  const made = spawnSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
      ...['-days', '2', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'],
      ...['-keyout', `${dir}/key.pem`, '-out', `${dir}/certificate.pem`],
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
  return readFileSync(`${dir}/certificate.pem`, 'utf8');
}

const ACCESS_LOG_FORMAT =
  '$http_x_request_number|$status|$upstream_addr|$upstream_status|$upstream_connect_time';

function readPassed(file: string): Passed[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.split('|'))
    .filter((fields) => fields.length === 5 && /^\d+$/.test(fields[0]!))
    .map(([number, status, upstreams, statuses, connectTimes]) => ({
      number: Number(number),
      status: Number(status),
      upstreams: upstreams!.split(/, | : /),
      upstreamStatuses: statuses!.split(/, | : /),
      upstreamConnected: connectTimes!.split(/, | : /).map((time) => time !== '-'),
    }));
}

export async function startDeployment(options: DeploymentOptions): Promise<Deployment> {
  const nginx = findTool('nginx');
  if (!nginx.found) throw new Error(nginx.problem);
  const { dir } = options;
  // nginx's workers run as another user when it is started as root
  mkdirSync(`${dir}/temp`, { recursive: true });
  chmodSync(dir, 0o755);
  const ports =
    options.firstPort === undefined
      ? await freePorts(options.instances + 3)
      : Array.from({ length: options.instances + 3 }, (_, index) => options.firstPort! + index);
  const [proxyPort, httpPort, sandboxPort, ...instancePorts] = ports;
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  const sessionKey = randomBytes(32).toString('hex');
  const distDir = join(dir, 'dist');
  mkdirSync(distDir, { recursive: true });
  writeFileSync(join(distDir, 'index.html'), INDEX_HTML);
  const running = new Set<Child>();

  const sandboxLog = join(dir, 'sandbox.log');
  const sandbox = spawnNode(
    [
      'src/sandbox/cli.ts',
      `--port=${sandboxPort}`,
      `--data-dir=${options.sandboxDataDir}`,
      ...(options.resetSandbox ? ['--reset'] : []),
      '--log-level=warn',
      '--log-format=json',
    ],
    sandboxLog,
  );
  running.add(sandbox);
  const stopAll = () => Promise.all([...running].map((child) => stopChild(child)));

  try {
    await answering(sandbox, `${sandboxUrl}/healthz`, sandboxLog);
    const instances = instancePorts.slice(0, options.instances).map((port): Instance => {
      const logFile = join(dir, `instance-${port}.log`);
      let child: Child | null = null;
      const start = async () => {
        child = spawnNode(
          [
            '--optimize-for-size',
            'src/server/cli.ts',
            `--port=${port}`,
            `--dist-dir=${distDir}`,
            `--data-dir=${join(dir, `instance-${port}`)}`,
            `--api-upstream=${sandboxUrl}`,
            '--trusted-proxy=127.0.0.1/32',
            `--session-store=${join(dir, 'shared', 'ended-sessions.sqlite')}`,
            '--log-level=warn',
            '--log-format=json',
          ],
          logFile,
          { PORTAL_SESSION_KEY: sessionKey },
        );
        running.add(child);
        return answering(child, `http://127.0.0.1:${port}/readyz`, logFile);
      };
      const kill = async () => {
        if (!child || gone(child)) throw new Error(`instance ${port} is not running`);
        const killedAt = performance.now();
        child.process.kill('SIGKILL');
        await child.exited;
        running.delete(child);
        return { killedAt, exitedAt: performance.now() };
      };
      return { host: `127.0.0.1:${port}`, start, kill };
    });
    mkdirSync(join(dir, 'shared'), { recursive: true });
    await Promise.all(instances.map((instance) => instance.start()));

    const certificate = makeCertificate(dir);
    writeFileSync(
      join(dir, 'server.conf'),
      withTestValues(readFileSync(join(root, SHIPPED_NGINX_FILE), 'utf8'), SHIPPED_NGINX_FILE, {
        port: proxyPort!,
        httpPort: httpPort!,
        certificateDir: dir,
        upstreams: instances.map((instance) => instance.host),
      }),
    );
    writeFileSync(
      join(dir, 'nginx.conf'),
      testNginxConf(dir, [`include ${dir}/server.conf;`], { accessLog: ACCESS_LOG_FORMAT }),
    );
    const nginxLog = join(dir, 'nginx.log');
    const log = openSync(nginxLog, 'a');
    const proxy = spawn(nginx.path, ['-p', dir, '-c', join(dir, 'nginx.conf')], {
      stdio: ['ignore', log, log],
    });
    closeSync(log);
    const proxyChild: Child = {
      process: proxy,
      exited: new Promise((done) => proxy.once('exit', () => done())),
    };
    running.add(proxyChild);
    const origin = `https://localhost:${proxyPort}`;
    await answering(proxyChild, `${origin}/healthz`, nginxLog, certificate);
    return {
      origin,
      certificate,
      instances,
      passed: () => readPassed(join(dir, 'access.log')),
      stop: async () => {
        await stopChild(proxyChild, 'SIGQUIT');
        running.delete(proxyChild);
        await stopAll();
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
