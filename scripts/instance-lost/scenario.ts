/**
 * An instance lost under load, and brought back: signed-in traffic at a steady rate through the
 * proxy (steady-load.ts); one instance killed with SIGKILL mid-run; the traffic goes on; the instance
 * started again on its port; the traffic goes on until the proxy passes requests to it again, and a
 * while after. What came of each request is joined with what the proxy logged of it (deployment.ts):
 * the instances it was passed to. Shared by scripts/instance-lost.test.ts and bench/instance-lost.ts.
 */
import type { Deployment } from './deployment.ts';
import { type Outcome, type Session, startSteadyLoad } from './steady-load.ts';

export interface Timing {
  perSecond: number;
  /** Traffic before the kill, with the instance down, and after it takes requests again. */
  beforeKillMs: number;
  downMs: number;
  afterReturnMs: number;
  /** How long to wait for the proxy to pass requests to the restarted instance before going on without. */
  returnWithinMs: number;
}

/** A request, and the instances the proxy passed it to (none when it never reached the proxy's log). */
export interface LoggedRequest extends Outcome {
  upstreams: string[];
  upstreamStatuses: string[];
  upstreamConnected: boolean[];
}

export interface LostInstanceRun {
  /** The instance killed, as the proxy names it. */
  lost: string;
  requests: LoggedRequest[];
  /** performance.now() of the SIGKILL, of the process gone, of the start again, and of its /readyz answering. */
  killedAt: number;
  exitedAt: number;
  restartedAt: number;
  servingAgainAt: number;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function loseAnInstance(
  deployment: Deployment,
  session: Session,
  timing: Timing,
  lostIndex = 0,
): Promise<LostInstanceRun> {
  const lost = deployment.instances[lostIndex]!;
  // the proxy's log of this run alone: an earlier run numbered its requests from 1 too
  const loggedBefore = deployment.passed().length;
  const passedNow = () => deployment.passed().slice(loggedBefore);
  const load = startSteadyLoad({
    origin: deployment.origin,
    ca: deployment.certificate,
    session,
    perSecond: timing.perSecond,
  });
  let outcomes: Outcome[] = [];
  let killedAt = Number.NaN;
  let exitedAt = Number.NaN;
  let restartedAt = Number.NaN;
  let servingAgainAt = Number.NaN;
  try {
    await wait(timing.beforeKillMs);
    ({ killedAt, exitedAt } = await lost.kill());
    await wait(timing.downMs);
    restartedAt = performance.now();
    servingAgainAt = await lost.start();
    const sentBefore = load.sent();
    const deadline = performance.now() + timing.returnWithinMs;
    const reached = () =>
      passedNow().some((passed) => passed.number > sentBefore && passed.upstreams.at(-1) === lost.host);
    while (!reached() && performance.now() < deadline) await wait(100);
    await wait(timing.afterReturnMs);
  } finally {
    outcomes = await load.stop();
  }
  const passed = new Map(passedNow().map((entry) => [entry.number, entry]));
  return {
    lost: lost.host,
    killedAt,
    exitedAt,
    restartedAt,
    servingAgainAt,
    requests: outcomes.map((outcome) => ({
      ...outcome,
      upstreams: passed.get(outcome.number)?.upstreams ?? [],
      upstreamStatuses: passed.get(outcome.number)?.upstreamStatuses ?? [],
      upstreamConnected: passed.get(outcome.number)?.upstreamConnected ?? [],
    })),
  };
}

/** Why requests failed, and where: `502` from `127.0.0.1:4901`, `ECONNRESET` from the proxy itself. */
export interface FailureKind {
  reason: string;
  /** The instance the proxy last passed it to, or "" when it never reached the proxy's log. */
  instance: string;
  count: number;
}

export interface Consequences {
  sent: number;
  pages: number;
  calls: number;
  /** Requests that got no signed-in page or JSON-RPC result, besides the sign-outs. */
  failed: number;
  failures: FailureKind[];
  /** 401s, and pages served as to someone signed out. */
  signOuts: number;
  /** Requests the proxy passed on to another instance after the first failed them. */
  passedOn: number;
  /** From the kill to the start of the last request that failed: every one sent later succeeded (0: none failed after the kill). */
  allSucceedAfterMs: number;
  /** From the kill to the end of the last failure. */
  lastFailureAfterMs: number;
  /** From the restarted instance answering /readyz to the first request the proxy passed to it; null when none. */
  returnedAfterMs: number | null;
}

export function consequences(run: LostInstanceRun): Consequences {
  const failures = run.requests.filter((request) => !request.ok && !request.signedOut);
  const kinds = new Map<string, FailureKind>();
  for (const failure of failures) {
    const reason = failure.error ?? String(failure.status);
    const instance = failure.upstreams.at(-1) ?? '';
    const key = `${reason} ${instance}`;
    const kind = kinds.get(key) ?? { reason, instance, count: 0 };
    kind.count += 1;
    kinds.set(key, kind);
  }
  const returned = run.requests.find(
    (request) => request.startedAt >= run.servingAgainAt && request.upstreams.at(-1) === run.lost,
  );
  const afterKill = (at: number) => Math.max(0, at - run.killedAt);
  return {
    sent: run.requests.length,
    pages: run.requests.filter((request) => request.kind === 'page').length,
    calls: run.requests.filter((request) => request.kind === 'call').length,
    failed: failures.length,
    failures: [...kinds.values()].sort((a, b) => b.count - a.count),
    signOuts: run.requests.filter((request) => request.signedOut).length,
    passedOn: run.requests.filter((request) => request.upstreams.length > 1).length,
    allSucceedAfterMs: afterKill(Math.max(run.killedAt, ...failures.map((failure) => failure.startedAt))),
    lastFailureAfterMs: afterKill(Math.max(run.killedAt, ...failures.map((failure) => failure.endedAt))),
    returnedAfterMs: returned ? Math.max(0, returned.startedAt - run.servingAgainAt) : null,
  };
}
