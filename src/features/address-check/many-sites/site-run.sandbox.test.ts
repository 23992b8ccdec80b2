import { afterAll, beforeAll, expect, it } from 'vitest';
import { checkAddressWithEveryProvider } from '../../../api/broadband-basic/zipcode.ts';
import { HttpError } from '../../../api/errors.ts';
import { endSession, startSession } from '../../../api/session.ts';
import { configureApiBase } from '../../../api/transport.ts';
import { logIn } from '../../../sandbox/testing/http-client.ts';
import { type RunningSandbox, startTestSandbox } from '../../../sandbox/testing/sandbox-under-test.ts';
import { type Site, type SiteResult, summariseReply } from './site-result.ts';
import { SiteRun } from './site-run.ts';

const CALLS_PER_SECOND = 8;
const PROVIDERS = ['KPNWBA', 'KPNWEAS', 'EUROFIBER', 'TELE2', 'ZIGGO'];
let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox({ accountCallsPerSecond: CALLS_PER_SECOND });
  configureApiBase(sandbox.url);
  startSession((await logIn(sandbox.url, 'admin', 'sandbox-admin')).replace(/^Bearer /, ''));
});
afterAll(async () => {
  endSession('logged-out');
  await sandbox.stop();
});

function knownSites(count: number): Site[] {
  const rows = sandbox.sandbox.db
    .prepare(
      `SELECT zipcode, housenr, housenrext FROM addresses WHERE disrupted_providers = '[]'
         ORDER BY zipcode, housenr, housenrext LIMIT ?`,
    )
    .all(count) as unknown as { zipcode: string; housenr: number; housenrext: string }[];
  return rows.map((row, index) => ({ line: index + 2, reference: `site ${index + 1}`, ...row }));
}

it('runs a list against a sandbox that limits the account: 429s slow it down, every site is checked', async () => {
  const sites = knownSites(30);
  const refusals: number[] = [];
  const results: SiteResult[] = [];
  const run = new SiteRun({
    sites,
    concurrency: 6,
    check: async (site, signal) => {
      try {
        const { result } = await checkAddressWithEveryProvider(site, signal);
        return summariseReply(result, PROVIDERS);
      } catch (error) {
        if (error instanceof HttpError && error.status === 429) refusals.push(error.retryAfterSeconds ?? 0);
        throw error;
      }
    },
    onResult: (result) => results.push(result),
  });
  const finished = new Promise<void>((resolve) =>
    run.subscribe(() => {
      if (run.getSnapshot().status === 'done') resolve();
    }),
  );
  run.start();
  await finished;

  expect(refusals.length).toBeGreaterThan(0);
  expect(refusals.every((seconds) => seconds === 1)).toBe(true);
  expect(run.getSnapshot()).toMatchObject({ status: 'done', done: 30, failed: 0, remaining: 0 });
  expect(results.map((result) => result.site.line).sort((a, b) => a - b)).toEqual(
    sites.map((site) => site.line),
  );
  expect(results.every((result) => result.outcome.kind === 'checked')).toBe(true);
});
