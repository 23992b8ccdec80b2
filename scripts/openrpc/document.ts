/**
 * One OpenRPC document per class from the catalogue and `schemas/`:
 * - params by name: one content descriptor per top-level member of the request schema, required
 *   ones first (OpenRPC asks for that order); rules that tie members together stay in the method's
 *   description, which is the request schema's;
 * - result: the reply schema;
 * - schemas shared through `schemas/defs/` become `components/schemas/<title>`, referred to as
 *   `#/components/schemas/<title>`;
 * - errors: those every call may answer plus the method's own (catalogue), as
 *   `#/components/errors/<name>`; the info text lists every code with its meaning;
 * - examples: the sandbox's answers to the calls of examples.json (run-examples.ts).
 */
import { posix } from 'node:path';
import type {
  Catalogue,
  CatalogueClass,
  CatalogueError,
  CatalogueMethod,
} from '../../src/sandbox/rpc/contract.ts';
import { displayCode } from '../../src/contract/error-code-lookup.ts';
import { EXAMPLE_ACCOUNT, EXAMPLE_TIME } from './examples.ts';
import type { ExampleRun } from './run-examples.ts';

/** The newest OpenRPC version that the test-coverage tool's own document parser still accepts. */
export const OPENRPC_VERSION = '1.2.6';

/** The server a document read from the repository names: the sandbox started alone. */
export const STANDALONE_BASE_URL = 'http://127.0.0.1:8080/';

type Schema = Record<string, unknown>;

export interface DocumentSources {
  catalogue: Catalogue;
  /** A schema file by its path below `schemas/`, parsed. */
  schema: (file: string) => Schema;
  examples: ReadonlyMap<string, readonly ExampleRun[]>;
}

const DATE_IN_TEXT = /"[0-9]{4}-[0-9]{2}-[0-9]{2}/;

export function buildDocuments(sources: DocumentSources): Map<string, Schema> {
  const documents = new Map<string, Schema>();
  for (const entry of sources.catalogue.classes) documents.set(entry.class, buildDocument(entry, sources));
  return documents;
}

function buildDocument(entry: CatalogueClass, sources: DocumentSources): Schema {
  const { catalogue } = sources;
  const components = new Map<string, Schema>();
  const used = new Set<string>();
  const refs = (node: unknown, file: string) => mapRefs(node, file, sources, used);

  const errorsByCode = new Map(catalogue.errors.map((error) => [error.code, error]));
  const everyCall = catalogue.errors.filter((error) => error.scope === 'call');
  const errorRefs = (method: CatalogueMethod) =>
    [...everyCall.map((error) => error.code), ...method.errors]
      .sort((a, b) => a - b)
      .map((code) => {
        const error = errorsByCode.get(code);
        if (!error)
          throw new Error(`catalogue: ${method.method} lists error ${code}, which the catalogue does not`);
        return { $ref: `#/components/errors/${error.name}` };
      });

  const methods = [...entry.methods, catalogue.discovery].map((method) => {
    const key = `${entry.class} ${method.method}`;
    const request = sources.schema(method.request);
    const reply = sources.schema(method.reply);
    const properties = (request.properties ?? {}) as Record<string, Schema>;
    const required = new Set((request.required ?? []) as string[]);
    const names = Object.keys(properties);
    const ordered = [
      ...names.filter((name) => required.has(name)),
      ...names.filter((name) => !required.has(name)),
    ];
    const params = ordered.map((name) => {
      const { description, ...schema } = properties[name] as Schema;
      return {
        name,
        ...(typeof description === 'string' ? { description } : {}),
        required: required.has(name),
        schema: refs(schema, method.request),
      };
    });
    const isDiscovery = method === catalogue.discovery;
    const examples = (sources.examples.get(key) ?? []).map((run) => exampleOf(run, ordered, key));
    return {
      name: method.method,
      summary: method.summary,
      description: String(request.description ?? method.summary),
      paramStructure: 'by-name',
      params,
      result: {
        name: `${method.method} result`,
        description: String(reply.description ?? ''),
        schema: withoutKeys(refs(reply, method.reply) as Schema, ['$schema']),
      },
      errors: errorRefs(method),
      ...(examples.length > 0 ? { examples } : {}),
      'x-permission': isDiscovery
        ? `any of ${[...new Set(entry.methods.map((each) => each.permission))].join(', ')}`
        : method.permission,
      'x-since': method.since,
      'x-origin': method.origin,
      'x-schemas': { request: `schemas/${method.request}`, reply: `schemas/${method.reply}` },
    };
  });

  for (
    let pending = [...used];
    pending.length > 0;
    pending = [...used].filter((file) => !components.has(file))
  ) {
    for (const file of pending)
      components.set(file, withoutKeys(refs(sources.schema(file), file) as Schema, ['$schema']));
  }

  return {
    openrpc: OPENRPC_VERSION,
    info: {
      title: `Broadband JSON-RPC 2.0 API: ${entry.class}`,
      version: catalogue.version,
      description: infoText(entry, catalogue),
    },
    servers: [
      {
        name: 'sandbox',
        url: `${STANDALONE_BASE_URL}${entry.class}`,
        summary: 'The class URL at the sandbox; a sandbox that serves this document names its own here.',
      },
    ],
    methods,
    components: {
      schemas: Object.fromEntries(
        [...components]
          .map(([file, schema]) => [titleOf(file, sources), schema] as const)
          .sort(([a], [b]) => a.localeCompare(b)),
      ),
      errors: Object.fromEntries(
        catalogue.errors.map((error) => [error.name, { code: error.code, message: error.message }]),
      ),
    },
  };
}

function exampleOf(run: ExampleRun, order: readonly string[], key: string) {
  const given = Object.keys(run.params);
  const leading = order.slice(0, given.length);
  if (given.some((name) => !leading.includes(name))) {
    throw new Error(
      `example "${run.name}" of ${key} gives ${given.join(', ')}: an example must give a leading run of ${order.join(', ')} (test-coverage maps example params by position)`,
    );
  }
  const dated = DATE_IN_TEXT.test(JSON.stringify(run.result));
  const notes = [
    run.description,
    dated
      ? `Dates in the result follow from the day the sandbox was seeded (here ${EXAMPLE_TIME.toISOString().slice(0, 10)}).`
      : undefined,
  ].filter(Boolean);
  return {
    name: run.name,
    ...(notes.length > 0 ? { description: notes.join(' ') } : {}),
    params: leading.map((name) => ({ name, value: run.params[name] })),
    result: { name: `${run.name} result`, value: run.result },
  };
}

function infoText(entry: CatalogueClass, catalogue: Catalogue): string {
  const row = (error: CatalogueError) =>
    `| ${displayCode(error.code)} | ${error.code} | ${error.scope === 'call' ? 'any call' : error.scope === 'request' ? 'the request as a whole' : 'the methods that list it'} | ${error.message} |`;
  return [
    entry.summary,
    '',
    `Every call is an HTTP POST of a JSON-RPC 2.0 request to the class URL (\`${entry.class}\`) with an \`Authorization\` header: Basic credentials, or \`Bearer <access_token>\` from \`POST /jwt/log-in\`. Params are one object, by name, checked against the method's request schema (\`x-schemas\`, published under \`/schemas/\`); \`x-permission\` is the permission a method needs (error 012 without it).`,
    '',
    `Errors travel on HTTP 200 as \`{code, message, data: {cid, …}}\`. The spec writes the service's codes as 001–012; JSON carries them as the integers 1–12:`,
    '',
    '| spec | code | answered by | meaning |',
    '| --- | --- | --- | --- |',
    ...catalogue.errors.map(row),
    '',
    `The examples are the answers of a sandbox freshly seeded and running at ${EXAMPLE_TIME.toISOString()}, called as \`${EXAMPLE_ACCOUNT.username}\` from the sandbox's own machine, in the order of this document (the mail examples create, change and delete one mailbox and one forwarder). Results that hold dates differ on a sandbox seeded on another day.`,
  ].join('\n');
}

/** A deep copy with every `$ref` to another schema file pointing into components/schemas. */
function mapRefs(node: unknown, file: string, sources: DocumentSources, used: Set<string>): unknown {
  if (Array.isArray(node)) return node.map((item) => mapRefs(item, file, sources, used));
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node).map(([member, value]) => {
      if (member === '$ref' && typeof value === 'string') {
        if (value.includes('#'))
          throw new Error(
            `schemas/${file}: $ref ${value} points inside a file; only whole files are supported`,
          );
        const target = posix.normalize(posix.join(posix.dirname(file), value));
        used.add(target);
        return [member, `#/components/schemas/${titleOf(target, sources)}`];
      }
      return [member, mapRefs(value, file, sources, used)];
    }),
  );
}

const titled = new Map<string, string>();

/** The schema's title, which names its component: letters and digits, one file per title. */
function titleOf(file: string, sources: DocumentSources): string {
  const title = sources.schema(file).title;
  if (typeof title !== 'string' || !/^[A-Za-z0-9]+$/.test(title)) {
    throw new Error(`schemas/${file} needs a title of letters and digits to name its component`);
  }
  const owner = titled.get(title) ?? file;
  if (owner !== file) throw new Error(`schemas/${file} and schemas/${owner} share the title ${title}`);
  titled.set(title, file);
  return title;
}

function withoutKeys(schema: Schema, keys: readonly string[]): Schema {
  return Object.fromEntries(Object.entries(schema).filter(([member]) => !keys.includes(member)));
}
