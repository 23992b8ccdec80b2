/**
 * Demo mode's private copies in figures: how long a persona sign-in takes (it copies the template
 * database), and the disk and memory each open copy costs. A sandbox in demo mode runs in this
 * process on a fresh data directory with the default catalogue; COPIES visitors sign in one after
 * another and each lists its transactions and a page of products (as a first look at the portal
 * would). Memory is the process's resident set before and after, divided by the copies.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultConfig } from '../src/sandbox/config.ts';
import { startSandbox } from '../src/sandbox/server.ts';
import { machine } from './load.ts';
import { formatSpread, formatTable, ms, spread } from './support.ts';

const COPIES = Number(process.env.BENCH_DEMO_COPIES ?? 20);
const MiB = 1024 * 1024;

async function post(url: string, body: unknown, authorization?: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(authorization ? { Authorization: authorization } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

export async function benchDemoCopies() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-demo-'));
  const startedAt = performance.now();
  const running = await startSandbox(
    {
      ...defaultConfig,
      port: 0,
      dataDir,
      reset: true,
      demo: { idleMinutes: 60, maxCopies: COPIES + 1, backofficeSeconds: 3600 },
    },
    () => {},
  );
  const startMs = performance.now() - startedAt;
  try {
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    const signIns: number[] = [];
    const firstLooks: number[] = [];
    for (let visitor = 0; visitor < COPIES; visitor++) {
      const began = performance.now();
      const { access_token: token } = await post(`${running.url}/demo/sign-in`, { persona: 'staff' });
      signIns.push(performance.now() - began);
      const bearer = `Bearer ${String(token)}`;
      const looked = performance.now();
      await post(
        `${running.url}/broadband/v1`,
        {
          jsonrpc: '2.0',
          id: 1,
          method: 'list_transactions',
          params: { pagination: { page: 1, per_page: 25 } },
        },
        bearer,
      );
      await post(
        `${running.url}/broadband/v1`,
        {
          jsonrpc: '2.0',
          id: 2,
          method: 'list_carriers',
          params: { pagination: { page: 1, per_page: 100 } },
        },
        bearer,
      );
      firstLooks.push(performance.now() - looked);
    }
    global.gc?.();
    const rssAfter = process.memoryUsage().rss;
    const copiesDir = join(dataDir, 'demo', 'copies');
    const copyBytes = readdirSync(copiesDir).reduce(
      (sum, name) => sum + statSync(join(copiesDir, name)).size,
      0,
    );
    const result = {
      copies: COPIES,
      startWithTemplateMs: startMs,
      signInMs: spread(signIns),
      firstLookMs: spread(firstLooks),
      diskPerCopyMiB: copyBytes / COPIES / MiB,
      memoryPerCopyMiB: (rssAfter - rssBefore) / COPIES / MiB,
      machine: machine(),
    };
    process.stdout.write(
      formatTable(
        `Demo mode: ${COPIES} private copies (${machine()})`,
        ['measure', 'median [min–max]'],
        [
          ['start, template seeded', ms(startMs)],
          ['persona sign-in (copy made)', formatSpread(result.signInMs, ms)],
          ['first look (transactions + 100 products)', formatSpread(result.firstLookMs, ms)],
          ['disk per copy', `${result.diskPerCopyMiB.toFixed(1)} MiB`],
          ['memory per open copy (resident)', `${result.memoryPerCopyMiB.toFixed(1)} MiB`],
        ],
      ),
    );
    return result;
  } finally {
    await running.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
