/**
 * The carrier product table under load, in figures (nothing is asserted: timings vary by machine):
 * time from a listing's arrival to its painted rows (user timing marks the page itself sets:
 * `list_carriers:resolved` when the query resolves, a measure two animation frames after the
 * render), frame times while scrolling a 10,000-row page, and the sandbox's `list_carriers`
 * latency from Node. Starts its own portal on port 4290 (BENCH_PORT) (building dist/ first when the sources
 * changed, or serving BENCH_DIST as built), or uses the one running at BENCH_URL.
 */
import { availableParallelism, loadavg } from 'node:os';
import { type Page, chromium } from '@playwright/test';
import { CHROME_PATH, CHROMIUM_ARGS, CREDENTIALS, median, ms, percentile, startPortal } from './support.ts';

/** Not 4190: that is on the Fetch standard's list of blocked ports (ManageSieve), for Node and Chromium alike. */
const PORT = Number(process.env.BENCH_PORT ?? 4290);
const PAINT_MEASURE = 'list_carriers:data-to-paint';
const LATENCY_FETCHES = 20;

export interface CarrierTableFigures {
  paintMs: { page100: number; page10000: number[] };
  scrollFrameMs: { p50: number; p95: number; max: number; frames: number; over50ms: number };
  /** Main-thread time per scrolled frame, from Chromium's own counters. */
  scrollWorkMs: { script: number; layout: number; style: number; allTasks: number };
  latencyMs: { perPage100: number; perPage10000: number };
}

async function apiLatency(url: string, perPage: number): Promise<number> {
  const authorization = `Basic ${Buffer.from(`${CREDENTIALS.username}:${CREDENTIALS.password}`).toString('base64')}`;
  const body = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'list_carriers',
    params: { pagination: { page: 1, per_page: perPage } },
  });
  const once = async () => {
    const started = performance.now();
    const response = await fetch(`${url}/api/broadband/v1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: authorization },
      body,
    });
    const text = await response.text();
    const elapsed = performance.now() - started;
    if (!response.ok || !text.includes('"carriers"'))
      throw new Error(`list_carriers failed: ${text.slice(0, 200)}`);
    return elapsed;
  };
  await once();
  const times: number[] = [];
  for (let run = 0; run < LATENCY_FETCHES; run += 1) times.push(await once());
  return median(times);
}

async function paintMeasures(page: Page): Promise<number[]> {
  return page.evaluate(
    (name) => performance.getEntriesByName(name, 'measure').map((entry) => entry.duration),
    PAINT_MEASURE,
  );
}

async function waitForPaints(page: Page, count: number) {
  await page.waitForFunction(
    ([name, wanted]) => performance.getEntriesByName(name as string, 'measure').length >= (wanted as number),
    [PAINT_MEASURE, count],
    { timeout: 60_000 },
  );
}

async function scrollFrames(page: Page): Promise<number[]> {
  return page.locator('.carrier-table').evaluate(
    (scroller) =>
      new Promise<number[]>((resolve) => {
        const deltas: number[] = [];
        let last = 0;
        const step = (now: number) => {
          deltas.push(now - last);
          last = now;
          scroller.scrollTop += 300;
          const atEnd = scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1;
          if (deltas.length < 600 && !atEnd) requestAnimationFrame(step);
          else resolve(deltas);
        };
        requestAnimationFrame((now) => {
          last = now;
          requestAnimationFrame(step);
        });
      }),
  );
}

export async function benchCarrierTable(): Promise<CarrierTableFigures> {
  const portal = await startPortal({
    port: PORT,
    distDir: process.env.BENCH_DIST,
    reuseUrl: process.env.BENCH_URL,
  });
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
  try {
    const perPage100 = await apiLatency(portal.url, 100);
    const perPage10000 = await apiLatency(portal.url, 10_000);

    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${portal.url}/login?next=${encodeURIComponent('/products')}`);
    await page.getByLabel('Gebruikersnaam').fill(CREDENTIALS.username);
    await page.getByLabel('Wachtwoord').fill(CREDENTIALS.password);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await waitForPaints(page, 1);
    const [page100] = await paintMeasures(page);

    // Each run sorts by another column, so every run fetches and paints a fresh 10,000-row page.
    await page.getByLabel('Rijen per pagina').selectOption('10000');
    await waitForPaints(page, 2);
    for (const [index, heading] of ['Naam', 'Leverancier', 'Download', 'Upload', 'Gebied'].entries()) {
      await page.getByRole('button', { name: new RegExp(`^${heading}`) }).click();
      await waitForPaints(page, 3 + index);
    }
    const page10000 = (await paintMeasures(page)).slice(1);
    await page.waitForTimeout(500);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const counters = async () =>
      Object.fromEntries(
        (await cdp.send('Performance.getMetrics')).metrics.map((metric) => [metric.name, metric.value]),
      );
    const before = await counters();
    const frames = await scrollFrames(page);
    const after = await counters();
    const perFrame = (name: string) => (((after[name] ?? 0) - (before[name] ?? 0)) * 1000) / frames.length;
    const rowCount = await page.locator('.carrier-table table').getAttribute('aria-rowcount');
    if (rowCount !== '10002') throw new Error(`expected 10,000 rows on the page, the table says ${rowCount}`);

    const figures: CarrierTableFigures = {
      paintMs: { page100: page100 ?? Number.NaN, page10000 },
      scrollFrameMs: {
        p50: median(frames),
        p95: percentile(frames, 95),
        max: Math.max(...frames),
        frames: frames.length,
        over50ms: frames.filter((frame) => frame > 50).length,
      },
      scrollWorkMs: {
        script: perFrame('ScriptDuration'),
        layout: perFrame('LayoutDuration'),
        style: perFrame('RecalcStyleDuration'),
        allTasks: perFrame('TaskDuration'),
      },
      latencyMs: { perPage100, perPage10000 },
    };
    const lines = [
      `carrier product table (${portal.url}, headless Chromium ${browser.version()}, ${availableParallelism()} CPUs, load average ${loadavg()[0]!.toFixed(1)})`,
      `  data → painted rows, 100-row page           ${ms(figures.paintMs.page100)}`,
      `  data → painted rows, 10,000-row page        median ${ms(median(page10000))}  (runs: ${page10000.map((value) => value.toFixed(1)).join(', ')})`,
      `  scroll frame time, 10,000-row page          p95 ${ms(figures.scrollFrameMs.p95)}  (median ${ms(figures.scrollFrameMs.p50)}, max ${ms(figures.scrollFrameMs.max)}, ${figures.scrollFrameMs.over50ms} of ${figures.scrollFrameMs.frames} frames over 50 ms)`,
      `  main thread per scrolled frame              script ${ms(figures.scrollWorkMs.script)}, layout ${ms(figures.scrollWorkMs.layout)}, style ${ms(figures.scrollWorkMs.style)}, all tasks ${ms(figures.scrollWorkMs.allTasks)}`,
      `  list_carriers latency, per_page 100         median ${ms(perPage100)}  (${LATENCY_FETCHES} fetches)`,
      `  list_carriers latency, per_page 10,000      median ${ms(perPage10000)}  (${LATENCY_FETCHES} fetches)`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    return figures;
  } finally {
    await browser.close();
    await portal.stop();
  }
}

if (import.meta.main) await benchCarrierTable();
