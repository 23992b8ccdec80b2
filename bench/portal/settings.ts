/** Where the portal benchmark serves its pages, how often Lighthouse runs, and the targets it prints. */
import { join } from 'node:path';
import { projectRoot } from '../support.ts';

/** 4390–4399 are free for benchmarks (4190 is on the browsers' list of blocked ports). */
export const PORT = Number(process.env.BENCH_PORTAL_PORT ?? 4390);
/** The partner page that embeds the portal, and the log-in's floor: the bench's own pages, on other origins. */
export const PARTNER_PORT = PORT + 1;
export const FLOOR_PORT = PORT + 2;
export const DIST_DIR = 'dist-bench';
export const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
export const reportFile = (formFactor: FormFactor, run: number | string) =>
  join(projectRoot, `test-results/bench-portal-lighthouse-${formFactor}-${run}.html`);

export type FormFactor = 'mobile' | 'desktop';
/** Lighthouse's presets: mobile (its default: slow 4G, 4× CPU, a phone's screen) and desktop. */
export const TARGETS = {
  /** The log-in page and the signed-in pages reached by a route change. */
  performance: { mobile: 95, desktop: 99 },
  /** A signed-in page loaded afresh with the kept session (F5, a bookmark, a link). */
  signedInPageLoadPerformance: { mobile: 95, desktop: 100 },
  accessibility: 100,
  bestPractices: 100,
  /** Largest Contentful Paint of a page load (the log-in's, a signed-in page's), mobile preset. */
  mobileLcpMs: 2000,
  /** The log-in's LCP over its floor's, loaded in the same run (mobile preset). */
  logInOverFloorLcp: 1.5,
  /** The log-in route's JavaScript, gzip. */
  logInJavaScriptBytes: 100 * 1024,
  checkToFirstCardMs: 300,
} as const;
