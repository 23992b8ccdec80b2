/**
 * The portal as a person meets it, in figures (nothing is asserted: timings and scores vary by
 * machine; each figure is printed beside its target):
 *
 *   a. JavaScript per route (gzip) against the budgets of `npm run check:bundle` (the same
 *      computation: `checkBundle()` in scripts/check-bundle.ts);
 *   b. Lighthouse 13 desktop scores (performance, accessibility, best practices) of the log-in page
 *      and every signed-in page, measured as `LIGHTHOUSE_STEPS` below explains;
 *   c. the address check: from the click on "Controleren" to the first provider card with products.
 *
 * Builds the portal once into dist-bench/ (`vite build --outDir dist-bench`, never touching dist/),
 * then serves that build on port 4390 (BENCH_PORTAL_PORT) with a fresh sandbox database under
 * data/bench-4390. Lighthouse runs BENCH_LIGHTHOUSE_RUNS times (default 3), each in a new Chromium
 * (chrome-launcher, driven through Puppeteer as Lighthouse's user-flow API needs); each run's
 * flow report is written to test-results/bench-portal-lighthouse-<run>.html. The address check runs in
 * Playwright's Chromium, like the other browser benchmarks.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { type Page as PlaywrightPage, chromium } from '@playwright/test';
import { launch as launchChrome } from 'chrome-launcher';
import { type FlowResult, type Result as LighthouseResult, desktopConfig, startFlow } from 'lighthouse';
// puppeteer-core comes with lighthouse (one of its dependencies): the user-flow API drives a Puppeteer page.
import puppeteer, { type Page as PuppeteerPage } from 'puppeteer-core';
import { type BundleReport, LOG_IN_ROW, checkBundle, kib } from '../scripts/check-bundle.ts';
import {
  CHROME_PATH,
  CHROMIUM_ARGS,
  CREDENTIALS,
  type Spread,
  formatSpread,
  formatTable,
  ms,
  projectRoot,
  spread,
  startPortal,
} from './support.ts';

/** 4390–4399 are free for benchmarks (4190 is on the browsers' list of blocked ports). */
const PORT = Number(process.env.BENCH_PORTAL_PORT ?? 4390);
const DIST_DIR = 'dist-bench';
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
const reportFile = (formFactor: FormFactor, run: number | string) =>
  join(projectRoot, `test-results/bench-portal-lighthouse-${formFactor}-${run}.html`);

type FormFactor = 'mobile' | 'desktop';
/** Lighthouse's presets: mobile (its default: slow 4G, 4× CPU, a phone's screen) and desktop. */
const TARGETS = {
  performance: { mobile: 95, desktop: 99 },
  accessibility: 100,
  bestPractices: 100,
  /** Largest Contentful Paint of a page load, mobile preset. */
  mobileLcpMs: 2000,
  /** The log-in route's JavaScript, gzip. */
  logInJavaScriptBytes: 100 * 1024,
  checkToFirstCardMs: 300,
} as const;

// ---------------------------------------------------------------------------------------------
// a. JavaScript per route

/** What the log-in page loads before it runs (index.html's script, preloads and style), in bytes. */
export interface LogInBytes {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
  /** Gzip JavaScript of the log-in route (check:bundle's figure) against TARGETS.logInJavaScriptBytes. */
  javaScriptGzip: number;
  met: boolean;
}

function logInBytes(distDir: string, javaScriptGzip: number): LogInBytes {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = [...html.matchAll(/<(?:script|link)\b([^>]*)>/g)]
    .filter(([, attributes]) => !/data-locale="(?!nl")/.test(attributes!))
    .map(([, attributes]) => /(?:src|href)="\.\/([^"]+\.(?:js|css))"/.exec(attributes!)?.[1])
    .filter((file): file is string => file !== undefined);
  const size = (file: string) => (existsSync(file) ? statSync(file).size : Number.NaN);
  const sum = (sizes: number[]) => sizes.reduce((total, value) => total + value, 0);
  const raw = files.map((file) => size(join(distDir, file)));
  // Files the build left as they are (under 1 KiB) travel as they are.
  const compressed = (suffix: string) =>
    sum(
      files.map((file, index) =>
        existsSync(join(distDir, file + suffix)) ? size(join(distDir, file + suffix)) : raw[index]!,
      ),
    );
  return {
    files: files.length,
    raw: sum(raw),
    gzip: compressed('.gz'),
    brotli: compressed('.br'),
    javaScriptGzip,
    met: javaScriptGzip <= TARGETS.logInJavaScriptBytes,
  };
}

export interface BundleFigures {
  routes: { route: string; gzipBytes: number; budgetBytes: number; sharedBytes: number; met: boolean }[];
  /** Built files with a runtime JSON Schema compiler (the target is none). */
  compilerChunks: string[];
  logIn: LogInBytes;
  met: boolean;
}

function bundleFigures(report: BundleReport, distDir: string): BundleFigures {
  const logInRow = report.rows.find((row) => row.route === LOG_IN_ROW);
  return {
    logIn: logInBytes(distDir, logInRow?.bytes ?? Number.NaN),
    routes: report.rows.map((row) => ({
      route: row.route,
      gzipBytes: row.bytes,
      budgetBytes: row.budget,
      sharedBytes: row.shared,
      met: row.bytes <= row.budget,
    })),
    compilerChunks: report.compilerChunks,
    met: report.broken === 0,
  };
}

const yesNo = (met: boolean) => (met ? 'yes' : 'NO');

function bundleTable(figures: BundleFigures): string {
  const rows = figures.routes.map((route) => [
    route.route,
    kib(route.gzipBytes),
    route.sharedBytes > 0 ? kib(route.sharedBytes) : '—',
    `≤ ${kib(route.budgetBytes)}`,
    yesNo(route.met),
  ]);
  const compilers = figures.compilerChunks;
  rows.push([
    'runtime JSON Schema compiler (AJV)',
    compilers.length === 0 ? 'in no chunk' : compilers.join(', '),
    '',
    'in no chunk',
    yesNo(compilers.length === 0),
  ]);
  const logIn = figures.logIn;
  const over = logIn.javaScriptGzip - TARGETS.logInJavaScriptBytes;
  return `${formatTable(
    `portal: JavaScript per route (gzip, ${DIST_DIR}/; the log-in counts the entry, its imports and texts, other routes their own chunk)`,
    ['route', 'JavaScript', 'shared chunks', 'target', 'met?'],
    rows,
  )}  log-in route JavaScript ${kib(logIn.javaScriptGzip)} gzip, target ≤ ${kib(TARGETS.logInJavaScriptBytes)}: ${yesNo(logIn.met)}${over > 0 ? ` (over by ${kib(over)})` : ''}
  log-in page on the wire (${logIn.files} files named in index.html: script, preloads, style): ${kib(logIn.raw)} as built, ${kib(logIn.gzip)} gzip, ${kib(logIn.brotli)} brotli
`;
}

// ---------------------------------------------------------------------------------------------
// b. Lighthouse

/** Whether a mobile page load's median LCP is over its target (route changes have no LCP). */
function lcpMissed(formFactor: FormFactor, lcpRuns: readonly number[]): boolean {
  const measured = lcpRuns.filter((value) => Number.isFinite(value));
  return formFactor === 'mobile' && measured.length > 0 && spread(measured).median > TARGETS.mobileLcpMs;
}

interface SignedInStep {
  page: string;
  path: string;
  heading: string;
  /** Before the timespan starts (typing the credentials). */
  prepare?: (page: PuppeteerPage) => Promise<void>;
  /** Inside the timespan: what the person does to reach the page. */
  act: (page: PuppeteerPage) => Promise<void>;
}

/** A link of the main menu; on a narrow screen the menu button opens the menu first. */
async function clickMenu(page: PuppeteerPage, path: string) {
  const menuButton = await page.$('header button[aria-controls][aria-expanded="false"]');
  if (menuButton && (await menuButton.isVisible())) await menuButton.click();
  await page.locator(`nav[aria-label="Hoofdmenu"] a[href="${path}"]`).click();
}

function menuStep(name: string, path: string, heading: string): SignedInStep {
  return { page: name, path, heading, act: (page) => clickMenu(page, path) };
}

/**
 * What each Lighthouse score measures. The token lives only in memory, so a full page load of a
 * signed-in page would only show the log-in again (by design); the signed-in pages are therefore
 * measured in the tab where the person logged in, as they are reached: by the log-in button or a
 * link of the main menu, a client-side route change.
 *
 * - log-in: a Lighthouse **navigation** of /login (cache and storage cleared, Lighthouse's simulated
 *   desktop throttling: 40 ms RTT, 10 Mbit/s, no CPU slowdown). Performance is the usual weighted
 *   FCP, LCP, TBT, CLS and Speed Index; accessibility and best practices audit the loaded page.
 * - signed-in pages: a **timespan** from the click that leads there (log-in button for the overview,
 *   the main-menu link for the others; for the address check also typing 1012AB 1 and pressing
 *   "Controleren", so the check is in the URL) until the page has settled (its heading shown, no
 *   request in flight, network quiet for 500 ms), then a **snapshot** of the settled page.
 *   - performance: the timespan's score. A route change has no page load, so Lighthouse scores what
 *     it can observe in a timespan: Total Blocking Time (weight 30) and Cumulative Layout Shift
 *     (weight 25); Interaction to Next Paint is reported with weight 0. FCP, LCP and Speed Index do
 *     not exist for a route change. CLS counts only shifts more than 500 ms after the last input,
 *     so content that moves when a slow answer arrives counts, a reaction to the click does not.
 *     Timespans run unthrottled: Lighthouse replaces simulated throttling with DevTools throttling
 *     there, and the desktop preset sets none.
 *   - accessibility: the snapshot's score: every axe audit on the rendered page.
 *   - best practices: the timespan's audits (console errors, deprecations, issues panel, HTTPS,
 *     third-party cookies) and the snapshot's (doctype, charset, paste-preventing inputs, image
 *     aspect ratio and size) together, each audit once (the worse result), weighted as in a
 *     navigation.
 */
const LIGHTHOUSE_STEPS: readonly SignedInStep[] = [
  {
    page: 'overview',
    path: '/',
    heading: 'Overzicht',
    prepare: async (page) => {
      await page.locator('::-p-aria(Gebruikersnaam)').fill(CREDENTIALS.username);
      await page.locator('::-p-aria(Wachtwoord)').fill(CREDENTIALS.password);
    },
    act: (page) => page.locator('::-p-aria([name="Inloggen"][role="button"])').click(),
  },
  {
    page: 'address check (1012AB 1)',
    path: '/address-check',
    heading: 'Adrescheck',
    act: async (page) => {
      await clickMenu(page, '/address-check');
      await page.waitForSelector('h1#page-heading ::-p-text(Adrescheck)');
      await page.locator('::-p-aria(Postcode)').fill('1012AB');
      await page.locator('::-p-aria(Huisnummer)').fill('1');
      await page.locator('::-p-aria([name="Controleren"][role="button"])').click();
      await page.waitForFunction(() => location.search === '?zipcode=1012AB&housenr=1', { timeout: 30_000 });
      await page.waitForSelector('section[aria-labelledby^="provider-"] tbody tr', { timeout: 30_000 });
    },
  },
  menuStep('carrier products', '/products', 'Carrierproducten'),
  menuStep('transactions', '/transactions', 'Transacties'),
  {
    page: 'a transaction',
    path: '/transactions/',
    heading: 'Transactie',
    act: (page) => page.locator('main a[href^="/transactions/"]').click(),
  },
  menuStep('profile', '/profile', 'Profiel en beveiliging'),
  menuStep('mail', '/mail', 'Mail'),
  menuStep('console', '/console', 'API-console'),
];

/**
 * The page shows its heading, nothing is loading, and the network has been quiet for 500 ms. A path
 * ending in `/` stands for any page below it.
 */
async function settle(page: PuppeteerPage, path: string, heading: string) {
  await page.waitForFunction(
    (wantedPath, wantedHeading) =>
      (location.pathname === wantedPath ||
        (wantedPath.endsWith('/') && location.pathname.startsWith(wantedPath))) &&
      (document.getElementById('page-heading')?.textContent ?? '').includes(wantedHeading) &&
      !document.querySelector('.global-progress--busy, [aria-busy="true"]'),
    { timeout: 60_000 },
    path,
    heading,
  );
  await page.waitForNetworkIdle({ idleTime: 500, timeout: 60_000 });
}

type CategoryKey = 'performance' | 'accessibility' | 'bestPractices';
const CATEGORY_IDS: Record<CategoryKey, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best-practices',
};
const CATEGORY_KEYS = Object.keys(CATEGORY_IDS) as CategoryKey[];
const targetOf = (key: CategoryKey, formFactor: FormFactor) =>
  key === 'performance' ? TARGETS.performance[formFactor] : TARGETS[key];
const meetsTarget = (key: CategoryKey, score: number, formFactor: FormFactor) =>
  score >= targetOf(key, formFactor);

interface FailingAudit {
  category: CategoryKey;
  id: string;
  title: string;
  displayValue: string;
  /** Weight 0: shown for what it explains, it does not change the score. */
  scored: boolean;
  /** Where: the first elements or scripts the audit (or, for TBT and CLS, its diagnostic) names. */
  where: string[];
}

/** One page in one Lighthouse run. */
interface PageRun {
  mode: string;
  scores: Record<CategoryKey, number>;
  /** The metrics behind the performance score, by audit id (ms, CLS unitless). */
  metrics: Record<string, number>;
  failing: FailingAudit[];
  /** Why a score is missing (NaN): Lighthouse's runtime error, or the errors of scored audits. */
  errors: { category: CategoryKey; message: string }[];
}

const ALL_CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const NAVIGATION_METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];
const TIMESPAN_METRICS = ['total-blocking-time', 'cumulative-layout-shift', 'interaction-to-next-paint'];

/**
 * A category's score over one or more results of the same page, each audit counted once (its worse
 * result) with its weight in the category; not-applicable and informative audits count 0, as in
 * Lighthouse's own scoring. For one result this is the category's own score.
 */
function categoryScore(results: readonly LighthouseResult[], categoryId: string): number {
  const audits = new Map<string, { weight: number; score: number }>();
  for (const result of results) {
    for (const ref of result.categories[categoryId]?.auditRefs ?? []) {
      const score = result.audits[ref.id]?.score;
      if (ref.weight === 0 || score === null || score === undefined) continue;
      const seen = audits.get(ref.id);
      if (!seen || score < seen.score) audits.set(ref.id, { weight: ref.weight, score });
    }
  }
  let weights = 0;
  let sum = 0;
  for (const { weight, score } of audits.values()) {
    weights += weight;
    sum += weight * score;
  }
  return weights === 0 ? Number.NaN : Math.round((sum / weights) * 100);
}

/**
 * What keeps a category from 100: scored audits below a pass (performance metrics below 0.9, the
 * others below 1), and for performance also the insights and diagnostics Lighthouse marks failed.
 */
function failingAudits(results: readonly LighthouseResult[], key: CategoryKey): FailingAudit[] {
  const found = new Map<string, FailingAudit>();
  for (const result of results) {
    for (const ref of result.categories[CATEGORY_IDS[key]]?.auditRefs ?? []) {
      const audit = result.audits[ref.id];
      if (!audit || audit.score === null || found.has(ref.id)) continue;
      const scored = ref.weight > 0;
      const failed = scored
        ? audit.score < (key === 'performance' ? 0.9 : 1)
        : key === 'performance' && ref.group !== 'hidden' && ref.group !== 'metrics' && audit.score < 0.5;
      if (failed)
        found.set(ref.id, {
          category: key,
          id: ref.id,
          title: audit.title,
          displayValue: audit.displayValue ?? '',
          scored,
          where: whereOf(result, ref.id),
        });
    }
  }
  return [...found.values()];
}

/** The diagnostic that names the causes of a metric: long tasks for TBT, the shifted elements for CLS. */
const CAUSES: Record<string, string> = {
  'total-blocking-time': 'long-tasks',
  'cumulative-layout-shift': 'layout-shifts',
};

function whereOf(result: LighthouseResult, auditId: string): string[] {
  const details = result.audits[CAUSES[auditId] ?? auditId]?.details as { items?: unknown[] } | undefined;
  const origin = new URL(result.finalDisplayedUrl).origin;
  const items = (details?.items ?? []) as {
    node?: { selector?: string };
    url?: string;
    duration?: number;
    score?: number;
  }[];
  return items
    .map((item) => {
      if (item.node?.selector)
        return `${item.node.selector}${typeof item.score === 'number' ? ` ${item.score.toFixed(3)}` : ''}`;
      if (item.url)
        return `${item.url.replace(origin, '')}${typeof item.duration === 'number' ? ` ${Math.round(item.duration)} ms` : ''}`;
      return '';
    })
    .filter((where) => where !== '')
    .slice(0, 3);
}

function errorsOf(results: readonly LighthouseResult[], key: CategoryKey): PageRun['errors'] {
  const messages = new Set<string>();
  for (const result of results) {
    if (result.runtimeError) messages.add(`${result.runtimeError.code}: ${result.runtimeError.message}`);
    for (const ref of result.categories[CATEGORY_IDS[key]]?.auditRefs ?? []) {
      const message = result.audits[ref.id]?.errorMessage;
      if (ref.weight > 0 && message) messages.add(`${ref.id}: ${message}`);
    }
  }
  return [...messages].map((message) => ({ category: key, message }));
}

function metricsOf(result: LighthouseResult, ids: readonly string[]): Record<string, number> {
  const metrics: Record<string, number> = {};
  for (const id of ids) {
    const value = result.audits[id]?.numericValue;
    if (value !== undefined) metrics[id] = value;
  }
  return metrics;
}

function pageRuns(flow: FlowResult): Map<string, PageRun> {
  const step = (name: string, mode: string) => {
    const found = flow.steps.find(
      (candidate) => candidate.name === name && candidate.lhr.gatherMode === mode,
    );
    if (!found) throw new Error(`the Lighthouse flow has no ${mode} step "${name}"`);
    return found.lhr;
  };
  const runs = new Map<string, PageRun>();
  const logIn = step('log-in', 'navigation');
  runs.set('log-in', {
    mode: 'navigation',
    scores: {
      performance: categoryScore([logIn], 'performance'),
      accessibility: categoryScore([logIn], 'accessibility'),
      bestPractices: categoryScore([logIn], 'best-practices'),
    },
    metrics: metricsOf(logIn, NAVIGATION_METRICS),
    failing: CATEGORY_KEYS.flatMap((key) => failingAudits([logIn], key)),
    errors: CATEGORY_KEYS.flatMap((key) => errorsOf([logIn], key)),
  });
  for (const { page } of LIGHTHOUSE_STEPS) {
    const timespan = step(page, 'timespan');
    const snapshot = step(page, 'snapshot');
    runs.set(page, {
      mode: 'timespan + snapshot',
      scores: {
        performance: categoryScore([timespan], 'performance'),
        accessibility: categoryScore([snapshot], 'accessibility'),
        bestPractices: categoryScore([timespan, snapshot], 'best-practices'),
      },
      metrics: metricsOf(timespan, TIMESPAN_METRICS),
      failing: [
        ...failingAudits([timespan], 'performance'),
        ...failingAudits([snapshot], 'accessibility'),
        ...failingAudits([timespan, snapshot], 'bestPractices'),
      ],
      errors: [
        ...errorsOf([timespan], 'performance'),
        ...errorsOf([snapshot], 'accessibility'),
        ...errorsOf([timespan, snapshot], 'bestPractices'),
      ],
    });
  }
  return runs;
}

/** One user flow in a new Chromium: the log-in page, log in, then every signed-in page in turn. */
async function lighthouseFlow(
  url: string,
  formFactor: FormFactor,
): Promise<{ flow: FlowResult; html: string; browser: string }> {
  const chrome = await launchChrome({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  try {
    const browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
    try {
      const page = await browser.newPage();
      const flow = await startFlow(page, {
        name: `Broadband portal (${formFactor})`,
        ...(formFactor === 'desktop' ? { config: desktopConfig } : {}),
      });
      await flow.navigate(`${url}/login`, { name: 'log-in', onlyCategories: ALL_CATEGORIES });
      for (const step of LIGHTHOUSE_STEPS) {
        await step.prepare?.(page);
        await flow.startTimespan({ name: step.page, onlyCategories: ['performance', 'best-practices'] });
        await step.act(page);
        await settle(page, step.path, step.heading);
        await flow.endTimespan();
        await flow.snapshot({ name: step.page, onlyCategories: ['accessibility', 'best-practices'] });
      }
      return {
        flow: await flow.createFlowResult(),
        html: await flow.generateReport(),
        browser: await browser.version(),
      };
    } finally {
      await browser.disconnect();
    }
  } finally {
    chrome.kill();
  }
}

export interface LighthousePageFigures {
  mode: string;
  performance: Spread;
  accessibility: Spread;
  bestPractices: Spread;
  /** Medians of the metrics behind the performance score, by Lighthouse audit id. */
  metrics: Record<string, number>;
  met: boolean;
  /** Audits that failed in any run of a category that missed its target in any run. */
  failing: (FailingAudit & { runs: number })[];
  /** Errors that left a score out (its spread covers the runs that gave one). */
  errors: { category: CategoryKey; message: string; runs: number }[];
}

export interface LighthouseFigures {
  formFactor: FormFactor;
  lighthouse: string;
  chromium: string;
  runs: number;
  targets: { performance: number; accessibility: number; bestPractices: number; lcpMs: number | null };
  pages: Record<string, LighthousePageFigures>;
}

async function lighthouseFigures(url: string, formFactor: FormFactor): Promise<LighthouseFigures> {
  const runs: Map<string, PageRun>[] = [];
  let lighthouseVersion = '';
  let chromiumVersion = '';
  for (let run = 1; run <= LIGHTHOUSE_RUNS; run += 1) {
    const { flow, html, browser } = await lighthouseFlow(url, formFactor);
    runs.push(pageRuns(flow));
    lighthouseVersion = flow.steps[0]!.lhr.lighthouseVersion;
    chromiumVersion = browser.replace(/^\D+\//, '');
    mkdirSync(join(reportFile(formFactor, run), '..'), { recursive: true });
    writeFileSync(reportFile(formFactor, run), html);
  }
  const pages: Record<string, LighthousePageFigures> = {};
  for (const name of runs[0]!.keys()) {
    const perRun = runs.map((run) => run.get(name)!);
    // A run without a score (a Lighthouse error, listed below the table) is left out of the spread.
    const scores = Object.fromEntries(
      CATEGORY_KEYS.map((key) => [
        key,
        spread(perRun.map((run) => run.scores[key]).filter((score) => Number.isFinite(score))),
      ]),
    ) as Record<CategoryKey, Spread>;
    const missed = CATEGORY_KEYS.filter(
      (key) =>
        scores[key].runs.length < perRun.length ||
        scores[key].runs.some((score) => !meetsTarget(key, score, formFactor)),
    );
    const errors = new Map<string, { category: CategoryKey; message: string; runs: number }>();
    for (const error of perRun.flatMap((run) => run.errors)) {
      const key = `${error.category}/${error.message}`;
      errors.set(key, { ...error, runs: (errors.get(key)?.runs ?? 0) + 1 });
    }
    const failing = new Map<string, FailingAudit & { runs: number }>();
    for (const audit of perRun.flatMap((run) => run.failing)) {
      if (!missed.includes(audit.category)) continue;
      const key = `${audit.category}/${audit.id}`;
      const seen = failing.get(key);
      failing.set(
        key,
        seen
          ? { ...seen, runs: seen.runs + 1, where: [...new Set([...seen.where, ...audit.where])].slice(0, 3) }
          : { ...audit, runs: 1 },
      );
    }
    const metricIds = Object.keys(perRun[0]!.metrics);
    pages[name] = {
      mode: perRun[0]!.mode,
      ...scores,
      metrics: Object.fromEntries(
        metricIds.map((id) => [
          id,
          spread(perRun.map((run) => run.metrics[id] ?? Number.NaN).filter((value) => Number.isFinite(value)))
            .median,
        ]),
      ),
      met:
        CATEGORY_KEYS.every((key) => meetsTarget(key, scores[key].median, formFactor)) &&
        !lcpMissed(
          formFactor,
          perRun.map((run) => run.metrics['largest-contentful-paint'] ?? Number.NaN),
        ),
      failing: [...failing.values()],
      errors: [...errors.values()],
    };
  }
  return {
    lighthouse: lighthouseVersion,
    chromium: chromiumVersion,
    runs: LIGHTHOUSE_RUNS,
    formFactor,
    targets: {
      performance: TARGETS.performance[formFactor],
      accessibility: TARGETS.accessibility,
      bestPractices: TARGETS.bestPractices,
      lcpMs: formFactor === 'mobile' ? TARGETS.mobileLcpMs : null,
    },
    pages,
  };
}

const METRIC_LABELS: Record<string, [string, (value: number) => string]> = {
  'first-contentful-paint': ['FCP', (value) => `${Math.round(value)} ms`],
  'largest-contentful-paint': ['LCP', (value) => `${Math.round(value)} ms`],
  'total-blocking-time': ['TBT', (value) => `${Math.round(value)} ms`],
  'cumulative-layout-shift': ['CLS', (value) => value.toFixed(3)],
  'speed-index': ['SI', (value) => `${Math.round(value)} ms`],
  'interaction-to-next-paint': ['INP', (value) => `${Math.round(value)} ms`],
};

function lighthouseTable(figures: LighthouseFigures): string {
  const cell = (key: CategoryKey, scores: Spread) => {
    if (scores.runs.length === 0) return 'no score NO';
    const partial =
      scores.runs.length < figures.runs ? ` (${scores.runs.length} of ${figures.runs} runs)` : '';
    return `${formatSpread(scores, String)} ${yesNo(meetsTarget(key, scores.median, figures.formFactor))}${partial}`;
  };
  const lcpCell = (page: LighthousePageFigures) => {
    const lcp = page.metrics['largest-contentful-paint'];
    if (figures.targets.lcpMs === null) return '—';
    if (lcp === undefined || !Number.isFinite(lcp)) return 'none (route change)';
    return `${Math.round(lcp)} ms ${yesNo(lcp <= figures.targets.lcpMs)}`;
  };
  const rows = Object.entries(figures.pages).map(([name, page]) => [
    name,
    page.mode,
    cell('performance', page.performance),
    cell('accessibility', page.accessibility),
    cell('bestPractices', page.bestPractices),
    lcpCell(page),
    Object.entries(page.metrics)
      .filter(([, value]) => Number.isFinite(value))
      .map(([id, value]) => `${METRIC_LABELS[id]![0]} ${METRIC_LABELS[id]![1](value)}`)
      .join(', '),
  ]);
  let text = formatTable(
    `portal: Lighthouse ${figures.lighthouse} ${figures.formFactor}, Chromium ${figures.chromium}, ${figures.runs} run${figures.runs === 1 ? '' : 's'} (score: median [min–max], met?)`,
    [
      'page',
      'measured as',
      `performance ≥ ${figures.targets.performance}`,
      `accessibility ≥ ${TARGETS.accessibility}`,
      `best practices ≥ ${TARGETS.bestPractices}`,
      figures.targets.lcpMs === null ? 'LCP' : `LCP ≤ ${figures.targets.lcpMs} ms`,
      'performance metrics (median)',
    ],
    rows,
  );
  const failing = Object.entries(figures.pages).flatMap(([name, page]) =>
    page.failing.map((audit) => [
      name,
      CATEGORY_IDS[audit.category],
      audit.id,
      `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`,
      audit.scored ? 'scored' : 'weight 0',
      `${audit.runs} of ${figures.runs}`,
      audit.where.join('; '),
    ]),
  );
  if (failing.length > 0)
    text += formatTable(
      'portal: failing Lighthouse audits of the scores that missed their target',
      ['page', 'category', 'audit id', 'title', 'counts', 'failed in', 'where (first named)'],
      failing,
    );
  const errors = Object.entries(figures.pages).flatMap(([name, page]) =>
    page.errors.map((error) => [
      name,
      CATEGORY_IDS[error.category],
      error.message,
      `${error.runs} of ${figures.runs}`,
    ]),
  );
  if (errors.length > 0)
    text += formatTable(
      'portal: Lighthouse errors (the scores of those runs are left out)',
      ['page', 'category', 'error', 'in'],
      errors,
    );
  text += `  flow reports: ${reportFile(figures.formFactor, '<run>')}\n`;
  return text;
}

// ---------------------------------------------------------------------------------------------
// c. Address check: click → first provider card with products

/** Seed addresses where at least one provider has products; each is checked once, so nothing is cached. */
const CHECK_ADDRESSES: readonly [zipcode: string, housenr: number][] = [
  ['1012AB', 1],
  ['3011AB', 10],
  ['3511AB', 7],
  ['2511AB', 2],
  ['9711AB', 7],
  ['5611AB', 5],
  ['1012AB', 3],
  ['3011AB', 4],
  ['3511AB', 5],
  ['2511AB', 6],
];
const FIRST_CARD_ROW = 'section[aria-labelledby^="provider-"] tbody tr';

export interface AddressCheckFigures {
  /** The click's handler to the first product row in the DOM (the render that shows it). */
  renderedMs: Spread;
  /** The same, to the end of the frame that paints it (a message posted from the next animation frame). */
  paintedMs: Spread;
  addresses: string[];
  targetMs: number;
  met: boolean;
}

interface CheckTiming {
  renderedMs: number;
  paintedMs: number;
}

/**
 * Starts the clock in a capturing click listener on window (before React's own handler runs) and
 * stops it in a MutationObserver at the first provider card row; the promise waits on window.
 */
async function armCheckTimer(page: PlaywrightPage) {
  await page.evaluate((selector) => {
    const holder = window as unknown as { checkTiming?: Promise<CheckTiming> };
    holder.checkTiming = new Promise<CheckTiming>((resolve, reject) => {
      let clickedAt: number | null = null;
      window.addEventListener(
        'click',
        () => {
          clickedAt = performance.now();
        },
        { capture: true, once: true },
      );
      const observer = new MutationObserver(() => {
        const started = clickedAt;
        if (started === null || !document.querySelector(selector)) return;
        const renderedAt = performance.now();
        observer.disconnect();
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () =>
            resolve({ renderedMs: renderedAt - started, paintedMs: performance.now() - started });
          channel.port2.postMessage(null);
        });
      });
      observer.observe(document.body, { childList: true, subtree: true });
      setTimeout(() => reject(new Error('no provider card with products within 30 s')), 30_000);
    });
  }, FIRST_CARD_ROW);
}

const quiet = (page: PlaywrightPage) =>
  page.waitForFunction(() => !document.querySelector('.global-progress--busy, [aria-busy="true"]'), null, {
    timeout: 30_000,
  });

async function addressCheckFigures(url: string): Promise<AddressCheckFigures & { chromium: string }> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${url}/login?next=${encodeURIComponent('/address-check')}`);
    await page.getByLabel('Gebruikersnaam').fill(CREDENTIALS.username);
    await page.getByLabel('Wachtwoord').fill(CREDENTIALS.password);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.getByRole('heading', { level: 1, name: 'Adrescheck' }).waitFor();

    const timings: CheckTiming[] = [];
    for (const [zipcode, housenr] of CHECK_ADDRESSES) {
      // An empty form each time, so no earlier result is on the page.
      if ((await page.locator('.check-results').count()) > 0) {
        await page.locator('nav[aria-label="Hoofdmenu"] a[href="/address-check"]').click();
        await page.locator('.check-results').waitFor({ state: 'detached' });
      }
      await page.getByLabel('Postcode').fill(zipcode);
      await page.getByLabel('Huisnummer').fill(String(housenr));
      // Let the house numbers and extensions the form fetches while typing arrive first.
      await page.waitForTimeout(250);
      await quiet(page);
      await armCheckTimer(page);
      await page.getByRole('button', { name: 'Controleren' }).click();
      timings.push(
        await page.evaluate(() => (window as unknown as { checkTiming: Promise<CheckTiming> }).checkTiming),
      );
      await page.waitForURL((address) => address.search === `?zipcode=${zipcode}&housenr=${housenr}`);
      await quiet(page);
    }
    const renderedMs = spread(timings.map((timing) => timing.renderedMs));
    return {
      renderedMs,
      paintedMs: spread(timings.map((timing) => timing.paintedMs)),
      addresses: CHECK_ADDRESSES.map(([zipcode, housenr]) => `${zipcode} ${housenr}`),
      targetMs: TARGETS.checkToFirstCardMs,
      met: renderedMs.median <= TARGETS.checkToFirstCardMs,
      chromium: browser.version(),
    };
  } finally {
    await browser.close();
  }
}

function addressCheckTable(figures: AddressCheckFigures, chromiumVersion: string): string {
  const row = (label: string, values: Spread) => [
    label,
    formatSpread(values, ms),
    `≤ ${figures.targetMs} ms`,
    yesNo(values.median <= figures.targetMs),
  ];
  return (
    formatTable(
      `portal: address check, click on "Controleren" → first provider card with products (Chromium ${chromiumVersion}, ${figures.addresses.length} addresses, median [min–max])`,
      ['until the first product row is', 'time', 'target', 'met?'],
      [
        row('in the DOM (rendered)', figures.renderedMs),
        row('painted (end of the next frame)', figures.paintedMs),
      ],
    ) +
    `  runs: ${figures.addresses.map((address, index) => `${address} ${figures.renderedMs.runs[index]!.toFixed(1)}`).join(', ')} (ms, rendered)\n`
  );
}

// ---------------------------------------------------------------------------------------------

export interface PortalFigures {
  bundle: BundleFigures;
  lighthouse: { mobile: LighthouseFigures; desktop: LighthouseFigures };
  addressCheck: AddressCheckFigures;
}

function buildPortal() {
  const vite = join(projectRoot, 'node_modules/vite/bin/vite.js');
  const build = spawnSync(process.execPath, [vite, 'build', '--outDir', DIST_DIR, '--logLevel', 'warn'], {
    cwd: projectRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error(`vite build --outDir ${DIST_DIR} failed (exit ${build.status})`);
}

export async function benchPortal(): Promise<PortalFigures> {
  buildPortal();
  const bundle = bundleFigures(checkBundle(join(projectRoot, DIST_DIR)), join(projectRoot, DIST_DIR));
  process.stdout.write(bundleTable(bundle));

  const portal = await startPortal({ port: PORT, distDir: DIST_DIR });
  try {
    process.stdout.write(
      `portal: ${portal.url}, ${availableParallelism()} CPUs, load average ${loadavg()[0]!.toFixed(1)}\n`,
    );
    const mobile = await lighthouseFigures(portal.url, 'mobile');
    process.stdout.write(lighthouseTable(mobile));
    const desktop = await lighthouseFigures(portal.url, 'desktop');
    process.stdout.write(lighthouseTable(desktop));
    const lighthouse = { mobile, desktop };
    const { chromium: chromiumVersion, ...addressCheck } = await addressCheckFigures(portal.url);
    process.stdout.write(addressCheckTable(addressCheck, chromiumVersion));
    return { bundle, lighthouse, addressCheck };
  } finally {
    await portal.stop();
  }
}

if (import.meta.main) await benchPortal();
