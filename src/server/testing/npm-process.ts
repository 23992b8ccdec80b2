import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** npm ended before the server listened: what it wrote, and its exit code. */
export class NpmEndedEarly extends Error {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;

  constructor(code: number | null, stdout: string, stderr: string) {
    super(`npm ended (${code}) before the server listened:\n${stdout}${stderr}`);
    this.code = code;
    this.stdout = stdout;
    this.stderr = stderr;
  }
}

export interface NpmRun {
  child: ChildProcess;
  /** The server's URL from its JSON start line. */
  url: string;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Runs the real npm in the repository, as an operator would (`npm start --silent -- …`), and
 * resolves once the server has written its JSON start line.
 */
export function runNpm(args: string[], env: Record<string, string> = {}): Promise<NpmRun> {
  const child = spawn('npm', args, {
    cwd: repositoryRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const start = stdout
        .split('\n')
        .filter((line) => line.startsWith('{') && line.includes('listening on'))
        .map((line) => JSON.parse(line) as { url?: string })[0];
      if (start?.url) {
        const url = start.url.replace(/\/$/, '');
        resolve({ child, url, stdout: () => stdout, stderr: () => stderr, exited });
      }
    });
    void exited.then(({ code }) => reject(new NpmEndedEarly(code, stdout, stderr)));
  });
}

/** Every process below `pid`, read from /proc (Linux). */
export function descendantsOf(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // the fields after the command name, which may itself hold spaces and brackets: state, ppid, …
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), parent);
    } catch {
      // the process ended while the list was read
    }
  }
  const below = (parent: number): number[] =>
    [...parents]
      .filter(([, itsParent]) => itsParent === parent)
      .flatMap(([child]) => [child, ...below(child)]);
  return below(pid);
}

export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Whether a new listener can take the port on 127.0.0.1 now. */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}
