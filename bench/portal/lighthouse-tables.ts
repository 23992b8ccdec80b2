/** Portal benchmarks b. and c.: the tables of the Lighthouse runs and of the log-in beside its floor. */
import { type Spread, formatRunLoads, formatSpread, formatTable, verdict } from '../support.ts';
import type {
  FloorComparison,
  LighthouseFigures,
  LighthousePageFigures,
  LogInFloorFigures,
} from './lighthouse-figures.ts';
import { CATEGORY_IDS } from './lighthouse-results.ts';
import { reportFile } from './settings.ts';

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

export function lighthouseTable(figures: LighthouseFigures): string {
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

export function logInFloorTable(figures: LogInFloorFigures): string {
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
