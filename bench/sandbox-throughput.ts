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
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type LoadRun, load, machine, spread } from './load.ts';
import { type SandboxThroughputFigures, scenarioFigures } from './sandbox-throughput/figures.ts';
import { queryMaker, samePageAsPeer, selectiveTerms } from './sandbox-throughput/products.ts';
import { replyBytes, rpc } from './sandbox-throughput/requests.ts';
import {
  ceilingScenarios,
  ceilingSize,
  jsonServerScenarios,
  methodScenarios,
} from './sandbox-throughput/scenarios.ts';
import { type Servers, startServers } from './sandbox-throughput/servers.ts';
import {
  BROAD_TERMS,
  CONNECTIONS,
  IDLE_SECONDS,
  MAX_REQUESTS,
  PEER,
  RUNS,
  SECONDS,
  type Scenario,
} from './sandbox-throughput/settings.ts';
import { throughputReport } from './sandbox-throughput/table.ts';
import { demoToken } from './support.ts';

export type { SandboxThroughputFigures, ScenarioFigures } from './sandbox-throughput/figures.ts';

export async function benchSandboxThroughput(): Promise<SandboxThroughputFigures> {
  process.stdout.write(`sandbox throughput (${machine()})\n`);
  const work = mkdtempSync(join(tmpdir(), 'bench-sandbox-'));
  const servers: Servers = {};
  try {
    const { defaultSeedSeconds, scaledSeedSeconds, memory, products } = await startServers(work, servers);

    const token = await demoToken(servers.sandbox!.url);
    const scaledToken = await demoToken(servers.scaled!.url);
    const { transactions } = await rpc<{ transactions: { uuid: string }[] }>(
      servers.sandbox!.url,
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

    const { methods, scaledAreaTerms, scaledBroadTerms } = methodScenarios(uuid, nextSelective, nextBroad);

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
    const ceilings = ceilingScenarios(sizes.values());
    const ceilingOf = (scenario: Scenario) => ceilings.get(ceilingSize(sizes.get(scenario)!))!;
    const scenarios: Scenario[] = [
      ...[...ceilings.entries()].sort(([a], [b]) => a - b).map(([, ceiling]) => ceiling),
      ...methods,
    ];
    const peerScenarios = jsonServerScenarios(nextPeer, nextPeerBroad);
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
    memory.defaultAfterLoad = servers.sandbox!.rssMiB();
    memory.scaledAfterLoad = servers.scaled!.rssMiB();
    process.stdout.write(
      `  idle for ${IDLE_SECONDS} s (a long-read thread stops after 30 s without calls)…\n`,
    );
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    memory.defaultAfterIdle = servers.sandbox!.rssMiB();
    memory.scaledAfterIdle = servers.scaled!.rssMiB();

    const measured = { runs, sizes, pairedCeilingRuns };
    const figuresOf = (scenario: Scenario) => scenarioFigures(scenario, measured);
    const figures = scenarios.map(figuresOf);
    const figuresByScenario = new Map(scenarios.map((scenario, index) => [scenario, figures[index]!]));
    const peers = peerComparisons.map(({ peer, ours }) => {
      const scenario = figuresOf(peer);
      const oursToPeer = figuresByScenario.get(ours)!.reqPerSec.median / scenario.reqPerSec.median;
      return { scenario, ours: ours.name, oursToPeer };
    });

    const results = {
      seedSeconds: { defaultSeed: defaultSeedSeconds, scaled: scaledSeedSeconds },
      memoryMiB: memory,
      scenarios: figures,
      peers,
      peerPagesEqualSandbox: sameRowsAsSandbox,
    };
    process.stdout.write(throughputReport(results));
    return {
      machine: machine(),
      settings: {
        runs: RUNS,
        secondsPerRun: SECONDS,
        connections: CONNECTIONS,
        maxRequestsPerRun: MAX_REQUESTS,
      },
      ...results,
    };
  } finally {
    await Promise.all(Object.values(servers).map((server) => server.stop()));
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.main) await benchSandboxThroughput();
