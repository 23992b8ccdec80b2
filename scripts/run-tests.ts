/**
 * `npm test [-- vitest args]`: the unit and HTTP-level suites (Vitest), then the browser suites
 * (Playwright's in Chromium, and the user flows in Chromium, Firefox ESR and WebKitGTK) when no
 * arguments narrow the run. The suites need those browsers, nginx and Redis: what is missing is
 * installed from Debian's packages first when it can be, else the browser suites do not start and
 * the run says how to get them (the tests that need nginx or Redis fail, saying what is missing).
 * Exits non-zero when either suite fails or cannot run.
 */
import { spawnSync } from 'node:child_process';
import { ensureTools, problems } from './find-browsers.ts';

const args = process.argv.slice(2);
const run = (command: string, commandArgs: string[]) =>
  spawnSync(command, commandArgs, { stdio: 'inherit', shell: process.platform === 'win32' }).status ?? 1;

const tools = ensureTools();

function browserSuite(): number {
  const missing = problems(tools);
  if (missing.length > 0) {
    for (const line of missing) console.error(line);
    return 1;
  }
  return run('npm', ['run', '-s', 'test:e2e']);
}

const unit = run('vitest', ['run', ...args]);
const e2e = args.length === 0 ? browserSuite() : 0;
process.exit(unit === 0 && e2e === 0 ? 0 : 1);
