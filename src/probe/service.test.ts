/**
 * What a real service may answer that the sandbox never does: refusals in words only, errors with
 * codes written as text, bodies that are no JSON-RPC reply, server errors. A small HTTP server
 * answers as told; the probe must say what came without quoting any of it.
 */
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runProbe } from './probe.ts';
import { buildReport, reportLines } from './report.ts';
import { CouldNotRun, logIn } from './service.ts';

type Answer = { status: number; body: string; headers?: Record<string, string> };

let answers: Record<string, Answer> = {};
let server: Server;
let base: string;

const json = (body: unknown, status = 200): Answer => ({
  status,
  body: JSON.stringify(body),
  headers: { 'Content-Type': 'application/json' },
});

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    request.resume();
    request.on('end', () => {
      const answer = answers[(request.url ?? '/').slice(1)] ?? { status: 404, body: 'Not Found' };
      response.writeHead(answer.status, answer.headers ?? { 'Content-Type': 'text/plain' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const credentials = { username: 'jan.devries', password: 'geheim-wachtwoord' };

describe('a log-in refused in words only, as the live service words it', () => {
  it.each([
    [json({ message: 'TOTP code is missing' }, 401), 'the service asks for a TOTP code'],
    [json({ message: 'Invalid TOTP code' }, 403), 'the TOTP code is wrong (HTTP 403)'],
    [json({ message: 'TOTP code already used' }, 403), 'the TOTP code was used already'],
    [json({ message: 'Invalid credentials for jan.devries' }, 401), 'the user name or the password is wrong'],
    [
      { ...json({ message: 'Too many attempts' }, 429), headers: { 'Retry-After': '120' } },
      'too many failed log-ins: try again in 120 s (HTTP 429)',
    ],
    [
      json({ message: 'Access from 192.0.2.7 is not allowed' }, 403),
      "this machine's address is not on the account's IP whitelist",
    ],
    [{ status: 404, body: 'Not Found' }, 'no log-in at this URL: check --api-upstream (HTTP 404)'],
    [json({ token: 'elsewhere' }), 'the log-in reply holds no token'],
  ])('%j', async (answer, why) => {
    answers = { 'jwt/log-in': answer };
    const refusal = await logIn(base, credentials, undefined, null).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(CouldNotRun);
    expect((refusal as Error).message).toContain(`log-in refused: ${why}`);
    expect((refusal as Error).message).not.toMatch(/jan|192\.0\.2\.7|Too many/);
  });
});

describe('replies that are no JSON-RPC reply, and errors', () => {
  it('each said for what it is, with no word of it quoted', async () => {
    answers = {
      'jwt/log-in': json({ access_token: 'token-of-the-test' }),
      'broadband/basic/v1': { status: 200, body: '<html>Onderhoud aan Lange Poten 10</html>' },
      'broadband/v1': { status: 503, body: 'Service Unavailable at node-7.internal' },
      'user/v1': json({ jsonrpc: '2.0', id: 1, error: { code: '012', message: 'jan.devries may not read' } }),
      'postcodes/v1': json(['2511AB']),
      'mail/v1': json({ jsonrpc: '2.0', id: 1 }),
    };
    const report = buildReport(
      await runProbe({
        base,
        credentials,
        askTotp: null,
        basic: false,
        address: { zipcode: '2511AB', housenr: 10, housenrext: '' },
        zipcode: null,
      }),
    );
    const text = reportLines(report).join('\n');
    expect(text).toContain(
      'difference   broadband/basic/v1 list_providers (the result): expected object, came not-json',
    );
    expect(text).toContain(
      "error        broadband/v1 list_carriers: HTTP 503; the reply's shape is not checked",
    );
    expect(text).toContain(
      'refused      user/v1 get_profile: the account may not use the method (JSON-RPC error 12, configProhibited)',
    );
    expect(text).toContain('difference   postcodes/v1 get_address (the result): expected object, came array');
    expect(text).toContain('difference   mail/v1 list_clients (the result): expected object, came missing');
    expect(text).toContain('not asked    broadband/v1 get_transaction: no transaction on the first page');
    expect(report.exitCode).toBe(1);
    for (const word of ['Onderhoud', 'Lange Poten', 'node-7', 'jan', '2511AB', 'token-of-the-test', 'geheim'])
      expect(text).not.toContain(word);
  });
});

describe('a refusal after the log-in', () => {
  const probe = () =>
    runProbe({ base, credentials, askTotp: null, basic: false, address: null, zipcode: null });

  it('403 for one class: that class refused, the others asked; no word of it quoted', async () => {
    answers = {
      'jwt/log-in': json({ access_token: 'token-of-the-test' }),
      'broadband/basic/v1': json({ jsonrpc: '2.0', id: 1, result: { providers: [] } }),
      'mail/v1': json({ message: 'jan.devries lacks #mail-r', reason: 'no_permission' }, 403),
    };
    const report = buildReport(await probe());
    const text = reportLines(report).join('\n');
    expect(text).toContain(
      'refused      mail/v1 list_mailboxes: the account may not use the class (HTTP 403)',
    );
    expect(text).toContain(
      'not offered  user/v1 get_profile: the service does not have the class (HTTP 404)',
    );
    expect(report.exitCode).toBe(0);
    for (const word of ['jan', 'mail-r', 'no_permission', 'token-of-the-test'])
      expect(text).not.toContain(word);
  });

  it('401 for a class: the token was refused, the probe could not run', async () => {
    answers = {
      'jwt/log-in': json({ access_token: 'token-of-the-test' }),
      'broadband/basic/v1': json({ message: 'Token expired for jan.devries' }, 401),
    };
    await expect(probe()).rejects.toThrow(
      new CouldNotRun('log-in refused: the service refused the token (HTTP 401)'),
    );
  });
});
