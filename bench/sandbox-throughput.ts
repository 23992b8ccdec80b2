/**
 * The sandbox under HTTP load, in figures (nothing is asserted: timings vary by machine). Every
 * server is a child process on loopback (the load generator, autocannon, keeps this process's event
 * loop to itself): a bare Node HTTP server answering a fixed JSON-RPC reply of the same size as
 * each method's (the ceiling of that method), the sandbox on its default seed, the sandbox with
 * 100,000 carrier products, and json-server 0.17 serving those same products (the peer). Each
 * scenario runs BENCH_RUNS times (3), each run bounded by BENCH_SECONDS (5) and a request count,
 * right after a run of its ceiling; rounds interleave the scenarios so drift in the machine's load
 * touches them alike. Figures are the median [min–max] of the runs; a ratio to the ceiling is the
 * median of each run over the ceiling run before it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import {
  type ChildServer,
  type LoadRequest,
  type LoadRun,
  type Spread,
  load,
  machine,
  spread,
  startChild,
} from './load.ts';
import { demoToken, projectRoot } from './support.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const MAX_REQUESTS = 200_000;
const SCALE = 100_000;
const PEER = { seconds: 10, requests: 30 };
const IDLE_SECONDS = 45;
const SORT = { download: 'DESC', name: 'ASC' } as const;
/** Name fragments that match a large share of the 100,000 products (from 4 % to 80 %). */
const BROAD_TERMS = [
  'mbit/s',
  'KPN',
  'wba',
  'Business',
  'vdsl2',
  'GPON',
  'gbit/s',
  'tele2',
  'IPTV',
  'XGS-PON',
  'ziggo',
  'SDSL',
];

type ServerName = 'ceiling' | 'sandbox' | 'scaled' | 'peer';

/** What a scenario must reach: throughput, 99th percentile, and share of its own-size ceiling. */
interface Target {
  reqPerSec?: number;
  p99Ms?: number;
  ratioToCeiling?: number;
}

interface Scenario {
  name: string;
  server: ServerName;
  path: string;
  request: LoadRequest | (() => LoadRequest);
  verify: (body: string) => boolean;
  target?: Target;
  /** Load that runs beside this scenario's on other connections; only this scenario is measured. */
  beside?: { scenario: Scenario; connections: number };
}

export interface ScenarioFigures {
  name: string;
  server: ServerName;
  runs: LoadRun[];
  reqPerSec: Spread;
  p50Ms: Spread;
  p99Ms: Spread;
  /** Reply size in bytes (the median of a sample for varied requests). */
  replyBytes: number;
  /** Median over the rounds of req/s over the req/s of the ceiling answering as many bytes. */
  ratioToCeiling: number;
  /** Connection errors, non-2xx replies and replies that were not a JSON-RPC result, over all runs. */
  failures: { errors: number; non2xx: number; notResult: number };
  target: Target | null;
  met: boolean | null;
}

export interface SandboxThroughputFigures {
  machine: string;
  settings: { runs: number; secondsPerRun: number; connections: number; maxRequestsPerRun: number };
  seedSeconds: { defaultSeed: number; scaled: number };
  memoryMiB: {
    defaultAtRest: number;
    defaultAfterLoad: number;
    defaultAfterIdle: number;
    scaledAtRest: number;
    scaledAfterLoad: number;
    scaledAfterIdle: number;
  };
  scenarios: ScenarioFigures[];
  /** json-server against the sandbox on the same queries: area terms (the target) and broad terms. */
  peers: {
    scenario: ScenarioFigures;
    ours: string;
    oursToPeer: number;
  }[];
  peerPagesEqualSandbox: boolean;
}

const rpcBody = (method: string, params: unknown) =>
  JSON.stringify({ jsonrpc: '2.0', id: 1, method, params });
const isResult = (body: string) => body.slice(0, 48).includes('"result":');
const isJsonArray = (body: string) => body.startsWith('[');

/** A small deterministic generator, so every run of the benchmark asks the same sequence. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The bytes of the reply to one request of a scenario. */
async function replyBytes(url: string, token: string, request: LoadRequest): Promise<number> {
  const response = await fetch(`${url}${request.path ?? ''}`, {
    method: request.method,
    // As the load generator asks: for the reply as it is, not compressed.
    headers: {
      'content-type': 'application/json',
      'accept-encoding': 'identity',
      authorization: `Bearer ${token}`,
    },
    ...(request.body === undefined ? {} : { body: request.body }),
  });
  return (await response.arrayBuffer()).byteLength;
}

/** Sizes within a few per cent of each other share a ceiling: two significant digits. */
const ceilingSize = (bytes: number) => Number(bytes.toPrecision(2));

const bytesText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MiB`
    : bytes >= 1024
      ? `${(bytes / 1024).toFixed(1)} KiB`
      : `${bytes} B`;

async function rpc<Result>(url: string, path: string, token: string, method: string, params: unknown) {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: rpcBody(method, params),
  });
  const reply = (await response.json()) as { result?: Result; error?: unknown };
  if (!reply.result) throw new Error(`${method} failed: ${JSON.stringify(reply.error)}`);
  return reply.result;
}

interface Product {
  product_id: number;
  name: string;
  area: string;
  download: number;
}

/** Every product of the 100,000-product database, as json-server's db.json and for the term lists. */
function dumpProducts(dataDir: string, file: string): Product[] {
  const db = new DatabaseSync(join(dataDir, 'sandbox.sqlite'), { readOnly: true });
  try {
    const products = db
      .prepare('SELECT * FROM carrier_products ORDER BY product_id')
      .all() as unknown as Product[];
    writeFileSync(file, JSON.stringify({ products }));
    return products;
  } finally {
    db.close();
  }
}

interface Query {
  term: string;
  page: number;
}

/** Queries over the given terms, each with a page inside its result (no empty pages past the end). */
function queryMaker(products: readonly Product[], terms: readonly string[], seed: number): () => Query {
  const names = products.map((product) => product.name.toLowerCase());
  const pages = terms.map((term) => {
    const needle = term.toLowerCase();
    let matches = 0;
    for (const name of names) if (name.includes(needle)) matches += 1;
    return Math.max(1, Math.ceil(matches / 100));
  });
  const random = randomFrom(seed);
  return () => {
    const index = Math.floor(random() * terms.length);
    return { term: terms[index]!, page: 1 + Math.floor(random() * pages[index]!) };
  };
}

const listCarriersParams = ({ term, page }: Query) => ({
  filter: { name: term },
  sort: SORT,
  pagination: { page, per_page: 100 },
});
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const peerPath = ({ term, page }: Query) =>
  `/products?name_like=${encodeURIComponent(escapeRegExp(term))}&_sort=download,name&_order=desc,asc&_page=${page}&_limit=100`;

/** Area codes (every name ends with one: 0.4–0.6 % of the products each), half of them in lower case. */
function selectiveTerms(products: readonly Product[]): string[] {
  const areas = [...new Set(products.map((product) => product.area))].sort();
  return areas.map((area, index) => (index % 2 === 0 ? area.toLowerCase() : area));
}

async function samePageAsPeer(scaledUrl: string, token: string, peerUrl: string, query: Query) {
  const ours = await rpc<{ carriers: Product[]; pagination: { total_items: number } }>(
    scaledUrl,
    '/broadband/v1',
    token,
    'list_carriers',
    listCarriersParams(query),
  );
  const response = await fetch(`${peerUrl}${peerPath(query)}`);
  const theirs = (await response.json()) as Product[];
  const ids = (rows: readonly Product[]) => rows.map((row) => row.product_id).join(',');
  return (
    ids(ours.carriers) === ids(theirs) &&
    String(ours.pagination.total_items) === response.headers.get('x-total-count')
  );
}

const fixed = (value: number, digits = 0) =>
  Number.isFinite(value)
    ? value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
    : '–';
const range = (figure: Spread, digits = 0) =>
  `${fixed(figure.median, digits)} [${fixed(figure.min, digits)}–${fixed(figure.max, digits)}]`;

function table(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

export async function benchSandboxThroughput(): Promise<SandboxThroughputFigures> {
  process.stdout.write(`sandbox throughput (${machine()})\n`);
  const work = mkdtempSync(join(tmpdir(), 'bench-sandbox-'));
  const servers: Partial<Record<ServerName, ChildServer>> = {};
  const seconds = (since: number) => (performance.now() - since) / 1000;
  try {
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

    const token = await demoToken(servers.sandbox.url);
    const scaledToken = await demoToken(servers.scaled.url);
    const { transactions } = await rpc<{ transactions: { uuid: string }[] }>(
      servers.sandbox.url,
      '/broadband/v1',
      token,
      'list_transactions',
      { pagination: { page: 1, per_page: 1 } },
    );
    const uuid = transactions[0]?.uuid;
    if (!uuid) throw new Error('list_transactions found no transaction');

    const selective = selectiveTerms(products);
    const nextSelective = queryMaker(products, selective, 1);
    const nextBroad = queryMaker(products, BROAD_TERMS, 2);
    const nextPeer = queryMaker(products, selective, 3);
    const nextPeerBroad = queryMaker(products, BROAD_TERMS, 4);
    const sameRowsAsSandbox = (
      await Promise.all(
        [nextPeer(), nextPeer(), nextPeerBroad(), { term: 'gbit/s', page: 7 }].map((query) =>
          samePageAsPeer(servers.scaled!.url, scaledToken, servers.peer!.url, query),
        ),
      )
    ).every(Boolean);

    const post = (body: string): LoadRequest => ({ method: 'POST', body });
    const scaledAreaTerms: Scenario = {
      name: `list_carriers 100k, varied area term + page`,
      server: 'scaled',
      path: '/broadband/v1',
      request: () => post(rpcBody('list_carriers', listCarriersParams(nextSelective()))),
      verify: isResult,
      target: { reqPerSec: 1000, p99Ms: 25 },
    };
    const scaledBroadTerms: Scenario = {
      name: `list_carriers 100k, varied broad term + page`,
      server: 'scaled',
      path: '/broadband/v1',
      request: () => post(rpcBody('list_carriers', listCarriersParams(nextBroad()))),
      verify: isResult,
      target: { p99Ms: 50 },
    };
    const listProviders: Scenario = {
      name: 'list_providers (basic)',
      server: 'sandbox',
      path: '/broadband/basic/v1',
      request: post(rpcBody('list_providers', {})),
      verify: isResult,
      target: { ratioToCeiling: 0.45 },
    };
    const longListings: Scenario = {
      name: 'list_carriers 10,000/page',
      server: 'sandbox',
      path: '/broadband/v1',
      request: post(rpcBody('list_carriers', { pagination: { page: 1, per_page: 10_000 } })),
      verify: isResult,
    };
    const methods: Scenario[] = [
      listProviders,
      {
        name: 'zipcode 1012AB 1 (basic)',
        server: 'sandbox',
        path: '/broadband/basic/v1',
        request: post(rpcBody('zipcode', { zipcode: '1012AB', housenr: 1 })),
        verify: isResult,
      },
      {
        name: 'list_carriers "gbit/s" (20 %) + 2-key sort, 100/page',
        server: 'sandbox',
        path: '/broadband/v1',
        request: post(rpcBody('list_carriers', listCarriersParams({ term: 'gbit/s', page: 2 }))),
        verify: isResult,
      },
      longListings,
      {
        name: 'get_transaction',
        server: 'sandbox',
        path: '/broadband/v1',
        request: post(rpcBody('get_transaction', { uuid })),
        verify: isResult,
        target: { ratioToCeiling: 0.25 },
      },
      scaledAreaTerms,
      scaledBroadTerms,
      {
        ...listProviders,
        name: 'list_providers beside 4 connections of 10,000-row listings',
        target: {},
        beside: { scenario: longListings, connections: 4 },
      },
    ];

    // Each method's reply size, and a ceiling per size that answers as many bytes.
    const sizes = new Map<Scenario, number>();
    for (const scenario of methods) {
      const server = servers[scenario.server]!;
      const bearer = scenario.server === 'scaled' ? scaledToken : token;
      const samples = typeof scenario.request === 'function' ? 15 : 1;
      const measured: number[] = [];
      for (let sample = 0; sample < samples; sample += 1) {
        const request = typeof scenario.request === 'function' ? scenario.request() : scenario.request;
        measured.push(await replyBytes(`${server.url}${scenario.path}`, bearer, request));
      }
      sizes.set(scenario, spread(measured).median);
    }
    const ceilings = new Map<number, Scenario>();
    for (const bytes of sizes.values()) {
      const size = ceilingSize(bytes);
      if (!ceilings.has(size)) {
        ceilings.set(size, {
          name: `ceiling: bare Node HTTP, fixed ${bytesText(size)} reply`,
          server: 'ceiling',
          path: `/${size}`,
          request: post(rpcBody('list_providers', {})),
          verify: isResult,
        });
      }
    }
    const ceilingOf = (scenario: Scenario) => ceilings.get(ceilingSize(sizes.get(scenario)!))!;
    const scenarios: Scenario[] = [
      ...[...ceilings.entries()].sort(([a], [b]) => a - b).map(([, ceiling]) => ceiling),
      ...methods,
    ];
    const peerScenarios: Scenario[] = [
      {
        name: 'json-server 0.17, 100k, varied area term + page',
        server: 'peer',
        path: '/products',
        request: () => ({ method: 'GET', path: peerPath(nextPeer()) }),
        verify: isJsonArray,
      },
      {
        name: 'json-server 0.17, 100k, varied broad term + page',
        server: 'peer',
        path: '/products',
        request: () => ({ method: 'GET', path: peerPath(nextPeerBroad()) }),
        verify: isJsonArray,
      },
    ];
    /** Each peer scenario against the sandbox scenario with the same queries. */
    const peerComparisons = [
      { peer: peerScenarios[0]!, ours: scaledAreaTerms },
      { peer: peerScenarios[1]!, ours: scaledBroadTerms },
    ];
    const loadOf = (scenario: Scenario, durationSeconds: number, connections: number, isPeer: boolean) => {
      const server = servers[scenario.server]!;
      const bearer = scenario.server === 'scaled' ? scaledToken : token;
      return load({
        url: `${server.url}${scenario.path}`,
        headers: scenario.server === 'peer' ? {} : { authorization: `Bearer ${bearer}` },
        request: scenario.request,
        verify: scenario.verify,
        connections,
        durationSeconds: isPeer ? PEER.seconds : durationSeconds,
        maxRequests: isPeer ? PEER.requests : MAX_REQUESTS,
      });
    };
    const runOnce = async (scenario: Scenario, durationSeconds: number, isPeer = false) => {
      const beside = scenario.beside
        ? loadOf(scenario.beside.scenario, durationSeconds + 1, scenario.beside.connections, false)
        : null;
      if (beside) await new Promise((resolve) => setTimeout(resolve, 500));
      const run = await loadOf(scenario, durationSeconds, CONNECTIONS, isPeer);
      await beside;
      return run;
    };

    process.stdout.write(`  warming up (1 s per scenario)…\n`);
    for (const scenario of scenarios) await runOnce(scenario, 1);
    const runs = new Map<Scenario, LoadRun[]>(
      [...scenarios, ...peerScenarios].map((scenario) => [scenario, []]),
    );
    /** For each method, the runs of its ceiling made right before it. */
    const pairedCeilingRuns = new Map<Scenario, LoadRun[]>(methods.map((scenario) => [scenario, []]));
    for (let round = 1; round <= RUNS; round += 1) {
      process.stdout.write(`  round ${round} of ${RUNS}…\n`);
      for (const scenario of methods) {
        const ceiling = ceilingOf(scenario);
        const ceilingRun = await runOnce(ceiling, SECONDS);
        runs.get(ceiling)!.push(ceilingRun);
        pairedCeilingRuns.get(scenario)!.push(ceilingRun);
        runs.get(scenario)!.push(await runOnce(scenario, SECONDS));
      }
      for (const scenario of peerScenarios)
        runs.get(scenario)!.push(await runOnce(scenario, PEER.seconds, true));
    }
    memory.defaultAfterLoad = servers.sandbox.rssMiB();
    memory.scaledAfterLoad = servers.scaled.rssMiB();
    process.stdout.write(
      `  idle for ${IDLE_SECONDS} s (a long-read thread stops after 30 s without calls)…\n`,
    );
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    memory.defaultAfterIdle = servers.sandbox.rssMiB();
    memory.scaledAfterIdle = servers.scaled.rssMiB();

    const figuresOf = (scenario: Scenario): ScenarioFigures => {
      const scenarioRuns = runs.get(scenario)!;
      const reqPerSec = spread(scenarioRuns.map((run) => run.reqPerSec));
      const p99Ms = spread(scenarioRuns.map((run) => run.p99Ms));
      const sum = (pick: (run: LoadRun) => number) =>
        scenarioRuns.reduce((total, run) => total + pick(run), 0);
      const bytes = sizes.get(scenario) ?? Number.NaN;
      // Each run over the ceiling run made right before it, so drift in the machine's speed
      // cancels out; the median of those ratios.
      const ceilingRuns = pairedCeilingRuns.get(scenario);
      const ratioToCeiling = ceilingRuns
        ? spread(scenarioRuns.map((run, round) => run.reqPerSec / ceilingRuns[round]!.reqPerSec)).median
        : Number.NaN;
      const target = scenario.target ?? null;
      return {
        name: scenario.name,
        server: scenario.server,
        runs: scenarioRuns,
        reqPerSec,
        p50Ms: spread(scenarioRuns.map((run) => run.p50Ms)),
        p99Ms,
        replyBytes: bytes,
        ratioToCeiling,
        failures: {
          errors: sum((run) => run.errors),
          non2xx: sum((run) => run.non2xx),
          notResult: sum((run) => run.mismatches),
        },
        target,
        met:
          target === null || Object.keys(target).length === 0
            ? null
            : reqPerSec.median >= (target.reqPerSec ?? 0) &&
              p99Ms.median <= (target.p99Ms ?? Infinity) &&
              ratioToCeiling >= (target.ratioToCeiling ?? 0),
      };
    };
    const figures = scenarios.map(figuresOf);
    const figuresByScenario = new Map(scenarios.map((scenario, index) => [scenario, figures[index]!]));
    const peers = peerComparisons.map(({ peer, ours }) => {
      const scenario = figuresOf(peer);
      const oursToPeer = figuresByScenario.get(ours)!.reqPerSec.median / scenario.reqPerSec.median;
      return { scenario, ours: ours.name, oursToPeer };
    });

    const targetText = (target: Target | null) =>
      [
        target?.reqPerSec === undefined ? '' : `≥ ${fixed(target.reqPerSec)} req/s`,
        target?.p99Ms === undefined ? '' : `p99 ≤ ${target.p99Ms} ms`,
        target?.ratioToCeiling === undefined ? '' : `≥ ${target.ratioToCeiling} × ceiling`,
      ]
        .filter(Boolean)
        .join(', ');
    const header = [
      'scenario',
      'reply',
      'req/s median [min–max]',
      '× own-size ceiling',
      'p50 ms',
      'p99 ms',
      'errors',
      'target',
      'met?',
    ];
    const rows = [...figures, ...peers.map((peer) => peer.scenario)].map((figure) => [
      figure.name,
      Number.isFinite(figure.replyBytes) ? bytesText(figure.replyBytes) : '',
      range(figure.reqPerSec),
      Number.isFinite(figure.ratioToCeiling) && figure.server !== 'ceiling'
        ? fixed(figure.ratioToCeiling, figure.ratioToCeiling < 0.01 ? 4 : 2)
        : '',
      range(figure.p50Ms),
      range(figure.p99Ms),
      `${figure.failures.errors}/${figure.failures.non2xx}/${figure.failures.notResult}`,
      targetText(figure.target),
      figure.met === null ? '' : figure.met ? 'yes' : 'NO',
    ]);
    for (const peer of peers) {
      rows.push([
        `sandbox ÷ json-server (${peer.scenario.name.slice(peer.scenario.name.indexOf('varied'))})`,
        '',
        `${fixed(peer.oursToPeer)}×`,
        '',
        '',
        '',
        '',
        '',
        '',
      ]);
    }
    const lines = [
      `  ${RUNS} runs of each scenario, ${SECONDS} s / ≤ ${fixed(MAX_REQUESTS)} requests each, ${CONNECTIONS} connections, loopback; json-server ${PEER.seconds} s / ≤ ${PEER.requests} requests`,
      `  start with a fresh seed: default ${fixed(defaultSeedSeconds, 1)} s, ${fixed(SCALE)} products ${fixed(scaledSeedSeconds, 1)} s; json-server pages equal the sandbox's: ${sameRowsAsSandbox ? 'yes' : 'NO'}`,
      `  sandbox RSS, default seed: ${fixed(memory.defaultAtRest, 1)} MiB at rest after start, ${fixed(memory.defaultAfterLoad, 1)} MiB after the load, ${fixed(memory.defaultAfterIdle, 1)} MiB ${IDLE_SECONDS} s later; ${fixed(SCALE)} products: ${fixed(memory.scaledAtRest, 1)} → ${fixed(memory.scaledAfterLoad, 1)} → ${fixed(memory.scaledAfterIdle, 1)} MiB`,
      `  errors = connection errors / non-2xx / 2xx replies that were not a result (all must be 0); latency in whole ms (autocannon's resolution)`,
      `  load average at the end: ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`,
      '',
      table([header, ...rows])
        .split('\n')
        .map((line) => `  ${line}`)
        .join('\n'),
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    return {
      machine: machine(),
      settings: {
        runs: RUNS,
        secondsPerRun: SECONDS,
        connections: CONNECTIONS,
        maxRequestsPerRun: MAX_REQUESTS,
      },
      seedSeconds: { defaultSeed: defaultSeedSeconds, scaled: scaledSeedSeconds },
      memoryMiB: memory,
      scenarios: figures,
      peers,
      peerPagesEqualSandbox: sameRowsAsSandbox,
    };
  } finally {
    await Promise.all(Object.values(servers).map((server) => server.stop()));
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.main) await benchSandboxThroughput();
