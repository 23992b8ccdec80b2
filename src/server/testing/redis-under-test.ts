/**
 * A real Redis server for the tests (Debian's redis-server, found or installed by
 * scripts/find-browsers.ts) on a loopback port of its own, with its data in a temporary folder
 * written at every change (`appendfsync always`), as a deployment keeps it. It can be killed and
 * started again on the same port with its data, as a store lost in the middle that comes back.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { connect as connectTls } from 'node:tls';
import { join } from 'node:path';
import { findTool } from '../../../scripts/find-browsers.ts';

export interface RedisUnderTest {
  port: number;
  /** `redis://127.0.0.1:PORT/0`, with the password in it when one is set. */
  url: string;
  /** Ends the server with SIGKILL: the store lost, not shut down. */
  stop(): Promise<void>;
  /** Starts it again on the same port with the data it had (nothing when it runs). */
  start(): Promise<void>;
  /** Stops it answering without closing a connection (SIGSTOP), as a host cut off; `thaw` goes on. */
  freeze(): void;
  thaw(): void;
  /** Stops it and removes its data. */
  dispose(): Promise<void>;
}

export const redisServer = findTool('redis');

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Whether a Redis server answers on the port (`+PONG`, or `-NOAUTH` when it wants a password). */
function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setEncoding('utf8');
    socket.once('error', () => resolve(false));
    socket.once('data', (reply: string) => {
      socket.destroy();
      resolve(/^(\+PONG|-NOAUTH)/.test(reply));
    });
    socket.write('PING\r\n');
  });
}

/** A certificate for 127.0.0.1 and the key to it, self-signed: the CA a client is told to trust. */
export interface TestCertificate {
  certificateFile: string;
  keyFile: string;
}

/** Whether a TLS handshake on the port succeeds (the certificate is not checked here). */
function answersOverTls(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connectTls({ port, host: '127.0.0.1', rejectUnauthorized: false }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function startRedis(
  options: { password?: string; tls?: TestCertificate } = {},
): Promise<RedisUnderTest> {
  if (!redisServer.found) throw new Error(redisServer.problem);
  const executable = redisServer.path;
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'redis-under-test-'));
  let child: ChildProcess | null = null;

  async function start() {
    if (child && child.exitCode === null) return;
    const { tls } = options;
    const listen = tls
      ? ['--port', '0', '--tls-port', String(port), '--tls-auth-clients', 'no']
      : ['--port', String(port)];
    const args = [
      ...listen,
      ...(tls ? ['--tls-cert-file', tls.certificateFile, '--tls-key-file', tls.keyFile] : []),
      ...['--bind', '127.0.0.1', '--dir', dir, '--save', ''],
      ...['--appendonly', 'yes', '--appendfsync', 'always'],
      ...(options.password ? ['--requirepass', options.password] : []),
    ];
    const started = spawn(executable, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    child = started;
    let errors = '';
    started.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const startedAt = Date.now();
    while (!(await (options.tls ? answersOverTls(port) : answers(port)))) {
      if (started.exitCode !== null) throw new Error(`redis-server ended at start: ${errors}`);
      if (Date.now() - startedAt > 10_000)
        throw new Error(`redis-server did not answer within 10 s: ${errors}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function stop() {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const ended = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await ended;
  }

  await start();
  return {
    port,
    url: `${options.tls ? 'rediss' : 'redis'}://${options.password ? `:${encodeURIComponent(options.password)}@` : ''}127.0.0.1:${port}/0`,
    start,
    stop,
    freeze: () => void child?.kill('SIGSTOP'),
    thaw: () => void child?.kill('SIGCONT'),
    async dispose() {
      child?.kill('SIGCONT');
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
