import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const backupCli = fileURLToPath(new URL('../backup/cli.ts', import.meta.url));

/**
 * Runs `npm run backup -- ARGS` (`'backup', ...`) or `npm run restore -- ARGS` (`'restore', ...`) as
 * an operator would, without the data directory or session store of the environment. Asynchronous,
 * so the test's own connections to a server keep being served meanwhile.
 */
export function runBackupCli(
  command: 'backup' | 'restore',
  ...args: string[]
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [backupCli, command, ...args],
      { encoding: 'utf8', env: { ...process.env, SANDBOX_DATA_DIR: '', PORTAL_SESSION_STORE: '' } },
      (_error, stdout, stderr) => resolve({ status: child.exitCode, stdout, stderr }),
    );
  });
}
