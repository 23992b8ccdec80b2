/** Minimal wire-level helpers for the sandbox tests: they show exactly what travels. */
import { type IncomingHttpHeaders, request } from 'node:http';

export interface WireReply {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

export const basic = (username: string, password: string) =>
  `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;

export async function post(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<WireReply> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' || body instanceof Uint8Array ? (body as BodyInit) : JSON.stringify(body),
  });
  const text = await response.text();
  let json: unknown = undefined;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

/** A POST whose reply bytes arrive as sent (fetch would undo a compression). */
export function rawPost(
  url: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<{ status: number; headers: IncomingHttpHeaders; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const call = request(url, { method: 'POST', headers }, (reply) => {
      const chunks: Buffer[] = [];
      reply.on('data', (chunk: Buffer) => chunks.push(chunk));
      reply.on('end', () =>
        resolve({ status: reply.statusCode ?? 0, headers: reply.headers, bytes: Buffer.concat(chunks) }),
      );
    });
    call.on('error', reject);
    call.end(JSON.stringify(body));
  });
}

export interface RpcSuccess<Result = Record<string, unknown>> {
  jsonrpc: '2.0';
  id: unknown;
  result: Result;
}

export interface RpcError {
  jsonrpc: '2.0';
  id: unknown;
  error: {
    code: number;
    message: string;
    data: { cid: string; errors?: { path: string; message: string }[] } & Record<string, unknown>;
  };
}

let nextId = 1;

/** One JSON-RPC call; returns the parsed reply and the raw HTTP reply. */
export async function call<Result = Record<string, unknown>>(
  baseUrl: string,
  className: string,
  method: string,
  params: unknown,
  authorization: string,
  extraHeaders: Record<string, string> = {},
) {
  const http = await post(
    `${baseUrl}/${className}`,
    { jsonrpc: '2.0', id: nextId++, method, ...(params === undefined ? {} : { params }) },
    { authorization, ...extraHeaders },
  );
  return { http, reply: http.json as RpcSuccess<Result> | RpcError };
}

export function resultOf<Result>(reply: RpcSuccess<Result> | RpcError): Result {
  if ('error' in reply)
    throw new Error(`expected a result, got error ${reply.error.code}: ${reply.error.message}`);
  return reply.result;
}

export function errorOf(reply: RpcSuccess<unknown> | RpcError): RpcError['error'] {
  if (!('error' in reply))
    throw new Error(`expected an error, got result ${JSON.stringify(reply.result).slice(0, 200)}`);
  return reply.error;
}

export async function logIn(
  baseUrl: string,
  username: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const reply = await post(`${baseUrl}/jwt/log-in`, { username, password }, headers);
  const token = (reply.json as { access_token?: string } | undefined)?.access_token;
  if (reply.status !== 200 || !token)
    throw new Error(`log-in of ${username} failed: ${reply.status} ${reply.text}`);
  return `Bearer ${token}`;
}
