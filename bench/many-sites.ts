/**
 * Many addresses at once, in figures (nothing is asserted): a 1,000-row Dutch-Excel CSV of addresses
 * the sandbox knows, chosen on /address-check/many in headless Chromium and checked to the end,
 * RUNS times: the run's wall time (from the start button to "done") and sites per second, each
 * site's time from the browser's Resource Timing (p50, p95), and the tab's memory after the last run
 * (after a full garbage collection, as the carrier-table benchmark measures it).
 *
 * Beside it, from Node in the same run and at the page's concurrency: the same 1,000 `zipcode` calls
 * straight to the portal's API (what the server can give), and as many POSTs to a bare Node server
 * answering a reply of the same size (the ceiling of HTTP on this machine). Starts its own portal on
 * port 4590 (MANY_SITES_BENCH_PORT), serving BENCH_DIST as built when set.
 */
import { availableParallelism } from 'node:os';
import { DatabaseSync } from 'node:sqlite';
import { chromium } from '@playwright/test';
import { DEFAULT_CONCURRENCY } from '../src/features/address-check/many-sites/site-run.ts';
import { formatMemory, tabMemory, type TabMemory } from './carrier-table.ts';
import { startChild } from './load.ts';
import {
  CHROME_PATH,
  CHROMIUM_ARGS,
  CREDENTIALS,
  formatSpread,
  loadAverage,
  median,
  ms,
  percentile,
  projectRoot,
  type Spread,
  spread,
  startPortal,
} from './support.ts';

const PORT = Number(process.env.MANY_SITES_BENCH_PORT ?? 4590);
const SITES = 1000;
const RUNS = 3;
const TARGET_SECONDS = 60;

export interface ManySitesFigures {
  sites: number;
  concurrency: number;
  runSeconds: Spread;
  sitesPerSecond: Spread;
  perSiteMs: { p50: number; p95: number };
  replyBytes: number;
  nodeToPortalSitesPerSecond: number;
  ceilingSitesPerSecond: number;
  memory: TabMemory;
  targetSeconds: number;
  met: boolean;
  load: { start: number; end: number };
}

interface KnownAddress {
  zipcode: string;
  housenr: number;
  housenrext: string;
}

function knownAddresses(port: number): KnownAddress[] {
  const db = new DatabaseSync(`data/bench-${port}/sandbox.sqlite`, { readOnly: true });
  try {
    const rows = db
      .prepare(
        'SELECT zipcode, housenr, housenrext FROM addresses ORDER BY zipcode, housenr, housenrext LIMIT ?',
      )
      .all(SITES) as unknown as KnownAddress[];
    if (rows.length < SITES) throw new Error(`the sandbox knows ${rows.length} addresses, not ${SITES}`);
    return rows;
  } finally {
    db.close();
  }
}

const dutchExcelCsv = (addresses: readonly KnownAddress[]) =>
  '\uFEFFReferentie;Postcode;Huisnummer;Toevoeging\r\n' +
  addresses
    .map(
      (address, index) =>
        `Vestiging ${index + 1};${address.zipcode};${address.housenr};${address.housenrext}`,
    )
    .join('\r\n') +
  '\r\n';

/** `count` POSTs of `body(i)` to `url`, `concurrency` at a time: requests per second and the last reply's size. */
async function postAll(
  url: string,
  headers: Record<string, string>,
  body: (index: number) => string,
  count: number,
  concurrency: number,
): Promise<{ perSecond: number; bytes: number }> {
  let next = 0;
  let bytes = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const response = await fetch(url, { method: 'POST', headers, body: body(index) });
      const text = await response.text();
      if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${text.slice(0, 200)}`);
      bytes = Buffer.byteLength(text);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { perSecond: count / ((performance.now() - started) / 1000), bytes };
}

export async function benchManySites(): Promise<ManySitesFigures> {
  const loadAtStart = loadAverage();
  const portal = await startPortal({ port: PORT, distDir: process.env.BENCH_DIST });
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
  const ceiling = await startChild(['bench/ceiling-server.ts'], {
    cwd: projectRoot,
    timeoutMs: 10_000,
    label: 'the ceiling server',
  });
  try {
    const addresses = knownAddresses(PORT);
    const csv = Buffer.from(dutchExcelCsv(addresses), 'utf8');

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${portal.url}/login?next=${encodeURIComponent('/address-check/many')}`);
    await page.getByLabel('Gebruikersnaam').fill(CREDENTIALS.username);
    await page.getByLabel('Wachtwoord').fill(CREDENTIALS.password);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.getByRole('heading', { level: 1, name: 'Meerdere adressen' }).waitFor();
    await page.evaluate(() => performance.setResourceTimingBufferSize(10_000));

    const runSeconds: number[] = [];
    const perSite: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await page.getByLabel('Of kies een bestand').setInputFiles({
        name: 'vestigingen.csv',
        mimeType: 'text/csv',
        buffer: csv,
      });
      const start = page.getByRole('button', { name: `Controleer 1.000 adressen` });
      await start.waitFor().catch(async (error: unknown) => {
        const shown = await page.locator('main').innerText();
        throw new Error(`the list was not taken as ${SITES} sites: ${shown.slice(0, 600)}`, { cause: error });
      });
      await page.evaluate(() => performance.clearResourceTimings());
      const started = performance.now();
      await start.click();
      await page
        .locator('.site-run__status', { hasText: 'Klaar: alle adressen zijn gecontroleerd.' })
        .waitFor({ timeout: 300_000 });
      runSeconds.push((performance.now() - started) / 1000);
      const counts = await page.locator('.site-run__counts').innerText();
      // sites whose every provider has a disruption count as failed: the seed has a few of them
      if (!counts.endsWith('· 0 te gaan')) throw new Error(`the run did not check every site: ${counts}`);
      perSite.push(
        ...(await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.includes('/api/broadband/basic/v1'))
            .map((entry) => entry.duration),
        )),
      );
      if (run < RUNS - 1) await page.getByRole('button', { name: 'Andere lijst kiezen' }).first().click();
    }
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const memory = await tabMemory(browser, cdp);

    const authorization = `Basic ${Buffer.from(`${CREDENTIALS.username}:${CREDENTIALS.password}`).toString('base64')}`;
    const headers = { 'Content-Type': 'application/json', Authorization: authorization };
    const zipcodeBody = (index: number) => {
      const { zipcode, housenr, housenrext } = addresses[index % addresses.length]!;
      return JSON.stringify({
        jsonrpc: '2.0',
        id: index,
        method: 'zipcode',
        params: { zipcode, housenr, housenrext },
      });
    };
    const direct = await postAll(
      `${portal.url}/api/broadband/basic/v1`,
      headers,
      zipcodeBody,
      SITES,
      DEFAULT_CONCURRENCY,
    );
    const bare = await postAll(
      `${ceiling.url}/${direct.bytes}`,
      headers,
      zipcodeBody,
      SITES,
      DEFAULT_CONCURRENCY,
    );

    const perSecond = runSeconds.map((seconds) => SITES / seconds);
    const figures: ManySitesFigures = {
      sites: SITES,
      concurrency: DEFAULT_CONCURRENCY,
      runSeconds: spread(runSeconds),
      sitesPerSecond: spread(perSecond),
      perSiteMs: { p50: median(perSite), p95: percentile(perSite, 95) },
      replyBytes: direct.bytes,
      nodeToPortalSitesPerSecond: direct.perSecond,
      ceilingSitesPerSecond: bare.perSecond,
      memory,
      targetSeconds: TARGET_SECONDS,
      met: median(runSeconds) <= TARGET_SECONDS,
      load: { start: loadAtStart, end: loadAverage() },
    };
    const lines = [
      `many addresses at once (${portal.url}, headless Chromium ${browser.version()}, ${availableParallelism()} CPUs, load average ${figures.load.start.toFixed(1)} at the start, ${figures.load.end.toFixed(1)} at the end)`,
      `  ${SITES} sites, ${DEFAULT_CONCURRENCY} at a time, ${RUNS} runs`,
      `  run time                                    ${formatSpread(figures.runSeconds, (value) => `${value.toFixed(1)} s`)}, target ≤ ${TARGET_SECONDS} s: ${figures.met ? 'yes' : 'NO'}`,
      `  sites per second (browser)                  ${formatSpread(figures.sitesPerSecond, (value) => value.toFixed(0))}`,
      `  per site (request to reply, in the tab)     p50 ${ms(figures.perSiteMs.p50)}, p95 ${ms(figures.perSiteMs.p95)}`,
      `  same calls from Node to the portal          ${figures.nodeToPortalSitesPerSecond.toFixed(0)} sites/s`,
      `  ceiling: bare Node server, ${figures.replyBytes}-byte reply  ${figures.ceilingSitesPerSecond.toFixed(0)} sites/s`,
      `  tab memory after GC, 1,000 rows             ${formatMemory(figures.memory)}`,
    ];
    console.log(lines.join('\n'));
    return figures;
  } finally {
    await browser.close();
    await ceiling.stop();
    await portal.stop();
  }
}
