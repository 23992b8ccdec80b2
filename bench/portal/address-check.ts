/** Portal benchmark d.: from the click on "Controleren" to the first provider card with products. */
import { type Page as PlaywrightPage, chromium } from '@playwright/test';
import {
  CHROME_PATH,
  CHROMIUM_ARGS,
  CREDENTIALS,
  type Spread,
  formatSpread,
  formatTable,
  ms,
  spread,
  verdict,
} from '../support.ts';
import { TARGETS } from './settings.ts';

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

export async function addressCheckFigures(url: string): Promise<AddressCheckFigures & { chromium: string }> {
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

export function addressCheckTable(figures: AddressCheckFigures, chromiumVersion: string): string {
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
