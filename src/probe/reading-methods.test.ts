/**
 * The probe never calls a method that changes anything: what it asks is reading methods only (the
 * catalogue's permissions ending in "-r"), and the one function that sends a call refuses any other
 * before anything leaves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DifferingService, startDifferingService } from '../sandbox/testing/differing-service.ts';
import { type RunningSandbox, startTestSandbox } from '../sandbox/testing/sandbox-under-test.ts';
import { PLAN } from './plan.ts';
import { runProbe } from './probe.ts';
import { NotReadingError, catalogue, isReadingMethod, readingMethods } from './reading-methods.ts';
import { callReading } from './service.ts';

const key = ({ className, method }: { className: string; method: string }) => `${className} ${method}`;

const everyMethod = catalogue.classes.flatMap((entry) =>
  entry.methods.map((method) => ({
    className: entry.class,
    method: method.method,
    permission: method.permission,
  })),
);

describe('the methods the probe may call', () => {
  it('are the catalogue’s methods whose permission ends in "-r", and no other', () => {
    const reading = readingMethods().map(key);
    expect(reading).toEqual(everyMethod.filter((method) => method.permission.endsWith('-r')).map(key));
    expect(reading).not.toContain('broadband/v1 cancel_transaction');
    expect(reading).not.toContain('user/v1 set_profile');
    expect(reading).not.toContain('mail/v1 create_mailbox');
    expect(everyMethod.filter((method) => !isReadingMethod(method)).length).toBeGreaterThanOrEqual(8);
  });

  it('are exactly what the plan asks: every reading method, and nothing else', () => {
    const asked = [...new Set(PLAN.map((step) => key(step.name)))];
    for (const step of PLAN) expect(isReadingMethod(step.name), key(step.name)).toBe(true);
    expect(asked.sort()).toEqual(readingMethods().map(key).sort());
  });
});

describe('against a service that counts every call', () => {
  let sandbox: RunningSandbox;
  let service: DifferingService;
  beforeAll(async () => {
    sandbox = await startTestSandbox();
    service = await startDifferingService({ upstream: sandbox.url });
  });
  afterAll(async () => {
    await service.stop();
    await sandbox.stop();
  });

  it('a method that changes something is refused before anything is sent', async () => {
    const bearer = { kind: 'bearer' as const, token: 'not-used' };
    for (const method of everyMethod.filter((candidate) => !candidate.permission.endsWith('-r'))) {
      await expect(callReading(service.url, bearer, method, {})).rejects.toBeInstanceOf(NotReadingError);
      expect(service.callsOf(method.className, method.method), key(method)).toBe(0);
    }
  });

  it('a whole run asks each reading method and never one that changes anything', async () => {
    await runProbe({
      base: service.url,
      credentials: { username: 'admin', password: 'sandbox-admin' },
      askTotp: null,
      basic: false,
      address: null,
      zipcode: null,
    });
    for (const method of everyMethod)
      expect(service.callsOf(method.className, method.method), key(method)).toBe(
        !method.permission.endsWith('-r') ? 0 : method.method === 'list_transactions' ? 2 : 1,
      );
  });
});
