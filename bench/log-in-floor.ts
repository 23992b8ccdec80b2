/**
 * The log-in page's floor: the same log-in form as a single static HTML page, with the styles the
 * portal's log-in uses inlined — no script, nothing else to fetch. It is the fastest the log-in
 * page could be on the same network and CPU; Lighthouse loads the portal's log-in and the floor in
 * the same run (bench/portal.ts), and the ratio of their LCPs is what drawing the log-in with the
 * portal's JavaScript costs.
 *
 * The floor is the portal's own log-in as drawn: its markup is taken from the rendered page (on
 * Lighthouse's mobile screen), scripts left out, and every stylesheet it uses (the portal's built
 * CSS, which the portal's own log-in document may already carry inline) put inline; an empty icon, so the browser asks for no favicon.ico. The portal's CSP would
 * refuse inline styles, so the bench serves the floor itself, on another origin
 * (`http://localhost:{port}`), compressed as the portal compresses its own files.
 */
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_PATH, CHROMIUM_ARGS, servePages } from './support.ts';

/** The log-in as the browser drew it: the attributes of <html> and <body>, the body's markup, the stylesheets. */
interface DrawnLogIn {
  htmlAttributes: string;
  bodyAttributes: string;
  body: string;
  title: string;
  viewport: string;
  /** In the document's order: a linked stylesheet's URL, or the text of a `<style>`. */
  stylesheets: ({ href: string } | { text: string })[];
}

async function drawnLogIn(portalUrl: string): Promise<DrawnLogIn> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true });
    await page.goto(`${portalUrl}/login`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Inloggen' }).waitFor();
    return await page.evaluate(() => {
      const quote = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
      const attributes = (element: Element) =>
        [...element.attributes].map((attribute) => ` ${attribute.name}="${quote(attribute.value)}"`).join('');
      const body = document.body.cloneNode(true) as HTMLElement;
      for (const element of body.querySelectorAll('script, noscript, link')) element.remove();
      return {
        htmlAttributes: attributes(document.documentElement),
        bodyAttributes: attributes(document.body),
        body: body.innerHTML,
        title: document.title,
        viewport: document.querySelector('meta[name="viewport"]')?.getAttribute('content') ?? '',
        stylesheets: [...document.querySelectorAll('link[rel="stylesheet"], style')].map((element) =>
          element instanceof HTMLLinkElement ? { href: element.href } : { text: element.textContent ?? '' },
        ),
      };
    });
  } finally {
    await browser.close();
  }
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The floor page: the drawn log-in with its stylesheets inline. */
export async function logInFloorHtml(portalUrl: string): Promise<string> {
  const drawn = await drawnLogIn(portalUrl);
  if (drawn.stylesheets.length === 0) throw new Error('the portal’s log-in uses no stylesheet');
  const styles = await Promise.all(
    drawn.stylesheets.map(async (stylesheet) => {
      if ('text' in stylesheet) return stylesheet.text;
      const reply = await fetch(stylesheet.href);
      if (!reply.ok) throw new Error(`${stylesheet.href}: ${reply.status}`);
      return (await reply.text()).replace(/<\/style/gi, '<\\/style');
    }),
  );
  return `<!doctype html>
<html${drawn.htmlAttributes}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="${escapeText(drawn.viewport).replace(/"/g, '&quot;')}">
<title>${escapeText(drawn.title)}</title>
<link rel="icon" href="data:,">
<style>${styles.join('\n')}</style>
</head>
<body${drawn.bodyAttributes}>${drawn.body}</body>
</html>
`;
}

/** Serves the floor at `http://localhost:{port}/` (anything else: 404) until `close()`. */
export async function serveLogInFloor(
  port: number,
  portalUrl: string,
): Promise<{ url: string; bytes: number; close: () => Promise<void> }> {
  const html = await logInFloorHtml(portalUrl);
  const server = await servePages(port, (url) =>
    url.pathname === '/'
      ? { status: 200, type: 'text/html; charset=utf-8', body: html }
      : { status: 404, type: 'text/plain', body: 'not found' },
  );
  return { url: `${server.url}/`, bytes: Buffer.byteLength(html), close: server.close };
}

/** Each run's LCP of the log-in and of its floor (ms). */
export interface FloorRun {
  logIn: number;
  floor: number;
}

/**
 * The log-in and its floor loaded by Lighthouse (mobile preset) with DevTools throttling applied
 * while the page loads (slow 4G as Lighthouse applies it: 562.5 ms round trip, 1.4 Mbit/s; CPU 4×
 * slower), instead of its default simulation. The simulation (Lantern) replays an unthrottled load
 * and counts, towards the LCP, every request that ended before the observed paint; on loopback
 * headless Chromium paints its first frame about 100 ms after the navigation, when the scripts
 * have long arrived, so the simulation charges them to the paint that did not wait for them. With
 * the throttling applied, the paint happens when it happens.
 */
export async function appliedThrottlingRuns(
  logInUrl: string,
  floorUrl: string,
  runs: number,
): Promise<FloorRun[]> {
  const lcp = async (url: string) => {
    const chrome = await launch({
      chromePath: CHROME_PATH,
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ['performance'],
        throttlingMethod: 'devtools',
        logLevel: 'error',
      });
      return result?.lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN;
    } finally {
      chrome.kill();
    }
  };
  const measured: FloorRun[] = [];
  for (let run = 0; run < runs; run += 1) {
    const floor = await lcp(floorUrl);
    measured.push({ floor, logIn: await lcp(logInUrl) });
  }
  return measured;
}
