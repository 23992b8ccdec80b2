/** JSON-RPC requests to the servers under load, and the checks of their replies. */
import type { LoadRequest } from '../load.ts';

export const rpcBody = (method: string, params: unknown) =>
  JSON.stringify({ jsonrpc: '2.0', id: 1, method, params });
export const isResult = (body: string) => body.slice(0, 48).includes('"result":');
export const isJsonArray = (body: string) => body.startsWith('[');

/** The bytes of the reply to one request of a scenario. */
export async function replyBytes(url: string, token: string, request: LoadRequest): Promise<number> {
  const response = await fetch(`${url}${request.path ?? ''}`, {
    method: request.method,
    // As the load generator asks: for the reply as it is, not compressed.
    headers: {
      'content-type': 'application/json',
      'accept-encoding': 'identity',
      authorization: `Bearer ${token}`,
    },
    ...(request.body === undefined ? {} : { body: request.body }),
  });
  return (await response.arrayBuffer()).byteLength;
}

export async function rpc<Result>(url: string, path: string, token: string, method: string, params: unknown) {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: rpcBody(method, params),
  });
  const reply = (await response.json()) as { result?: Result; error?: unknown };
  if (!reply.result) throw new Error(`${method} failed: ${JSON.stringify(reply.error)}`);
  return reply.result;
}
