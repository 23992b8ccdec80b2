/**
 * One JSON-RPC call with everything a developer wants to see: the reply or error as sent, the
 * correlation id, the HTTP status and the time taken. For the API console; pages use `call`.
 */
import { correlationIdOf, httpErrorFrom } from './errors.ts';
import { adoptRenewedToken, apiUrl } from './rpc-client.ts';
import { bearerToken, endSession } from './session.ts';

export interface RawCallOutcome {
  request: { jsonrpc: '2.0'; id: number; method: string; params: unknown };
  status: number;
  /** The parsed reply body: `{jsonrpc, id, result}` or `{jsonrpc, id, error}`, or an HTTP error's `{message}`. */
  body: unknown;
  cid: string | null;
  durationMs: number;
}

let nextId = 1;

export async function rawCall(
  className: string,
  method: string,
  params: unknown,
  signal?: AbortSignal,
): Promise<RawCallOutcome> {
  const request = { jsonrpc: '2.0' as const, id: nextId++, method, params };
  const token = bearerToken();
  const started = performance.now();
  const response = await fetch(apiUrl(className), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(request),
    signal,
  });
  if (!response.ok) {
    const error = await httpErrorFrom(response);
    if (error.status === 401 && token) endSession('unauthorized');
    return {
      request,
      status: response.status,
      body: { message: error.message },
      cid: error.cid,
      durationMs: performance.now() - started,
    };
  }
  adoptRenewedToken(response.headers);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // shown as text
  }
  return {
    request,
    status: response.status,
    body,
    cid: correlationIdOf(response.headers),
    durationMs: performance.now() - started,
  };
}
