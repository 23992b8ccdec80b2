/** The servers under load, each a child process on loopback. */
import { join } from 'node:path';
import { type ChildServer, startChild } from '../load.ts';
import { projectRoot } from '../support.ts';
import type { SandboxThroughputFigures } from './figures.ts';
import { type Product, dumpProducts } from './products.ts';
import { SCALE, type ServerName } from './settings.ts';

export type Servers = Partial<Record<ServerName, ChildServer>>;

/**
 * Starts the ceiling, the sandbox on its default seed, the sandbox with SCALE products and json-server
 * serving those same products, each put into `servers` once it is up, so the caller can stop those
 * that started whatever fails.
 */
export async function startServers(
  work: string,
  servers: Servers,
): Promise<{
  defaultSeedSeconds: number;
  scaledSeedSeconds: number;
  memory: SandboxThroughputFigures['memoryMiB'];
  products: Product[];
}> {
  const seconds = (since: number) => (performance.now() - since) / 1000;
  servers.ceiling = await startChild(['bench/ceiling-server.ts'], {
    cwd: projectRoot,
    timeoutMs: 10_000,
    label: 'the ceiling server',
  });
  const sandboxArgs = (dir: string, scale: number | null) => [
    // As `npm run sandbox` starts it.
    '--optimize-for-size',
    'src/sandbox/cli.ts',
    '--port',
    '0',
    '--data-dir',
    join(work, dir),
    '--reset',
    ...(scale ? ['--scale', String(scale)] : []),
  ];
  let since = performance.now();
  servers.sandbox = await startChild(sandboxArgs('default', null), {
    cwd: projectRoot,
    timeoutMs: 60_000,
    label: 'the sandbox',
  });
  const defaultSeedSeconds = seconds(since);
  since = performance.now();
  servers.scaled = await startChild(sandboxArgs('scaled', SCALE), {
    cwd: projectRoot,
    timeoutMs: 180_000,
    label: `the sandbox with ${SCALE} products`,
  });
  const scaledSeedSeconds = seconds(since);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const memory = {
    defaultAtRest: servers.sandbox.rssMiB(),
    defaultAfterLoad: Number.NaN,
    defaultAfterIdle: Number.NaN,
    scaledAtRest: servers.scaled.rssMiB(),
    scaledAfterLoad: Number.NaN,
    scaledAfterIdle: Number.NaN,
  };

  const dbJson = join(work, 'db.json');
  const products = dumpProducts(join(work, 'scaled'), dbJson);
  const peerPort = 20_000 + Math.floor(Math.random() * 20_000);
  servers.peer = await startChild(
    [
      'node_modules/json-server/lib/cli/bin.js',
      '--host',
      '127.0.0.1',
      '--port',
      String(peerPort),
      '--quiet',
      dbJson,
    ],
    {
      cwd: projectRoot,
      timeoutMs: 120_000,
      label: 'json-server',
      readyUrl: `http://127.0.0.1:${peerPort}/products?product_id=1`,
    },
  );
  return { defaultSeedSeconds, scaledSeedSeconds, memory, products };
}
