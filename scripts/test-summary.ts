/**
 * Adds up the test reports in a folder (Vitest and Playwright JSON) into the one line CI reads:
 * `N passed, N failed, N skipped`. Checks that failed before the tests (type-check, lint…) count
 * as failures; a missing report counts as one failure so a silent run is never green.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [reportDir = 'test-results', failedChecksText = '0'] = process.argv.slice(2);
let passed = 0;
let failed = Number(failedChecksText) || 0;
let skipped = 0;

const vitestReport = join(reportDir, 'vitest.json');
if (existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8')) as Record<string, number>;
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  if ((report.numTotalTests ?? 0) === 0) failed += 1;
} else {
  failed += 1;
}

const playwrightReport = join(reportDir, 'playwright.json');
if (existsSync(playwrightReport)) {
  const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8')) as { stats: Record<string, number> };
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += stats.unexpected ?? 0;
  skipped += stats.skipped ?? 0;
}

process.stdout.write(`${passed} passed, ${failed} failed, ${skipped} skipped\n`);
