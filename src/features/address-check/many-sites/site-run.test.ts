import { describe, expect, it } from 'vitest';
import { HttpError, NetworkError, RpcError } from '../../../api/errors.ts';
import { retryDelay } from '../../../api/retry-rule.ts';
import type { Site, SiteOutcome, SiteResult } from './site-result.ts';
import { type RunSnapshot, SiteRun } from './site-run.ts';

const sites: Site[] = Array.from({ length: 12 }, (_, index) => ({
  line: index + 2,
  reference: `site ${index + 1}`,
  zipcode: '1012AB',
  housenr: index + 1,
  housenrext: '',
}));

const served: SiteOutcome = {
  kind: 'checked',
  address: { street: 'Damrak', housenr: 1, housenrext: '', city: 'Amsterdam' },
  providers: [],
  construction: [],
  connection: 'fibre',
};

/** A clock that moves only when the run sleeps, and a record of every wait it asked for. */
function testClock() {
  let now = 1_000_000;
  const waits: number[] = [];
  return {
    waits,
    now: () => now,
    sleep: async (ms: number) => {
      waits.push(ms);
      await Promise.resolve();
      now += ms;
    },
  };
}

/** Runs until the run settles (done, paused, cancelled, signed out) and gives what it reported. */
async function settle(run: SiteRun): Promise<RunSnapshot> {
  for (let turn = 0; turn < 10_000; turn += 1) {
    const snapshot = run.getSnapshot();
    if (['done', 'paused', 'cancelled', 'signed-out'].includes(snapshot.status)) return snapshot;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  throw new Error(`the run did not settle: ${JSON.stringify(run.getSnapshot())}`);
}

describe('a run over many sites', () => {
  it('never has more checks under way than its concurrency, and reports every site once', async () => {
    let running = 0;
    let most = 0;
    const results: SiteResult[] = [];
    const run = new SiteRun({
      sites,
      concurrency: 3,
      check: async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 1));
        running -= 1;
        return served;
      },
      onResult: (result) => results.push(result),
    });
    run.start();
    const end = await settle(run);
    expect(most).toBe(3);
    expect(end).toMatchObject({ status: 'done', done: 12, failed: 0, remaining: 0, inFlight: 0 });
    expect(results.map((result) => result.site.line).sort((a, b) => a - b)).toEqual(
      sites.map((site) => site.line),
    );
  });

  it('slows down on 429: waits as long as the retry rule says, halves its concurrency, and loses no site', async () => {
    const clock = testClock();
    const refusals = new Set([3, 4, 5]);
    const refusal = new HttpError(429, 'API rate limit exceeded', { retryAfterSeconds: 7 });
    let calls = 0;
    const results: SiteResult[] = [];
    const run = new SiteRun({
      sites,
      concurrency: 4,
      ...clock,
      check: async (site) => {
        calls += 1;
        await Promise.resolve();
        if (refusals.delete(site.housenr)) throw refusal;
        return served;
      },
      onResult: (result) => results.push(result),
    });
    const concurrencies: number[] = [];
    run.subscribe(() => concurrencies.push(run.getSnapshot().concurrency));
    run.start();
    const end = await settle(run);
    expect(end).toMatchObject({ status: 'done', done: 12, failed: 0 });
    expect(clock.waits).toContain(retryDelay(0, refusal));
    expect(clock.waits.every((wait) => wait === retryDelay(0, refusal))).toBe(true);
    expect(Math.min(...concurrencies)).toBeLessThanOrEqual(2);
    expect(calls).toBe(15);
    expect(new Set(results.map((result) => result.site.housenr)).size).toBe(12);
  });

  it('backs off by the retry rule, counting the refusals of its site, when a 429 names no wait', async () => {
    const clock = testClock();
    const refusal = new HttpError(429, 'slow down');
    let refusalsLeft = 3;
    const run = new SiteRun({
      sites: sites.slice(0, 1),
      concurrency: 1,
      ...clock,
      check: async () => {
        if (refusalsLeft-- > 0) throw refusal;
        return served;
      },
      onResult: () => undefined,
    });
    run.start();
    expect(await settle(run)).toMatchObject({ status: 'done', done: 1 });
    expect(clock.waits).toEqual([0, 1, 2].map((attempt) => retryDelay(attempt, refusal)));
  });

  it('waits as long as the retry rule says before each retry of a failure that may pass by itself', async () => {
    const clock = testClock();
    const failure = new HttpError(503, 'Service Unavailable');
    let failuresLeft = 2;
    const run = new SiteRun({
      sites: sites.slice(0, 1),
      concurrency: 1,
      ...clock,
      check: async () => {
        if (failuresLeft-- > 0) throw failure;
        return served;
      },
      onResult: () => undefined,
    });
    run.start();
    expect(await settle(run)).toMatchObject({ status: 'done', done: 1, failed: 0 });
    expect(clock.waits).toEqual([0, 1].map((attempt) => retryDelay(attempt, failure)));
  });

  it('tries a network failure again, and counts the site as failed only after its retries', async () => {
    const clock = testClock();
    const attempts = new Map<number, number>();
    const results: SiteResult[] = [];
    const run = new SiteRun({
      sites: sites.slice(0, 2),
      concurrency: 2,
      retries: 2,
      ...clock,
      check: async (site) => {
        const attempt = (attempts.get(site.housenr) ?? 0) + 1;
        attempts.set(site.housenr, attempt);
        if (site.housenr === 1 && attempt === 1) throw new NetworkError('Failed to fetch');
        if (site.housenr === 2) throw new HttpError(503, 'Service Unavailable');
        return served;
      },
      onResult: (result) => results.push(result),
    });
    run.start();
    expect(await settle(run)).toMatchObject({ status: 'done', done: 1, failed: 1 });
    expect(attempts.get(1)).toBe(2);
    expect(attempts.get(2)).toBe(3);
    expect(results.find((result) => result.site.housenr === 2)?.outcome).toEqual({
      kind: 'failed',
      message: 'Service Unavailable',
      code: 503,
    });
  });

  it('tries a request the browser aborted again (a reload under way): it is no answer of the site', async () => {
    const clock = testClock();
    let attempts = 0;
    const run = new SiteRun({
      sites: sites.slice(0, 1),
      concurrency: 1,
      ...clock,
      check: async () => {
        attempts += 1;
        if (attempts === 1) throw new DOMException('The user aborted a request.', 'AbortError');
        return served;
      },
      onResult: () => {},
    });
    run.start();
    expect(await settle(run)).toMatchObject({ status: 'done', done: 1, failed: 0 });
    expect(attempts).toBe(2);
  });

  it('takes the service’s answers as outcomes: 002 unknown, 003 not served, others failed', async () => {
    const errors = [
      new RpcError(2, 'Unknown address', {}, null),
      new RpcError(3, 'Not serviced', {}, null),
      new RpcError(4, 'Temporarily unavailable', {}, null),
    ];
    const results: SiteResult[] = [];
    const run = new SiteRun({
      sites: sites.slice(0, 3),
      check: async (site) => {
        throw errors[site.housenr - 1];
      },
      onResult: (result) => results.push(result),
    });
    run.start();
    expect(await settle(run)).toMatchObject({ status: 'done', done: 2, failed: 1 });
    expect(results.map((result) => result.outcome).sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: 'failed', message: 'Temporarily unavailable', code: 4 },
      { kind: 'not-served', message: 'Not serviced' },
      { kind: 'unknown-address', message: 'Unknown address' },
    ]);
  });

  it('pauses after the checks under way, resumes where it was, and cancels with the rest unchecked', async () => {
    const checked: number[] = [];
    let release: () => void = () => undefined;
    let gate = new Promise<void>((resolve) => (release = resolve));
    const run = new SiteRun({
      sites,
      concurrency: 2,
      check: async (site) => {
        await gate;
        checked.push(site.housenr);
        return served;
      },
      onResult: () => undefined,
    });
    run.start();
    run.pause();
    expect(run.getSnapshot()).toMatchObject({ status: 'pausing', inFlight: 2 });
    release();
    expect(await settle(run)).toMatchObject({ status: 'paused', done: 2, remaining: 10 });
    expect(checked).toEqual([1, 2]);
    expect(run.remainingSites().map((site) => site.housenr)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);

    gate = new Promise<void>((resolve) => (release = resolve));
    run.resume();
    run.cancel();
    release();
    expect(await settle(run)).toMatchObject({ status: 'cancelled', done: 2 });
    expect(run.remainingSites().map((site) => site.housenr)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('stops taking sites when the session has ended, and keeps the site for a later run', async () => {
    const run = new SiteRun({
      sites: sites.slice(0, 3),
      concurrency: 1,
      check: async (site) => {
        if (site.housenr === 2) throw new HttpError(401, 'Token expired');
        return served;
      },
      onResult: () => undefined,
    });
    run.start();
    expect(await settle(run)).toMatchObject({ status: 'signed-out', done: 1, remaining: 2 });
    expect(run.remainingSites().map((site) => site.housenr)).toEqual([2, 3]);
  });

  it('does not count 429s against the retries of a site: three refusals and a network failure still end in an answer', async () => {
    const clock = testClock();
    const failures = [
      new HttpError(429, 'slow down', { retryAfterSeconds: 1 }),
      new HttpError(429, 'slow down', { retryAfterSeconds: 1 }),
      new HttpError(429, 'slow down', { retryAfterSeconds: 1 }),
      new NetworkError('Failed to fetch'),
    ];
    const results: SiteResult[] = [];
    const run = new SiteRun({
      sites: sites.slice(0, 1),
      concurrency: 1,
      retries: 1,
      ...clock,
      check: async () => {
        const failure = failures.shift();
        if (failure) throw failure;
        return served;
      },
      onResult: (result) => results.push(result),
    });
    run.start();
    expect(await settle(run)).toMatchObject({ status: 'done', done: 1, failed: 0 });
    expect(results[0]?.outcome).toEqual(served);
  });

  it('halves its concurrency once for the refusals of one moment, not once for each', async () => {
    const clock = testClock();
    let refuseAll = true;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const run = new SiteRun({
      sites,
      concurrency: 6,
      ...clock,
      check: async () => {
        if (refuseAll) {
          await gate;
          throw new HttpError(429, 'slow down', { retryAfterSeconds: 1 });
        }
        return served;
      },
      onResult: () => undefined,
    });
    const concurrencies: number[] = [];
    run.subscribe(() => concurrencies.push(run.getSnapshot().concurrency));
    run.start();
    expect(run.getSnapshot().inFlight).toBe(6);
    refuseAll = false;
    release();
    expect(await settle(run)).toMatchObject({ status: 'done', done: 12 });
    expect(Math.min(...concurrencies)).toBe(3);
  });

  it('is paused once the checks under way are back, even when they were refused and the run waits', async () => {
    let refusing = true;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let wake: () => void = () => undefined;
    const run = new SiteRun({
      sites: sites.slice(0, 4),
      concurrency: 2,
      now: () => 0,
      sleep: () => new Promise<void>((resolve) => (wake = resolve)),
      check: async () => {
        if (refusing) {
          await gate;
          throw new HttpError(429, 'slow down', { retryAfterSeconds: 30 });
        }
        return served;
      },
      onResult: () => undefined,
    });
    run.start();
    run.pause();
    expect(run.getSnapshot()).toMatchObject({ status: 'pausing', inFlight: 2 });
    release();
    expect(await settle(run)).toMatchObject({ status: 'paused', inFlight: 0, remaining: 4 });
    refusing = false;
    run.resume();
    wake();
    expect(await settle(run)).toMatchObject({ status: 'done', done: 4 });
  });

  it('gives up a check that takes too long and tries the site again', async () => {
    let calls = 0;
    const run = new SiteRun({
      sites: sites.slice(0, 1),
      timeoutMs: 5,
      sleep: async () => undefined,
      check: (_site, signal) => {
        calls += 1;
        if (calls > 1) return Promise.resolve(served);
        // the first answer never comes; only the run's own time limit ends the wait
        return new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(signal.reason)),
        );
      },
      onResult: () => undefined,
    });
    run.start();
    expect(await settle(run)).toMatchObject({ status: 'done', done: 1, failed: 0 });
    expect(calls).toBe(2);
  });
});
