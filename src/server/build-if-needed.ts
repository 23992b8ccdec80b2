/**
 * Builds the portal only when dist/ is missing or older than its inputs. The stamp in dist/ is
 * written after a successful build and carries the time the build STARTED as its mtime, so an
 * input saved while Vite was running still counts as newer. Deleted inputs change their folder's
 * mtime, so folders count as inputs too.
 */
import { existsSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
export const BUILD_STAMP = '.build-stamp';

const INPUT_FILES = ['index.html', 'vite.config.ts', 'package-lock.json'];
const INPUT_FOLDERS = ['public', 'src'];
const NOT_PORTAL_INPUTS = [join('src', 'sandbox'), join('src', 'server')];

function newestIn(root: string, path: string): { mtimeMs: number; path: string } | null {
  const full = join(root, path);
  let info;
  try {
    info = statSync(full);
  } catch {
    return null;
  }
  let newest = { mtimeMs: info.mtimeMs, path };
  if (info.isDirectory()) {
    for (const entry of readdirSync(full)) {
      const child = join(path, entry);
      if (NOT_PORTAL_INPUTS.includes(child)) continue;
      const candidate = newestIn(root, child);
      if (candidate && candidate.mtimeMs > newest.mtimeMs) newest = candidate;
    }
  }
  return newest;
}

export type BuildDecision = { build: false } | { build: true; reason: string };

export function needsBuild(root: string, distDir: string): BuildDecision {
  let stamp;
  try {
    stamp = statSync(join(distDir, BUILD_STAMP));
  } catch {
    return { build: true, reason: `${relative(root, distDir) || distDir} has never been built` };
  }
  if (!existsSync(join(distDir, 'index.html'))) return { build: true, reason: 'index.html is missing' };
  for (const input of [...INPUT_FILES, ...INPUT_FOLDERS]) {
    const newest = newestIn(root, input);
    if (newest && newest.mtimeMs > stamp.mtimeMs) {
      return { build: true, reason: `${newest.path.split(sep).join('/')} changed since the last build` };
    }
  }
  return { build: false };
}

/** Marks dist/ as built from the inputs as they were at `startedAt`. */
export function writeBuildStamp(distDir: string, startedAt: Date): void {
  const file = join(distDir, BUILD_STAMP);
  writeFileSync(file, `${startedAt.toISOString()}\n`);
  utimesSync(file, startedAt, startedAt);
}

async function viteBuild(root: string): Promise<void> {
  const { build } = await import('vite');
  await build({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
}

export interface BuildIfNeededOptions {
  root?: string;
  distDir?: string;
  /** Runs the build; Vite's own by default. */
  build?: (root: string) => Promise<void>;
  log?: (message: string) => void;
}

/** Returns whether it built. */
export async function buildIfNeeded(options: BuildIfNeededOptions = {}): Promise<boolean> {
  const root = options.root ?? projectRoot;
  const distDir = options.distDir ?? join(root, 'dist');
  const log = options.log ?? ((message: string) => console.log(message));
  const decision = needsBuild(root, distDir);
  if (!decision.build) return false;
  log(`Building the portal: ${decision.reason}…`);
  const startedAt = new Date();
  await (options.build ?? viteBuild)(root);
  writeBuildStamp(distDir, startedAt);
  return true;
}
