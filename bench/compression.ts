/**
 * What compression costs and saves on the API: `list_carriers` pages of 100 and 10,000 rows from
 * the sandbox (default seed), as they are, gzip and brotli (the levels the sandbox uses). For each:
 * the bytes on the wire, throughput and 99th percentile under load (10 connections, BENCH_RUNS runs
 * of BENCH_SECONDS, interleaved), each run right after a run of the ceiling server answering a
 * reply of the same number of bytes; and the time a reply of that size takes on Lighthouse's
 * slow 4G (1.6 Mbit/s) and on a 20 Mbit/s office line. Each compressed reply is decoded and
 * compared with the plain one before the load runs.
 */
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ChildServer, type LoadRun, load, machine, startChild } from './load.ts';
import { CREDENTIALS, type Spread, formatSpread, formatTable, projectRoot, spread } from './support.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const PAGE_SIZES = [100, 10_000] as const;
const ENCODINGS = ['identity', 'gzip', 'br'] as const;
type Encoding = (typeof ENCODINGS)[number];
const LINKS = [
  { name: 'slow 4G', bitsPerSecond: 1.6e6 },
  { name: '20 Mbit/s', bitsPerSecond: 20e6 },
];

export interface CompressionFigures {
  machine: string;
  runs: number;
  secondsPerRun: number;
  rows: {
    perPage: number;
    encoding: Encoding;
    wireBytes: number;
    ratio: number;
    reqPerSec: Spread;
    p99Ms: Spread;
    ceilingReqPerSec: Spread;
    shareOfCeiling: number;
    transferMs: Record<string, number>;
    errors: number;
  }[];
}

const body = (perPage: number) =>
  JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'list_carriers',
    params: { pagination: { page: 1, per_page: perPage } },
  });

function wireReply(url: string, token: string, perPage: number, encoding: Encoding) {
  return new Promise<{ headers: Record<string, unknown>; bytes: Buffer }>((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'accept-encoding': encoding,
          authorization: `Bearer ${token}`,
        },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => resolve({ headers: incoming.headers, bytes: Buffer.concat(chunks) }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body(perPage));
  });
}

const kib = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(2)} MiB` : `${(bytes / 1024).toFixed(1)} KiB`;

export async function benchCompression(): Promise<CompressionFigures> {
  const shownMachine = machine();
  process.stdout.write(`\ncompression of API replies (${shownMachine})\n`);
  const work = mkdtempSync(join(tmpdir(), 'bench-compression-'));
  let sandbox: ChildServer | null = null;
  let ceiling: ChildServer | null = null;
  try {
    ceiling = await startChild(['bench/ceiling-server.ts'], {
      cwd: projectRoot,
      timeoutMs: 10_000,
      label: 'the ceiling server',
    });
    sandbox = await startChild(
      [
        '--optimize-for-size',
        'src/sandbox/cli.ts',
        '--port',
        '0',
        '--data-dir',
        join(work, 'data'),
        '--reset',
      ],
      { cwd: projectRoot, timeoutMs: 60_000, label: 'the sandbox' },
    );
    const logIn = await fetch(`${sandbox.url}/jwt/log-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(CREDENTIALS),
    });
    const token = ((await logIn.json()) as { access_token: string }).access_token;
    const url = `${sandbox.url}/broadband/v1`;

    const scenarios = PAGE_SIZES.flatMap((perPage) =>
      ENCODINGS.map((encoding) => ({ perPage, encoding, wireBytes: 0, plainBytes: 0 })),
    );
    for (const scenario of scenarios) {
      const plain = await wireReply(url, token, scenario.perPage, 'identity');
      const reply = await wireReply(url, token, scenario.perPage, scenario.encoding);
      const sentEncoding = reply.headers['content-encoding'] ?? 'identity';
      if (sentEncoding !== scenario.encoding) {
        throw new Error(`asked for ${scenario.encoding}, the sandbox answered ${String(sentEncoding)}`);
      }
      const decoded =
        scenario.encoding === 'br'
          ? brotliDecompressSync(reply.bytes)
          : scenario.encoding === 'gzip'
            ? gunzipSync(reply.bytes)
            : reply.bytes;
      const rows = (JSON.parse(decoded.toString()) as { result: { carriers: unknown[] } }).result.carriers;
      if (rows.length !== scenario.perPage || !decoded.equals(plain.bytes)) {
        throw new Error(
          `the ${scenario.encoding} reply of ${scenario.perPage} rows does not read as the plain one`,
        );
      }
      scenario.wireBytes = reply.bytes.length;
      scenario.plainBytes = plain.bytes.length;
    }

    const runLoad = (
      target: string,
      headers: Record<string, string>,
      requestBody: string,
      ok: (text: string) => boolean,
    ) =>
      load({
        url: target,
        headers,
        request: { method: 'POST', body: requestBody },
        verify: ok,
        connections: CONNECTIONS,
        durationSeconds: SECONDS,
        maxRequests: 200_000,
      });
    const runs = new Map(
      scenarios.map((scenario) => [scenario, { own: [] as LoadRun[], ceiling: [] as LoadRun[] }]),
    );
    for (let round = 0; round < RUNS; round += 1) {
      process.stdout.write(`  round ${round + 1} of ${RUNS}…\n`);
      for (const scenario of scenarios) {
        const entry = runs.get(scenario)!;
        entry.ceiling.push(
          await runLoad(`${ceiling.url}/${scenario.wireBytes}`, {}, body(1), (text) => text.length > 0),
        );
        entry.own.push(
          await runLoad(
            url,
            { authorization: `Bearer ${token}`, 'accept-encoding': scenario.encoding },
            body(scenario.perPage),
            // Compressed bodies are checked once above; under load a reply must be a 2xx with a body.
            scenario.encoding === 'identity'
              ? (text) => text.startsWith('{"jsonrpc"') && text.includes('"result"')
              : (text) => text.length > 0,
          ),
        );
      }
    }

    const rows = scenarios.map((scenario) => {
      const { own, ceiling: ceilingRuns } = runs.get(scenario)!;
      const reqPerSec = spread(own.map((run) => run.reqPerSec));
      const ceilingReqPerSec = spread(ceilingRuns.map((run) => run.reqPerSec));
      return {
        perPage: scenario.perPage,
        encoding: scenario.encoding,
        wireBytes: scenario.wireBytes,
        ratio: scenario.wireBytes / scenario.plainBytes,
        reqPerSec,
        p99Ms: spread(own.map((run) => run.p99Ms)),
        ceilingReqPerSec,
        shareOfCeiling: spread(own.map((run, index) => run.reqPerSec / ceilingRuns[index]!.reqPerSec)).median,
        transferMs: Object.fromEntries(
          LINKS.map((link) => [link.name, ((scenario.wireBytes * 8) / link.bitsPerSecond) * 1000]),
        ),
        errors: own.reduce((total, run) => total + run.errors + run.non2xx + run.mismatches, 0),
      };
    });
    const figure = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 0 });
    process.stdout.write(
      formatTable(
        `list_carriers page 1, ${CONNECTIONS} connections, ${RUNS} runs of ${SECONDS} s (median [min–max])`,
        [
          'rows',
          'encoding',
          'bytes on the wire',
          'of plain',
          'req/s',
          'p99 ms',
          'ceiling req/s (same bytes)',
          'of ceiling',
          ...LINKS.map((link) => `transfer on ${link.name}`),
          'errors',
        ],
        rows.map((row) => [
          figure(row.perPage),
          row.encoding,
          kib(row.wireBytes),
          `${(row.ratio * 100).toFixed(1)} %`,
          formatSpread(row.reqPerSec, figure),
          formatSpread(row.p99Ms, figure),
          formatSpread(row.ceilingReqPerSec, figure),
          `${row.shareOfCeiling.toFixed(2)}×`,
          ...LINKS.map((link) => `${figure(row.transferMs[link.name]!)} ms`),
          String(row.errors),
        ]),
      ),
    );
    return { machine: shownMachine, runs: RUNS, secondsPerRun: SECONDS, rows };
  } finally {
    await sandbox?.stop();
    await ceiling?.stop();
    rmSync(work, { recursive: true, force: true });
  }
}
