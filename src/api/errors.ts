/**
 * The ways a call fails. JSON-RPC errors arrive on HTTP 200 and are the service's answer (never
 * retried); HTTP errors come from the edge before the engine; network errors never reached the
 * service. Two are the service differing from the contract, and are not retried either: a reply
 * the portal cannot read (ReplyShapeError) and a method or class the service does not offer
 * (NotOfferedError: JSON-RPC -32601, or 404 at the class's URL). Each carries the correlation id
 * when the service sent one.
 */
import type { ReplyDifference } from '../contract/reply-reading.ts';

export class RpcError extends Error {
  readonly kind = 'rpc';
  readonly code: number;
  readonly data: Record<string, unknown>;
  readonly cid: string | null;

  constructor(code: number, message: string, data: Record<string, unknown>, cid: string | null) {
    super(message);
    this.name = 'RpcError';
    this.code = code;
    this.data = data;
    this.cid = cid;
  }

  /** Paths and messages of a schema violation (011). */
  get issues(): { path: string; message: string }[] {
    const errors = this.data.errors;
    return Array.isArray(errors) ? (errors as { path: string; message: string }[]) : [];
  }
}

export class HttpError extends Error {
  readonly kind = 'http';
  readonly status: number;
  readonly cid: string | null;
  /** Machine-readable cause the sandbox adds (`invalid_totp`, `throttled`, …); null when absent. */
  readonly reason: string | null;
  readonly retryAfterSeconds: number | null;

  constructor(
    status: number,
    message: string,
    options: { cid?: string | null; reason?: string | null; retryAfterSeconds?: number | null } = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.cid = options.cid ?? null;
    this.reason = options.reason ?? null;
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
  }
}

export class NetworkError extends Error {
  readonly kind = 'network';

  constructor(message: string) {
    super(message);
    this.name = 'NetworkError';
  }
}

/** A result the portal cannot read: where it first departs from the method's reply schema. */
export class ReplyShapeError extends Error {
  readonly kind = 'reply';
  readonly className: string;
  readonly method: string;
  readonly difference: ReplyDifference;
  readonly cid: string | null;

  constructor(className: string, method: string, difference: ReplyDifference, cid: string | null) {
    super(`The reply of ${className} ${method} differs from its schema at ${difference.pointer || '/'}`);
    this.name = 'ReplyShapeError';
    this.className = className;
    this.method = method;
    this.difference = difference;
    this.cid = cid;
  }
}

/** The service does not offer a method (`method` set) or a whole class (`method` null). */
export class NotOfferedError extends Error {
  readonly kind = 'not-offered';
  readonly className: string;
  readonly method: string | null;
  readonly cid: string | null;

  constructor(className: string, method: string | null, cid: string | null) {
    super(`The service does not offer ${method ? `${className} ${method}` : className}`);
    this.name = 'NotOfferedError';
    this.className = className;
    this.method = method;
    this.cid = cid;
  }
}

export type CallError = RpcError | HttpError | NetworkError | ReplyShapeError | NotOfferedError;

export function isCallError(error: unknown): error is CallError {
  return (
    error instanceof RpcError ||
    error instanceof HttpError ||
    error instanceof NetworkError ||
    error instanceof ReplyShapeError ||
    error instanceof NotOfferedError
  );
}

/** Any `X-<vendor>-CID` header: the vendor word differs between deployments. */
export function correlationIdOf(headers: Headers): string | null {
  for (const [name, value] of headers) {
    if (/^x-[a-z0-9-]+-cid$/i.test(name)) return value;
  }
  return null;
}

export function retryAfterOf(headers: Headers): number | null {
  const value = headers.get('retry-after');
  if (value === null) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/** An HttpError from a non-2xx response, with the body's `message` when it has one. */
export async function httpErrorFrom(response: Response): Promise<HttpError> {
  const text = await response.text().catch(() => '');
  let message = text.trim() || response.statusText || `HTTP ${response.status}`;
  let reason: string | null = null;
  try {
    const body = JSON.parse(text) as { message?: unknown; details?: unknown; reason?: unknown };
    if (typeof body.message === 'string') message = body.message;
    else if (typeof body.details === 'string') message = body.details;
    if (typeof body.reason === 'string') reason = body.reason;
  } catch {
    // a plain-text body is the message itself
  }
  return new HttpError(response.status, message, {
    cid: correlationIdOf(response.headers),
    reason,
    retryAfterSeconds: retryAfterOf(response.headers),
  });
}
