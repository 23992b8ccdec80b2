import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { DATABASE_FILE } from '../store/database.ts';

const cli = fileURLToPath(new URL('../cli.ts', import.meta.url));
const children: ChildProcess[] = [];
const dataDirs: string[] = [];

/** A data directory holding a copy of the run's seeded database. */
export function seededDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-cli-'));
  copyFileSync(join(inject('templateDataDir'), DATABASE_FILE), join(dir, DATABASE_FILE));
  dataDirs.push(dir);
  return dir;
}

/**
 * Starts the sandbox CLI in a process of its own, as `npm run sandbox` would, and resolves with the
 * URL it prints. A test's own requests then compete for the sandbox's event loop as a real
 * client's would, instead of sharing it with the server.
 */
export const startSandboxProcess = (args: string[], env: Record<string, string> = {}) =>
  startCliProcess(cli, args, env);

/** Starts a CLI that prints the sandbox's start-up lines (the sandbox's or `npm start`'s), as text or JSON. */
export function startCliProcess(
  script: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = spawn(process.execPath, [script, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /listening on (http:\/\/\S+?)\/ /.exec(output)?.[1];
      // for a person the demo accounts follow the start line; a JSON log has none
      const complete = output.includes('apiKey tokens') || /^\{.*listening on/m.test(output);
      if (url && complete) resolve({ child, url, output: () => output });
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}: ${output}`)));
  });
}

/** Kills the processes started and removes their data directories; for `afterEach`/`afterAll`. */
export function stopCliProcesses(): void {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}
