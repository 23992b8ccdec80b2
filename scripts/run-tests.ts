/**
 * `npm test [-- vitest args]`: the unit and HTTP-level suites (Vitest), then the browser suite
 * (Playwright) when no arguments narrow the run. Exits non-zero when either fails.
 */
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const run = (command: string, commandArgs: string[]) =>
  spawnSync(command, commandArgs, { stdio: 'inherit', shell: process.platform === 'win32' }).status ?? 1;

const unit = run('vitest', ['run', ...args]);
const e2e = args.length === 0 ? run('npm', ['run', '-s', 'test:e2e']) : 0;
process.exit(unit === 0 && e2e === 0 ? 0 : 1);
