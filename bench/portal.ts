/**
 * The portal as a person meets it, in figures (nothing is asserted: timings and scores vary by
 * machine; each figure is printed beside its target):
 *
 *   a. JavaScript per route (gzip) against the budgets of `npm run check:bundle` (the same
 *      computation: `checkBundle()` in scripts/check-bundle.ts);
 *   b. Lighthouse 13 scores (performance, accessibility, best practices; mobile and desktop presets)
 *      of the log-in page and every signed-in page, each signed-in page both as a route change and
 *      as a page load with the kept session, measured as `LIGHTHOUSE_STEPS` in bench/portal/lighthouse-flow.ts explains;
 *   c. the log-in page beside its floor (bench/log-in-floor.ts): the LCP of both, loaded by
 *      Lighthouse (mobile) in the same run, and their ratio, with Lighthouse's simulated throttling
 *      (in the user flow) and with DevTools throttling applied (separate navigations);
 *   d. the address check: from the click on "Controleren" to the first provider card with products;
 *   e. the portal embedded in a partner's page at a deep link: from `mount()` to the requested
 *      page's first paint in the frame, on Lighthouse's mobile network and CPU (bench/embed.ts).
 *
 * Builds the portal once into dist-bench/ (`vite build --outDir dist-bench`, never touching dist/),
 * then serves that build on port 4390 (BENCH_PORTAL_PORT) with a fresh sandbox database under
 * data/bench-4390, allowing the partner page the bench serves on port 4391 to frame it; the floor
 * is served on port 4392. Lighthouse runs BENCH_LIGHTHOUSE_RUNS times (default 3) per preset, each
 * in a new Chromium (chrome-launcher, driven through Puppeteer as Lighthouse's user-flow API
 * needs); each run's flow report is written to
 * test-results/bench-portal-lighthouse-<preset>-<run>.html. The address check and the embedded
 * deep link run in Playwright's Chromium, like the other browser benchmarks. The load average is
 * printed at the start and end of each run.
 */
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { checkBundle } from '../scripts/check-bundle.ts';
import {
  type EmbedDeepLinkFigures,
  embedDeepLinkFigures,
  embedDeepLinkTable,
  servePartnerPage,
} from './embed.ts';
import { buildPortal } from './embed-run.ts';
import { appliedThrottlingRuns, serveLogInFloor } from './log-in-floor.ts';
import { type AddressCheckFigures, addressCheckFigures, addressCheckTable } from './portal/address-check.ts';
import { type BundleFigures, bundleFigures, bundleTable } from './portal/bundle.ts';
import {
  type LighthouseFigures,
  type LogInFloorFigures,
  floorComparison,
  lighthouseFigures,
} from './portal/lighthouse-figures.ts';
import { lighthouseTable, logInFloorTable } from './portal/lighthouse-tables.ts';
import { DIST_DIR, FLOOR_PORT, LIGHTHOUSE_RUNS, PARTNER_PORT, PORT, TARGETS } from './portal/settings.ts';
import { type RunLoad, formatRunLoads, loadAverage, projectRoot, startPortal, withLoad } from './support.ts';

export type { AddressCheckFigures } from './portal/address-check.ts';
export type { BundleFigures, LogInBytes } from './portal/bundle.ts';
export type {
  FloorComparison,
  LighthouseFigures,
  LighthousePageFigures,
  LogInFloorFigures,
} from './portal/lighthouse-figures.ts';

export interface PortalFigures {
  bundle: BundleFigures;
  /** b. */
  lighthouse: { mobile: LighthouseFigures; desktop: LighthouseFigures };
  /** c. */
  logInFloor: LogInFloorFigures;
  addressCheck: AddressCheckFigures & { load: RunLoad };
  embedDeepLink: EmbedDeepLinkFigures;
}

export async function benchPortal(): Promise<PortalFigures> {
  buildPortal();
  const bundle = bundleFigures(checkBundle(join(projectRoot, DIST_DIR)), join(projectRoot, DIST_DIR));
  process.stdout.write(bundleTable(bundle));

  const partnerUrl = `http://localhost:${PARTNER_PORT}`;
  const portal = await startPortal({
    port: PORT,
    distDir: DIST_DIR,
    env: { PORTAL_ALLOWED_PARENT_ORIGINS: partnerUrl },
  });
  const partner = await servePartnerPage(PARTNER_PORT, portal.url);
  const floor = await serveLogInFloor(FLOOR_PORT, portal.url);
  try {
    process.stdout.write(
      `portal: ${portal.url}, ${availableParallelism()} CPUs, load average ${loadAverage().toFixed(1)}\n`,
    );
    const mobile = await lighthouseFigures(portal.url, 'mobile', floor.url);
    process.stdout.write(lighthouseTable(mobile));
    const logInFloor: LogInFloorFigures = {
      floorUrl: floor.url,
      goal: TARGETS.logInOverFloorLcp,
      simulated: floorComparison(mobile.floorRuns),
      applied: floorComparison(
        await appliedThrottlingRuns(`${portal.url}/login`, floor.url, LIGHTHOUSE_RUNS),
      ),
    };
    process.stdout.write(logInFloorTable(logInFloor));
    const desktop = await lighthouseFigures(portal.url, 'desktop', null);
    process.stdout.write(lighthouseTable(desktop));
    const lighthouse = { mobile, desktop };
    const checked = await withLoad(() => addressCheckFigures(portal.url));
    const { chromium: chromiumVersion, ...addressCheck } = checked.result;
    process.stdout.write(addressCheckTable(addressCheck, chromiumVersion));
    process.stdout.write(`  ${formatRunLoads([checked.load])}\n`);
    const embedDeepLink = await embedDeepLinkFigures(portal.url, partner.url);
    process.stdout.write(embedDeepLinkTable(embedDeepLink));
    return {
      bundle,
      lighthouse,
      logInFloor,
      addressCheck: { ...addressCheck, load: checked.load },
      embedDeepLink,
    };
  } finally {
    await floor.close();
    await partner.close();
    await portal.stop();
  }
}

if (import.meta.main) await benchPortal();
