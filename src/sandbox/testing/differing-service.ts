/**
 * A service that differs: a real HTTP server between a client (the portal in proxy mode, the probe)
 * and a real sandbox, which forwards every request and changes the replies of the methods it is told
 * to, in one of the ways a provider's real service may differ from the contract. For tests, and by
 * hand: `node src/sandbox/testing/differing-service.ts --upstream http://127.0.0.1:8080/api
 * --port 8090 --change list-for-object --method broadband/v1:get_transaction`, then
 * `npm start -- --api-upstream http://127.0.0.1:8090/`.
 */
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import { request as httpRequest } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import $RefParser from '@apidevtools/json-schema-ref-parser';
import { type Catalogue, schemasDirectory } from '../rpc/contract.ts';

export const CHANGES = [
  /** Every member name in PascalCase (`product_id` → `ProductId`), as some services write them. */
  'renamed-members',
  /** Every list an object keyed by position (`[a, b]` → `{"0": a, "1": b}`). */
  'object-for-list',
  /** The result a list of one. */
  'list-for-object',
  /** A required member left out: of each item of the first list that has items, else of the result. */
  'missing-required',
  /** Members the contract does not know, in the result and in each item of each list. */
  'extra-members',
  /** Every value the contract lists (a state, an action, a provider id) one it does not. */
  'unknown-values',
  /** Every number as a numeric string. */
  'numbers-as-text',
  /** Each member of the result that holds an object, null (without one, each object of its lists). */
  'null-for-object',
  /** JSON-RPC -32601: the service does not have the method. */
  'method-not-found',
  /** HTTP 404 at the class's URL: the service does not have the class. */
  'class-not-found',
  /** HTTP 403 at the class's URL, in words only: the account may not use the class. */
  'class-forbidden',
  /** JSON-RPC 012 (configProhibited): the account lacks the method's permission. */
  'method-prohibited',
] as const;

export type Change = (typeof CHANGES)[number];

export interface Difference {
  /** A class URL (`broadband/v1`) or `*` for every class. */
  className: string;
  /** A method name or `*` for every method of the class. */
  method: string;
  change: Change;
}

/** Values the contract does not list, by the member that holds them; others get `unknown_<value>`. */
const UNKNOWN_VALUES: Record<string, string> = {
  state: 'on_hold',
  action: 'relocate',
  language: 'de',
  technology: 'Satellite',
};
const UNKNOWN_PROVIDER = 'NEWNET';
export const EXTRA_MEMBERS = { service_reference: 'R-2026-0001', service_flags: { priority: true } };

type Json = unknown;
type Schema = Record<string, unknown>;
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const catalogue = JSON.parse(readFileSync(join(schemasDirectory, 'catalogue.json'), 'utf8')) as Catalogue;
const replySchemas = new Map<string, Promise<Schema>>();

/** The method's reply schema, every `$ref` inlined. */
function replySchemaOf(className: string, method: string): Promise<Schema> | null {
  const entry = catalogue.classes
    .find((candidate) => candidate.class === className)
    ?.methods.find((candidate) => candidate.method === method);
  if (!entry) return null;
  let schema = replySchemas.get(entry.reply);
  if (!schema) {
    schema = $RefParser.dereference(join(schemasDirectory, entry.reply), {
      mutateInputSchema: false,
    }) as Promise<Schema>;
    replySchemas.set(entry.reply, schema);
  }
  return schema;
}

const pascal = (name: string) =>
  name
    .split('_')
    .map((word) => (word ? word[0]!.toUpperCase() + word.slice(1) : word))
    .join('');

function mapDeep(value: Json, visit: (value: Json) => Json): Json {
  const visited = visit(value);
  if (Array.isArray(visited)) return visited.map((item) => mapDeep(item, visit));
  if (isObject(visited))
    return Object.fromEntries(Object.entries(visited).map(([key, item]) => [key, mapDeep(item, visit)]));
  return visited;
}

/** The branches a value may take: `anyOf`/`oneOf`/`allOf` members, or the schema itself. */
function branchesOf(schema: Schema): Schema[] {
  const branches = [schema];
  for (const key of ['anyOf', 'oneOf', 'allOf'])
    if (Array.isArray(schema[key])) branches.push(...(schema[key] as Schema[]).flatMap(branchesOf));
  return branches;
}

/** Walks a value with its schema, letting `visit` replace a value where `schema` describes it. */
function withSchema(
  value: Json,
  schema: Schema,
  visit: (value: Json, schema: Schema, member: string) => Json,
  member = '',
): Json {
  const branches = branchesOf(schema);
  let current = value;
  for (const branch of branches) current = visit(current, branch, member);
  if (Array.isArray(current)) {
    const items = branches.map((branch) => branch.items).find(isObject);
    return items ? current.map((item) => withSchema(item, items, visit, member)) : current;
  }
  if (isObject(current)) {
    return Object.fromEntries(
      Object.entries(current).map(([key, item]) => {
        const property =
          branches
            .map((branch) => (isObject(branch.properties) ? branch.properties[key] : undefined))
            .find(isObject) ?? branches.map((branch) => branch.additionalProperties).find(isObject);
        return [key, property ? withSchema(item, property, visit, key) : item];
      }),
    );
  }
  return current;
}

const typesOf = (schema: Schema) =>
  typeof schema.type === 'string'
    ? [schema.type]
    : Array.isArray(schema.type)
      ? (schema.type as string[])
      : [];

/** The result as the differing service sends it. */
export async function changedResult(
  result: Json,
  change: Change,
  className: string,
  method: string,
): Promise<Json> {
  const schema = (await replySchemaOf(className, method)) ?? {};
  switch (change) {
    case 'renamed-members':
      return mapDeep(result, (value) =>
        isObject(value)
          ? Object.fromEntries(Object.entries(value).map(([key, item]) => [pascal(key), item]))
          : value,
      );
    case 'object-for-list':
      return mapDeep(result, (value) =>
        Array.isArray(value) ? Object.fromEntries(value.map((item, index) => [String(index), item])) : value,
      );
    case 'list-for-object':
      return [result];
    case 'missing-required':
      return withoutRequiredMember(result, schema);
    case 'extra-members':
      return withExtraMembers(result);
    case 'unknown-values':
      return withSchema(result, schema, (value, branch, member) => {
        if (Array.isArray(branch.enum) && typeof value === 'string' && branch.enum.includes(value))
          return UNKNOWN_VALUES[member] ?? `unknown_${value}`;
        const names = isObject(branch.propertyNames) ? branch.propertyNames.enum : null;
        if (Array.isArray(names) && isObject(value)) {
          const [first, ...rest] = Object.entries(value);
          return first ? Object.fromEntries([[UNKNOWN_PROVIDER, first[1]], ...rest]) : value;
        }
        return value;
      });
    case 'numbers-as-text':
      return withSchema(result, schema, (value, branch) =>
        typeof value === 'number' && typesOf(branch).some((type) => type === 'number' || type === 'integer')
          ? String(value)
          : value,
      );
    case 'null-for-object':
      return withNullForObjects(result);
    default:
      return result;
  }
}

function withoutRequiredMember(result: Json, schema: Schema): Json {
  if (!isObject(result)) return result;
  const properties = isObject(schema.properties) ? schema.properties : {};
  for (const [key, value] of Object.entries(result)) {
    const items = isObject(properties[key]) ? (properties[key] as Schema).items : null;
    const required = isObject(items) && Array.isArray(items.required) ? (items.required as string[]) : [];
    if (Array.isArray(value) && value.length > 0 && required[0]) {
      const left = required[0];
      return {
        ...result,
        [key]: value.map((item) =>
          isObject(item) ? Object.fromEntries(Object.entries(item).filter(([name]) => name !== left)) : item,
        ),
      };
    }
  }
  const required = branchesOf(schema).flatMap((branch) =>
    Array.isArray(branch.required) ? (branch.required as string[]) : [],
  );
  const left = required[0];
  return left ? Object.fromEntries(Object.entries(result).filter(([name]) => name !== left)) : result;
}

/** Each member of the result holding an object, null; without such a member, each object of its lists. */
function withNullForObjects(result: Json): Json {
  if (!isObject(result)) return null;
  const entries = Object.entries(result);
  if (entries.some(([, value]) => isObject(value)))
    return Object.fromEntries(entries.map(([key, value]) => [key, isObject(value) ? null : value]));
  return Object.fromEntries(
    entries.map(([key, value]) => [
      key,
      Array.isArray(value) ? value.map((item) => (isObject(item) ? null : item)) : value,
    ]),
  );
}

function withExtraMembers(result: Json): Json {
  if (!isObject(result)) return result;
  return {
    ...Object.fromEntries(
      Object.entries(result).map(([key, value]) => [
        key,
        Array.isArray(value)
          ? value.map((item) => (isObject(item) ? { ...item, ...EXTRA_MEMBERS } : item))
          : value,
      ]),
    ),
    ...EXTRA_MEMBERS,
  };
}

const FORWARDED_REQUEST_HEADERS = [
  'authorization',
  'content-type',
  'x-totp',
  'apikey',
  'x-forwarded-for',
  'origin',
  'referer',
  'access-control-request-method',
  'access-control-request-headers',
];
/** What the client sees of the upstream's reply head: what the API uses, and CORS for pages of other sites. */
const returnedHeader = (name: string) =>
  ['content-type', 'authorization', 'www-authenticate', 'retry-after', 'allow', 'vary'].includes(name) ||
  name.startsWith('access-control-') ||
  /^x-[a-z0-9-]+-cid$/.test(name);

export interface DifferingService {
  url: string;
  /** Replaces the differences in force (none: every reply as the sandbox sends it). */
  differ(...differences: Difference[]): void;
  /** How many JSON-RPC calls of a class and method reached it (to tell "asked again" from "remembered"). */
  callsOf(className: string, method: string): number;
  stop(): Promise<void>;
}

export async function startDifferingService(options: {
  upstream: string;
  port?: number;
  host?: string;
}): Promise<DifferingService> {
  const upstream = options.upstream.replace(/\/+$/, '');
  let differences: Difference[] = [];
  const calls = new Map<string, number>();
  const differenceFor = (className: string, method: string) =>
    differences.find(
      (difference) =>
        (difference.className === '*' || difference.className === className) &&
        (difference.method === '*' || difference.method === method),
    );

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const path = (request.url ?? '/').split('?')[0]!.replace(/^\/+/, '');
    const className = path.replace(/\/+$/, '');
    const known = catalogue.classes.some((entry) => entry.class === className);
    let call: { id?: unknown; method?: unknown } | null = null;
    if (known && request.method === 'POST') {
      try {
        const parsed = JSON.parse(body.toString('utf8')) as unknown;
        if (isObject(parsed)) call = parsed;
      } catch {
        // forwarded as it is: the sandbox answers -32700
      }
    }
    const method = typeof call?.method === 'string' ? call.method : null;
    if (method) calls.set(`${className} ${method}`, (calls.get(`${className} ${method}`) ?? 0) + 1);
    const difference = known ? differenceFor(className, method ?? '*') : undefined;
    // Its own answers can be read by a page of another site, as an API gateway's would.
    const cors =
      typeof request.headers.origin === 'string'
        ? { 'Access-Control-Allow-Origin': request.headers.origin }
        : {};
    if (difference?.change === 'class-not-found') {
      response.writeHead(404, { 'Content-Type': 'text/plain', ...cors }).end(`Not Found: /${className}`);
      return;
    }
    if (difference?.change === 'class-forbidden') {
      response
        .writeHead(403, { 'Content-Type': 'application/json', ...cors })
        .end(JSON.stringify({ message: `Access to /${className} is not allowed for this account.` }));
      return;
    }
    const error =
      difference?.change === 'method-not-found'
        ? { code: -32601, message: 'Method not found' }
        : difference?.change === 'method-prohibited'
          ? { code: 12, message: 'Config prohibited: the user lacks the permission for this method.' }
          : null;
    if (error && call) {
      response
        .writeHead(200, { 'Content-Type': 'application/json', ...cors })
        .end(JSON.stringify({ jsonrpc: '2.0', id: call.id ?? null, error }));
      return;
    }
    const forwarded = await forward(`${upstream}/${(request.url ?? '/').replace(/^\/+/, '')}`, request, body);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(forwarded.headers)) {
      if (typeof value !== 'string') continue;
      if (returnedHeader(name)) headers[name] = value;
    }
    let text = forwarded.body;
    if (difference && method && forwarded.status === 200) {
      try {
        const reply = JSON.parse(text) as Record<string, unknown>;
        if ('result' in reply) {
          reply.result = await changedResult(reply.result, difference.change, className, method);
          text = JSON.stringify(reply);
        }
      } catch {
        // not JSON: passed on as it came
      }
    }
    response.writeHead(forwarded.status, headers).end(text);
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(502, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify({ message: `The differing service could not reach its upstream: ${String(error)}` }),
      );
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    differ: (...next) => {
      differences = next;
    },
    callsOf: (className, method) => calls.get(`${className} ${method}`) ?? 0,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function forward(
  url: string,
  request: IncomingMessage,
  body: Buffer,
): Promise<{ status: number; headers: IncomingMessage['headers']; body: string }> {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  if (body.length > 0) headers['content-length'] = String(body.length);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { method: request.method, headers }, (reply) => {
      const chunks: Buffer[] = [];
      reply.on('data', (chunk: Buffer) => chunks.push(chunk));
      reply.on('end', () =>
        resolve({
          status: reply.statusCode ?? 502,
          headers: reply.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      reply.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      upstream: { type: 'string' },
      port: { type: 'string', default: '0' },
      change: { type: 'string' },
      method: { type: 'string', default: '*:*' },
    },
  });
  if (!values.upstream || (values.change && !CHANGES.includes(values.change as Change))) {
    process.stderr.write(
      `usage: differing-service.ts --upstream URL [--port N] [--change ${CHANGES.join('|')}] [--method CLASS:METHOD]\n`,
    );
    process.exit(2);
  }
  const service = await startDifferingService({ upstream: values.upstream, port: Number(values.port) });
  if (values.change) {
    const [className = '*', method = '*'] = values.method.split(':');
    service.differ({ className, method, change: values.change as Change });
  }
  process.stdout.write(`differing service on ${service.url}, forwarding to ${values.upstream}\n`);
}
