/**
 * The portal embedded in a partner's page and opened at a deep link, in figures: from the host
 * page's `BroadbandPortal.mount(element, { src, path: '/transactions', getToken })` to the first
 * paint of the requested page inside the frame, on Lighthouse's mobile model (slow 4G, a CPU four
 * times slower, a phone's screen). Target: 1.5 s.
 *
 * The partner's page is served by the bench on another origin and site (`http://localhost:{port}`,
 * the portal being on 127.0.0.1; the portal must list it in PORTAL_ALLOWED_PARENT_ORIGINS). Its
 * server signs in at the portal's API as a partner's back end would (`POST /api/jwt/log-in`) and
 * writes the token into the page, which `getToken` hands over when the portal asks for it.
 *
 * What is measured, on one clock (`performance.timeOrigin` + the time of each document):
 * - start: the host page's script, right before it calls `mount()` (embed.js has loaded);
 * - the requested page painted: the first paint of the frame's page heading (`h1#page-heading`)
 *   showing the requested page's name, as the frame's own Element Timing reports it. A script the
 *   bench adds to the frame before its own (Playwright's init script) marks the heading with
 *   `elementtiming` as soon as it enters the DOM, before it can be painted; the entry's render time
 *   is when its text was painted — not when React rendered it, nor when the portal says so;
 * - beside it, when the host heard the portal's `ready` (its code runs and asks for the token) and
 *   `navigate` (the router shows the page; sent from an effect, so after the paint or close to it).
 *
 * Each run opens a new browser context (an empty HTTP cache: the partner's first visit), then
 * loads the partner page once more in the same tab (the portal's files now cached: a later visit).
 * A second new context per run opens the partner page that calls `mount()` a moment after its load
 * (`MOUNT_LATER_MS`): a first visit in which embed.js has already fetched the portal's files into
 * the frame's cache (its hidden warm-up frame), as on a partner page that mounts on a click.
 * BENCH_EMBED_NO_WARM=1 loads embed.js with `data-no-warm`, for the same figures without that.
 *
 * Throttling is DevTools' (CDP) on the tab: Network.emulateNetworkConditions with Lighthouse's
 * mobile figures (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) and
 * Emulation.setCPUThrottlingRate 4. Chromium runs without site isolation, so the frame shares the
 * tab's renderer, as on Android, where Chrome isolates only some sites: an out-of-process frame
 * would be a target of its own that neither setting reaches.
 */
import { type BrowserContext, type Page, chromium } from '@playwright/test';
import {
  CHROME_PATH,
  CHROMIUM_ARGS,
  type RunLoad,
  type Spread,
  formatRunLoads,
  formatSpread,
  formatTable,
  ms,
  serverSideToken,
  servePages,
  spread,
  verdict,
  withLoad,
} from './support.ts';

const RUNS = Math.max(1, Number(process.env.BENCH_EMBED_RUNS ?? 5));
const TARGET_MS = 1500;
/** The deep link the partner opens, and the heading its page shows. */
const DEEP_LINK = { path: '/transactions', heading: 'Transacties' };

/** Lighthouse 13's mobile preset: slow 4G and a mid-range phone (`constants.js`, mobileSlow4G). */
export const LIGHTHOUSE_MOBILE = {
  rttMs: 150,
  downloadKbps: 1.6 * 1024,
  uploadKbps: 750,
  cpuSlowdown: 4,
  screen: { width: 412, height: 823, deviceScaleFactor: 1.75 },
} as const;

/** How long after its page has loaded the partner page of `MOUNT_LATER_PATH` calls `mount()`. */
export const MOUNT_LATER_MS = 1000;
/** The partner page that mounts the portal a moment after it has loaded (on a click, say). */
export const MOUNT_LATER_PATH = '/mount-later';

/**
 * The partner's page: embed.js from the portal, then `mount()` at the deep link with its token,
 * at once or, with `mountLater`, `MOUNT_LATER_MS` after the page's load event.
 */
function partnerPage(portalUrl: string, token: string, mountLater = false): string {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Partner intranet</title></head>
<body>
  <h1>Partner intranet</h1>
  <div id="portal"></div>
  <script src="${portalUrl}/embed.js"${process.env.BENCH_EMBED_NO_WARM === '1' ? ' data-no-warm' : ''}></script>
  <script>
    const token = ${json(token)};
    window.portalEvents = [];
    function mountPortal() {
      window.mountedAt = performance.timeOrigin + performance.now();
      BroadbandPortal.mount(document.getElementById('portal'), {
        src: ${json(`${portalUrl}/`)},
        path: ${json(DEEP_LINK.path)},
        getToken: () => token,
        onEvent: (event) => portalEvents.push({ type: event.type, at: performance.timeOrigin + performance.now() }),
      });
    }
    ${mountLater ? `addEventListener('load', () => setTimeout(mountPortal, ${MOUNT_LATER_MS}));` : 'mountPortal();'}
  </script>
</body></html>
`;
}

/** Serves the partner's page at `http://localhost:{port}/`, each time with a fresh token. */
export function servePartnerPage(port: number, portalUrl: string) {
  return servePages(port, async (url) =>
    url.pathname === '/' || url.pathname === MOUNT_LATER_PATH
      ? {
          status: 200,
          type: 'text/html; charset=utf-8',
          body: partnerPage(portalUrl, await serverSideToken(portalUrl), url.pathname === MOUNT_LATER_PATH),
        }
      : { status: 404, type: 'text/plain', body: 'not found' },
  );
}

/** What the frame's init script keeps, in ms since the epoch (timeOrigin-based). */
interface FrameTimes {
  headingInDomAt?: number;
  headingPaintedAt?: number;
}

/**
 * Runs in every document of the context before its own scripts; in the portal's frame it marks the
 * requested page's heading for Element Timing the moment it is in the DOM, and keeps its paint time.
 */
function watchRequestedHeading({ portalOrigin, heading }: { portalOrigin: string; heading: string }) {
  if (window === window.top || location.origin !== portalOrigin) return;
  const times: FrameTimes = {};
  (window as unknown as { benchTimes: FrameTimes }).benchTimes = times;
  const epoch = (time: number) => performance.timeOrigin + time;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as { identifier: string; renderTime: number }[]) {
      if (entry.identifier === 'requested-page-heading') times.headingPaintedAt ??= epoch(entry.renderTime);
    }
  }).observe({ type: 'element', buffered: true });
  new MutationObserver(() => {
    const element = document.getElementById('page-heading');
    if (!element || times.headingInDomAt !== undefined || !(element.textContent ?? '').includes(heading))
      return;
    element.setAttribute('elementtiming', 'requested-page-heading');
    times.headingInDomAt = epoch(performance.now());
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/** Lighthouse's mobile network and CPU, with CDP, on the tab (and the frames in its renderer). */
async function throttleAsLighthouseMobile(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: LIGHTHOUSE_MOBILE.rttMs,
    downloadThroughput: (LIGHTHOUSE_MOBILE.downloadKbps * 1024) / 8,
    uploadThroughput: (LIGHTHOUSE_MOBILE.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: LIGHTHOUSE_MOBILE.cpuSlowdown });
}

/** One mount, each figure in ms from the `mount()` call. */
interface MountTimes {
  headingPaintedMs: number;
  headingInDomMs: number;
  readyMs: number;
  navigateMs: number;
}

/** Loads the partner page in `page` and times its mount until the requested page is painted and announced. */
async function timeDeepLink(page: Page, partnerUrl: string): Promise<MountTimes> {
  await page.goto(partnerUrl);
  const frame = await (await page.waitForSelector('#portal iframe')).contentFrame();
  if (!frame) throw new Error('the portal’s frame has no document');
  const painted = () =>
    (window as unknown as { benchTimes?: FrameTimes }).benchTimes?.headingPaintedAt !== undefined;
  await frame.waitForFunction(painted, null, { timeout: 60_000 });
  await page.waitForFunction(
    () =>
      (window as unknown as { portalEvents: { type: string }[] }).portalEvents.some(
        (event) => event.type === 'navigate',
      ),
    null,
    { timeout: 60_000 },
  );
  const host = await page.evaluate(() => {
    const state = window as unknown as { mountedAt: number; portalEvents: { type: string; at: number }[] };
    return { mountedAt: state.mountedAt, events: state.portalEvents };
  });
  const times = await frame.evaluate(() => (window as unknown as { benchTimes: FrameTimes }).benchTimes);
  const since = (at: number | undefined) => (at === undefined ? Number.NaN : at - host.mountedAt);
  const event = (type: string) => since(host.events.find((candidate) => candidate.type === type)?.at);
  return {
    headingPaintedMs: since(times.headingPaintedAt),
    headingInDomMs: since(times.headingInDomAt),
    readyMs: event('ready'),
    navigateMs: event('navigate'),
  };
}

export interface EmbedDeepLinkFigures {
  path: string;
  partnerUrl: string;
  chromium: string;
  runs: number;
  targetMs: number;
  /** A new browser context each run: nothing of the portal cached. */
  cold: Record<keyof MountTimes, Spread>;
  /** The same tab loading the partner page again: the portal's files cached. */
  warm: Record<keyof MountTimes, Spread>;
  /**
   * A new browser context, the partner page calling `mount()` `MOUNT_LATER_MS` after its load: a
   * first visit, with the files embed.js fetched before `mount()`.
   */
  mountedLater: Record<keyof MountTimes, Spread>;
  met: boolean;
  loads: RunLoad[];
}

const spreads = (runs: readonly MountTimes[]) =>
  Object.fromEntries(
    (['headingPaintedMs', 'headingInDomMs', 'readyMs', 'navigateMs'] as const).map((key) => [
      key,
      spread(runs.map((run) => run[key])),
    ]),
  ) as Record<keyof MountTimes, Spread>;

/** `RUNS` runs against the portal at `portalUrl`, its partner page at `partnerUrl`. */
export async function embedDeepLinkFigures(
  portalUrl: string,
  partnerUrl: string,
): Promise<EmbedDeepLinkFigures> {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: [...CHROMIUM_ARGS, '--disable-site-isolation-trials'],
  });
  try {
    const cold: MountTimes[] = [];
    const warm: MountTimes[] = [];
    const mountedLater: MountTimes[] = [];
    const loads: RunLoad[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const { load } = await withLoad(async () => {
        const { width, height, deviceScaleFactor } = LIGHTHOUSE_MOBILE.screen;
        const inNewContext = async (visit: (page: Page) => Promise<void>) => {
          const context = await browser.newContext({
            viewport: { width, height },
            deviceScaleFactor,
            isMobile: true,
            hasTouch: true,
          });
          try {
            await context.addInitScript(watchRequestedHeading, {
              portalOrigin: new URL(portalUrl).origin,
              heading: DEEP_LINK.heading,
            });
            const page = await context.newPage();
            await throttleAsLighthouseMobile(context, page);
            await visit(page);
          } finally {
            await context.close();
          }
        };
        await inNewContext(async (page) => {
          cold.push(await timeDeepLink(page, partnerUrl));
          warm.push(await timeDeepLink(page, partnerUrl));
        });
        await inNewContext(async (page) => {
          mountedLater.push(await timeDeepLink(page, `${partnerUrl}${MOUNT_LATER_PATH}`));
        });
      });
      loads.push(load);
    }
    const coldSpreads = spreads(cold);
    return {
      path: DEEP_LINK.path,
      partnerUrl,
      chromium: browser.version(),
      runs: RUNS,
      targetMs: TARGET_MS,
      cold: coldSpreads,
      warm: spreads(warm),
      mountedLater: spreads(mountedLater),
      met: coldSpreads.headingPaintedMs.median <= TARGET_MS,
      loads,
    };
  } finally {
    await browser.close();
  }
}

export function embedDeepLinkTable(figures: EmbedDeepLinkFigures): string {
  const { rttMs, downloadKbps, uploadKbps, cpuSlowdown, screen } = LIGHTHOUSE_MOBILE;
  const row = (label: string, key: keyof MountTimes, target: boolean) => [
    label,
    formatSpread(figures.cold[key], ms),
    formatSpread(figures.warm[key], ms),
    formatSpread(figures.mountedLater[key], ms),
    target ? `≤ ${figures.targetMs} ms` : '',
    target ? verdict(figures.cold[key].median, { atMost: figures.targetMs }, ms) : '',
  ];
  return `${formatTable(
    `portal embedded in a partner page (${figures.partnerUrl}), deep link ${figures.path}: from mount() (Chromium ${figures.chromium}; ${rttMs} ms RTT, ${downloadKbps / 1024} Mbit/s down, ${uploadKbps} kbit/s up, CPU ${cpuSlowdown}× slower, ${screen.width}×${screen.height}; ${figures.runs} runs, median [min–max])`,
    [
      'mount() →',
      'first visit (nothing cached)',
      'later visit (portal files cached)',
      `first visit, mount() ${MOUNT_LATER_MS} ms after the page's load`,
      'target',
      'met? (first visit)',
    ],
    [
      row("the frame's code runs (the host hears 'ready', hands over the token)", 'readyMs', false),
      row('the heading of the requested page is in the DOM', 'headingInDomMs', false),
      row('the heading of the requested page is painted (Element Timing)', 'headingPaintedMs', true),
      row("the host hears 'navigate' (the router shows the page)", 'navigateMs', false),
    ],
  )}  mount() to heading, first visit: ${formatSpread(figures.cold.headingPaintedMs, ms)} (mount() at once), ${formatSpread(figures.mountedLater.headingPaintedMs, ms)} (mount() ${MOUNT_LATER_MS} ms after the page's load); target ≤ ${figures.targetMs} ms
  ${formatRunLoads(figures.loads)}
`;
}
