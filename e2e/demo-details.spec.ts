/**
 * The demo's details (DEMO_URL): each example address is one link, label and address; every result
 * is headed with its street and town, also where no provider answered; the printed reports carry
 * the prospect's logo and name; and the demo bar is whole from its first frame, pushing nothing down.
 */
import { type Page, expect, test } from '@playwright/test';
import { DEMO_URL } from '../playwright.config.ts';
import { expectNoAxeViolations, pdfPages } from './support.ts';

test.use({ baseURL: DEMO_URL });

const STAFF = 'Medewerker met alle rechten';
/** A 1×1 PNG. */
const LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const demoBar = (page: Page) => page.getByRole('region', { name: 'Demo' });

async function signIn(page: Page, path: string) {
  await page.goto(`/login?next=${encodeURIComponent(path)}`);
  await page.getByRole('button', { name: new RegExp(STAFF) }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Inloggen');
}

test('an example address is one link, label and address; results are headed with the street', async ({
  page,
}) => {
  await signIn(page, '/address-check');
  const scenarios = page.locator('details.demo-scenarios');
  const links = scenarios.getByRole('link');
  await expect(links).toHaveCount(7);
  // the address under the label is part of its link: a click on it runs the check
  const unserved = scenarios.getByRole('link', { name: /^Geen enkele provider levert:/ });
  await expect(unserved).toContainText('Oude Ebbingestraat 5, 9711 AB Groningen');
  await unserved.getByText('Oude Ebbingestraat 5, 9711 AB Groningen').click();
  await expect(page).toHaveURL(/zipcode=9711AB&housenr=5/);
  // no provider serves it, so none named it: the postcode lookup does
  await expect(
    page.getByRole('heading', { level: 2, name: 'Resultaat voor Oude Ebbingestraat 5, 9711 AB Groningen' }),
  ).toBeVisible();

  // one tab stop per example
  await links.first().focus();
  await page.keyboard.press('Tab');
  await expect(links.nth(1)).toBeFocused();
  await expectNoAxeViolations(page);

  // every provider down: the check fails, and the heading still names the street
  if ((await scenarios.getAttribute('open')) === null) await scenarios.locator('summary').click();
  await scenarios.getByRole('link', { name: /^Alle providers hebben een storing:/ }).click();
  await expect(page).toHaveURL(/zipcode=5611AB&housenr=3/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Resultaat voor Stratumseind 3, 5611 AB Eindhoven' }),
  ).toBeVisible();
});

test('the printed reports carry the prospect’s logo and name', async ({ page }) => {
  await signIn(page, '/address-check?zipcode=1012AB&housenr=1');
  await demoBar(page).getByRole('button', { name: 'Demo-instellingen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Demo-instellingen' });
  await dialog.getByLabel('Naam van de prospect').fill('Glasvezel Noord');
  await dialog.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO });
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: /^Resultaat voor Damrak 1/ })).toBeVisible();

  const letterhead = page.locator('.report-letterhead');
  await expect(letterhead).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(letterhead.getByText('Glasvezel Noord')).toBeVisible();
  await expect(letterhead.locator('img')).toBeVisible();
  await expect(letterhead.locator('img')).toHaveAttribute('src', /^data:image\/png;base64,/);
  const pages = await pdfPages(await page.pdf({ format: 'A4' }));
  expect(pages).toHaveLength(1);
  expect(pages[0]).toContain('Glasvezel Noord');
  expect(pages[0]).toContain('Beschikbaarheidsrapport');
  await page.emulateMedia({ media: 'screen' });

  // the many-sites report too
  await page.goto('/address-check/many');
  await page.getByRole('button', { name: 'Voorbeeldlijst gebruiken' }).click();
  await page.getByRole('button', { name: 'Controleer 7 adressen' }).click();
  await expect(page.locator('.site-run__status')).toHaveText('Klaar: alle adressen zijn gecontroleerd.', {
    timeout: 30_000,
  });
  await page.emulateMedia({ media: 'print' });
  const report = (await pdfPages(await page.pdf({ format: 'A4' }))).join('\n');
  expect(report).toContain('Glasvezel Noord');
  expect(report).toContain('Beschikbaarheid per vestiging');
  await expect(page.locator('.site-report .report-letterhead img')).toBeVisible();
});

/**
 * Each frame from the first that draws the demo bar or the page under it: the bar's box and buttons,
 * and whether the page is there. Layout shifts as Chromium reports them, with the elements moved.
 */
async function watchFrames(page: Page) {
  await page.addInitScript(() => {
    const watched = window as unknown as {
      frames: { height: number; top: number; buttons: number; header: boolean }[];
      shifted: string[];
    };
    watched.frames = [];
    watched.shifted = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { sources?: { node?: Node }[] }[])
        for (const source of entry.sources ?? [])
          if (source.node instanceof Element)
            watched.shifted.push(source.node.className || source.node.tagName);
    }).observe({ type: 'layout-shift', buffered: true });
    const sample = () => {
      const bar = document.querySelector('.demo-banner');
      const header = document.querySelector('.app-header, .login__card') !== null;
      if (bar || header) {
        const box = bar?.getBoundingClientRect();
        watched.frames.push({
          height: box?.height ?? 0,
          top: box?.top ?? 0,
          buttons: bar?.querySelectorAll('.demo-banner__actions button').length ?? 0,
          header,
        });
      }
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

for (const width of [1280, 900, 390]) {
  test(`the demo bar keeps its height from its first frame, ${width} px wide`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await watchFrames(page);
    const framesOf = async (path: string, buttons: number) => {
      await page.goto(path);
      await expect(demoBar(page).locator('.demo-banner__actions button')).toHaveCount(buttons);
      await page.waitForTimeout(500);
      return page.evaluate(() => {
        const watched = window as unknown as {
          frames: { height: number; top: number; buttons: number }[];
          shifted: string[];
        };
        return { frames: watched.frames, shifted: watched.shifted };
      });
    };
    const expectSteady = ({ frames, shifted }: Awaited<ReturnType<typeof framesOf>>, buttons: number) => {
      expect(frames.length).toBeGreaterThan(0);
      // there with the page's first frame, whole: every button there, the same box ever after
      expect(frames[0]!.buttons).toBe(buttons);
      const [first] = frames;
      for (const frame of frames)
        expect({ height: frame.height, top: frame.top }).toEqual(
          first && { height: first.height, top: first.top },
        );
      // nothing below the bar was pushed down by it
      expect(shifted.filter((name) => /app-header|app-main|login__card/.test(name))).toEqual([]);
    };
    expectSteady(await framesOf('/login', 1), 1);
    await page.getByRole('button', { name: new RegExp(STAFF) }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
    for (const path of ['/', '/address-check', '/transactions']) expectSteady(await framesOf(path, 3), 3);
  });
}
