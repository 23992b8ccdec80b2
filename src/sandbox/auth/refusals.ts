/**
 * How authentication says no: an HTTP status with a `{message}` body and a machine-readable
 * `reason` beside it (sandbox design), and the 401 challenge that goes with it.
 */

export interface HttpRefusal {
  status: 400 | 401 | 403 | 429 | 503;
  message: string;
  headers?: Record<string, string>;
  extra?: Record<string, unknown>;
}

/** Machine-readable causes of a refusal (sandbox design), sent beside `message` as `reason`. */
export type RefusalReason =
  | 'credentials_missing'
  | 'invalid_credentials'
  | 'totp_required'
  | 'invalid_totp'
  | 'totp_reused'
  | 'ip_not_whitelisted'
  | 'throttled'
  | 'invalid_token'
  | 'api_key_refused'
  | 'invalid_referer'
  | 'rate_limited'
  | 'origin_refused'
  | 'too_many_copies'
  | 'demo_busy'
  | 'demo_full';

export function refuse(
  status: HttpRefusal['status'],
  reason: RefusalReason,
  message: string,
  headers: Record<string, string> = {},
): { refusal: HttpRefusal } {
  return { refusal: { status, message, headers, extra: { reason } } };
}

/**
 * The 401 challenge. Browsers answer a Basic challenge with a password dialog, even for fetch(),
 * so Basic is offered only to callers that used Basic; everyone else is pointed at Bearer.
 */
export function challengeFor(authorization: string | undefined): string {
  return /^Basic\s/i.test(authorization ?? '')
    ? 'Basic realm="broadband", charset="UTF-8", Bearer realm="broadband"'
    : 'Bearer realm="broadband"';
}

export function notWhitelisted(clientIp: string): { refusal: HttpRefusal } {
  return refuse(
    403,
    'ip_not_whitelisted',
    `Access from IP address ${clientIp} is not allowed: it is not on this account's IP whitelist.`,
  );
}
