/**
 * `npm run probe` as a partner runs it: a process of its own, whose exit code, output and JSON file
 * are the contract. Credentials come from the environment; stdin is not a terminal here, so the
 * probe never waits for a TOTP code.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DifferingService, startDifferingService } from '../sandbox/testing/differing-service.ts';
import { type RunningSandbox, startTestSandbox } from '../sandbox/testing/sandbox-under-test.ts';
import { runProbe } from './probe.ts';
import type { Report } from './report.ts';
import { valuesOf } from './testing/reply-values.ts';

const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
const ADMIN = { API_USERNAME: 'admin', API_PASSWORD: 'sandbox-admin' };

interface Finished {
  status: number | null;
  stdout: string;
  stderr: string;
}

const withoutApiVariables = () =>
  Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('API_')));

/** The demo account's code, `later` ms from now: each log-in needs a code of a later step than the last. */
const totpCode = (later = 0) =>
  new TOTP({ secret: Secret.fromBase32('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'), digits: 6, period: 30 }).generate(
    {
      timestamp: Date.now() + later,
    },
  );

const hasScript = spawnSync('script', ['--version']).status === 0;

/** Runs the CLI with only the given API_ variables, stdin a pipe closed at once (no terminal). */
function runCli(args: string[], env: Record<string, string> = {}): Promise<Finished> {
  const child = spawn(process.execPath, [cli, ...args], {
    env: { ...withoutApiVariables(), ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stdin.end();
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  return new Promise((resolve) =>
    child.once('close', (status) => {
      clearTimeout(timer);
      resolve({ status, stdout, stderr });
    }),
  );
}

let sandbox: RunningSandbox;
let service: DifferingService;
let folder: string;
/** The values of the sandbox's own replies to the same calls, which no report may hold. */
let values: string[];

beforeAll(async () => {
  sandbox = await startTestSandbox();
  service = await startDifferingService({ upstream: sandbox.url });
  folder = mkdtempSync(join(tmpdir(), 'probe-cli-'));
  const results: unknown[] = [];
  await runProbe({
    base: sandbox.url,
    credentials: { username: ADMIN.API_USERNAME, password: ADMIN.API_PASSWORD },
    askTotp: null,
    basic: false,
    address: null,
    zipcode: null,
    onResult: (_name, result) => results.push(result),
  });
  values = valuesOf(results);
});
afterAll(async () => {
  await service.stop();
  await sandbox.stop();
  rmSync(folder, { recursive: true, force: true });
});

function expectNothingSecret(text: string): void {
  expect(text).not.toContain(ADMIN.API_PASSWORD);
  expect(text).not.toContain(ADMIN.API_USERNAME);
  expect(text).not.toMatch(/eyJ[\w-]{8,}/);
  expect(values.filter((value) => text.includes(value))).toEqual([]);
}

describe('npm run probe', () => {
  it('against the sandbox: every reply read, exit 0; the same as JSON; no value anywhere', async () => {
    const jsonFile = join(folder, 'report.json');
    const run = await runCli(['--api-upstream', `${sandbox.url}/`, '--json', jsonFile], ADMIN);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(
      "Probe of the provider's service: its replies read as the portal reads them (contract 1.24.0)",
    );
    expect(lines[2]).toBe(
      "No value of any reply is shown, except values and names the schema does not know, which are the service's vocabulary.",
    );
    expect(lines.filter((line) => line.startsWith('read         '))).toHaveLength(16);
    expect(lines).toContain('read         broadband/v1 list_transactions (count_by)');
    expect(lines.at(-1)).toBe('The portal can read every reply (exit 0).');
    const report = JSON.parse(readFileSync(jsonFile, 'utf8')) as Report;
    expect(report).toMatchObject({
      readable: true,
      exitCode: 0,
      signedIn: 'jwt',
      address: 'first-transaction',
    });
    expect(report.calls).toHaveLength(16);
    expect(values.length).toBeGreaterThan(100);
    expectNothingSecret(run.stdout);
    expectNothingSecret(readFileSync(jsonFile, 'utf8'));
  });

  it('against a service whose reply the portal cannot read: the difference, exit 1', async () => {
    service.differ({ className: 'broadband/v1', method: 'get_transaction', change: 'list-for-object' });
    const jsonFile = join(folder, 'differs.json');
    const run = await runCli(
      ['--api-upstream', service.url, '--address', '1012AB 1', '--json', jsonFile],
      ADMIN,
    );
    service.differ();
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('differs      broadband/v1 get_transaction: 1 difference\n');
    expect(run.stdout).toContain(
      'difference   broadband/v1 get_transaction (the result): expected object, came array\n',
    );
    expect(run.stdout).toContain('The portal cannot read 1 reply (exit 1).');
    const report = JSON.parse(readFileSync(jsonFile, 'utf8')) as Report;
    expect(report).toMatchObject({ readable: false, exitCode: 1, address: 'given' });
    expectNothingSecret(run.stdout);
    expect(run.stdout).not.toContain('1012');
  });

  it('notes and a method not offered: listed, exit 0', async () => {
    service.differ(
      { className: 'broadband/v1', method: 'list_transactions', change: 'unknown-values' },
      { className: 'mail/v1', method: 'list_forwarders', change: 'method-not-found' },
    );
    const run = await runCli(['--api-upstream', service.url], ADMIN);
    service.differ();
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(
      'note         broadband/v1 list_transactions /transactions/0/state: a value the schema does not know: "on_hold" (in 25 places)',
    );
    expect(run.stdout).toContain(
      'not offered  mail/v1 list_forwarders: the service does not have the method (JSON-RPC -32601)',
    );
    expectNothingSecret(run.stdout);
  });

  it('a class the account may not use (HTTP 403): reported as its answer, the run goes on, exit 0', async () => {
    service.differ({ className: 'mail/v1', method: '*', change: 'class-forbidden' });
    const jsonFile = join(folder, 'refused.json');
    const run = await runCli(['--api-upstream', service.url, '--json', jsonFile], ADMIN);
    service.differ();
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(
      'refused      mail/v1 list_clients: the account may not use the class (HTTP 403)\n',
    );
    expect(run.stdout).toContain('read         user/v1 get_profile\n');
    expect(run.stdout).toContain('3 refused');
    const report = JSON.parse(readFileSync(jsonFile, 'utf8')) as Report;
    expect(report.exitCode).toBe(0);
    expect(report.calls.filter((call) => call.outcome === 'refused')).toHaveLength(3);
    expectNothingSecret(run.stdout);
  });

  it.runIf(hasScript)(
    'at a terminal: asked for the TOTP code the service wants, which is not shown',
    async () => {
      const code = totpCode();
      const command = [process.execPath, cli, '--api-upstream', sandbox.url]
        .map((word) => `'${word}'`)
        .join(' ');
      const child = spawn('script', ['--quiet', '--return', '--command', command, '/dev/null'], {
        env: { ...withoutApiVariables(), API_USERNAME: 'totp', API_PASSWORD: 'sandbox-totp' },
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      let terminal = '';
      let typed = false;
      child.stdout.on('data', (chunk: Buffer) => {
        terminal += chunk.toString();
        if (!typed && terminal.includes('TOTP code')) {
          typed = true;
          child.stdin.write(`${code}\r`);
        }
      });
      const status = await new Promise((resolve) => child.once('close', resolve));
      expect(terminal).toContain('The service asks for a TOTP code (it is not shown as you type): ');
      expect(terminal).toContain('Signed in with the JWT log-in and a TOTP code');
      expect(terminal).not.toContain(code);
      expect(status).toBe(0);
    },
  );

  it('with a TOTP code from API_TOTP', async () => {
    const code = totpCode(30_000);
    const run = await runCli(['--api-upstream', sandbox.url], {
      API_USERNAME: 'totp',
      API_PASSWORD: 'sandbox-totp',
      API_TOTP: code,
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Signed in with the JWT log-in and a TOTP code');
    expect(run.stdout).not.toContain(code);
  });
});

describe('npm run probe cannot run: exit 2 and one line saying why', () => {
  const expectOneLine = (run: Finished, line: string) => {
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(`probe: could not run: ${line}\n`);
  };

  it('a wrong password', async () => {
    const run = await runCli(['--api-upstream', sandbox.url], { ...ADMIN, API_PASSWORD: 'wrong-password' });
    expectOneLine(run, 'log-in refused: the user name or the password is wrong (HTTP 401)');
    expect(run.stderr).not.toContain('admin');
  });

  it('a TOTP code asked for, with no terminal to ask at', async () => {
    const run = await runCli(['--api-upstream', sandbox.url], {
      API_USERNAME: 'totp',
      API_PASSWORD: 'sandbox-totp',
    });
    expectOneLine(
      run,
      'log-in refused: the service asks for a TOTP code: set API_TOTP, or run the probe at a terminal to be asked (HTTP 401)',
    );
  });

  it('an unreachable service', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const jsonFile = join(folder, 'unreachable.json');
    const run = await runCli(['--api-upstream', `http://127.0.0.1:${port}`, '--json', jsonFile], ADMIN);
    expectOneLine(run, 'service unreachable: the connection failed (ECONNREFUSED)');
    expect(JSON.parse(readFileSync(jsonFile, 'utf8'))).toEqual({
      exitCode: 2,
      couldNotRun: 'service unreachable: the connection failed (ECONNREFUSED)',
    });
  });

  it('not one reply read (a mistyped URL with --basic: HTTP 404 for every class)', async () => {
    const jsonFile = join(folder, 'nothing.json');
    const run = await runCli(
      ['--api-upstream', `${sandbox.url}/not-the-api`, '--basic', '--json', jsonFile],
      ADMIN,
    );
    const why =
      "nothing could be read: every class answered HTTP 404 (not found): check --api-upstream, the service's base URL";
    expectOneLine(run, why);
    expect(JSON.parse(readFileSync(jsonFile, 'utf8'))).toEqual({ exitCode: 2, couldNotRun: why });
  });

  it('every class refused (HTTP 403)', async () => {
    service.differ({ className: '*', method: '*', change: 'class-forbidden' });
    const run = await runCli(['--api-upstream', service.url], ADMIN);
    service.differ();
    expectOneLine(
      run,
      "nothing could be read: the service refused the account every class (HTTP 403): check the account's permissions with the provider",
    );
  });

  it('no credentials', async () => {
    expectOneLine(
      await runCli(['--api-upstream', sandbox.url]),
      'no credentials: set API_USERNAME and API_PASSWORD',
    );
    expectOneLine(
      await runCli(['--api-upstream', sandbox.url], { API_USERNAME: 'admin' }),
      'no credentials: set API_USERNAME and API_PASSWORD',
    );
  });

  it('bad arguments, never echoed', async () => {
    expectOneLine(
      await runCli([], ADMIN),
      'bad arguments: --api-upstream URL is needed (npm run probe -- --help)',
    );
    const badAddress = await runCli(['--api-upstream', sandbox.url, '--address', 'Hoofdstraat 12'], ADMIN);
    expectOneLine(
      badAddress,
      'bad arguments: --address must read like "2511AB 10" or "2511AB 10 A" (npm run probe -- --help)',
    );
    expect(badAddress.stderr).not.toContain('Hoofdstraat');
    expectOneLine(
      await runCli(['--api-upstream', 'http://admin:secret@127.0.0.1:1/'], ADMIN),
      'bad arguments: --api-upstream may not hold credentials: use API_USERNAME and API_PASSWORD (npm run probe -- --help)',
    );
    expectOneLine(
      await runCli(['--api-upstream', 'http://api.provider.example/'], ADMIN),
      'bad arguments: --api-upstream must be an https URL (http only for this machine: localhost, 127.0.0.0/8, ::1), as the password goes with every call: use the https address of the service (npm run probe -- --help)',
    );
    expectOneLine(
      await runCli(['--api-upstream', sandbox.url, '--verbose'], ADMIN),
      'bad arguments: an option the probe does not know (npm run probe -- --help)',
    );
  });

  it('--help prints the usage, exit 0', async () => {
    const run = await runCli(['--help']);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('npm run probe -- --api-upstream URL [options]');
  });
});
