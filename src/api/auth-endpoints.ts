import { type HttpError, httpErrorFrom } from './errors.ts';
import { apiUrl, request } from './transport.ts';
import { type SessionEndReason, bearerToken, endSession, startSession } from './session.ts';

export type LogInFailure =
  | 'credentials'
  | 'totp-required'
  | 'totp-invalid'
  | 'totp-used'
  | 'ip-refused'
  | 'throttled'
  | 'network'
  | 'unknown';

export class LogInError extends Error {
  readonly failure: LogInFailure;
  readonly retryAfterSeconds: number | null;

  constructor(failure: LogInFailure, message: string, retryAfterSeconds: number | null = null) {
    super(message);
    this.name = 'LogInError';
    this.failure = failure;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The sandbox names the cause in `reason`; the live service only in words, so fall back to those. */
export function failureOf(error: HttpError): LogInFailure {
  const byReason: Record<string, LogInFailure> = {
    invalid_credentials: 'credentials',
    totp_required: 'totp-required',
    invalid_totp: 'totp-invalid',
    totp_reused: 'totp-used',
    ip_not_whitelisted: 'ip-refused',
    throttled: 'throttled',
  };
  if (error.reason && byReason[error.reason]) return byReason[error.reason]!;
  if (error.status === 429) return 'throttled';
  if (/totp/i.test(error.message)) {
    if (error.status === 401) return 'totp-required';
    return /used/i.test(error.message) ? 'totp-used' : 'totp-invalid';
  }
  if (error.status === 403) return 'ip-refused';
  if (error.status === 401) return 'credentials';
  return 'unknown';
}

/**
 * `/jwt/log-in` with the credentials in the body and, when asked for, the TOTP code in `X-TOTP`.
 * On success the token goes to the session holder; nothing is returned to keep in components.
 */
export function logIn(credentials: { username: string; password: string; totp?: string }): Promise<void> {
  return signInWith(apiUrl('jwt/log-in'), {
    json: { username: credentials.username, password: credentials.password },
    headers: credentials.totp ? { 'X-TOTP': credentials.totp } : {},
  });
}

/**
 * A sign-in request (the log-in, or a demo persona's): its token goes to the session holder, its
 * refusal becomes a LogInError that says why.
 */
export async function signInWith(
  url: string,
  body: { json: unknown; headers: Record<string, string> },
): Promise<void> {
  let response: Response;
  try {
    ({ response } = await request(url, { ...body, bearer: false }));
  } catch (error) {
    throw new LogInError('network', error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) {
    const error = await httpErrorFrom(response);
    throw new LogInError(failureOf(error), error.message, error.retryAfterSeconds);
  }
  const reply = (await response.json()) as { access_token?: unknown };
  if (typeof reply.access_token !== 'string')
    throw new LogInError('unknown', 'The log-in reply holds no token.');
  startSession(reply.access_token);
}

/** Tells the service, then forgets the token whatever the answer (a token cannot be revoked). */
export async function logOut(reason: SessionEndReason = 'logged-out'): Promise<void> {
  try {
    if (bearerToken()) await request(apiUrl('jwt-log-out'), { method: 'POST' });
  } catch {
    // unreachable or not: the token is forgotten all the same
  } finally {
    endSession(reason);
  }
}

/** The header the portal server asks for before it hands out a kept session (no other site can send it). */
const SESSION_HEADER = { 'X-Portal-Session': 'restore' };

/**
 * The session the portal server kept for this browser (after a reload, in a second tab), started
 * again in memory; false when there is none or the server cannot be asked.
 */
/**
 * The token of the kept session the server wrote into this document (a page it sent with a live
 * session cookie), taken out of the DOM at once so nothing later finds it there; null when none.
 */
export function takeKeptSessionToken(): string | null {
  const element = document.getElementById('kept-session');
  if (!element) return null;
  element.remove();
  try {
    const { token } = JSON.parse(element.textContent ?? '') as { token?: unknown };
    return typeof token === 'string' && token !== '' ? token : null;
  } catch {
    return null;
  }
}

export async function restoreSession(sessionUrl: string): Promise<boolean> {
  try {
    const { response } = await request(sessionUrl, { headers: SESSION_HEADER, bearer: false });
    if (response.status === 503) endSession('not-restored');
    if (response.status !== 200) return false;
    const body = (await response.json()) as { token?: unknown };
    if (typeof body.token !== 'string') return false;
    startSession(body.token);
    return true;
  } catch {
    return false;
  }
}
