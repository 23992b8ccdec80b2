/**
 * The provider's service as the probe talks to it: the log-in (`POST {base}/jwt/log-in` with
 * {username, password} and, when there is one, the TOTP code in `X-TOTP`), then JSON-RPC 2.0 at
 * `{base}/<class>` with the bearer token, or HTTP Basic on every call. Only reading methods are
 * sent (reading-methods.ts). What the service says in words (messages, bodies) is never kept, as
 * it may quote an address: a refusal is told by its status and its machine-readable `reason`.
 */
import { METHOD_NOT_FOUND, readEnvelope } from '../contract/json-rpc-envelope.ts';
import type { JsonKind } from '../contract/reply-reading.ts';
import { type MethodName, NotReadingError, isReadingMethod } from './reading-methods.ts';

/** Why the probe could not run; its message is the one line it prints, holding no value. */
export class CouldNotRun extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CouldNotRun';
  }
}

export interface Credentials {
  username: string;
  password: string;
}

export type Authorization = { kind: 'bearer'; token: string } | { kind: 'basic'; credentials: Credentials };

export type Answer =
  | { kind: 'result'; result: unknown }
  /** HTTP 200 whose body is no JSON-RPC reply: not JSON, not an object, or without result and error. */
  | { kind: 'no-reply'; received: JsonKind | 'missing' | 'not-json' }
  | { kind: 'rpc-error'; code: number | null }
  | { kind: 'not-offered'; by: 'method' | 'class' }
  /** The account may not use it: HTTP 403 at the class's URL, or JSON-RPC 012 for the method. */
  | { kind: 'refused'; by: 'method' | 'class' }
  | { kind: 'http-error'; status: number }
  | { kind: 'no-answer' };

const CALL_TIMEOUT_MS = 60_000;
const LOG_IN_TIMEOUT_MS = 30_000;
const MOST_RETRY_AFTER_SECONDS = 30;

/** The service did not answer in time: for the log-in, the probe cannot run; for a call, an error of that call. */
class NoAnswer extends CouldNotRun {
  constructor(seconds: number) {
    super(`service unreachable: no answer within ${seconds} s`);
    this.name = 'NoAnswer';
  }
}

async function send(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  try {
    return await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') throw new NoAnswer(timeoutMs / 1000);
    const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
    const code = typeof cause?.code === 'string' && /^[A-Z_]+$/.test(cause.code) ? ` (${cause.code})` : '';
    throw new CouldNotRun(`service unreachable: the connection failed${code}`);
  }
}

const basicHeader = ({ username, password }: Credentials) =>
  `Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}`;

interface Refusal {
  /** The machine-readable reason (a sandbox design); the live service says it only in words. */
  reason: string | null;
  /** Whether its words speak of TOTP, and of a code used already. */
  aboutTotp: boolean;
  aboutUsedCode: boolean;
}

async function refusalOf(response: Response): Promise<Refusal> {
  const text = await response.text().catch(() => '');
  let reason: string | null = null;
  try {
    const body = JSON.parse(text) as { reason?: unknown };
    if (typeof body.reason === 'string' && /^[a-z_]+$/.test(body.reason)) reason = body.reason;
  } catch {
    // words only
  }
  return { reason, aboutTotp: /totp/i.test(text), aboutUsedCode: /totp/i.test(text) && /used/i.test(text) };
}

export type TotpAsker = () => Promise<string>;

/**
 * Logs in and answers the bearer token, and whether a TOTP code went with it. Without a code and
 * asked for one, `askTotp` (a person at a terminal) is asked once; without it, the probe cannot run.
 */
export async function logIn(
  base: string,
  credentials: Credentials,
  totp: string | undefined,
  askTotp: TotpAsker | null,
): Promise<{ token: string; withTotp: boolean }> {
  const response = await send(
    `${base}/jwt/log-in`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(totp ? { 'X-TOTP': totp } : {}) },
      body: JSON.stringify({ username: credentials.username, password: credentials.password }),
    },
    LOG_IN_TIMEOUT_MS,
  );
  if (response.ok) {
    const reply = (await response.json().catch(() => null)) as { access_token?: unknown } | null;
    if (typeof reply?.access_token !== 'string' || reply.access_token === '')
      throw new CouldNotRun('log-in refused: the log-in reply holds no token');
    return { token: reply.access_token, withTotp: Boolean(totp) };
  }
  const refusal = await refusalOf(response);
  const totpRequired =
    refusal.reason === 'totp_required' || (!refusal.reason && response.status === 401 && refusal.aboutTotp);
  if (totpRequired && !totp && askTotp) return logIn(base, credentials, (await askTotp()).trim(), null);
  throw new CouldNotRun(`log-in refused: ${logInRefusal(response, refusal, totpRequired)}`);
}

function logInRefusal(
  response: Response,
  { reason, aboutTotp, aboutUsedCode }: Refusal,
  totpRequired: boolean,
) {
  const status = response.status;
  if (totpRequired)
    return `the service asks for a TOTP code: set API_TOTP, or run the probe at a terminal to be asked (HTTP ${status})`;
  if (reason === 'totp_reused' || (!reason && aboutUsedCode))
    return `the TOTP code was used already: wait for the next one (HTTP ${status})`;
  if (reason === 'invalid_totp' || (!reason && aboutTotp)) return `the TOTP code is wrong (HTTP ${status})`;
  if (reason === 'throttled' || status === 429) {
    const wait = response.headers.get('Retry-After');
    return `too many failed log-ins${wait && /^\d+$/.test(wait) ? `: try again in ${wait} s` : ''} (HTTP ${status})`;
  }
  if (reason === 'ip_not_whitelisted' || status === 403)
    return `this machine's address is not on the account's IP whitelist, and the account has no TOTP (HTTP ${status})`;
  if (status === 401) return `the user name or the password is wrong (HTTP ${status})`;
  if (status === 404) return `no log-in at this URL: check --api-upstream (HTTP ${status})`;
  return `the log-in answered HTTP ${status}`;
}

/** 012 configProhibited: the account lacks the method's permission. */
const CONFIG_PROHIBITED = 12;

let nextId = 1;

/** Calls one reading method; a method that is not one is refused before anything is sent. */
export async function callReading(
  base: string,
  authorization: Authorization,
  name: MethodName,
  params: Record<string, unknown>,
): Promise<Answer> {
  if (!isReadingMethod(name)) throw new NotReadingError(name);
  const headers = {
    'Content-Type': 'application/json',
    Authorization:
      authorization.kind === 'bearer'
        ? `Bearer ${authorization.token}`
        : basicHeader(authorization.credentials),
  };
  const body = JSON.stringify({ jsonrpc: '2.0', id: nextId++, method: name.method, params });
  let response: Response;
  for (let attempt = 1; ; attempt++) {
    try {
      response = await send(`${base}/${name.className}`, { method: 'POST', headers, body }, CALL_TIMEOUT_MS);
    } catch (error) {
      if (error instanceof NoAnswer) return { kind: 'no-answer' };
      throw error;
    }
    const wait = Number(response.headers.get('Retry-After'));
    if (response.status !== 429 || attempt === 3 || !(wait >= 0 && wait <= MOST_RETRY_AFTER_SECONDS)) break;
    await response.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
  }
  return answerOf(response, authorization);
}

async function answerOf(response: Response, authorization: Authorization): Promise<Answer> {
  if (response.status === 404) {
    await response.body?.cancel();
    return { kind: 'not-offered', by: 'class' };
  }
  // 401: the credentials or the token themselves, so no call can be made. 403: this class only (a
  // permission the account lacks); when every class answers it, the probe reads nothing (probe.ts).
  if (response.status === 401) {
    const { reason } = await refusalOf(response);
    throw new CouldNotRun(
      authorization.kind === 'basic'
        ? `log-in refused: the service refused Basic credentials (HTTP 401${reason ? `, ${reason}` : ''}); from an address not on the account's IP whitelist, leave out --basic and log in with a TOTP code`
        : `log-in refused: the service refused the token (HTTP 401${reason ? `, ${reason}` : ''})`,
    );
  }
  if (response.status === 403) {
    await response.body?.cancel();
    return { kind: 'refused', by: 'class' };
  }
  if (!response.ok) {
    await response.body?.cancel();
    return { kind: 'http-error', status: response.status };
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    return { kind: 'no-answer' };
  }
  let reply: unknown;
  try {
    reply = JSON.parse(text);
  } catch {
    return { kind: 'no-reply', received: 'not-json' };
  }
  const envelope = readEnvelope(reply);
  if (envelope.kind === 'unreadable') return { kind: 'no-reply', received: envelope.received };
  if (envelope.kind === 'error') {
    if (envelope.code === METHOD_NOT_FOUND) return { kind: 'not-offered', by: 'method' };
    if (envelope.code === CONFIG_PROHIBITED) return { kind: 'refused', by: 'method' };
    return { kind: 'rpc-error', code: envelope.code };
  }
  return { kind: 'result', result: envelope.result };
}
