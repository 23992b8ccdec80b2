/**
 * JSON-RPC 2.0 calls with the widget's apiKey, and what can go wrong with them, as data the widget
 * can put in words (`describeFailure`): never a stack trace. A result is read as the portal reads
 * it (src/contract/reply-reading.ts), with the generated validator of the method called: what the
 * widget does not know is read past, what it cannot read is a `reply` failure naming where.
 */
import { type ErrorEnvelope, METHOD_NOT_FOUND, readEnvelope } from '../contract/json-rpc-envelope.ts';
import { ErrorCode } from '../contract/error-codes.gen.ts';
import { type ReplyValidate, readReply } from '../contract/reply-reading.ts';
import type { Texts } from './texts.ts';

export type Failure =
  /** A JSON-RPC error for the whole call (the service's codes 1–12, or JSON-RPC's own). */
  | { kind: 'rpc'; code: number; message: string; cid?: string }
  /** Refused before the JSON-RPC engine: 401, 403, 429, 413, 5xx, … */
  | { kind: 'http'; status: number; reason?: string; cid?: string; retryAfter?: number }
  /** The service could not be reached (offline, DNS, CORS refused, …). */
  | { kind: 'network' }
  /** A reply the widget cannot read: which method's, where it first differs from its schema. */
  | { kind: 'reply'; method?: string; pointer?: string; cid?: string }
  /** The service does not offer the method (JSON-RPC -32601), or the class (404 at its URL: `method` absent). */
  | { kind: 'not-offered'; method?: string; cid?: string }
  /** The element has no `api-key`. */
  | { kind: 'config' };

export class CallFailure extends Error {
  readonly failure: Failure;
  constructor(failure: Failure) {
    super(`address check: ${failure.kind}`);
    this.failure = failure;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An HTTP refusal: its status, the sandbox's `reason` and `cid` when the body has them, and `Retry-After`. */
export function httpFailure(status: number, body: unknown, retryAfter: string | null): Failure {
  const failure: Failure = { kind: 'http', status };
  if (isRecord(body)) {
    if (typeof body.reason === 'string') failure.reason = body.reason;
    if (typeof body.cid === 'string') failure.cid = body.cid;
  }
  const seconds = Number(retryAfter);
  if (retryAfter !== null && retryAfter.trim() !== '' && Number.isFinite(seconds) && seconds >= 0) {
    failure.retryAfter = Math.ceil(seconds);
  }
  return failure;
}

/**
 * A JSON-RPC error as read by the portal's rule (src/contract/json-rpc-envelope.ts), `method` the
 * one called: one without a code the widget can read is a reply it cannot read.
 */
export function rpcFailure(error: ErrorEnvelope, method?: string): Failure {
  if (error.code === null) return { kind: 'reply' };
  if (error.code === METHOD_NOT_FOUND)
    return { kind: 'not-offered', ...(method ? { method } : {}), ...cidPart(error.cid) };
  return { kind: 'rpc', code: error.code, message: error.message, ...cidPart(error.cid) };
}

const cidPart = (cid: string | null): { cid?: string } => (cid ? { cid } : {});

/** Any `X-<vendor>-CID` header: the vendor word differs between deployments. */
function cidOf(headers: Headers): string | null {
  for (const [name, value] of headers) if (/^x-[a-z0-9-]+-cid$/i.test(name)) return value;
  return null;
}

/** What the widget says about a failure, in the person's language. */
export function describeFailure(failure: Failure, texts: Texts): string {
  switch (failure.kind) {
    case 'rpc':
      if (failure.code === ErrorCode.invalidAddress) return texts.addressNotFound;
      if (failure.code === ErrorCode.notServiced) return texts.addressNotServed;
      if (failure.code === ErrorCode.temporarilyUnavailable) return texts.checkUnavailable;
      if (failure.code === ErrorCode.tooComplex) return texts.addressComplex;
      if (failure.code === ErrorCode.schemaViolation) return texts.invalidRequest;
      return texts.generic(failure.cid);
    case 'http':
      if (failure.status === 401) return texts.keyRefused;
      if (failure.status === 403)
        return failure.reason === 'invalid_referer' ? texts.wrongSite : texts.keyRefused;
      if (failure.status === 429) return texts.rateLimited(failure.retryAfter);
      return texts.generic(failure.cid);
    case 'network':
      return texts.network;
    case 'reply':
      return texts.replyUnread(failure.cid);
    case 'not-offered':
      return texts.notOffered;
    case 'config':
      return texts.keyMissing;
    default:
      return texts.generic(undefined);
  }
}

let nextId = 1;

export interface CallOptions {
  apiBase: string;
  apiKey: string;
  /** The class URL under the API base, e.g. `broadband/basic/v1`. */
  path: string;
  method: string;
  params: Record<string, unknown>;
  signal?: AbortSignal;
  /** The method's generated reply validator (src/contract/replies/): the result is read with it. */
  validate?: ReplyValidate;
}

/**
 * One JSON-RPC call: POST `${apiBase}/${path}` with the `apiKey` header (no cookies, no
 * Authorization). The request names only the page's origin as Referer, which the API checks the
 * key against, whatever referrer policy the page has. Resolves to the `result` (read with
 * `validate` when given: numbers sent as text become numbers); rejects with a `CallFailure`, or an
 * `AbortError` when `signal` aborts.
 */
export async function call(options: CallOptions): Promise<unknown> {
  const id = nextId++;
  let response: Response;
  try {
    response = await fetch(`${options.apiBase}/${options.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apiKey: options.apiKey },
      body: JSON.stringify({ jsonrpc: '2.0', id, method: options.method, params: options.params }),
      credentials: 'omit',
      referrerPolicy: 'strict-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new CallFailure({ kind: 'network' });
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch (error) {
    if (options.signal?.aborted) throw error;
  }
  const cid = cidOf(response.headers);
  const method = `${options.path} ${options.method}`;
  if (response.status === 404) throw new CallFailure({ kind: 'not-offered', ...cidPart(cid) });
  if (!response.ok)
    throw new CallFailure(httpFailure(response.status, body, response.headers.get('Retry-After')));
  const unread = (pointer: string) => new CallFailure({ kind: 'reply', method, pointer, ...cidPart(cid) });
  const envelope = readEnvelope(body);
  if (envelope.kind === 'unreadable') throw unread('');
  if (envelope.kind === 'error') throw new CallFailure(rpcFailure(envelope, method));
  if (!options.validate) return envelope.result;
  const reading = readReply(options.validate, envelope.result);
  if (!reading.readable) throw unread(reading.difference.pointer);
  return reading.result;
}

/** The failure behind anything a call threw. */
export function failureOf(error: unknown): Failure {
  return error instanceof CallFailure ? error.failure : { kind: 'reply' };
}
