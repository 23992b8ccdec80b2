import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_STAMP, buildIfNeeded, needsBuild } from './build-if-needed.ts';

const T0 = new Date('2026-01-01T00:00:00Z');
const later = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

describe('buildIfNeeded', () => {
  let root: string;
  let builds: number;
  const dist = () => join(root, 'dist');
  const touch = (path: string, at: Date) => utimesSync(join(root, path), at, at);
  const fakeBuild = async (buildRoot: string) => {
    builds += 1;
    mkdirSync(join(buildRoot, 'dist'), { recursive: true });
    writeFileSync(join(buildRoot, 'dist', 'index.html'), '<!doctype html>');
  };
  const run = () => buildIfNeeded({ root, build: fakeBuild, log: () => {} });

  beforeEach(() => {
    builds = 0;
    root = mkdtempSync(join(tmpdir(), 'portal-build-'));
    for (const folder of ['public', 'src/app', 'src/sandbox/store', 'src/server']) {
      mkdirSync(join(root, folder), { recursive: true });
    }
    const files = [
      'index.html',
      'vite.config.ts',
      'package-lock.json',
      'package.json',
      'README.md',
      'public/config.json',
      'src/main.tsx',
      'src/app/routes.tsx',
      'src/sandbox/store/seed.ts',
      'src/server/cli.ts',
    ];
    for (const file of files) writeFileSync(join(root, file), 'x');
    for (const path of [
      ...files,
      'public',
      'src',
      'src/app',
      'src/sandbox',
      'src/sandbox/store',
      'src/server',
    ]) {
      touch(path, T0);
    }
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('builds when dist/ was never built, writes the stamp at the build start, then does not build again', async () => {
    expect(needsBuild(root, dist())).toEqual({ build: true, reason: 'dist has never been built' });
    const before = Date.now();
    expect(await run()).toBe(true);
    expect(builds).toBe(1);
    const stamp = statSync(join(dist(), BUILD_STAMP)).mtimeMs;
    expect(stamp).toBeGreaterThanOrEqual(before - 1);
    expect(stamp).toBeLessThanOrEqual(Date.now());
    expect(await run()).toBe(false);
    expect(builds).toBe(1);
  });

  describe('after a build stamped at T0 + 10 s', () => {
    beforeEach(async () => {
      await run();
      touch(join('dist', BUILD_STAMP), later(10));
      builds = 0;
    });

    it('does not rebuild for inputs older than the stamp, or for sandbox, server and non-inputs changes', async () => {
      touch('src/app/routes.tsx', later(9));
      touch('src/sandbox/store/seed.ts', later(60));
      touch('src/sandbox/store', later(60));
      touch('src/server/cli.ts', later(60));
      touch('package.json', later(60));
      touch('README.md', later(60));
      expect(needsBuild(root, dist())).toEqual({ build: false });
      expect(await run()).toBe(false);
      expect(builds).toBe(0);
    });

    for (const input of [
      'index.html',
      'vite.config.ts',
      'package-lock.json',
      'public/config.json',
      'src/main.tsx',
    ]) {
      it(`rebuilds when ${input} is newer`, async () => {
        touch(input, later(11));
        expect(needsBuild(root, dist())).toEqual({
          build: true,
          reason: `${input} changed since the last build`,
        });
        expect(await run()).toBe(true);
        expect(builds).toBe(1);
      });
    }

    it('rebuilds when a file deep in src/ is newer', async () => {
      touch('src/app/routes.tsx', later(11));
      expect(needsBuild(root, dist())).toMatchObject({
        build: true,
        reason: 'src/app/routes.tsx changed since the last build',
      });
    });

    it('rebuilds when a source file was deleted (its folder is newer)', async () => {
      unlinkSync(join(root, 'src/app/routes.tsx'));
      touch('src/app', later(11));
      expect(needsBuild(root, dist())).toMatchObject({
        build: true,
        reason: 'src/app changed since the last build',
      });
    });

    it('rebuilds when dist/index.html is gone', () => {
      unlinkSync(join(dist(), 'index.html'));
      expect(needsBuild(root, dist())).toMatchObject({ build: true });
    });
  });

  it('writes no stamp when the build fails, so the next start builds again', async () => {
    const failing = async () => {
      throw new Error('vite failed');
    };
    await expect(buildIfNeeded({ root, build: failing, log: () => {} })).rejects.toThrow('vite failed');
    expect(existsSync(join(dist(), BUILD_STAMP))).toBe(false);
    expect(await run()).toBe(true);
  });
});
