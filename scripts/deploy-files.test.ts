import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const unit = fileURLToPath(new URL('../deploy/systemd/broadband-portal.service', import.meta.url));
const systemdAnalyze = spawnSync('systemd-analyze', ['--version'], { encoding: 'utf8' }).status === 0;
const usage = (cli: string) =>
  spawnSync(process.execPath, [fileURLToPath(new URL(cli, import.meta.url)), '--help'], {
    encoding: 'utf8',
  }).stdout;

describe('the systemd unit under deploy/', () => {
  it.runIf(systemdAnalyze)('passes systemd-analyze verify', () => {
    const verified = spawnSync('systemd-analyze', ['verify', unit], { encoding: 'utf8' });
    expect(verified.stderr).toBe('');
    expect(verified.status).toBe(0);
  });

  it('starts the server only with options it has', () => {
    const execStart = /^ExecStart=(.*)$/m.exec(readFileSync(unit, 'utf8'))?.[1] ?? '';
    const flags = execStart.match(/--[a-z-]+/g)?.filter((flag) => flag !== '--') ?? [];
    expect(flags.length).toBeGreaterThan(3);
    const known = `${usage('../src/server/cli.ts')}${usage('../src/sandbox/cli.ts')}`;
    for (const flag of flags) expect(known, `${flag} is an option of npm start`).toContain(`${flag} `);
  });
});
