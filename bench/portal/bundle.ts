/** Portal benchmark a.: JavaScript per route, and what the log-in page loads before it runs. */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type BundleReport, LOG_IN_ROW, kib } from '../../scripts/check-bundle.ts';
import { formatTable, verdict } from '../support.ts';
import { DIST_DIR, TARGETS } from './settings.ts';

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

export function bundleFigures(report: BundleReport, distDir: string): BundleFigures {
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

export function bundleTable(figures: BundleFigures): string {
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
