/**
 * The portal as a person meets it, in figures (nothing is asserted: timings and scores vary by
 * machine; each figure is printed beside its target):
 *
 *   a. JavaScript per route (gzip) against the budgets of `npm run check:bundle` (the same
 *      computation: `checkBundle()` in scripts/check-bundle.ts);
 *   b. Lighthouse 13 scores (performance, accessibility, best practices; mobile and desktop presets)
 *      of the log-in page and every signed-in page, each signed-in page both as a route change and
 *      as a page load with the kept session, measured as `LIGHTHOUSE_STEPS` below explains;
 *   c. the log-in page beside its floor (bench/log-in-floor.ts): the LCP of both, loaded by
 *      Lighthouse (mobile) in the same run, and their ratio, with Lighthouse's simulated throttling
 *      (in the user flow) and with DevTools throttling applied (separate navigations);
 *   d. the address check: from the click on "Controleren" to the first provider card with products;
 *   e. the portal embedded in a partner's page at a deep link: from `mount()` to the requested
 *      page's first paint in the frame, on Lighthouse's mobile network and CPU (bench/embed.ts).
 *
 * Builds the portal once into dist-bench/ (`vite build --outDir dist-bench`, never touching dist/),
 * then serves that build on port 4390 (BENCH_PORTAL_PORT) with a fresh sandbox database under
 * data/bench-4390, allowing the partner page the bench serves on port 4391 to frame it; the floor
 * is served on port 4392. Lighthouse runs BENCH_LIGHTHOUSE_RUNS times (default 3) per preset, each
 * in a new Chromium (chrome-launcher, driven through Puppeteer as Lighthouse's user-flow API
 * needs); each run's flow report is written to
 * test-results/bench-portal-lighthouse-<preset>-<run>.html. The address check and the embedded
 * deep link run in Playwright's Chromium, like the other browser benchmarks. The load average is
 * printed at the start and end of each run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { type Page as PlaywrightPage, chromium } from '@playwright/test';
import { launch as launchChrome } from 'chrome-launcher';
import { type FlowResult, type Result as LighthouseResult, desktopConfig, startFlow } from 'lighthouse';
// puppeteer-core comes with lighthouse (one of its dependencies): the user-flow API drives a Puppeteer page.
import puppeteer, { type Page as PuppeteerPage } from 'puppeteer-core';
import { type BundleReport, LOG_IN_ROW, checkBundle, kib } from '../scripts/check-bundle.ts';
import { demoTransactions } from '../src/sandbox/store/seed/transactions.ts';
import {
  type EmbedDeepLinkFigures,
  embedDeepLinkFigures,
  embedDeepLinkTable,
  servePartnerPage,
} from './embed.ts';
import { type FloorRun, appliedThrottlingRuns, serveLogInFloor } from './log-in-floor.ts';
import {
  CHROME_PATH,
  CHROMIUM_ARGS,
  CREDENTIALS,
  type RunLoad,
  type Spread,
  formatRunLoads,
  formatSpread,
  formatTable,
  loadAverage,
  ms,
  projectRoot,
  spread,
  startPortal,
  verdict,
  withLoad,
} from './support.ts';

/** 4390–4399 are free for benchmarks (4190 is on the browsers' list of blocked ports). */
const PORT = Number(process.env.BENCH_PORTAL_PORT ?? 4390);
/** The partner page that embeds the portal, and the log-in's floor: the bench's own pages, on other origins. */
const PARTNER_PORT = PORT + 1;
const FLOOR_PORT = PORT + 2;
const DIST_DIR = 'dist-bench';
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
const reportFile = (formFactor: FormFactor, run: number | string) =>
  join(projectRoot, `test-results/bench-portal-lighthouse-${formFactor}-${run}.html`);

type FormFactor = 'mobile' | 'desktop';
/** Lighthouse's presets: mobile (its default: slow 4G, 4× CPU, a phone's screen) and desktop. */
const TARGETS = {
  /** The log-in page and the signed-in pages reached by a route change. */
  performance: { mobile: 95, desktop: 99 },
  /** A signed-in page loaded afresh with the kept session (F5, a bookmark, a link). */
  signedInPageLoadPerformance: { mobile: 95, desktop: 100 },
  accessibility: 100,
  bestPractices: 100,
  /** Largest Contentful Paint of a page load (the log-in's, a signed-in page's), mobile preset. */
  mobileLcpMs: 2000,
  /** The log-in's LCP over its floor's, loaded in the same run (mobile preset). */
  logInOverFloorLcp: 1.5,
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
    verdict(route.gzipBytes, { atMost: route.budgetBytes }, kib),
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
  return `${formatTable(
    `portal: JavaScript per route (gzip, ${DIST_DIR}/; the log-in counts the entry, its imports and texts, other routes their own chunk)`,
    ['route', 'JavaScript', 'shared chunks', 'target', 'met?'],
    rows,
  )}  log-in route JavaScript ${kib(logIn.javaScriptGzip)} gzip, target ≤ ${kib(TARGETS.logInJavaScriptBytes)}: ${verdict(logIn.javaScriptGzip, { atMost: TARGETS.logInJavaScriptBytes }, kib)}
  log-in page on the wire (${logIn.files} files named in index.html: script, preloads, style): ${kib(logIn.raw)} as built, ${kib(logIn.gzip)} gzip, ${kib(logIn.brotli)} brotli
`;
}

// ---------------------------------------------------------------------------------------------
// b. Lighthouse

/**
 * How a row of the table was measured: the log-in is a page load without a session; each
 * signed-in page is measured as a route change and as a page load with the kept session.
 */
type MeasuredAs = 'log-in' | 'route change' | 'page load';

/** The targets of one row (a route change has no LCP, so no LCP target). */
interface RowTargets {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number | null;
}

function rowTargets(measuredAs: MeasuredAs, formFactor: FormFactor): RowTargets {
  return {
    performance:
      measuredAs === 'page load'
        ? TARGETS.signedInPageLoadPerformance[formFactor]
        : TARGETS.performance[formFactor],
    accessibility: TARGETS.accessibility,
    bestPractices: TARGETS.bestPractices,
    lcpMs: measuredAs !== 'route change' && formFactor === 'mobile' ? TARGETS.mobileLcpMs : null,
  };
}

interface SignedInStep {
  page: string;
  /** Where the route change lands (a path ending in `/` stands for any page below it). */
  path: string;
  heading: string;
  /** The same page loaded afresh: its URL below the portal, with what the route change put in it. */
  loadPath: string;
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

function menuStep(name: string, path: string, heading: string, loadPath = path): SignedInStep {
  return { page: name, path, heading, loadPath, act: (page) => clickMenu(page, path) };
}

/**
 * What each Lighthouse score measures. A signed-in page is met two ways: reached in the tab where
 * the person logged in (the log-in button, a link of the main menu: a client-side route change),
 * and loaded afresh (F5, a bookmark, a link) by a browser that holds the kept-session cookie the
 * log-in left, when the server writes the session's token into the document and names the page's
 * modules as modulepreloads.
 *
 * - log-in: a Lighthouse **navigation** of /login (cache and storage cleared; Lighthouse's
 *   simulated throttling: mobile slow 4G, 150 ms RTT, 1.6 Mbit/s, CPU 4× slower; desktop 40 ms
 *   RTT, 10 Mbit/s, no CPU slowdown). Performance is the usual weighted FCP, LCP, TBT, CLS and
 *   Speed Index; accessibility and best practices audit the loaded page.
 * - signed-in pages as **page loads**: after the route changes, a Lighthouse navigation of each
 *   page's `loadPath` with storage reset off (`disableStorageReset`, so the kept-session cookie is
 *   sent) and the HTTP cache emptied just before (`Network.clearBrowserCache`), so each load is as
 *   cold as Lighthouse's own navigations: only the cookie is kept. Scored as the log-in; the page's
 *   heading is checked afterwards, so a load that fell back to the log-in cannot pass for the page.
 * - signed-in pages as **route changes**: a **timespan** from the click that leads there (log-in button for the overview,
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
    loadPath: '/',
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
    loadPath: '/address-check?zipcode=1012AB&housenr=1',
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
  // Loaded with a filter in its URL (src/features/carrier-products/list-spec.ts: one parameter per filter member).
  menuStep('carrier products', '/products', 'Carrierproducten', '/products?supplier=kpn'),
  menuStep('transactions', '/transactions', 'Transacties'),
  {
    page: 'a transaction',
    path: '/transactions/',
    heading: 'Transactie',
    loadPath: `/transactions/${demoTransactions.notCancellable.uuid}`,
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

/** One row (a page, measured one way) in one Lighthouse run. */
interface PageRun {
  page: string;
  measuredAs: MeasuredAs;
  /** How, in words: the Lighthouse modes, and the URL loaded. */
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

/** The Lighthouse step names: the floor, the log-in, and a signed-in page loaded afresh. */
const FLOOR_STEP = 'log-in floor';
const LOG_IN_STEP = 'log-in';
const pageLoadStep = (page: string) => `${page} (page load)`;

function stepOf(flow: FlowResult, name: string, mode: string): LighthouseResult {
  const found = flow.steps.find((candidate) => candidate.name === name && candidate.lhr.gatherMode === mode);
  if (!found) throw new Error(`the Lighthouse flow has no ${mode} step "${name}"`);
  return found.lhr;
}

/** A page load (log-in or signed-in page): one navigation gives every category. */
function navigationRun(
  page: string,
  measuredAs: MeasuredAs,
  mode: string,
  result: LighthouseResult,
): PageRun {
  return {
    page,
    measuredAs,
    mode,
    scores: {
      performance: categoryScore([result], 'performance'),
      accessibility: categoryScore([result], 'accessibility'),
      bestPractices: categoryScore([result], 'best-practices'),
    },
    metrics: metricsOf(result, NAVIGATION_METRICS),
    failing: CATEGORY_KEYS.flatMap((key) => failingAudits([result], key)),
    errors: CATEGORY_KEYS.flatMap((key) => errorsOf([result], key)),
  };
}

/** A route change: performance from the timespan, accessibility from the snapshot, best practices from both. */
function routeChangeRun(page: string, timespan: LighthouseResult, snapshot: LighthouseResult): PageRun {
  return {
    page,
    measuredAs: 'route change',
    mode: 'route change (timespan + snapshot)',
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
  };
}

/** The rows of one run: the log-in, then each signed-in page as a route change and as a page load. */
function pageRuns(flow: FlowResult): Map<string, PageRun> {
  const runs = new Map<string, PageRun>();
  runs.set(
    LOG_IN_STEP,
    navigationRun(
      LOG_IN_STEP,
      'log-in',
      'page load /login (navigation)',
      stepOf(flow, LOG_IN_STEP, 'navigation'),
    ),
  );
  for (const { page, loadPath } of LIGHTHOUSE_STEPS) {
    runs.set(
      `${page} · route change`,
      routeChangeRun(page, stepOf(flow, page, 'timespan'), stepOf(flow, page, 'snapshot')),
    );
    runs.set(
      `${page} · page load`,
      navigationRun(
        page,
        'page load',
        `page load ${loadPath} (navigation, kept session)`,
        stepOf(flow, pageLoadStep(page), 'navigation'),
      ),
    );
  }
  return runs;
}

/** The log-in's LCP and its floor's in one run (ms), when the run loaded the floor. */
function logInAndFloorLcp(flow: FlowResult): { logIn: number; floor: number } | null {
  if (!flow.steps.some((step) => step.name === FLOOR_STEP)) return null;
  const lcp = (result: LighthouseResult) =>
    result.audits['largest-contentful-paint']?.numericValue ?? Number.NaN;
  return {
    logIn: lcp(stepOf(flow, LOG_IN_STEP, 'navigation')),
    floor: lcp(stepOf(flow, FLOOR_STEP, 'navigation')),
  };
}

/**
 * One user flow in a new Chromium: the floor (when given), the log-in page, log in, every
 * signed-in page in turn by a route change, then every signed-in page loaded afresh.
 */
async function lighthouseFlow(
  url: string,
  formFactor: FormFactor,
  floorUrl: string | null,
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
      // The floor first: the log-in page must stay open for the log-in that follows.
      if (floorUrl) await flow.navigate(floorUrl, { name: FLOOR_STEP, onlyCategories: ['performance'] });
      // A later navigation of a flow keeps the storage unless told otherwise: the log-in loads cold.
      await flow.navigate(`${url}/login`, {
        name: LOG_IN_STEP,
        disableStorageReset: false,
        onlyCategories: ALL_CATEGORIES,
      });
      for (const step of LIGHTHOUSE_STEPS) {
        await step.prepare?.(page);
        await flow.startTimespan({ name: step.page, onlyCategories: ['performance', 'best-practices'] });
        await step.act(page);
        await settle(page, step.path, step.heading);
        await flow.endTimespan();
        await flow.snapshot({ name: step.page, onlyCategories: ['accessibility', 'best-practices'] });
      }
      // The log-in left the kept-session cookie: each page loaded with it and nothing else kept.
      const cdp = await page.createCDPSession();
      for (const step of LIGHTHOUSE_STEPS) {
        await cdp.send('Network.clearBrowserCache');
        await flow.navigate(`${url}${step.loadPath}`, {
          name: pageLoadStep(step.page),
          disableStorageReset: true,
          onlyCategories: ALL_CATEGORIES,
        });
        await settle(page, step.path, step.heading);
      }
      await cdp.detach();
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
  page: string;
  measuredAs: MeasuredAs;
  mode: string;
  targets: RowTargets;
  performance: Spread;
  accessibility: Spread;
  bestPractices: Spread;
  /** Largest Contentful Paint of a page load (no runs for a route change). */
  lcpMs: Spread;
  /** Medians of the metrics behind the performance score, by Lighthouse audit id. */
  metrics: Record<string, number>;
  met: boolean;
  /** Audits that failed in any run of a category that missed its target in any run. */
  failing: (FailingAudit & { runs: number })[];
  /** Errors that left a score out (its spread covers the runs that gave one). */
  errors: { category: CategoryKey; message: string; runs: number }[];
}

/** The log-in beside its floor: each run's LCPs and their ratio. */
export interface FloorComparison {
  logInLcpMs: Spread;
  floorLcpMs: Spread;
  /** Each run's log-in LCP over the floor's, loaded in the same run. */
  ratio: Spread;
  met: boolean;
}

export interface LogInFloorFigures {
  floorUrl: string;
  goal: number;
  /** Lighthouse's default: throttling simulated (Lantern) from an unthrottled load, in the user flow. */
  simulated: FloorComparison;
  /** Lighthouse with DevTools throttling applied while the pages load (bench/log-in-floor.ts). */
  applied: FloorComparison;
}

export interface LighthouseFigures {
  formFactor: FormFactor;
  lighthouse: string;
  chromium: string;
  runs: number;
  /** The load average at the start and end of each run. */
  loads: RunLoad[];
  pages: Record<string, LighthousePageFigures>;
  /** The log-in's and its floor's LCP in the flow's runs (simulated throttling), when it loaded the floor. */
  floorRuns: FloorRun[];
}

const finite = (values: readonly number[]) => values.filter((value) => Number.isFinite(value));

/** One row's figures over the runs. */
function pageFigures(perRun: readonly PageRun[], formFactor: FormFactor): LighthousePageFigures {
  const first = perRun[0]!;
  const targets = rowTargets(first.measuredAs, formFactor);
  // A run without a score (a Lighthouse error, listed below the table) is left out of the spread.
  const scores = Object.fromEntries(
    CATEGORY_KEYS.map((key) => [key, spread(finite(perRun.map((run) => run.scores[key])))]),
  ) as Record<CategoryKey, Spread>;
  const lcpMs = spread(finite(perRun.map((run) => run.metrics['largest-contentful-paint'] ?? Number.NaN)));
  const missed = CATEGORY_KEYS.filter(
    (key) =>
      scores[key].runs.length < perRun.length || scores[key].runs.some((score) => score < targets[key]),
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
  return {
    page: first.page,
    measuredAs: first.measuredAs,
    mode: first.mode,
    targets,
    ...scores,
    lcpMs,
    metrics: Object.fromEntries(
      Object.keys(first.metrics).map((id) => [
        id,
        spread(finite(perRun.map((run) => run.metrics[id] ?? Number.NaN))).median,
      ]),
    ),
    met:
      CATEGORY_KEYS.every((key) => scores[key].median >= targets[key]) &&
      (targets.lcpMs === null || lcpMs.median <= targets.lcpMs),
    failing: [...failing.values()],
    errors: [...errors.values()],
  };
}

function floorComparison(perRun: readonly FloorRun[]): FloorComparison {
  const ratio = spread(finite(perRun.map((run) => run.logIn / run.floor)));
  return {
    logInLcpMs: spread(finite(perRun.map((run) => run.logIn))),
    floorLcpMs: spread(finite(perRun.map((run) => run.floor))),
    ratio,
    met: ratio.median <= TARGETS.logInOverFloorLcp,
  };
}

async function lighthouseFigures(
  url: string,
  formFactor: FormFactor,
  floorUrl: string | null,
): Promise<LighthouseFigures> {
  const runs: Map<string, PageRun>[] = [];
  const floorRuns: { logIn: number; floor: number }[] = [];
  const loads: RunLoad[] = [];
  let lighthouseVersion = '';
  let chromiumVersion = '';
  for (let run = 1; run <= LIGHTHOUSE_RUNS; run += 1) {
    const { result, load } = await withLoad(() => lighthouseFlow(url, formFactor, floorUrl));
    const { flow, html, browser } = result;
    loads.push(load);
    runs.push(pageRuns(flow));
    const lcps = logInAndFloorLcp(flow);
    if (lcps) floorRuns.push(lcps);
    lighthouseVersion = flow.steps[0]!.lhr.lighthouseVersion;
    chromiumVersion = browser.replace(/^\D+\//, '');
    mkdirSync(join(reportFile(formFactor, run), '..'), { recursive: true });
    writeFileSync(reportFile(formFactor, run), html);
  }
  return {
    lighthouse: lighthouseVersion,
    chromium: chromiumVersion,
    runs: LIGHTHOUSE_RUNS,
    formFactor,
    loads,
    pages: Object.fromEntries(
      [...runs[0]!.keys()].map((key) => [
        key,
        pageFigures(
          runs.map((run) => run.get(key)!),
          formFactor,
        ),
      ]),
    ),
    floorRuns,
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

const wholeMs = (value: number) => `${Math.round(value)} ms`;
const points = (value: number) => String(Math.round(value));

function lighthouseTable(figures: LighthouseFigures): string {
  const scoreCell = (scores: Spread, target: number) => {
    if (scores.runs.length === 0) return `no score (≥ ${target}) NO`;
    const partial =
      scores.runs.length < figures.runs ? ` (${scores.runs.length} of ${figures.runs} runs)` : '';
    return `${formatSpread(scores, String)} ≥ ${target} ${verdict(scores.median, { atLeast: target }, points)}${partial}`;
  };
  const lcpCell = (page: LighthousePageFigures) => {
    if (page.measuredAs === 'route change') return '—';
    if (page.lcpMs.runs.length === 0) return 'none';
    const measured = formatSpread(page.lcpMs, wholeMs);
    const target = page.targets.lcpMs;
    return target === null
      ? measured
      : `${measured} ≤ ${target} ${verdict(page.lcpMs.median, { atMost: target }, wholeMs)}`;
  };
  const pages = Object.values(figures.pages);
  const rows = pages.map((page) => [
    page.page,
    page.mode,
    scoreCell(page.performance, page.targets.performance),
    scoreCell(page.accessibility, page.targets.accessibility),
    scoreCell(page.bestPractices, page.targets.bestPractices),
    lcpCell(page),
    Object.entries(page.metrics)
      .filter(([id, value]) => Number.isFinite(value) && id !== 'largest-contentful-paint')
      .map(([id, value]) => `${METRIC_LABELS[id]![0]} ${METRIC_LABELS[id]![1](value)}`)
      .join(', '),
  ]);
  let text = formatTable(
    `portal: Lighthouse ${figures.lighthouse} ${figures.formFactor}, Chromium ${figures.chromium}, ${figures.runs} run${figures.runs === 1 ? '' : 's'} (median [min–max], target, met?)`,
    [
      'page',
      'measured as',
      'performance',
      'accessibility',
      'best practices',
      'LCP',
      'other metrics (median)',
    ],
    rows,
  );
  const failing = pages.flatMap((page) =>
    page.failing.map((audit) => [
      page.page,
      page.measuredAs,
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
      ['page', 'measured as', 'category', 'audit id', 'title', 'counts', 'failed in', 'where (first named)'],
      failing,
    );
  const errors = pages.flatMap((page) =>
    page.errors.map((error) => [
      page.page,
      page.measuredAs,
      CATEGORY_IDS[error.category],
      error.message,
      `${error.runs} of ${figures.runs}`,
    ]),
  );
  if (errors.length > 0)
    text += formatTable(
      'portal: Lighthouse errors (the scores of those runs are left out)',
      ['page', 'measured as', 'category', 'error', 'in'],
      errors,
    );
  text += `  ${formatRunLoads(figures.loads)}\n`;
  text += `  flow reports: ${reportFile(figures.formFactor, '<run>')}\n`;
  return text;
}

function logInFloorTable(figures: LogInFloorFigures): string {
  const ratio = (value: number) => `${value.toFixed(2)}×`;
  const rows = (throttling: string, comparison: FloorComparison) => [
    [throttling, 'log-in (/login)', formatSpread(comparison.logInLcpMs, wholeMs), '', ''],
    [throttling, 'floor', formatSpread(comparison.floorLcpMs, wholeMs), '', ''],
    [
      throttling,
      'log-in ÷ floor (each run)',
      formatSpread(comparison.ratio, ratio),
      `≤ ${ratio(figures.goal)}`,
      verdict(comparison.ratio.median, { atMost: figures.goal }, ratio),
    ],
  ];
  return formatTable(
    `portal: the log-in page beside its floor (the same form as one static page, styles inline, ${figures.floorUrl}), Lighthouse mobile navigations of both, ${figures.simulated.ratio.runs.length} runs each way (median [min–max])`,
    ['throttling', 'page', 'LCP', 'goal', 'met?'],
    [
      ...rows('simulated (Lantern, the default)', figures.simulated),
      ...rows('applied (DevTools)', figures.applied),
    ],
  );
}

// ---------------------------------------------------------------------------------------------
// d. Address check: click → first provider card with products

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
    verdict(values.median, { atMost: figures.targetMs }, ms),
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
  /** b. */
  lighthouse: { mobile: LighthouseFigures; desktop: LighthouseFigures };
  /** c. */
  logInFloor: LogInFloorFigures;
  addressCheck: AddressCheckFigures & { load: RunLoad };
  embedDeepLink: EmbedDeepLinkFigures;
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

  const partnerUrl = `http://localhost:${PARTNER_PORT}`;
  const portal = await startPortal({
    port: PORT,
    distDir: DIST_DIR,
    env: { PORTAL_ALLOWED_PARENT_ORIGINS: partnerUrl },
  });
  const partner = await servePartnerPage(PARTNER_PORT, portal.url);
  const floor = await serveLogInFloor(FLOOR_PORT, portal.url);
  try {
    process.stdout.write(
      `portal: ${portal.url}, ${availableParallelism()} CPUs, load average ${loadAverage().toFixed(1)}\n`,
    );
    const mobile = await lighthouseFigures(portal.url, 'mobile', floor.url);
    process.stdout.write(lighthouseTable(mobile));
    const logInFloor: LogInFloorFigures = {
      floorUrl: floor.url,
      goal: TARGETS.logInOverFloorLcp,
      simulated: floorComparison(mobile.floorRuns),
      applied: floorComparison(
        await appliedThrottlingRuns(`${portal.url}/login`, floor.url, LIGHTHOUSE_RUNS),
      ),
    };
    process.stdout.write(logInFloorTable(logInFloor));
    const desktop = await lighthouseFigures(portal.url, 'desktop', null);
    process.stdout.write(lighthouseTable(desktop));
    const lighthouse = { mobile, desktop };
    const checked = await withLoad(() => addressCheckFigures(portal.url));
    const { chromium: chromiumVersion, ...addressCheck } = checked.result;
    process.stdout.write(addressCheckTable(addressCheck, chromiumVersion));
    process.stdout.write(`  ${formatRunLoads([checked.load])}\n`);
    const embedDeepLink = await embedDeepLinkFigures(portal.url, partner.url);
    process.stdout.write(embedDeepLinkTable(embedDeepLink));
    return {
      bundle,
      lighthouse,
      logInFloor,
      addressCheck: { ...addressCheck, load: checked.load },
      embedDeepLink,
    };
  } finally {
    await floor.close();
    await partner.close();
    await portal.stop();
  }
}

if (import.meta.main) await benchPortal();
