import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultConfig } from '../../src/sandbox/config.ts';
import type { Catalogue } from '../../src/sandbox/rpc/contract.ts';
import { startSandbox } from '../../src/sandbox/server.ts';
import {
  EXAMPLE_ACCOUNT,
  EXAMPLE_TIME,
  type ExampleCall,
  exampleData,
  exampleSandboxSettings,
  withEveryMethod,
} from './examples.ts';

export interface ExampleRun extends ExampleCall {
  result: unknown;
}

/**
 * Runs every example call, in catalogue order, on a sandbox freshly seeded at EXAMPLE_TIME and
 * living at it, over HTTP as the example account; returns the answers by `<class> <method>`. An
 * example that answers an error, or that names a method the catalogue does not have, is a mistake
 * in examples.json and stops the run. A method without examples (an empty list) has no call.
 */
export async function runExamples(catalogue: Catalogue): Promise<Map<string, ExampleRun[]>> {
  const examples = withEveryMethod(exampleData, catalogue);

  const dataDir = mkdtempSync(join(tmpdir(), 'openrpc-examples-'));
  const logs: string[] = [];
  const running = await startSandbox(
    {
      ...defaultConfig,
      host: '127.0.0.1',
      port: 0,
      dataDir,
      reset: true,
      strictReplies: true,
      readerThreads: 0,
      jwtSecret: 'openrpc-examples',
      logLevel: 'warn',
      clock: () => new Date(EXAMPLE_TIME),
      ...exampleSandboxSettings,
    },
    (line) => logs.push(line),
  );
  const authorization = `Basic ${Buffer.from(`${EXAMPLE_ACCOUNT.username}:${EXAMPLE_ACCOUNT.password}`).toString('base64')}`;
  const runs = new Map<string, ExampleRun[]>();
  try {
    for (const { class: className, methods } of catalogue.classes) {
      for (const { method } of methods) {
        const key = `${className} ${method}`;
        for (const example of examples[className]?.[method] ?? []) {
          const response = await fetch(`${running.url}/${className}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization },
            body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: example.params }),
          });
          const reply = (await response.json()) as { result?: unknown; error?: unknown };
          if (!('result' in reply)) {
            throw new Error(
              `example "${example.name}" of ${key} answered ${response.status} ${JSON.stringify(reply.error ?? reply)} ${logs.join('\n')}`,
            );
          }
          runs.set(key, [...(runs.get(key) ?? []), { ...example, result: reply.result }]);
        }
      }
    }
  } finally {
    await running.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return runs;
}
