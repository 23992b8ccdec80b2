/**
 * `npm test [-- vitest args]`: the unit and HTTP-level suites (Vitest), then the browser suite
 * (Playwright) when no arguments narrow the run. The browser suite needs a Chromium: when none is
 * found it installs Debian's if it can, else it stops with how to get one. Exits non-zero when
 * either suite fails or cannot run.
 */
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './find-chromium.ts';

const args = process.argv.slice(2);
const run = (command: string, commandArgs: string[]) =>
  spawnSync(command, commandArgs, { stdio: 'inherit', shell: process.platform === 'win32' }).status ?? 1;

function browserSuite(): number {
  const chromium = ensureChromium();
  if (!chromium.found) {
    console.error(chromium.problem);
    return 1;
  }
  return run('npm', ['run', '-s', 'test:e2e']);
}

const unit = run('vitest', ['run', ...args]);
const e2e = args.length === 0 ? browserSuite() : 0;
process.exit(unit === 0 && e2e === 0 ? 0 : 1);
