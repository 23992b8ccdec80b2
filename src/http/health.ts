/**
 * Health for a load balancer or an orchestrator, at the server root whatever else is mounted:
 *
 * - `GET /healthz`: 200 `{"status":"ok"}` while the process serves; nothing else is checked.
 * - `GET /readyz`: 200 `{"status":"ready","checks":{…}}` when every check passes within its time,
 *   else 503 `{"status":"unready","checks":{…}}` naming what failed; 503 from the moment the
 *   server begins to stop, so that a balancer takes it out while in-flight requests finish.
 *
 * Both unauthenticated and `Cache-Control: no-store`. A failing check is an answer, not an error:
 * nothing is logged.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** One thing the server needs to answer; throws (or rejects) when it cannot. */
export type ReadinessCheck = (signal: AbortSignal) => Promise<void> | void;

export interface HealthOptions {
  /** By name, e.g. `database` or `upstream`; none means ready whenever not stopping. */
  checks: Readonly<Record<string, ReadinessCheck>>;
  /** How long each check may take (2 s by default). */
  timeoutMs?: number;
}

export interface Health {
  /** Answers `/healthz` and `/readyz` (true), or leaves the request alone (false). */
  answer(request: IncomingMessage, response: ServerResponse): Promise<boolean>;
  /** From now on `/readyz` answers 503 with the check `shutdown: stopping`. */
  stopping(): void;
}

export const HEALTH_PATH = '/healthz';
export const READINESS_PATH = '/readyz';

export const isHealthPath = (path: string) => path === HEALTH_PATH || path === READINESS_PATH;
const DEFAULT_TIMEOUT_MS = 2000;

function reply(request: IncomingMessage, response: ServerResponse, status: number, body: unknown) {
  const text = `${JSON.stringify(body)}\n`;
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': String(Buffer.byteLength(text)),
  });
  response.end(request.method === 'HEAD' ? undefined : text);
}

const reasonOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').slice(0, 200);

/** Runs `check` with a time limit; 'ok', or what went wrong. */
async function outcome(check: ReadinessCheck, timeoutMs: number): Promise<string> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
  });
  try {
    await Promise.race([Promise.resolve().then(() => check(controller.signal)), timedOut]);
    return 'ok';
  } catch (error) {
    return `failed: ${reasonOf(error)}`;
  } finally {
    clearTimeout(timer);
  }
}

export function createHealth(options: HealthOptions): Health {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let stopping = false;
  return {
    async answer(request, response) {
      const path = (request.url ?? '').split('?')[0];
      if (path !== HEALTH_PATH && path !== READINESS_PATH) return false;
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.setHeader('Allow', 'GET, HEAD');
        reply(request, response, 405, { status: 'error', message: `${path} answers GET and HEAD only.` });
        return true;
      }
      if (path === HEALTH_PATH) {
        reply(request, response, 200, { status: 'ok' });
        return true;
      }
      const names = Object.keys(options.checks);
      const results = await Promise.all(names.map((name) => outcome(options.checks[name]!, timeoutMs)));
      const checks: Record<string, string> = Object.fromEntries(
        names.map((name, index) => [name, results[index]!]),
      );
      if (stopping) checks.shutdown = 'stopping';
      const ready = !stopping && results.every((result) => result === 'ok');
      reply(request, response, ready ? 200 : 503, { status: ready ? 'ready' : 'unready', checks });
      return true;
    },
    stopping() {
      stopping = true;
    },
  };
}
