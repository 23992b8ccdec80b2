/**
 * Budget of the built portal (run after `vite build`): the JavaScript a browser must load for the
 * log-in (the entry, which shows it, with its static imports and texts), each route's own chunk
 * (shared chunks are listed beside it), and no JSON Schema compiler (AJV compiles with
 * `new Function`, which the CSP forbids); and English texts only for a person who chooses English:
 * none among what a visit in Dutch loads, each feature's English texts a chunk of their own. Prints
 * a table and exits 1 when a budget is broken. `checkBundle()` and `formatBundleReport()` give the
 * same figures and table to other scripts (the portal benchmark).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const KIB = 1024;
export const LOG_IN_BUDGET = 100 * KIB;
export const ROUTE_BUDGET = 60 * KIB;
/** The first screen of every visit: the entry shows the log-in without waiting for a route. */
export const LOG_IN_ROW = 'log-in (the entry, its imports and texts)';
const AFTER_LOG_IN = ['src/app/routing.tsx', 'src/app/signed-in-shell.tsx'];
const COMPILER_MARKERS = ['new Function(', 'strict mode: unknown keyword'];
/** The texts of one language: the shell's (src/i18n), each feature's and demo mode's, `messages-<locale>.ts`. */
const LANGUAGE_TEXTS = /^src\/(?:i18n|demo|features\/[^/]+)\/messages-([a-z]+)\.ts$/;
const languageOf = (key: string) => LANGUAGE_TEXTS.exec(key)?.[1] ?? null;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export interface BundleRow {
  /** The page module under src/features/, e.g. `home/home-page`; the log-in row says what it includes. */
  route: string;
  /** gzip bytes: the route's own chunk, or for the log-in everything it needs before it can run. */
  bytes: number;
  budget: number;
  /**
   * gzip bytes of the other chunks only this route loads (not the entry's), with its own texts in
   * the larger language; 0 for the log-in.
   */
  shared: number;
}

export interface BundleReport {
  /** Sorted by route. */
  rows: BundleRow[];
  /** Built JavaScript files that contain a runtime JSON Schema compiler (should be none). */
  compilerChunks: string[];
  /** English texts a visit in Dutch would load before the person chooses English (should be none). */
  englishUpFront: string[];
  /** Broken budgets, chunks with a compiler and English loaded up front: 0 when all is well. */
  broken: number;
}

/** Measures the build in `distDir` (its `.vite/manifest.json` and the files it names). */
export function checkBundle(distDir = 'dist'): BundleReport {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const gzipSizes = new Map<string, number>();
  function sizeOf(key: string): number {
    const file = manifest[key]?.file ?? key;
    let size = gzipSizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(distDir, file))).length;
      gzipSizes.set(file, size);
    }
    return size;
  }
  const total = (keys: Iterable<string>) => [...keys].reduce((sum, key) => sum + sizeOf(key), 0);

  /** A chunk and everything it imports statically: what loads before it can run. */
  function closure(key: string, seen = new Set<string>()): Set<string> {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
    return seen;
  }

  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('the manifest has no entry chunk');
  const entry = closure(entryKey);

  /** The shared texts load in the person's language before the first render: count the larger one. */
  const largestLocale = Math.max(
    0,
    ...Object.entries(manifest)
      .filter(([, chunk]) => /src\/i18n\/messages-[a-z]+\.ts$/.test(chunk.src ?? ''))
      .map(([key]) => total([...closure(key)].filter((dependency) => !entry.has(dependency)))),
  );

  /** The texts a route loads as it first draws (dynamic imports of its chunks), in its larger language. */
  function routeTexts(own: readonly string[]): number {
    const byLanguage = new Map<string, string[]>();
    for (const dependency of own)
      for (const loaded of manifest[dependency]?.dynamicImports ?? []) {
        const language = languageOf(loaded);
        if (language && !loaded.startsWith('src/i18n/'))
          byLanguage.set(language, [...(byLanguage.get(language) ?? []), loaded]);
      }
    return Math.max(0, ...[...byLanguage.values()].map((keys) => total(new Set(keys))));
  }

  const rows: BundleRow[] = [];
  const upFront = new Set(entry);
  for (const [key, chunk] of Object.entries(manifest)) {
    // After the log-in, the router and the signed-in frame load before the first page: all they need counts.
    if (chunk.isDynamicEntry && chunk.src && AFTER_LOG_IN.includes(chunk.src)) {
      const own = [...closure(key)].filter((dependency) => !entry.has(dependency));
      own.forEach((dependency) => upFront.add(dependency));
      const route = `${chunk.src.replace(/^src\//, '').replace(/\.tsx$/, '')} (with all it loads)`;
      rows.push({ route, bytes: total(own), budget: ROUTE_BUDGET, shared: 0 });
      continue;
    }
    if (!chunk.isDynamicEntry || !chunk.src?.endsWith('-page.tsx')) continue;
    const own = [...closure(key)].filter((dependency) => !entry.has(dependency));
    own.forEach((dependency) => upFront.add(dependency));
    const route = chunk.src.replace(/^src\/features\//, '').replace(/\.tsx$/, '');
    const shared = own.filter((dependency) => dependency !== key);
    rows.push({ route, bytes: sizeOf(key), budget: ROUTE_BUDGET, shared: total(shared) + routeTexts(own) });
  }
  rows.sort((a, b) => a.route.localeCompare(b.route));
  rows.unshift({
    route: LOG_IN_ROW,
    bytes: total(entry) + largestLocale,
    budget: LOG_IN_BUDGET,
    shared: 0,
  });

  const compilerChunks = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.js'))
    .filter((file) =>
      COMPILER_MARKERS.some((marker) => readFileSync(join(distDir, file), 'utf8').includes(marker)),
    );

  // A visit in Dutch loads, before any choice, the log-in, the frame, its pages and their Dutch texts.
  for (const key of Object.keys(manifest))
    if (languageOf(key) === 'nl') closure(key).forEach((dependency) => upFront.add(dependency));
  /** What only the English texts `key` load: what the Dutch ones load too (shared labels) is no English. */
  const englishOnly = (key: string) => {
    const dutch = closure(key.replace(/-en\.ts$/, '-nl.ts'));
    return [...closure(key)].filter((dependency) => !dutch.has(dependency));
  };
  const englishUpFront = [
    ...Object.keys(manifest)
      .filter(
        (key) => languageOf(key) === 'en' && englishOnly(key).some((dependency) => upFront.has(dependency)),
      )
      .map((english) => `${english} (loaded up front)`),
    // each feature's English texts come in a chunk of their own, which only a dynamic import reaches
    ...Object.keys(manifest)
      .filter((key) => languageOf(key) === 'nl' && key.startsWith('src/features/'))
      .map((dutch) => dutch.replace(/-nl\.ts$/, '-en.ts'))
      .filter((english) => !manifest[english]?.isDynamicEntry)
      .map((english) => `${english} (no chunk of its own)`),
  ].sort();

  return {
    rows,
    compilerChunks,
    englishUpFront,
    broken:
      rows.filter((row) => row.bytes > row.budget).length + compilerChunks.length + englishUpFront.length,
  };
}

export const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;

/** The table `npm run check:bundle` prints, each line ending in a newline. */
export function formatBundleReport(report: BundleReport): string {
  const line = (cells: string[]) =>
    `${cells[0]!.padEnd(44)}${cells
      .slice(1)
      .map((cell) => cell.padStart(14))
      .join('')}\n`;
  let text = line(['route JavaScript (gzip)', 'route chunk', 'budget', 'shared chunks']);
  for (const row of report.rows) {
    const cells = [row.route, kib(row.bytes), kib(row.budget), row.shared > 0 ? kib(row.shared) : '—'];
    text += line(cells).replace(/\n$/, row.bytes > row.budget ? '  OVER\n' : '\n');
  }
  const compilers = report.compilerChunks;
  text += `runtime JSON Schema compiler in: ${compilers.length === 0 ? 'no chunk' : compilers.join(', ')}\n`;
  const english = report.englishUpFront;
  text += `English texts loaded before English is chosen: ${english.length === 0 ? 'none' : english.join(', ')}\n`;
  return text;
}

/** Scripts other sites load on their own pages (vite.config.ts's STANDALONE_SCRIPTS): each file whole. */
export const STANDALONE_BUDGETS = [
  { file: 'widget/address-check.js', budget: 15 * KIB },
  { file: 'embed.js', budget: 8 * KIB },
];

export interface StandaloneRow {
  /** The built file under the dist folder, e.g. `widget/address-check.js`. */
  file: string;
  /** gzip bytes of the whole file; null when the build has no such file (counted as broken). */
  bytes: number | null;
  budget: number;
}

/** Measures the standalone scripts in `distDir`: a missing one, or one over its budget, is broken. */
export function checkStandaloneScripts(distDir = 'dist'): { rows: StandaloneRow[]; broken: number } {
  const rows = STANDALONE_BUDGETS.map(({ file, budget }): StandaloneRow => {
    let bytes: number | null = null;
    try {
      bytes = gzipSync(readFileSync(join(distDir, file))).length;
    } catch {
      // not built: broken
    }
    return { file, bytes, budget };
  });
  return { rows, broken: rows.filter((row) => row.bytes === null || row.bytes > row.budget).length };
}

/** The standalone scripts' rows, in the columns of `formatBundleReport`'s table. */
export function formatStandaloneReport(report: { rows: StandaloneRow[] }): string {
  const line = (cells: string[]) =>
    `${cells[0]!.padEnd(44)}${cells
      .slice(1)
      .map((cell) => cell.padStart(14))
      .join('')}`;
  let text = `${line(['standalone script (gzip)', 'file', 'budget'])}\n`;
  for (const row of report.rows) {
    const size = row.bytes === null ? 'missing' : kib(row.bytes);
    const broken = row.bytes === null || row.bytes > row.budget;
    text += `${line([`${row.file} (classic script)`, size, kib(row.budget)])}${broken ? '  OVER' : ''}\n`;
  }
  return text;
}

if (import.meta.main) {
  const report = checkBundle(process.argv[2] ?? 'dist');
  process.stdout.write(formatBundleReport(report));
  const scripts = checkStandaloneScripts(process.argv[2] ?? 'dist');
  process.stdout.write(formatStandaloneReport(scripts));
  if (scripts.broken > 0) process.exit(1);
  process.exit(report.broken === 0 ? 0 : 1);
}
