/**
 * One JSON-RPC call with everything a developer wants to see: the reply or error as sent, the
 * correlation id, the HTTP status and the time taken. For the API console; pages use `call`.
 */
import { httpErrorFrom } from './errors.ts';
import { apiUrl, request } from './transport.ts';

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
  const envelope = { jsonrpc: '2.0' as const, id: nextId++, method, params };
  const { response, cid, durationMs } = await request(apiUrl(className), { json: envelope, signal });
  if (!response.ok) {
    const error = await httpErrorFrom(response);
    return { request: envelope, status: response.status, body: { message: error.message }, cid, durationMs };
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // shown as text
  }
  return { request: envelope, status: response.status, body, cid, durationMs };
}
