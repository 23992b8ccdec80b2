/**
 * Signed-in traffic through the proxy at a steady rate, as the portal's users make it: page loads
 * with the kept-session cookie (a reload, a link opened in a new tab) and JSON-RPC calls with the
 * bearer token (a cheap read), a page and then two calls, over kept-alive connections as a browser's. Each request is
 * numbered (X-Request-Number, for the proxy's log) and what came of it is noted: its status or the
 * error, and whether it was signed out (401, or a page without the kept session).
 */
import { Agent, request } from 'node:https';
import { KEPT_SESSION_ELEMENT_ID } from '../../src/server/index-html.ts';

const SESSION_COOKIE = '__Host-portal-session';
const GIVE_UP_AFTER_MS = 15_000;

export interface Session {
  token: string;
  /** `__Host-portal-session=…`, as the browser sends it back. */
  cookie: string;
}

export interface Outcome {
  number: number;
  kind: 'page' | 'call';
  /** performance.now() when it was sent and when its reply ended (or it failed). */
  startedAt: number;
  endedAt: number;
  /** The reply's status, or null when none came. */
  status: number | null;
  /** The error when no complete reply came (ECONNRESET, timeout…). */
  error: string | null;
  /** A signed-in page, or a JSON-RPC result. */
  ok: boolean;
  /** 401, or a page served as to someone signed out. */
  signedOut: boolean;
}

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function send(
  origin: string,
  path: string,
  options: { ca: string; agent?: Agent; method?: string; headers?: Record<string, string>; body?: string },
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${origin}${path}`,
      {
        method: options.method ?? 'GET',
        headers: options.headers ?? {},
        ca: options.ca,
        servername: 'localhost',
        ...(options.agent ? { agent: options.agent } : { agent: false }),
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        incoming.on('error', reject);
        incoming.on('aborted', () => reject(new Error('the reply was cut off')));
      },
    );
    outgoing.setTimeout(GIVE_UP_AFTER_MS, () => outgoing.destroy(new Error('timeout')));
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

/** Logs in through the proxy as the portal's log-in page does: the token, and the kept-session cookie. */
export async function logIn(
  origin: string,
  ca: string,
  credentials: { username: string; password: string },
): Promise<Session> {
  const reply = await send(origin, '/api/jwt/log-in', {
    ca,
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const cookie = [reply.headers['set-cookie'] ?? []]
    .flat()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
  if (reply.status !== 200 || !cookie) {
    throw new Error(
      `the log-in through the proxy gave ${reply.status} without a kept session: ${reply.body}`,
    );
  }
  return { token: (JSON.parse(reply.body) as { access_token: string }).access_token, cookie };
}

const pageRequest = (session: Session) => ({
  path: '/transactions',
  headers: {
    Accept: 'text/html',
    Cookie: session.cookie,
    'Sec-Fetch-Dest': 'document',
    'Sec-Fetch-Mode': 'navigate',
    'Sec-Fetch-Site': 'none',
  },
});

const callRequest = (session: Session, number: number) => ({
  path: '/api/broadband/v1',
  method: 'POST',
  headers: { Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/json' },
  body: JSON.stringify({ jsonrpc: '2.0', id: number, method: 'list_providers' }),
});

function judge(kind: Outcome['kind'], reply: Reply): { ok: boolean; signedOut: boolean } {
  if (reply.status === 401) return { ok: false, signedOut: true };
  if (reply.status !== 200) return { ok: false, signedOut: false };
  if (kind === 'page') {
    const signedIn = reply.body.includes(`id="${KEPT_SESSION_ELEMENT_ID}"`);
    return { ok: signedIn, signedOut: !signedIn };
  }
  try {
    return { ok: 'result' in (JSON.parse(reply.body) as object), signedOut: false };
  } catch {
    return { ok: false, signedOut: false };
  }
}

export interface SteadyLoad {
  /** The requests sent so far. */
  sent(): number;
  /** Sends no more, waits for those in flight; what came of every request, in order. */
  stop(): Promise<Outcome[]>;
}

/** Sends `perSecond` requests a second, each on time whatever the others are doing. */
export function startSteadyLoad(options: {
  origin: string;
  ca: string;
  session: Session;
  perSecond: number;
}): SteadyLoad {
  const { origin, ca, session } = options;
  const agent = new Agent({ keepAlive: true, ca, maxSockets: 64 });
  const outcomes: Outcome[] = [];
  const inFlight = new Set<Promise<void>>();
  const interval = 1000 / options.perSecond;
  const begun = performance.now();
  let number = 0;
  let timer: NodeJS.Timeout | undefined;

  const one = async (kind: Outcome['kind'], requestNumber: number) => {
    const asked = kind === 'page' ? pageRequest(session) : callRequest(session, requestNumber);
    const startedAt = performance.now();
    const headers = { ...asked.headers, 'X-Request-Number': String(requestNumber) };
    try {
      const reply = await send(origin, asked.path, { ...asked, headers, ca, agent });
      outcomes.push({
        number: requestNumber,
        kind,
        startedAt,
        endedAt: performance.now(),
        status: reply.status,
        error: null,
        ...judge(kind, reply),
      });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      outcomes.push({
        number: requestNumber,
        kind,
        startedAt,
        endedAt: performance.now(),
        status: null,
        error: code,
        ok: false,
        signedOut: false,
      });
    }
  };

  const tick = () => {
    number += 1;
    // a page, then two calls: with instances taken in turn, no instance gets only pages or only calls
    const sending = one(number % 3 === 1 ? 'page' : 'call', number).finally(() => inFlight.delete(sending));
    inFlight.add(sending);
    timer = setTimeout(tick, Math.max(0, begun + number * interval - performance.now()));
  };
  tick();

  return {
    sent: () => number,
    stop: async () => {
      clearTimeout(timer);
      while (inFlight.size > 0) await Promise.all([...inFlight]);
      agent.destroy();
      return outcomes.sort((a, b) => a.number - b.number);
    },
  };
}
