import { writeFile } from 'node:fs/promises';
import { constants, deflateRawSync } from 'node:zlib';
import { type Page, type TestInfo, expect, test } from '@playwright/test';
import { zipBomb } from '../src/features/address-check/many-sites/testing/workbooks.ts';
import { expectNoAxeViolations, logInAs, watchCspViolations } from './support.ts';

/**
 * Lists from a stranger on the many-addresses page: far too wide, packed to unpack to gigabytes,
 * pasted with a line of a million cells. The page reads them off its own thread and keeps
 * answering: a timer in the page beats every 50 ms while a list is read and shown. Before, such a
 * list stopped the page for minutes; here no two beats may lie seconds apart, on any machine. The
 * target of at most a second between beats is measured, with its spread and the load, by
 * `npm run bench -- hostile-sheets`.
 */

const FROZEN_MS = 5000;

/** 1,000,000 `;` on the heading row (1,000,001 columns, the last one with a heading), then two sites. */
const WIDE_HEADING = `Kolom A;Kolom B;Kolom C${';'.repeat(999_998)}Opmerking`;

async function openManySites(page: Page) {
  await page.goto(`/login?next=${encodeURIComponent('/address-check/many')}`);
  await logInAs(page, 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Meerdere adressen' })).toBeVisible();
}

/**
 * Starts the page's heartbeat (a timer every 50 ms), does `act`, waits for `shown` (a CSS selector:
 * cheap to poll, unlike a role) and says the longest the page went without a beat meanwhile.
 */
async function longestGapWhile(page: Page, act: () => Promise<void>, shown: string): Promise<number> {
  await page.evaluate(() => {
    const beats = { last: performance.now(), longest: 0 };
    Object.assign(window, { heartbeat: beats });
    const beat = () => {
      const now = performance.now();
      beats.longest = Math.max(beats.longest, now - beats.last);
      beats.last = now;
      setTimeout(beat, 50);
    };
    setTimeout(beat, 50);
  });
  await act();
  await page.locator(shown).waitFor({ timeout: 30_000 });
  return page.evaluate(() => {
    const { heartbeat } = window as unknown as { heartbeat: { last: number; longest: number } };
    return Math.max(heartbeat.longest, performance.now() - heartbeat.last);
  });
}

/** Lets the page lay out what it was just given (a megabyte in a field) before the heartbeat starts. */
const twoFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
  );

function watchChecks(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const body = request.postData() ?? '';
    if (body.includes('"method":"zipcode"')) calls.push(body);
  });
  return calls;
}

/**
 * The list as a file on disk, chosen as a person chooses it: the browser reads it from disk, so the
 * heartbeat measures the page, not the test putting a few megabytes into it.
 */
async function onDisk(testInfo: TestInfo, name: string, bytes: Uint8Array | string): Promise<string> {
  const path = testInfo.outputPath(name);
  await writeFile(path, bytes);
  return path;
}

const deflateRaw = (bytes: Uint8Array, flush: boolean) =>
  new Uint8Array(
    deflateRawSync(bytes, { level: 9, ...(flush ? { finishFlush: constants.Z_FULL_FLUSH } : {}) }),
  );

test.describe('lists from a stranger', () => {
  test.slow();

  test('a CSV with 1,000,000 semicolons on its heading row: 50 columns to choose from, and what was left out', async ({
    page,
  }, testInfo) => {
    const csp = watchCspViolations(page);
    await openManySites(page);
    const csv = `${WIDE_HEADING}\r\nWinkel 1;1012 AB;1\r\nWinkel 2;3011 AB;2\r\n`;
    expect(Buffer.byteLength(csv)).toBeGreaterThan(1_000_000);
    const path = await onDisk(testInfo, 'breed.csv', csv);
    const input = await page.getByLabel('Of kies een bestand').elementHandle();
    const gap = await longestGapWhile(page, () => input!.setInputFiles(path), 'form.site-mapping');
    expect(gap).toBeLessThan(FROZEN_MS);
    const mapping = page.getByRole('form', { name: 'Welke kolom is wat?' });
    await expect(mapping).toContainText(
      'Kolommen na kolom 50 zijn weggelaten (de lijst loopt door tot kolom 1.000.001).',
    );
    await expect(mapping.getByLabel('Postcode').locator('option')).toHaveCount(51);

    // the page goes on as with any list: the guessed columns are confirmed
    await mapping.getByRole('button', { name: 'Deze kolommen gebruiken' }).click();
    await expect(page.getByText('2 adressen klaar om te controleren')).toBeVisible();
    await expect(page.getByText(/Kolommen na kolom 50 zijn weggelaten/)).toBeVisible();
    await expectNoAxeViolations(page);
    expect(csp).toEqual([]);
  });

  test('zip bombs under 5 MB, one declaring its 3,000 MB and one lying about them, are refused', async ({
    page,
  }, testInfo) => {
    const checks = watchChecks(page);
    const csp = watchCspViolations(page);
    const unpacked = 3000 * 1024 * 1024;
    const bombs = [
      { name: 'eerlijk.xlsx', bytes: zipBomb(deflateRaw, unpacked) },
      // declares 100 kB: only unpacking it tells
      { name: 'gelogen.xlsx', bytes: zipBomb(deflateRaw, unpacked, 100_000) },
    ];
    await openManySites(page);
    const problem = page.getByRole('alert');
    for (const bomb of bombs) {
      expect(bomb.bytes.length).toBeLessThan(5 * 1024 * 1024);
      const path = await onDisk(testInfo, bomb.name, bomb.bytes);
      const input = await page.getByLabel('Of kies een bestand').elementHandle();
      const gap = await longestGapWhile(page, () => input!.setInputFiles(path), '.site-input .notice--error');
      expect(gap, bomb.name).toBeLessThan(FROZEN_MS);
      await expect(problem).toContainText(
        'Uitgepakt wordt deze werkmap groter dan 50 MB, of hij is strakker ingepakt dan een spreadsheet kan zijn.',
      );
      await expect(problem).toContainText('Er is niets verstuurd.');
      // the page takes the next list at once
      await page.getByLabel('Rijen uit een spreadsheet').fill('Postcode;Huisnummer\n1012 AB;1');
      await page.getByRole('button', { name: 'Geplakte rijen lezen' }).click();
      await expect(page.getByText('1 adres klaar om te controleren')).toBeVisible();
      await page.getByRole('button', { name: 'Andere lijst kiezen' }).click();
    }
    expect(checks).toEqual([]);
    expect(csp).toEqual([]);
  });

  test('pasted text with a line of a million cells and a cell of 100,000 characters', async ({ page }) => {
    await openManySites(page);
    const text = [WIDE_HEADING, `${'x'.repeat(100_000)};1012 AB;1`, 'Winkel 2;3011 AB;2'].join('\n');
    await page.getByLabel('Rijen uit een spreadsheet').fill(text);
    await twoFrames(page);
    const read = await page.getByRole('button', { name: 'Geplakte rijen lezen' }).elementHandle();
    const gap = await longestGapWhile(page, () => read!.click(), 'form.site-mapping');
    expect(gap).toBeLessThan(FROZEN_MS);
    const mapping = page.getByRole('form', { name: 'Welke kolom is wat?' });
    await expect(mapping).toContainText(
      'Kolommen na kolom 50 zijn weggelaten (de lijst loopt door tot kolom 1.000.001).',
    );
    await expect(mapping).toContainText(
      '1 cel was langer dan 500 tekens en is na 500 tekens afgekapt (regel 2).',
    );
    await expect(mapping.getByLabel('Referentie').locator('option')).toHaveCount(51);
    await mapping.getByRole('button', { name: 'Andere lijst kiezen' }).click();
    await expect(page.getByRole('button', { name: 'Geplakte rijen lezen' })).toBeVisible();
  });
});
