/**
 * An instance lost under load, in figures (nothing is asserted on them): the scenario of
 * scripts/instance-lost.test.ts, longer and repeated. Two portal servers in proxy mode before one
 * sandbox, sharing PORTAL_SESSION_KEY and a --session-store file, behind Debian's nginx running
 * deploy/nginx/broadband-portal.conf as shipped. Signed-in traffic through nginx at PER_SECOND
 * requests a second (a page with the kept-session cookie, then two JSON-RPC calls with the bearer
 * token); after BEFORE_KILL_MS one instance is killed with SIGKILL and kept down DOWN_MS (past
 * nginx's fail_timeout, so that nginx tries it again meanwhile), then started again; the traffic
 * goes on until nginx passes it requests again, and AFTER_RETURN_MS more. Each of RUNS runs:
 *
 * - requests sent, and those that failed: why (502 from nginx, a reset…) and on which instance;
 * - from the kill until every request succeeds again (the start of the last one that failed);
 * - from the restarted instance answering /readyz until nginx passes it a request;
 * - sign-outs (a 401, or a page served as to someone signed out): the target is none;
 * - the load average at the start and end of the run.
 *
 * The servers run on ports from INSTANCE_LOST_BENCH_PORT (4594): nginx, its plain http server, the
 * sandbox, then the instances.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SHIPPED_NGINX_FILE, startDeployment } from '../scripts/instance-lost/deployment.ts';
import {
  type Consequences,
  type LostInstanceRun,
  consequences,
  loseAnInstance,
} from '../scripts/instance-lost/scenario.ts';
import { logIn } from '../scripts/instance-lost/steady-load.ts';
import { machine } from './load.ts';
import {
  CREDENTIALS,
  type RunLoad,
  type Spread,
  formatRunLoads,
  formatSpread,
  formatTable,
  ms,
  projectRoot,
  spread,
  withLoad,
} from './support.ts';

const FIRST_PORT = Number(process.env.INSTANCE_LOST_BENCH_PORT ?? 4594);
const RUNS = Number(process.env.INSTANCE_LOST_BENCH_RUNS ?? 3);
const PER_SECOND = 100;
const BEFORE_KILL_MS = 5000;
const AFTER_RETURN_MS = 5000;
/** How long nginx waits for the restarted instance before the run goes on without it. */
const RETURN_WITHIN_MS = 60_000;

/** Milliseconds, or seconds from one second up. */
const duration = (value: number) => (value < 1000 ? ms(value) : `${(value / 1000).toFixed(2)} s`);

/** Failures of one kind over every run. */
export interface InstanceLostFailure {
  /** `502`, or the error a client met (`ECONNRESET`, `timeout`). */
  reason: string;
  where: 'the killed instance' | 'the other instance' | 'nginx itself';
  count: number;
}

export interface InstanceLostFigures {
  runs: number;
  perSecond: number;
  beforeKillMs: number;
  downMs: number;
  afterReturnMs: number;
  /** nginx's fail_timeout in the shipped file. */
  failTimeoutMs: number;
  sent: Spread;
  failed: Spread;
  failures: InstanceLostFailure[];
  /** Requests nginx passed on to the other instance after the killed one failed them. */
  passedOn: Spread;
  signOuts: Spread;
  allSucceedAfterMs: Spread;
  returnedAfterMs: Spread;
  /** Runs in which nginx passed no request to the restarted instance within RETURN_WITHIN_MS. */
  neverReturned: number;
  loads: RunLoad[];
  machine: string;
}

export async function benchInstanceLost(): Promise<InstanceLostFigures> {
  const shipped = readFileSync(join(projectRoot, SHIPPED_NGINX_FILE), 'utf8');
  const failTimeoutMs = Number(/ fail_timeout=(\d+)s/.exec(shipped)?.[1]) * 1000;
  const downMs = failTimeoutMs + 5000;
  const dir = mkdtempSync(join(tmpdir(), 'bench-instance-lost-'));
  const deployment = await startDeployment({
    dir,
    sandboxDataDir: join(dir, 'sandbox'),
    resetSandbox: true,
    instances: 2,
    firstPort: FIRST_PORT,
  });
  try {
    const session = await logIn(deployment.origin, deployment.certificate, CREDENTIALS);
    const runs: { run: LostInstanceRun; figures: Consequences; load: RunLoad }[] = [];
    for (let index = 0; index < RUNS; index += 1) {
      const { result, load } = await withLoad(async () =>
        loseAnInstance(deployment, session, {
          perSecond: PER_SECOND,
          beforeKillMs: BEFORE_KILL_MS,
          downMs,
          afterReturnMs: AFTER_RETURN_MS,
          returnWithinMs: RETURN_WITHIN_MS,
        }),
      );
      runs.push({ run: result, figures: consequences(result), load });
      const figures = runs.at(-1)!.figures;
      process.stdout.write(
        `  run ${index + 1}: ${figures.sent} sent, ${figures.failed} failed, ${figures.signOuts} signed out, all succeed ${duration(figures.allSucceedAfterMs)} after the kill, back in ${figures.returnedAfterMs === null ? 'never' : duration(figures.returnedAfterMs)}\n`,
      );
    }
    const failures = new Map<string, InstanceLostFailure>();
    for (const { run, figures } of runs) {
      for (const kind of figures.failures) {
        const where =
          kind.instance === ''
            ? 'nginx itself'
            : kind.instance === run.lost
              ? 'the killed instance'
              : 'the other instance';
        const key = `${kind.reason} ${where}`;
        const known = failures.get(key) ?? { reason: kind.reason, where, count: 0 };
        known.count += kind.count;
        failures.set(key, known);
      }
    }
    const returned = runs.flatMap(({ figures }) =>
      figures.returnedAfterMs === null ? [] : [figures.returnedAfterMs],
    );
    const of = (pick: (figures: Consequences) => number) => spread(runs.map(({ figures }) => pick(figures)));
    const result: InstanceLostFigures = {
      runs: RUNS,
      perSecond: PER_SECOND,
      beforeKillMs: BEFORE_KILL_MS,
      downMs,
      afterReturnMs: AFTER_RETURN_MS,
      failTimeoutMs,
      sent: of((figures) => figures.sent),
      failed: of((figures) => figures.failed),
      failures: [...failures.values()].sort((a, b) => b.count - a.count),
      passedOn: of((figures) => figures.passedOn),
      signOuts: of((figures) => figures.signOuts),
      allSucceedAfterMs: of((figures) => figures.allSucceedAfterMs),
      returnedAfterMs: spread(returned),
      neverReturned: RUNS - returned.length,
      loads: runs.map(({ load }) => load),
      machine: machine(),
    };
    report(result);
    return result;
  } finally {
    await deployment.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

function report(result: InstanceLostFigures) {
  const count = (value: number) => value.toFixed(0);
  const failures =
    result.failures.length === 0
      ? 'none'
      : result.failures.map((kind) => `${kind.count} × ${kind.reason} on ${kind.where}`).join(', ');
  process.stdout.write(
    formatTable(
      `An instance lost under load: ${result.perSecond} requests a second through nginx, one of two instances killed after ${duration(result.beforeKillMs)}, down ${duration(result.downMs)} (fail_timeout ${duration(result.failTimeoutMs)}), ${result.runs} runs (${result.machine})`,
      ['measure', 'median [min–max]'],
      [
        ['requests sent', formatSpread(result.sent, count)],
        ['failed', formatSpread(result.failed, count)],
        ['passed on to the other instance by nginx', formatSpread(result.passedOn, count)],
        ['from the kill until every request succeeds', formatSpread(result.allSucceedAfterMs, duration)],
        [
          'from the restarted instance answering until it takes requests',
          result.returnedAfterMs.runs.length === 0 ? 'never' : formatSpread(result.returnedAfterMs, duration),
        ],
        ['sign-outs (target: none)', formatSpread(result.signOuts, count)],
      ],
    ),
  );
  process.stdout.write(`  failures over all runs: ${failures}\n  ${formatRunLoads(result.loads)}\n`);
  if (result.neverReturned > 0) {
    process.stdout.write(
      `  in ${result.neverReturned} runs nginx passed the restarted instance nothing within ${duration(RETURN_WITHIN_MS)}\n`,
    );
  }
}
