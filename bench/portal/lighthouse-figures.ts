/** Portal benchmarks b. and c.: the Lighthouse runs of one preset, and each row's figures over them. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FloorRun } from '../log-in-floor.ts';
import { type RunLoad, type Spread, spread, withLoad } from '../support.ts';
import { lighthouseFlow } from './lighthouse-flow.ts';
import {
  CATEGORY_KEYS,
  type CategoryKey,
  type FailingAudit,
  type MeasuredAs,
  type PageRun,
  logInAndFloorLcp,
  pageRuns,
} from './lighthouse-results.ts';
import { type FormFactor, LIGHTHOUSE_RUNS, TARGETS, reportFile } from './settings.ts';

/** The targets of one row (a route change has no LCP, so no LCP target). */
interface RowTargets {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number | null;
}

function rowTargets(measuredAs: MeasuredAs, formFactor: FormFactor): RowTargets {
  return {
    performance:
      measuredAs === 'page load'
        ? TARGETS.signedInPageLoadPerformance[formFactor]
        : TARGETS.performance[formFactor],
    accessibility: TARGETS.accessibility,
    bestPractices: TARGETS.bestPractices,
    lcpMs: measuredAs !== 'route change' && formFactor === 'mobile' ? TARGETS.mobileLcpMs : null,
  };
}

export interface LighthousePageFigures {
  page: string;
  measuredAs: MeasuredAs;
  mode: string;
  targets: RowTargets;
  performance: Spread;
  accessibility: Spread;
  bestPractices: Spread;
  /** Largest Contentful Paint of a page load (no runs for a route change). */
  lcpMs: Spread;
  /** Medians of the metrics behind the performance score, by Lighthouse audit id. */
  metrics: Record<string, number>;
  met: boolean;
  /** Audits that failed in any run of a category that missed its target in any run. */
  failing: (FailingAudit & { runs: number })[];
  /** Errors that left a score out (its spread covers the runs that gave one). */
  errors: { category: CategoryKey; message: string; runs: number }[];
}

/** The log-in beside its floor: each run's LCPs and their ratio. */
export interface FloorComparison {
  logInLcpMs: Spread;
  floorLcpMs: Spread;
  /** Each run's log-in LCP over the floor's, loaded in the same run. */
  ratio: Spread;
  met: boolean;
}

export interface LogInFloorFigures {
  floorUrl: string;
  goal: number;
  /** Lighthouse's default: throttling simulated (Lantern) from an unthrottled load, in the user flow. */
  simulated: FloorComparison;
  /** Lighthouse with DevTools throttling applied while the pages load (bench/log-in-floor.ts). */
  applied: FloorComparison;
}

export interface LighthouseFigures {
  formFactor: FormFactor;
  lighthouse: string;
  chromium: string;
  runs: number;
  /** The load average at the start and end of each run. */
  loads: RunLoad[];
  pages: Record<string, LighthousePageFigures>;
  /** The log-in's and its floor's LCP in the flow's runs (simulated throttling), when it loaded the floor. */
  floorRuns: FloorRun[];
}

const finite = (values: readonly number[]) => values.filter((value) => Number.isFinite(value));

/** One row's figures over the runs. */
function pageFigures(perRun: readonly PageRun[], formFactor: FormFactor): LighthousePageFigures {
  const first = perRun[0]!;
  const targets = rowTargets(first.measuredAs, formFactor);
  // A run without a score (a Lighthouse error, listed below the table) is left out of the spread.
  const scores = Object.fromEntries(
    CATEGORY_KEYS.map((key) => [key, spread(finite(perRun.map((run) => run.scores[key])))]),
  ) as Record<CategoryKey, Spread>;
  const lcpMs = spread(finite(perRun.map((run) => run.metrics['largest-contentful-paint'] ?? Number.NaN)));
  const missed = CATEGORY_KEYS.filter(
    (key) =>
      scores[key].runs.length < perRun.length || scores[key].runs.some((score) => score < targets[key]),
  );
  const errors = new Map<string, { category: CategoryKey; message: string; runs: number }>();
  for (const error of perRun.flatMap((run) => run.errors)) {
    const key = `${error.category}/${error.message}`;
    errors.set(key, { ...error, runs: (errors.get(key)?.runs ?? 0) + 1 });
  }
  const failing = new Map<string, FailingAudit & { runs: number }>();
  for (const audit of perRun.flatMap((run) => run.failing)) {
    if (!missed.includes(audit.category)) continue;
    const key = `${audit.category}/${audit.id}`;
    const seen = failing.get(key);
    failing.set(
      key,
      seen
        ? { ...seen, runs: seen.runs + 1, where: [...new Set([...seen.where, ...audit.where])].slice(0, 3) }
        : { ...audit, runs: 1 },
    );
  }
  return {
    page: first.page,
    measuredAs: first.measuredAs,
    mode: first.mode,
    targets,
    ...scores,
    lcpMs,
    metrics: Object.fromEntries(
      Object.keys(first.metrics).map((id) => [
        id,
        spread(finite(perRun.map((run) => run.metrics[id] ?? Number.NaN))).median,
      ]),
    ),
    met:
      CATEGORY_KEYS.every((key) => scores[key].median >= targets[key]) &&
      (targets.lcpMs === null || lcpMs.median <= targets.lcpMs),
    failing: [...failing.values()],
    errors: [...errors.values()],
  };
}

export function floorComparison(perRun: readonly FloorRun[]): FloorComparison {
  const ratio = spread(finite(perRun.map((run) => run.logIn / run.floor)));
  return {
    logInLcpMs: spread(finite(perRun.map((run) => run.logIn))),
    floorLcpMs: spread(finite(perRun.map((run) => run.floor))),
    ratio,
    met: ratio.median <= TARGETS.logInOverFloorLcp,
  };
}

export async function lighthouseFigures(
  url: string,
  formFactor: FormFactor,
  floorUrl: string | null,
): Promise<LighthouseFigures> {
  const runs: Map<string, PageRun>[] = [];
  const floorRuns: { logIn: number; floor: number }[] = [];
  const loads: RunLoad[] = [];
  let lighthouseVersion = '';
  let chromiumVersion = '';
  for (let run = 1; run <= LIGHTHOUSE_RUNS; run += 1) {
    const { result, load } = await withLoad(() => lighthouseFlow(url, formFactor, floorUrl));
    const { flow, html, browser } = result;
    loads.push(load);
    runs.push(pageRuns(flow));
    const lcps = logInAndFloorLcp(flow);
    if (lcps) floorRuns.push(lcps);
    lighthouseVersion = flow.steps[0]!.lhr.lighthouseVersion;
    chromiumVersion = browser.replace(/^\D+\//, '');
    mkdirSync(join(reportFile(formFactor, run), '..'), { recursive: true });
    writeFileSync(reportFile(formFactor, run), html);
  }
  return {
    lighthouse: lighthouseVersion,
    chromium: chromiumVersion,
    runs: LIGHTHOUSE_RUNS,
    formFactor,
    loads,
    pages: Object.fromEntries(
      [...runs[0]!.keys()].map((key) => [
        key,
        pageFigures(
          runs.map((run) => run.get(key)!),
          formFactor,
        ),
      ]),
    ),
    floorRuns,
  };
}
