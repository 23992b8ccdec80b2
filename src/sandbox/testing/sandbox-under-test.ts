import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { type SandboxConfig, defaultConfig } from '../config.ts';
import { type RunningSandbox, startSandbox } from '../server.ts';
import { DATABASE_FILE } from '../store/database.ts';

export type { RunningSandbox, SandboxConfig };

export const TEST_JWT_SECRET = 'test-secret-for-the-sandbox-suite-only';

/**
 * A real sandbox on a free loopback port, on its own copy of the seeded database, with strict
 * reply validation, an immediate backoffice, and loopback trusted as a proxy so tests can pose as
 * other client IPs through X-Forwarded-For.
 */
export async function startTestSandbox(
  overrides: Partial<SandboxConfig> = {},
): Promise<RunningSandbox & { logs: string[] }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-test-'));
  copyFileSync(join(inject('templateDataDir'), DATABASE_FILE), join(dataDir, DATABASE_FILE));
  const logs: string[] = [];
  const running = await startSandbox(
    {
      ...defaultConfig,
      host: '127.0.0.1',
      port: 0,
      dataDir,
      strictReplies: true,
      backofficeDelaySeconds: 0,
      trustedProxies: ['127.0.0.1/32', '::1/128'],
      jwtSecret: TEST_JWT_SECRET,
      logLevel: 'silent',
      ...overrides,
    },
    (line) => logs.push(line),
  );
  return {
    ...running,
    logs,
    async stop() {
      await running.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
