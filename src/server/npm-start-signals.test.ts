/**
 * The real npm, signalled as a supervisor or a container runtime signals it: only npm hears the
 * signal, and the server behind it must still stop gracefully and free its port.
 */
import { readFileSync, rmSync } from 'node:fs';
import { Agent, type IncomingMessage, request } from 'node:http';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { basic } from '../sandbox/testing/http-client.ts';
import {
  NpmEndedEarly,
  type NpmRun,
  descendantsOf,
  isRunning,
  portIsFree,
  runNpm,
} from './testing/npm-process.ts';
import { fakeDeployment } from './testing/portal-under-test.ts';

const unit = readFileSync(
  fileURLToPath(new URL('../../deploy/systemd/broadband-portal.service', import.meta.url)),
  'utf8',
);
/** The unit's ExecStart: npm's own arguments up to `--`, then the server's options. */
const execStart = (/^ExecStart=\S+\s+(.*)$/m.exec(unit)?.[1] ?? '').split(/\s+/);
const npmArgs = execStart.slice(0, execStart.indexOf('--') + 1);
const unitServerArgs = execStart.slice(execStart.indexOf('--') + 1);

const STOP_DEADLINE_MS = 10_000;
const roots: string[] = [];
const started: number[] = [];

function seededDeployment() {
  const deployment = fakeDeployment();
  roots.push(deployment.root);
  return deployment;
}

/** The unit's server options with this machine's values in place of its port, metrics port and data directory. */
function unitOptions(values: Record<string, string>, more: string[]): string[] {
  const args = [...unitServerArgs];
  for (const [flag, value] of Object.entries(values)) {
    const at = args.indexOf(flag);
    if (at === -1) throw new Error(`the unit's ExecStart has no ${flag}`);
    args[at + 1] = value;
  }
  return [...args, ...more];
}

async function startNpm(args: string[]): Promise<NpmRun> {
  const run = await runNpm(args);
  started.push(run.child.pid!, ...descendantsOf(run.child.pid!));
  return run;
}

const startPortal = () => {
  const { distDir, dataDir } = seededDeployment();
  const options = unitOptions({ '--port': '0', '--metrics-port': '0', '--data-dir': dataDir }, [
    '--dist-dir',
    distDir,
  ]);
  return startNpm([...npmArgs, ...options]);
};
const startSandbox = () => {
  const { dataDir } = seededDeployment();
  const options = ['--port', '0', '--data-dir', dataDir, '--log-format', 'json'];
  return startNpm(['run', 'sandbox', ...npmArgs.filter((arg) => arg !== 'start'), ...options]);
};

afterEach(() => {
  for (const pid of started.splice(0)) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

interface Reply {
  status: number;
  body: string;
}

function get(url: string, agent: Agent): Promise<Reply> {
  return new Promise((resolve, reject) => {
    request(url, { agent }, (reply) => collect(reply, resolve))
      .on('error', reject)
      .end();
  });
}

function collect(reply: IncomingMessage, resolve: (reply: Reply) => void) {
  let body = '';
  reply.setEncoding('utf8');
  reply.on('data', (chunk: string) => (body += chunk));
  reply.on('end', () => resolve({ status: reply.statusCode ?? 0, body }));
}

/**
 * A call the server has taken in (it answered "100 Continue" to its headers) whose body waits for
 * `finish`: a request in flight for as long as the test wants.
 */
function callHeldInFlight(url: string): Promise<{ finish: () => Promise<Reply> }> {
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'list_providers' });
  return new Promise((resolveHeld, rejectHeld) => {
    const call = request(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        authorization: basic('admin', 'sandbox-admin'),
        expect: '100-continue',
      },
    });
    const reply = new Promise<Reply>((resolve, reject) => {
      call.on('response', (incoming) => collect(incoming, resolve));
      call.on('error', reject);
    });
    reply.catch(rejectHeld);
    call.once('continue', () => resolveHeld({ finish: () => (call.end(body), reply) }));
    call.flushHeaders();
  });
}

async function readinessOnceUnready(url: string, agent: Agent, deadline: number): Promise<Reply> {
  for (;;) {
    const probe = await get(`${url}/readyz`, agent);
    if (probe.status === 503) return probe;
    if (Date.now() > deadline) throw new Error(`/readyz still answers ${probe.status} after the signal`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function freedWithin(port: number, deadline: number): Promise<boolean> {
  while (!(await portIsFree(port))) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

/**
 * Signals npm (and first the server too, as a terminal's Ctrl-C or systemd does) while a call is
 * in flight, and checks what a balancer and the next start see.
 */
async function expectGracefulStop(
  run: NpmRun,
  apiPath: string,
  signal: 'SIGTERM' | 'SIGINT',
  { serverHearsItToo = false } = {},
) {
  const server = descendantsOf(run.child.pid!);
  expect(server.length).toBeGreaterThan(0);
  const probe = new Agent({ keepAlive: true, maxSockets: 1 });
  expect((await get(`${run.url}/readyz`, probe)).status).toBe(200);
  const held = await callHeldInFlight(`${run.url}${apiPath}`);

  const deadline = Date.now() + STOP_DEADLINE_MS;
  if (serverHearsItToo) for (const pid of server) process.kill(pid, signal);
  else run.child.kill(signal);
  const unready = await readinessOnceUnready(run.url, probe, deadline);
  expect(JSON.parse(unready.body)).toMatchObject({ status: 'unready', checks: { shutdown: 'stopping' } });
  if (serverHearsItToo) {
    // npm hands the signal on: the server hears it a second time while it drains
    run.child.kill(signal);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const reply = await held.finish();
  probe.destroy();

  expect(reply.status).toBe(200);
  expect(JSON.parse(reply.body)).toHaveProperty('result.providers');
  expect(await run.exited).toEqual({ code: 0, signal: null });
  expect(await freedWithin(Number(new URL(run.url).port), deadline)).toBe(true);
  expect(server.filter(isRunning)).toEqual([]);
  expect(run.stdout()).toContain(`"msg":"${signal}: finishing in-flight requests`);
}

/** Every line npm and the server wrote to stdout, each parsed as JSON (throws on one that is not). */
const jsonLines = (stdout: string) =>
  stdout
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe.runIf(process.platform === 'linux')('npm start under a supervisor', () => {
  it('stops gracefully when only npm hears SIGTERM, writing nothing but JSON lines to stdout', async () => {
    const run = await startPortal();
    await expectGracefulStop(run, '/api/broadband/basic/v1', 'SIGTERM');
    const lines = jsonLines(run.stdout());
    expect(lines[0]).toMatchObject({ msg: expect.stringContaining('Broadband portal listening on') });
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'request', path: '/api/broadband/basic/v1', status: 200 }),
    );
  }, 60_000);

  it('stops gracefully when only npm hears SIGINT', async () => {
    await expectGracefulStop(await startPortal(), '/api/broadband/basic/v1', 'SIGINT');
  }, 60_000);

  it('stops gracefully when the server hears the signal from its supervisor and again from npm', async () => {
    await expectGracefulStop(await startPortal(), '/api/broadband/basic/v1', 'SIGTERM', {
      serverHearsItToo: true,
    });
  }, 60_000);

  it('writes nothing to stdout and one line to stderr when it cannot start', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as AddressInfo;
    const { distDir, dataDir } = seededDeployment();
    const options = unitOptions({ '--port': String(port), '--data-dir': dataDir }, ['--dist-dir', distDir]);
    const failed: unknown = await runNpm([...npmArgs, ...options]).catch((error: unknown) => error);
    taken.close();
    expect(failed).toBeInstanceOf(NpmEndedEarly);
    expect({ ...(failed as NpmEndedEarly) }).toEqual({
      code: 2,
      stdout: '',
      stderr: `Port ${port} on 127.0.0.1 is in use: stop what listens there, or choose another with --port.\n`,
    });
  }, 60_000);
});

describe.runIf(process.platform === 'linux')('npm run sandbox under a supervisor', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`stops gracefully when only npm hears ${signal}, writing nothing but JSON lines to stdout`, async () => {
      const run = await startSandbox();
      await expectGracefulStop(run, '/broadband/basic/v1', signal);
      expect(jsonLines(run.stdout())[0]).toMatchObject({
        msg: expect.stringContaining('Broadband sandbox listening on'),
      });
    }, 60_000);
  }
});
