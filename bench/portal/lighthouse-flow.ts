/**
 * Portal benchmark b.: the Lighthouse user flow, the steps it takes through the portal, and one run
 * of it in a new Chromium.
 */
import { launch as launchChrome } from 'chrome-launcher';
import { type FlowResult, desktopConfig, startFlow } from 'lighthouse';
// puppeteer-core comes with lighthouse (one of its dependencies): the user-flow API drives a Puppeteer page.
import puppeteer, { type Page as PuppeteerPage } from 'puppeteer-core';
import { demoTransactions } from '../../src/sandbox/store/seed/transactions.ts';
import { CHROME_PATH, CHROMIUM_ARGS, CREDENTIALS } from '../support.ts';
import type { FormFactor } from './settings.ts';

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
export const LIGHTHOUSE_STEPS: readonly SignedInStep[] = [
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

const ALL_CATEGORIES = ['performance', 'accessibility', 'best-practices'];

/** The Lighthouse step names: the floor, the log-in, and a signed-in page loaded afresh. */
export const FLOOR_STEP = 'log-in floor';
export const LOG_IN_STEP = 'log-in';
export const pageLoadStep = (page: string) => `${page} (page load)`;

/**
 * One user flow in a new Chromium: the floor (when given), the log-in page, log in, every
 * signed-in page in turn by a route change, then every signed-in page loaded afresh.
 */
export async function lighthouseFlow(
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
