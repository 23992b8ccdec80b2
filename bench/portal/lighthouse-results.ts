/**
 * Portal benchmark b.: one Lighthouse flow read into rows, each a page measured one way, with its
 * scores, metrics and failing audits.
 */
import type { FlowResult, Result as LighthouseResult } from 'lighthouse';
import { FLOOR_STEP, LIGHTHOUSE_STEPS, LOG_IN_STEP, pageLoadStep } from './lighthouse-flow.ts';

/**
 * How a row of the table was measured: the log-in is a page load without a session; each
 * signed-in page is measured as a route change and as a page load with the kept session.
 */
export type MeasuredAs = 'log-in' | 'route change' | 'page load';

export type CategoryKey = 'performance' | 'accessibility' | 'bestPractices';
export const CATEGORY_IDS: Record<CategoryKey, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best-practices',
};
export const CATEGORY_KEYS = Object.keys(CATEGORY_IDS) as CategoryKey[];

export interface FailingAudit {
  category: CategoryKey;
  id: string;
  title: string;
  displayValue: string;
  /** Weight 0: shown for what it explains, it does not change the score. */
  scored: boolean;
  /** Where: the first elements or scripts the audit (or, for TBT and CLS, its diagnostic) names. */
  where: string[];
}

/** One row (a page, measured one way) in one Lighthouse run. */
export interface PageRun {
  page: string;
  measuredAs: MeasuredAs;
  /** How, in words: the Lighthouse modes, and the URL loaded. */
  mode: string;
  scores: Record<CategoryKey, number>;
  /** The metrics behind the performance score, by audit id (ms, CLS unitless). */
  metrics: Record<string, number>;
  failing: FailingAudit[];
  /** Why a score is missing (NaN): Lighthouse's runtime error, or the errors of scored audits. */
  errors: { category: CategoryKey; message: string }[];
}

const NAVIGATION_METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];
const TIMESPAN_METRICS = ['total-blocking-time', 'cumulative-layout-shift', 'interaction-to-next-paint'];

/**
 * A category's score over one or more results of the same page, each audit counted once (its worse
 * result) with its weight in the category; not-applicable and informative audits count 0, as in
 * Lighthouse's own scoring. For one result this is the category's own score.
 */
function categoryScore(results: readonly LighthouseResult[], categoryId: string): number {
  const audits = new Map<string, { weight: number; score: number }>();
  for (const result of results) {
    for (const ref of result.categories[categoryId]?.auditRefs ?? []) {
      const score = result.audits[ref.id]?.score;
      if (ref.weight === 0 || score === null || score === undefined) continue;
      const seen = audits.get(ref.id);
      if (!seen || score < seen.score) audits.set(ref.id, { weight: ref.weight, score });
    }
  }
  let weights = 0;
  let sum = 0;
  for (const { weight, score } of audits.values()) {
    weights += weight;
    sum += weight * score;
  }
  return weights === 0 ? Number.NaN : Math.round((sum / weights) * 100);
}

/**
 * What keeps a category from 100: scored audits below a pass (performance metrics below 0.9, the
 * others below 1), and for performance also the insights and diagnostics Lighthouse marks failed.
 */
function failingAudits(results: readonly LighthouseResult[], key: CategoryKey): FailingAudit[] {
  const found = new Map<string, FailingAudit>();
  for (const result of results) {
    for (const ref of result.categories[CATEGORY_IDS[key]]?.auditRefs ?? []) {
      const audit = result.audits[ref.id];
      if (!audit || audit.score === null || found.has(ref.id)) continue;
      const scored = ref.weight > 0;
      const failed = scored
        ? audit.score < (key === 'performance' ? 0.9 : 1)
        : key === 'performance' && ref.group !== 'hidden' && ref.group !== 'metrics' && audit.score < 0.5;
      if (failed)
        found.set(ref.id, {
          category: key,
          id: ref.id,
          title: audit.title,
          displayValue: audit.displayValue ?? '',
          scored,
          where: whereOf(result, ref.id),
        });
    }
  }
  return [...found.values()];
}

/** The diagnostic that names the causes of a metric: long tasks for TBT, the shifted elements for CLS. */
const CAUSES: Record<string, string> = {
  'total-blocking-time': 'long-tasks',
  'cumulative-layout-shift': 'layout-shifts',
};

function whereOf(result: LighthouseResult, auditId: string): string[] {
  const details = result.audits[CAUSES[auditId] ?? auditId]?.details as { items?: unknown[] } | undefined;
  const origin = new URL(result.finalDisplayedUrl).origin;
  const items = (details?.items ?? []) as {
    node?: { selector?: string };
    url?: string;
    duration?: number;
    score?: number;
  }[];
  return items
    .map((item) => {
      if (item.node?.selector)
        return `${item.node.selector}${typeof item.score === 'number' ? ` ${item.score.toFixed(3)}` : ''}`;
      if (item.url)
        return `${item.url.replace(origin, '')}${typeof item.duration === 'number' ? ` ${Math.round(item.duration)} ms` : ''}`;
      return '';
    })
    .filter((where) => where !== '')
    .slice(0, 3);
}

function errorsOf(results: readonly LighthouseResult[], key: CategoryKey): PageRun['errors'] {
  const messages = new Set<string>();
  for (const result of results) {
    if (result.runtimeError) messages.add(`${result.runtimeError.code}: ${result.runtimeError.message}`);
    for (const ref of result.categories[CATEGORY_IDS[key]]?.auditRefs ?? []) {
      const message = result.audits[ref.id]?.errorMessage;
      if (ref.weight > 0 && message) messages.add(`${ref.id}: ${message}`);
    }
  }
  return [...messages].map((message) => ({ category: key, message }));
}

function metricsOf(result: LighthouseResult, ids: readonly string[]): Record<string, number> {
  const metrics: Record<string, number> = {};
  for (const id of ids) {
    const value = result.audits[id]?.numericValue;
    if (value !== undefined) metrics[id] = value;
  }
  return metrics;
}
function stepOf(flow: FlowResult, name: string, mode: string): LighthouseResult {
  const found = flow.steps.find((candidate) => candidate.name === name && candidate.lhr.gatherMode === mode);
  if (!found) throw new Error(`the Lighthouse flow has no ${mode} step "${name}"`);
  return found.lhr;
}

/** A page load (log-in or signed-in page): one navigation gives every category. */
function navigationRun(
  page: string,
  measuredAs: MeasuredAs,
  mode: string,
  result: LighthouseResult,
): PageRun {
  return {
    page,
    measuredAs,
    mode,
    scores: {
      performance: categoryScore([result], 'performance'),
      accessibility: categoryScore([result], 'accessibility'),
      bestPractices: categoryScore([result], 'best-practices'),
    },
    metrics: metricsOf(result, NAVIGATION_METRICS),
    failing: CATEGORY_KEYS.flatMap((key) => failingAudits([result], key)),
    errors: CATEGORY_KEYS.flatMap((key) => errorsOf([result], key)),
  };
}

/** A route change: performance from the timespan, accessibility from the snapshot, best practices from both. */
function routeChangeRun(page: string, timespan: LighthouseResult, snapshot: LighthouseResult): PageRun {
  return {
    page,
    measuredAs: 'route change',
    mode: 'route change (timespan + snapshot)',
    scores: {
      performance: categoryScore([timespan], 'performance'),
      accessibility: categoryScore([snapshot], 'accessibility'),
      bestPractices: categoryScore([timespan, snapshot], 'best-practices'),
    },
    metrics: metricsOf(timespan, TIMESPAN_METRICS),
    failing: [
      ...failingAudits([timespan], 'performance'),
      ...failingAudits([snapshot], 'accessibility'),
      ...failingAudits([timespan, snapshot], 'bestPractices'),
    ],
    errors: [
      ...errorsOf([timespan], 'performance'),
      ...errorsOf([snapshot], 'accessibility'),
      ...errorsOf([timespan, snapshot], 'bestPractices'),
    ],
  };
}

/** The rows of one run: the log-in, then each signed-in page as a route change and as a page load. */
export function pageRuns(flow: FlowResult): Map<string, PageRun> {
  const runs = new Map<string, PageRun>();
  runs.set(
    LOG_IN_STEP,
    navigationRun(
      LOG_IN_STEP,
      'log-in',
      'page load /login (navigation)',
      stepOf(flow, LOG_IN_STEP, 'navigation'),
    ),
  );
  for (const { page, loadPath } of LIGHTHOUSE_STEPS) {
    runs.set(
      `${page} · route change`,
      routeChangeRun(page, stepOf(flow, page, 'timespan'), stepOf(flow, page, 'snapshot')),
    );
    runs.set(
      `${page} · page load`,
      navigationRun(
        page,
        'page load',
        `page load ${loadPath} (navigation, kept session)`,
        stepOf(flow, pageLoadStep(page), 'navigation'),
      ),
    );
  }
  return runs;
}

/** The log-in's LCP and its floor's in one run (ms), when the run loaded the floor. */
export function logInAndFloorLcp(flow: FlowResult): { logIn: number; floor: number } | null {
  if (!flow.steps.some((step) => step.name === FLOOR_STEP)) return null;
  const lcp = (result: LighthouseResult) =>
    result.audits['largest-contentful-paint']?.numericValue ?? Number.NaN;
  return {
    logIn: lcp(stepOf(flow, LOG_IN_STEP, 'navigation')),
    floor: lcp(stepOf(flow, FLOOR_STEP, 'navigation')),
  };
}
