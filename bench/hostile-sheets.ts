/**
 * How long the many-addresses page stops answering while it reads a list from a stranger, in figures
 * (nothing is asserted on timing). On /address-check/many in headless Chromium, a timer in the page
 * beats every 50 ms while a list is read and its answer shown, as e2e/hostile-sheets.spec.ts does;
 * the longest gap between two beats is how long the page could not answer a person. Four lists, each
 * RUNS times:
 *
 * - a CSV of about 1 MB whose heading row holds 1,000,000 `;`, then two sites;
 * - an .xlsx zip bomb under 5 MB that declares its 3,000 MB;
 * - the same bomb declaring 100 kB: only unpacking it tells;
 * - pasted text: the wide heading line and a row with a cell of 100,000 characters (put in the field
 *   before the heartbeat starts, then “Geplakte rijen lezen” clicked).
 *
 * Files are chosen from disk as a person chooses them (`setInputFiles` with a path), so the figures
 * are the page's, not the bench's putting megabytes into it. For each: the longest gap and the time
 * from choosing (the input's `change`, the button's `click`, in the page) to the answer in the DOM
 * (the column step or the refusal), median [min–max]; the target is a longest gap of at most
 * TARGET_GAP_MS. Beside them, in the same run, the same figures for an ordinary two-row CSV with the
 * same answer: the page's own floor on this machine. Starts its own portal on port 4592
 * (HOSTILE_SHEETS_BENCH_PORT), serving BENCH_DIST as built when set.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { constants, deflateRawSync } from 'node:zlib';
import { type Page, chromium } from '@playwright/test';
import { zipBomb } from '../src/features/address-check/many-sites/testing/workbooks.ts';
import {
  CHROME_PATH,
  CHROMIUM_ARGS,
  CREDENTIALS,
  formatSpread,
  formatTable,
  loadAverage,
  type RunLoad,
  type Spread,
  spread,
  startPortal,
  verdict,
  withLoad,
} from './support.ts';

const PORT = Number(process.env.HOSTILE_SHEETS_BENCH_PORT ?? 4592);
const RUNS = 5;
const TARGET_GAP_MS = 1000;
const BEAT_MS = 50;
/** The page ends a read after 15 s; an answer later than this is a fault of the page, not a figure. */
const ANSWER_TIMEOUT_MS = 30_000;

const MAPPING = 'form.site-mapping';
const REFUSAL = '.site-input .notice--error';

/** 1,000,000 `;` on the heading row (1,000,001 columns, the last one with a heading). */
const WIDE_HEADING = `Kolom A;Kolom B;Kolom C${';'.repeat(999_998)}Opmerking`;
const SITES = 'Winkel 1;1012 AB;1\r\nWinkel 2;3011 AB;2\r\n';

/** The figures of one list over RUNS runs. */
export interface HostileListFigures {
  name: string;
  what: string;
  /** The bytes chosen or pasted. */
  bytes: number;
  longestGapMs: Spread;
  answerMs: Spread;
  /** Whether the median longest gap is within `targetGapMs`. */
  met: boolean;
  load: RunLoad;
}

export interface HostileSheetsFigures {
  runs: number;
  beatMs: number;
  targetGapMs: number;
  chromium: string;
  lists: HostileListFigures[];
  /** An ordinary two-row CSV, read and shown the same way: the page's own floor on this machine. */
  floor: HostileListFigures;
  load: RunLoad;
}

interface List {
  name: string;
  what: string;
  bytes: number;
  /** Gets the page ready for a run (outside the heartbeat). */
  prepare: (page: Page) => Promise<void>;
  /** Chooses the file or clicks the button: what the heartbeat measures from. */
  act: (page: Page) => Promise<void>;
  /** The answer's selector, and text it must hold (the page answering as it should). */
  shown: string;
  says: string;
  /** Back to an empty list input after the answer (outside the heartbeat). */
  reset: (page: Page) => Promise<void>;
}

const deflateRaw = (bytes: Uint8Array, flush: boolean) =>
  new Uint8Array(
    deflateRawSync(bytes, { level: 9, ...(flush ? { finishFlush: constants.Z_FULL_FLUSH } : {}) }),
  );

/** Lets the page lay out what it was just given (a megabyte in a field) before the heartbeat starts. */
const twoFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
  );

const backFromMapping = async (page: Page) => {
  await page.locator(MAPPING).getByRole('button', { name: 'Andere lijst kiezen' }).click();
  await page.locator(MAPPING).waitFor({ state: 'detached' });
};

/** A refusal stays until the next list: a small pasted list is taken, then put aside (as the e2e test does). */
const backFromRefusal = async (page: Page) => {
  await page.getByLabel('Rijen uit een spreadsheet').fill('Postcode;Huisnummer\n1012 AB;1');
  await page.getByRole('button', { name: 'Geplakte rijen lezen' }).click();
  await page.getByText('1 adres klaar om te controleren').waitFor();
  await page.getByRole('button', { name: 'Andere lijst kiezen' }).first().click();
  await page.locator(REFUSAL).waitFor({ state: 'detached' });
  await page.getByLabel('Of kies een bestand').waitFor();
};

function fileList(name: string, what: string, path: string, bytes: number, refused: boolean): List {
  return {
    name,
    what,
    bytes,
    prepare: async () => {},
    act: async (page) => {
      const input = await page.getByLabel('Of kies een bestand').elementHandle();
      await input!.setInputFiles(path);
    },
    shown: refused ? REFUSAL : MAPPING,
    says: refused ? 'Uitgepakt wordt deze werkmap groter dan 50 MB' : 'Welke kolom is wat?',
    reset: refused ? backFromRefusal : backFromMapping,
  };
}

/**
 * One run: the heartbeat starts, `act`, the answer is waited for; the longest gap between beats
 * (the last one up to the moment the page answers the bench after showing it) and the time from the
 * choice (the first `change` or `click` the page sees) to the answer in the DOM.
 */
async function measure(page: Page, list: List): Promise<{ gapMs: number; answerMs: number }> {
  const handle = await page.evaluateHandle(
    ({ shown, beatMs }) => {
      const beats = {
        last: performance.now(),
        longest: 0,
        armedAt: performance.now(),
        chosenAt: Number.NaN,
        answeredAt: Number.NaN,
        stopped: false,
        observer: null as MutationObserver | null,
        stop: () => {},
      };
      const chosen = () => {
        if (Number.isNaN(beats.chosenAt)) beats.chosenAt = performance.now();
      };
      document.addEventListener('change', chosen, { capture: true });
      document.addEventListener('click', chosen, { capture: true });
      beats.observer = new MutationObserver(() => {
        if (Number.isNaN(beats.answeredAt) && document.querySelector(shown)) {
          beats.answeredAt = performance.now();
          beats.observer?.disconnect();
        }
      });
      beats.observer.observe(document.body, { childList: true, subtree: true });
      const beat = () => {
        if (beats.stopped) return;
        const now = performance.now();
        beats.longest = Math.max(beats.longest, now - beats.last);
        beats.last = now;
        setTimeout(beat, beatMs);
      };
      setTimeout(beat, beatMs);
      beats.stop = () => {
        beats.stopped = true;
        beats.observer?.disconnect();
        document.removeEventListener('change', chosen, { capture: true });
        document.removeEventListener('click', chosen, { capture: true });
      };
      return beats;
    },
    { shown: list.shown, beatMs: BEAT_MS },
  );
  await list.act(page);
  await page.locator(list.shown).waitFor({ timeout: ANSWER_TIMEOUT_MS });
  const figures = await handle.evaluate((beats) => {
    beats.stop();
    const chosenAt = Number.isNaN(beats.chosenAt) ? beats.armedAt : beats.chosenAt;
    return {
      gapMs: Math.max(beats.longest, performance.now() - beats.last),
      answerMs: beats.answeredAt - chosenAt,
    };
  });
  await handle.dispose();
  const answer = await page.locator(list.shown).innerText();
  if (!answer.includes(list.says))
    throw new Error(`${list.name}: the page answered “${answer.slice(0, 300)}”, not “${list.says}”`);
  return figures;
}

async function runList(page: Page, list: List): Promise<HostileListFigures> {
  const { result, load } = await withLoad(async () => {
    const gaps: number[] = [];
    const answers: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await list.prepare(page);
      const { gapMs, answerMs } = await measure(page, list);
      gaps.push(gapMs);
      answers.push(answerMs);
      await list.reset(page);
    }
    return { gaps, answers };
  });
  const longestGapMs = spread(result.gaps);
  return {
    name: list.name,
    what: list.what,
    bytes: list.bytes,
    longestGapMs,
    answerMs: spread(result.answers),
    met: longestGapMs.median <= TARGET_GAP_MS,
    load,
  };
}

const MB = 1024 * 1024;
const size = (bytes: number) =>
  bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} kB`;
const msText = (value: number) => `${value.toFixed(0)} ms`;

export async function benchHostileSheets(): Promise<HostileSheetsFigures> {
  const loadAtStart = loadAverage();
  const directory = await mkdtemp(join(tmpdir(), 'hostile-sheets-'));
  const portal = await startPortal({ port: PORT, distDir: process.env.BENCH_DIST });
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
  try {
    const onDisk = async (name: string, bytes: Uint8Array | string) => {
      const path = join(directory, name);
      await writeFile(path, bytes);
      return { path, bytes: typeof bytes === 'string' ? Buffer.byteLength(bytes) : bytes.length };
    };
    const unpacked = 3000 * MB;
    const wide = await onDisk('breed.csv', `${WIDE_HEADING}\r\n${SITES}`);
    const honest = await onDisk('eerlijk.xlsx', zipBomb(deflateRaw, unpacked));
    const lying = await onDisk('gelogen.xlsx', zipBomb(deflateRaw, unpacked, 100_000));
    const ordinary = await onDisk('gewoon.csv', `Kolom A;Kolom B;Kolom C\r\n${SITES}`);
    const pasted = [WIDE_HEADING, `${'x'.repeat(100_000)};1012 AB;1`, 'Winkel 2;3011 AB;2'].join('\n');

    const lists: List[] = [
      fileList('wide CSV', '1,000,000 `;` on the heading row, then two sites', wide.path, wide.bytes, false),
      fileList('zip bomb', 'an .xlsx declaring its 3,000 MB', honest.path, honest.bytes, true),
      fileList('lying zip bomb', 'the same, declaring 100 kB', lying.path, lying.bytes, true),
      {
        name: 'pasted',
        what: 'the wide heading line and a cell of 100,000 characters',
        bytes: Buffer.byteLength(pasted),
        prepare: async (page) => {
          await page.getByLabel('Rijen uit een spreadsheet').fill(pasted);
          await twoFrames(page);
        },
        act: async (page) => {
          const read = await page.getByRole('button', { name: 'Geplakte rijen lezen' }).elementHandle();
          await read!.click();
        },
        shown: MAPPING,
        says: 'Kolommen na kolom 50 zijn weggelaten',
        reset: backFromMapping,
      },
    ];
    const floorList = fileList(
      'ordinary CSV',
      'three headings, two sites',
      ordinary.path,
      ordinary.bytes,
      false,
    );

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${portal.url}/login?next=${encodeURIComponent('/address-check/many')}`);
    await page.getByLabel('Gebruikersnaam').fill(CREDENTIALS.username);
    await page.getByLabel('Wachtwoord').fill(CREDENTIALS.password);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.getByRole('heading', { level: 1, name: 'Meerdere adressen' }).waitFor();

    // the floor first, then each list, in the same tab
    const floor = await runList(page, floorList);
    const measured: HostileListFigures[] = [];
    for (const list of lists) measured.push(await runList(page, list));

    const figures: HostileSheetsFigures = {
      runs: RUNS,
      beatMs: BEAT_MS,
      targetGapMs: TARGET_GAP_MS,
      chromium: browser.version(),
      lists: measured,
      floor,
      load: { start: loadAtStart, end: loadAverage() },
    };
    const row = (list: HostileListFigures, target: boolean) => [
      list.name,
      size(list.bytes),
      formatSpread(list.longestGapMs, msText),
      formatSpread(list.answerMs, msText),
      target ? `≤ ${TARGET_GAP_MS} ms` : '',
      target ? verdict(list.longestGapMs.median, { atMost: TARGET_GAP_MS }, msText) : '',
      `${list.load.start.toFixed(1)} → ${list.load.end.toFixed(1)}`,
    ];
    console.log(
      formatTable(
        `hostile lists on the many-addresses page (${portal.url}, headless Chromium ${figures.chromium}, ${availableParallelism()} CPUs, ${RUNS} runs each, a beat every ${BEAT_MS} ms; load average ${figures.load.start.toFixed(1)} at the start, ${figures.load.end.toFixed(1)} at the end)`,
        ['list', 'size', 'longest gap', 'choice → answer', 'target', 'median met?', 'load average'],
        [...measured.map((list) => row(list, true)), row(floor, false)],
      ) +
        `  ceiling, the same run: an ordinary CSV (${floor.what}) has a longest gap of ${formatSpread(floor.longestGapMs, msText)}: the page's own floor on this machine\n`,
    );
    return figures;
  } finally {
    await browser.close();
    await portal.stop();
    await rm(directory, { recursive: true, force: true });
  }
}
