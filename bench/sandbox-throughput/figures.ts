/** What the benchmark returns, and one scenario's figures over its runs. */
import { type LoadRun, type Spread, spread } from '../load.ts';
import type { Scenario, ServerName, Target } from './settings.ts';

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

/** What the rounds measured: each scenario's runs and reply size, and each method's ceiling runs. */
export interface Measurements {
  runs: Map<Scenario, LoadRun[]>;
  /** Each method's reply size in bytes. */
  sizes: Map<Scenario, number>;
  /** For each method, the runs of its ceiling made right before it. */
  pairedCeilingRuns: Map<Scenario, LoadRun[]>;
}

export function scenarioFigures(scenario: Scenario, measured: Measurements): ScenarioFigures {
  const scenarioRuns = measured.runs.get(scenario)!;
  const reqPerSec = spread(scenarioRuns.map((run) => run.reqPerSec));
  const p99Ms = spread(scenarioRuns.map((run) => run.p99Ms));
  const sum = (pick: (run: LoadRun) => number) => scenarioRuns.reduce((total, run) => total + pick(run), 0);
  const bytes = measured.sizes.get(scenario) ?? Number.NaN;
  // Each run over the ceiling run made right before it, so drift in the machine's speed
  // cancels out; the median of those ratios.
  const ceilingRuns = measured.pairedCeilingRuns.get(scenario);
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
}
