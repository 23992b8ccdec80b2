/**
 * Many sites against a service that differs from the contract (a real sandbox behind
 * src/sandbox/testing/differing-service.ts), checked the way the page checks them: a reply that
 * cannot be read fails its site (never "not available", never served with nothing), a method not
 * offered stops the run, and what the portal does not know is counted under "other", never dropped.
 */
import { describe, expect, it } from 'vitest';
import { checkAddressWithEveryProvider } from '../../../api/broadband-basic/zipcode.ts';
import { behindDifferingService } from '../../../api/testing/behind-differing-service.ts';
import { exportTable } from './export-sites.ts';
import { connectionText, summaryItems, summaryOf, visibleRows } from './list-spec.ts';
import en from './messages-en.ts';
import { type Site, type SiteResult, providersOfResults, summariseReply } from './site-result.ts';
import { type RunSnapshot, SiteRun } from './site-run.ts';

const PROVIDERS = ['KPNWBA', 'KPNWEAS', 'EUROFIBER', 'TELE2', 'ZIGGO'];
const SITES: Site[] = [
  { line: 2, reference: 'HQ', zipcode: '1012AB', housenr: 1, housenrext: '' },
  { line: 3, reference: 'Shop', zipcode: '1012AB', housenr: 3, housenrext: '' },
  { line: 4, reference: 'Depot', zipcode: '1012AB', housenr: 5, housenrext: '' },
];

const { service } = behindDifferingService();

/** Checks the sites as the page does, until the run stops. */
async function runOver(sites: readonly Site[]): Promise<{ end: RunSnapshot; results: SiteResult[] }> {
  const results: SiteResult[] = [];
  const run = new SiteRun({
    sites,
    concurrency: 2,
    sleep: async () => undefined,
    check: async (site, signal) =>
      summariseReply((await checkAddressWithEveryProvider(site, signal)).result, PROVIDERS),
    onResult: (result) => results.push(result),
  });
  const stopped = new Promise<RunSnapshot>((resolve) =>
    run.subscribe(() => {
      const snapshot = run.getSnapshot();
      if (snapshot.inFlight === 0 && ['done', 'not-offered', 'signed-out'].includes(snapshot.status))
        resolve(snapshot);
    }),
  );
  run.start();
  return { end: await stopped, results };
}

const column = (table: ReturnType<typeof exportTable>, heading: string) => {
  const index = table.headings.indexOf(heading);
  return table.rows.map((row) => row[index]);
};

describe('a reply the portal cannot read', () => {
  it('fails its site, with the reason and where, counted apart from "not available"', async () => {
    service.differ({ className: 'broadband/basic/v1', method: 'zipcode', change: 'renamed-members' });
    const { end, results } = await runOver(SITES);
    expect(end).toMatchObject({ status: 'done', done: 0, failed: 3, remaining: 0 });
    for (const { outcome } of results) {
      expect(outcome).toMatchObject({
        kind: 'failed',
        unreadReply: {
          method: 'broadband/basic/v1 zipcode',
          pointer: '/address',
          expected: 'member',
          received: 'missing',
          cid: expect.stringMatching(/^[0-9a-f]{24}$/),
        },
      });
    }
    const summary = summaryOf(results);
    expect(summary).toEqual({
      fibre: 0,
      copper: 0,
      other: 0,
      none: 0,
      'unknown-address': 0,
      failed: 3,
      unchecked: 0,
    });
    expect(summaryItems(summary)).toContain('failed');
    const filter = (show: 'none' | 'failed') =>
      visibleRows(results, { show, q: '' }, [{ member: 'line', direction: 'ASC' }]).length;
    expect(filter('none')).toBe(0);
    expect(filter('failed')).toBe(3);

    const table = exportTable(results, PROVIDERS, en.exportTexts);
    expect(column(table, en.exportTexts.served)).toEqual(['unknown', 'unknown', 'unknown']);
    expect(column(table, en.exportTexts.connection)).toEqual(['Failed', 'Failed', 'Failed']);
    expect(column(table, en.exportTexts.status)).toEqual(['Failed', 'Failed', 'Failed']);
    for (const message of column(table, en.exportTexts.message))
      expect(message).toMatch(
        /^Reply could not be read: broadband\/basic\/v1 zipcode · \/address · expected member, received missing · cid [0-9a-f]{24}$/,
      );
  });

  it('a list of one for the result: the whole result named', async () => {
    service.differ({ className: 'broadband/basic/v1', method: 'zipcode', change: 'list-for-object' });
    const { results } = await runOver(SITES.slice(0, 1));
    expect(results[0]?.outcome).toMatchObject({
      kind: 'failed',
      unreadReply: { pointer: '(the whole result)', expected: 'object', received: 'array' },
    });
  });
});

describe('a method the service does not offer', () => {
  it('stops the run with the refusal; no site is failed, every one is left to check', async () => {
    service.differ({ className: 'broadband/basic/v1', method: 'zipcode', change: 'method-not-found' });
    const asked = service.callsOf('broadband/basic/v1', 'zipcode');
    const { end, results } = await runOver(SITES);
    expect(end).toMatchObject({ status: 'not-offered', done: 0, failed: 0, remaining: 3 });
    expect(end.stoppedBy).toMatchObject({ className: 'broadband/basic/v1', method: 'zipcode' });
    expect(results).toEqual([]);
    // the checks under way when the refusal came, and none after it
    expect(service.callsOf('broadband/basic/v1', 'zipcode') - asked).toBeLessThanOrEqual(2);
  });
});

describe('what the portal does not know', () => {
  it('a provider and carriers it does not know: counted under "other", the provider a column of its own', async () => {
    const { results: plain } = await runOver(SITES);
    service.differ({ className: 'broadband/basic/v1', method: 'zipcode', change: 'unknown-values' });
    const { results } = await runOver(SITES);
    const summary = summaryOf(results);
    expect(summary.other).toBe(3);
    expect(summary.none + summary.failed + summary.copper + summary.fibre).toBe(0);
    expect(summaryItems(summary)).toContain('other');
    const first = results.find((result) => result.site.line === 2)!;
    expect(connectionText(first, en)).toMatch(
      /^Other \(unknown_(Fiber|Copper)(, unknown_(Fiber|Copper))*\)$/,
    );
    if (first.outcome.kind !== 'checked') throw new Error('not checked');
    const newnet = first.outcome.providers.find((provider) => provider.provider === 'NEWNET');
    const before = plain.find((result) => result.site.line === 2)!.outcome;
    if (before.kind !== 'checked') throw new Error('not checked');
    expect(newnet?.technologies).toEqual(before.providers[0]!.technologies);

    const providers = providersOfResults(PROVIDERS, results);
    expect(providers).toEqual([...PROVIDERS, 'NEWNET']);
    const table = exportTable(results, providers, en.exportTexts);
    expect(table.headings).toContain('NEWNET technologies');
    expect(column(table, 'NEWNET technologies')[0]).toBe(newnet!.technologies.join(', '));
    expect(column(table, en.exportTexts.served)).toEqual(['yes', 'yes', 'yes']);
  });

  it('members it does not know and numbers as text: the same rows', async () => {
    const { results: plain } = await runOver(SITES);
    const byLine = (results: SiteResult[]) => [...results].sort((a, b) => a.site.line - b.site.line);
    service.differ({ className: 'broadband/basic/v1', method: 'zipcode', change: 'extra-members' });
    expect(byLine((await runOver(SITES)).results)).toEqual(byLine(plain));
    service.differ({ className: 'broadband/basic/v1', method: 'zipcode', change: 'numbers-as-text' });
    expect(byLine((await runOver(SITES)).results)).toEqual(byLine(plain));
  });
});
