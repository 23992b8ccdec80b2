/**
 * The probe against a real sandbox, as it is and behind the differing service: each way a real
 * service may differ is found and reported as what it is (a difference the portal cannot read, a
 * note, a method not offered), and no report holds a value of any reply.
 */
import { Secret, TOTP } from 'otpauth';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type Change,
  type DifferingService,
  EXTRA_MEMBERS,
  startDifferingService,
} from '../sandbox/testing/differing-service.ts';
import { type RunningSandbox, startTestSandbox } from '../sandbox/testing/sandbox-under-test.ts';
import { type ProbeOptions, runProbe } from './probe.ts';
import type { MethodName } from './reading-methods.ts';
import { type Report, type ReportCall, buildReport, reportLines } from './report.ts';
import { CouldNotRun } from './service.ts';
import { valuesOf } from './testing/reply-values.ts';

const TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const ADMIN = { username: 'admin', password: 'sandbox-admin' };

let sandbox: RunningSandbox;
let service: DifferingService;
/** Every reply the sandbox itself sent in this file, whose values no report may hold. */
const results: unknown[] = [];

beforeAll(async () => {
  sandbox = await startTestSandbox();
  service = await startDifferingService({ upstream: sandbox.url });
});
afterAll(async () => {
  await service.stop();
  await sandbox.stop();
});
afterEach(() => service.differ());

async function probe(options: Partial<ProbeOptions> = {}): Promise<{ report: Report; text: string }> {
  const report = buildReport(
    await runProbe({
      base: sandbox.url,
      credentials: ADMIN,
      askTotp: null,
      basic: false,
      address: null,
      zipcode: null,
      ...(options.base ? {} : { onResult: (_name: MethodName, result: unknown) => results.push(result) }),
      ...options,
    }),
  );
  return { report, text: reportLines(report).join('\n') };
}

const callOf = (report: Report, { className, method }: MethodName, variant?: string): ReportCall => {
  const call = report.calls.find(
    (candidate) =>
      candidate.class === className && candidate.method === method && candidate.variant === variant,
  );
  if (!call) throw new Error(`no call of ${className} ${method}`);
  return call;
};

function expectNoValues(text: string): void {
  expect(text).not.toContain(ADMIN.password);
  expect(text).not.toMatch(/eyJ[\w-]{8,}/);
  const leaked = valuesOf(results).filter((value) => text.includes(value));
  expect(leaked).toEqual([]);
}

describe('against the sandbox', () => {
  it('reads every reply as it is: no difference, no note, exit 0', async () => {
    const { report, text } = await probe();
    expect(report.calls.map((call) => call.outcome)).toEqual(Array(16).fill('read'));
    expect(report.calls.flatMap((call) => [...call.differences, ...call.notes])).toEqual([]);
    expect(report).toMatchObject({
      readable: true,
      exitCode: 0,
      address: 'first-transaction',
      signedIn: 'jwt',
    });
    expect(text).toContain('16 calls: 16 read (0 with notes), 0 not readable');
    expect(text).toContain('The portal can read every reply (exit 0).');
    expect(text.split('\n')[2]).toBe(
      "No value of any reply is shown, except values and names the schema does not know, which are the service's vocabulary.",
    );
    expectNoValues(text);
    expectNoValues(JSON.stringify(report));
    expect(valuesOf(results)).toContain('admin');
    expect(valuesOf(results).length).toBeGreaterThan(100);
  });

  it('an address given is the one asked; an error it answers is reported by its code alone', async () => {
    const unknown = await probe({ address: { zipcode: '9999ZZ', housenr: 1, housenrext: '' } });
    expect(unknown.report.address).toBe('given');
    expect(callOf(unknown.report, { className: 'broadband/basic/v1', method: 'zipcode' })).toMatchObject({
      outcome: 'error',
      error: { rpcCode: 2, name: 'invalidAddress' },
    });
    expect(unknown.text).toContain(
      "error        broadband/basic/v1 zipcode: JSON-RPC error 2 (invalidAddress); the reply's shape is not checked",
    );
    expect(unknown.text).not.toContain('9999');
    expect(unknown.report.exitCode).toBe(0);

    const notServiced = await probe({ address: { zipcode: '9711AB', housenr: 5, housenrext: '' } });
    expect(callOf(notServiced.report, { className: 'broadband/v1', method: 'zipcode' }).error).toEqual({
      rpcCode: 3,
      name: 'notServiced',
    });
    expect(callOf(notServiced.report, { className: 'postcodes/v1', method: 'get_address' }).outcome).toBe(
      'read',
    );
  });

  it('a postcode alone: its first house number is asked', async () => {
    const { report } = await probe({ zipcode: '3011AB' });
    expect(report.address).toBe('postcode-given');
    expect(report.calls.every((call) => call.outcome === 'read')).toBe(true);
  });

  it('HTTP Basic instead of the log-in', async () => {
    const { report, text } = await probe({ basic: true });
    expect(report).toMatchObject({ signedIn: 'basic', exitCode: 0 });
    expect(text).toContain('Signed in with HTTP Basic');
  });

  it('asks for a TOTP code when the service wants one and someone can answer; never otherwise', async () => {
    const totp = { username: 'totp', password: 'sandbox-totp' };
    await expect(probe({ credentials: totp })).rejects.toThrow(
      new CouldNotRun(
        'log-in refused: the service asks for a TOTP code: set API_TOTP, or run the probe at a terminal to be asked (HTTP 401)',
      ),
    );
    await expect(probe({ credentials: totp, totp: '000000' })).rejects.toThrow(
      /^log-in refused: the TOTP code is wrong/,
    );
    let asked = 0;
    const code = new TOTP({ secret: Secret.fromBase32(TOTP_SECRET), digits: 6, period: 30 }).generate();
    const { report, text } = await probe({ credentials: totp, askTotp: async () => (asked++, code) });
    expect(asked).toBe(1);
    expect(report).toMatchObject({ withTotp: true, exitCode: 0 });
    expect(text).toContain('Signed in with the JWT log-in and a TOTP code');
  });

  it('cannot run with a wrong password, or Basic where the account needs a second factor', async () => {
    await expect(probe({ credentials: { username: 'admin', password: 'wrong' } })).rejects.toThrow(
      new CouldNotRun('log-in refused: the user name or the password is wrong (HTTP 401)'),
    );
    await expect(
      probe({ credentials: { username: 'totp', password: 'sandbox-totp' }, basic: true }),
    ).rejects.toThrow(/^log-in refused: the service refused Basic credentials \(HTTP 401/);
  });
});

const carriers = { className: 'broadband/v1', method: 'list_carriers' };
const transactions = { className: 'broadband/v1', method: 'list_transactions' };

describe('against a service that differs', () => {
  const probeService = (change: Change, { className, method }: MethodName) => {
    service.differ({ className, method, change });
    return probe({ base: service.url });
  };

  it('renamed members: each required member missing, each new name a note; exit 1', async () => {
    const { report, text } = await probeService('renamed-members', carriers);
    expect(callOf(report, carriers)).toMatchObject({
      outcome: 'differs',
      differences: [
        { pointer: '/carriers', expected: 'member', received: 'missing', count: 1 },
        { pointer: '/pagination', expected: 'member', received: 'missing', count: 1 },
      ],
      notes: [
        { kind: 'member', pointer: '/Carriers', count: 1 },
        { kind: 'member', pointer: '/Pagination', count: 1 },
      ],
    });
    expect(report.exitCode).toBe(1);
    expect(text).toContain(
      'difference   broadband/v1 list_carriers /carriers: expected member, came missing',
    );
    expect(text).toContain(
      'note         broadband/v1 list_carriers /Carriers: a member the schema does not know',
    );
    expect(text).toContain('The portal cannot read 1 reply (exit 1).');
    expectNoValues(text);
  });

  it('an object for a list; exit 1', async () => {
    const mailboxes = { className: 'mail/v1', method: 'list_mailboxes' };
    const { report, text } = await probeService('object-for-list', mailboxes);
    expect(callOf(report, mailboxes).differences).toEqual([
      { pointer: '/mailboxes', expected: ['array'], received: 'object', count: 1 },
    ]);
    expect(report.exitCode).toBe(1);
    expect(text).toContain('difference   mail/v1 list_mailboxes /mailboxes: expected array, came object');
    expectNoValues(text);
  });

  it('a list for an object: at the result itself; exit 1', async () => {
    const transaction = { className: 'broadband/v1', method: 'get_transaction' };
    const { report, text } = await probeService('list-for-object', transaction);
    expect(callOf(report, transaction).differences).toEqual([
      { pointer: '', expected: ['object'], received: 'array', count: 1 },
    ]);
    expect(text).toContain(
      'difference   broadband/v1 get_transaction (the result): expected object, came array',
    );
    expect(report.exitCode).toBe(1);
  });

  it('a required member missing in every item: one line, with the number of places; exit 1', async () => {
    const { report, text } = await probeService('missing-required', carriers);
    const [difference, ...others] = callOf(report, carriers).differences;
    expect(others).toEqual([]);
    expect(difference).toMatchObject({
      pointer: expect.stringMatching(/^\/carriers\/0\/[a-z_]+$/),
      pattern: expect.stringMatching(/^\/carriers\/\*\/[a-z_]+$/),
      count: 25,
      expected: 'member',
      received: 'missing',
    });
    expect(text).toContain(`${difference!.pointer}: expected member, came missing (in 25 places)`);
    expect(report.exitCode).toBe(1);
  });

  it('null for an object; exit 1', async () => {
    const profile = { className: 'user/v1', method: 'get_profile' };
    const { report, text } = await probeService('null-for-object', profile);
    expect(callOf(report, profile).differences).toEqual([
      { pointer: '/totp', expected: ['object'], received: 'null', count: 1 },
    ]);
    expect(text).toContain('difference   user/v1 get_profile /totp: expected object, came null');
    expect(report.exitCode).toBe(1);
    expectNoValues(text);
  });

  it('members the schema does not know: notes naming them, never their values; exit 0', async () => {
    const { report, text } = await probeService('extra-members', transactions);
    expect(callOf(report, transactions)).toMatchObject({
      outcome: 'read',
      differences: [],
      notes: expect.arrayContaining([
        { kind: 'member', pointer: '/service_reference', count: 1 },
        {
          kind: 'member',
          pointer: '/transactions/0/service_reference',
          pattern: '/transactions/*/service_reference',
          count: 25,
        },
      ]),
    });
    expect(report.exitCode).toBe(0);
    expect(text).toContain(
      'note         broadband/v1 list_transactions /transactions/0/service_flags: a member the schema does not know (in 25 places)',
    );
    expect(text).not.toContain(EXTRA_MEMBERS.service_reference);
    expect(text).not.toContain('priority');
    expectNoValues(text);
  });

  it('values the schema does not know: notes naming them (the service’s vocabulary); exit 0', async () => {
    const { report, text } = await probeService('unknown-values', transactions);
    expect(callOf(report, transactions).notes).toEqual(
      expect.arrayContaining([
        {
          kind: 'value',
          pointer: '/transactions/0/state',
          pattern: '/transactions/*/state',
          count: 25,
          value: 'on_hold',
        },
        {
          kind: 'value',
          pointer: '/transactions/0/action',
          pattern: '/transactions/*/action',
          count: 25,
          value: 'relocate',
        },
      ]),
    );
    expect(text).toContain(
      'note         broadband/v1 list_transactions /transactions/0/state: a value the schema does not know: "on_hold" (in 25 places)',
    );
    expect(report.exitCode).toBe(0);

    const zipcode = { className: 'broadband/basic/v1', method: 'zipcode' };
    const provider = await probeService('unknown-values', zipcode);
    expect(callOf(provider.report, zipcode).notes).toContainEqual({
      kind: 'name',
      pointer: '/available/NEWNET',
      count: 1,
      value: 'NEWNET',
    });
    expect(provider.report.exitCode).toBe(0);
    expectNoValues(provider.text);
  });

  it('numbers sent as text: notes; exit 0', async () => {
    const { report, text } = await probeService('numbers-as-text', carriers);
    expect(callOf(report, carriers)).toMatchObject({ outcome: 'read', differences: [] });
    expect(callOf(report, carriers).notes).toContainEqual({
      kind: 'number-as-text',
      pointer: '/pagination/total_items',
      count: 1,
    });
    expect(text).toContain('a number sent as text (read as the number)');
    expect(report.exitCode).toBe(0);
    expectNoValues(text);
  });

  it('a method not offered (-32601): said so, exit 0', async () => {
    const clients = { className: 'mail/v1', method: 'list_clients' };
    const { report, text } = await probeService('method-not-found', clients);
    expect(callOf(report, clients)).toMatchObject({ outcome: 'not-offered', notOffered: 'method' });
    expect(text).toContain(
      'not offered  mail/v1 list_clients: the service does not have the method (JSON-RPC -32601)',
    );
    expect(text).toContain('1 not offered');
    expect(report.exitCode).toBe(0);
  });

  it('a class not offered (404): every method of it said so, the class asked once; exit 0', async () => {
    const before = service.callsOf('postcodes/v1', 'get_housenrext');
    const { report, text } = await probeService('class-not-found', {
      className: 'postcodes/v1',
      method: '*',
    });
    for (const method of ['get_housenrs', 'get_housenrext', 'get_address'])
      expect(callOf(report, { className: 'postcodes/v1', method })).toMatchObject({
        outcome: 'not-offered',
        notOffered: 'class',
      });
    expect(service.callsOf('postcodes/v1', 'get_housenrext')).toBe(before);
    expect(text).toContain(
      'not offered  postcodes/v1 get_address: the service does not have the class (HTTP 404)',
    );
    expect(callOf(report, { className: 'broadband/v1', method: 'zipcode' }).outcome).toBe('read');
    expect(report.exitCode).toBe(0);
  });

  it('a class the account may not use (HTTP 403): each of its methods refused, the class asked once; the run goes on, exit 0', async () => {
    const before = service.callsOf('mail/v1', 'list_mailboxes');
    const { report, text } = await probeService('class-forbidden', { className: 'mail/v1', method: '*' });
    for (const method of ['list_clients', 'list_mailboxes', 'list_forwarders'])
      expect(callOf(report, { className: 'mail/v1', method })).toMatchObject({
        outcome: 'refused',
        refused: 'class',
      });
    expect(service.callsOf('mail/v1', 'list_mailboxes')).toBe(before);
    expect(text).toContain(
      'refused      mail/v1 list_forwarders: the account may not use the class (HTTP 403)',
    );
    expect(text).toContain('13 read (0 with notes), 0 not readable, 0 not offered, 3 refused');
    expect(callOf(report, { className: 'user/v1', method: 'get_profile' }).outcome).toBe('read');
    expect(report.exitCode).toBe(0);
  });

  it('a method the account lacks the permission for (JSON-RPC 012): refused, exit 0', async () => {
    const profile = { className: 'user/v1', method: 'get_profile' };
    const { report, text } = await probeService('method-prohibited', profile);
    expect(callOf(report, profile)).toMatchObject({ outcome: 'refused', refused: 'method' });
    expect(text).toContain(
      'refused      user/v1 get_profile: the account may not use the method (JSON-RPC error 12, configProhibited)',
    );
    expect(report.exitCode).toBe(0);
  });

  it('not one reply read: the probe could not run, saying what to check', async () => {
    service.differ({ className: '*', method: '*', change: 'class-not-found' });
    await expect(probe({ base: service.url, basic: true })).rejects.toThrow(
      new CouldNotRun(
        "nothing could be read: every class answered HTTP 404 (not found): check --api-upstream, the service's base URL",
      ),
    );
    service.differ({ className: '*', method: '*', change: 'class-forbidden' });
    await expect(probe({ base: service.url })).rejects.toThrow(
      new CouldNotRun(
        "nothing could be read: the service refused the account every class (HTTP 403): check the account's permissions with the provider",
      ),
    );
    await expect(probe({ base: service.url, basic: true })).rejects.toThrow(
      new CouldNotRun(
        "nothing could be read: the service refused the account every class (HTTP 403): from an address not on the account's IP whitelist, leave out --basic and log in with a TOTP code",
      ),
    );
    service.differ({ className: '*', method: '*', change: 'method-prohibited' });
    await expect(probe({ base: service.url })).rejects.toThrow(
      new CouldNotRun(
        "nothing could be read: the service refused the account every method (JSON-RPC error 12): check the account's permissions with the provider",
      ),
    );
  });

  it('every difference at once: the report still holds no value', async () => {
    const address = { zipcode: '1012AB', housenr: 1, housenrext: '' };
    await probe({ address }); // the same replies as they are, among those whose values are looked for
    for (const change of ['renamed-members', 'extra-members', 'unknown-values', 'numbers-as-text'] as const) {
      service.differ({ className: '*', method: '*', change });
      const { report, text } = await probe({ base: service.url, address });
      expectNoValues(text);
      expectNoValues(JSON.stringify(report));
    }
  });
});
