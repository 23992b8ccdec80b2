/**
 * An instance lost under load (scripts/instance-lost/): two portal servers in proxy mode before one
 * sandbox, sharing PORTAL_SESSION_KEY and one --session-store file, behind Debian's nginx running
 * deploy/nginx/broadband-portal.conf as shipped. Signed-in page loads and JSON-RPC calls go through
 * nginx at a steady rate; one instance is killed with SIGKILL mid-run, the traffic goes on, the
 * instance is started again, the traffic goes on. Nothing here holds a request to a time: the
 * windows are those of the kill itself, as this run saw it.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededDataDir, stopCliProcesses } from '../src/sandbox/testing/sandbox-process.ts';
import { findTool } from './find-browsers.ts';
import { type Deployment, SHIPPED_NGINX_FILE, startDeployment } from './instance-lost/deployment.ts';
import { type LoggedRequest, type LostInstanceRun, loseAnInstance } from './instance-lost/scenario.ts';
import { logIn } from './instance-lost/steady-load.ts';

const nginx = findTool('nginx');
/**
 * After the killed process was seen gone, nginx may still take a moment to learn it (a kept-alive
 * connection whose close it has not read yet): a request sent within this may still meet it.
 */
const LEARNING_MS = 1000;
/** How long nginx leaves out an instance that failed: it stays down longer, so that nginx tries it again meanwhile. */
const failTimeoutMs =
  Number(
    / fail_timeout=(\d+)s/.exec(
      readFileSync(new URL(`../${SHIPPED_NGINX_FILE}`, import.meta.url), 'utf8'),
    )?.[1],
  ) * 1000;

describe.runIf(nginx.found)('an instance lost under load, behind the shipped nginx file', () => {
  let dir = '';
  let deployment: Deployment | undefined;
  let run: LostInstanceRun;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'instance-lost-'));
    deployment = await startDeployment({ dir, sandboxDataDir: seededDataDir(), instances: 2 });
    const session = await logIn(deployment.origin, deployment.certificate, {
      username: 'admin',
      password: 'sandbox-admin',
    });
    run = await loseAnInstance(deployment, session, {
      perSecond: 40,
      beforeKillMs: 2000,
      downMs: failTimeoutMs + 3000,
      afterReturnMs: 2000,
      returnWithinMs: 30_000,
    });
  }, 180_000);
  afterAll(async () => {
    await deployment?.stop();
    stopCliProcesses();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const servedBy = (request: LoggedRequest) => request.upstreams.at(-1);
  const brief = (request: LoggedRequest) => ({
    number: request.number,
    kind: request.kind,
    sentAfterKillMs: Math.round(request.startedAt - run.killedAt),
    status: request.status,
    error: request.error,
    upstreams: request.upstreams,
  });

  it('shared the traffic between both instances before the kill', () => {
    const before = run.requests.filter((request) => request.endedAt < run.killedAt);
    expect(before.length).toBeGreaterThan(20);
    expect(new Set(before.map(servedBy))).toEqual(
      new Set(deployment!.instances.map((instance) => instance.host)),
    );
  });

  it('signs nobody out: no 401, every page loaded signed in, before, during and after', () => {
    expect(run.requests.filter((request) => request.signedOut).map(brief)).toEqual([]);
    const left = deployment!.instances.find((instance) => instance.host !== run.lost)!.host;
    const afterKill = run.requests.filter((request) => request.startedAt > run.exitedAt);
    // the instance left restored the sessions the killed one had kept, pages and calls alike
    expect(afterKill.some((request) => request.kind === 'page' && servedBy(request) === left)).toBe(true);
    expect(afterKill.some((request) => request.kind === 'call' && servedBy(request) === left)).toBe(true);
  });

  it('fails only calls that had reached the killed instance, from the kill until it was gone', () => {
    const failed = run.requests.filter((request) => !request.ok);
    for (const request of failed) {
      const where = JSON.stringify(brief(request));
      // a page (GET) that had reached it is passed to the other instance; a POST may have changed something
      expect(request.kind, where).toBe('call');
      expect(servedBy(request), where).toBe(run.lost);
      // and it had reached the instance: one that could not connect goes to the other
      expect(request.upstreamConnected.at(-1), where).toBe(true);
      expect(request.endedAt, where).toBeGreaterThanOrEqual(run.killedAt);
      expect(request.startedAt, where).toBeLessThanOrEqual(run.exitedAt + LEARNING_MS);
    }
  });

  it('succeeds with every request sent once the instance was gone, while it was down and after', () => {
    const later = run.requests.filter((request) => request.startedAt > run.exitedAt + LEARNING_MS);
    expect(later.length).toBeGreaterThan(40);
    expect(later.filter((request) => !request.ok).map(brief)).toEqual([]);
    // those sent to the killed instance while it was down went to the other one
    const whileDown = later.filter((request) => request.endedAt < run.restartedAt);
    expect(whileDown.filter((request) => servedBy(request) === run.lost).map(brief)).toEqual([]);
    // nginx tried the killed instance again meanwhile (after fail_timeout), and passed that request on
    const triedAgain = whileDown.filter((request) => request.upstreams[0] === run.lost);
    expect(triedAgain.length).toBeGreaterThan(0);
    for (const request of triedAgain) expect(request.upstreamConnected[0]).toBe(false);
  });

  it('sends requests to the restarted instance again, and it serves them signed in', () => {
    const restarted = run.requests.filter(
      (request) => request.startedAt > run.servingAgainAt && servedBy(request) === run.lost,
    );
    expect(restarted.length, 'requests the restarted instance served').toBeGreaterThan(0);
    expect(restarted.filter((request) => !request.ok).map(brief)).toEqual([]);
    expect(new Set(restarted.map((request) => request.kind))).toEqual(new Set(['page', 'call']));
  });
});
