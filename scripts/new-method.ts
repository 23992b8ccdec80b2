/**
 * `npm run new-method -- <class> <method> [--permission <#permission>] [--summary <text>] [--summary-nl <text>]`
 *
 * Adds a JSON-RPC method to the contract and to both programs, as a stub to fill in. It writes new
 * files only, besides data: the request and reply schemas, the catalogue entry (with its Dutch
 * summary for the console, and the "not implemented yet" error the stub answers), the sandbox's
 * method file answering that error and a test calling it over HTTP, and the portal's
 * `api/<class>/<method>.ts`, whose query key (a read's) it appends to the class's `keys.ts`. Then
 * `npm run generate` makes the rest follow the catalogue: the contract's types, forms and OpenRPC
 * documents, the sandbox's registry, and the method's (empty) list of OpenRPC examples. Refuses
 * (exit 2) an unknown class, a method name the catalogue would not take, a method that exists, or
 * an unknown permission, before it writes anything. `--root <dir>` works on another copy of the
 * project.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';

interface CatalogueMethod {
  method: string;
  permission: string;
  [member: string]: unknown;
}

interface Catalogue {
  version: string;
  classes: { class: string; methods: CatalogueMethod[] }[];
}

class Refusal extends Error {}

const NOT_IMPLEMENTED = -32001;
const USAGE =
  'usage: npm run new-method -- <class> <method> [--permission <#permission>] [--summary <text>] [--summary-nl <text>]\n' +
  '  e.g. npm run new-method -- mail list_aliases --summary "List the mail aliases of a client."';

const words = (text: string) => text.split(/[/_-]/).filter(Boolean);
const pascal = (text: string) =>
  words(text)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');
const camel = (text: string) => {
  const name = pascal(text);
  return name[0]!.toLowerCase() + name.slice(1);
};
const dashed = (text: string) => text.replace(/_/g, '-');

async function main(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      permission: { type: 'string' },
      summary: { type: 'string' },
      'summary-nl': { type: 'string' },
      root: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (positionals.length !== 2) throw new Refusal(USAGE);
  const root = values.root ?? fileURLToPath(new URL('../', import.meta.url));
  const [classArgument, method] = positionals as [string, string];
  const file = (path: string) => join(root, path);

  const catalogueFile = file('schemas/catalogue.json');
  const catalogue = JSON.parse(readFileSync(catalogueFile, 'utf8')) as Catalogue;

  if (!/^[a-z]+(\/[a-z]+)?(\/v[0-9]+)?$/.test(classArgument)) {
    throw new Refusal(`"${classArgument}" is not a class path such as broadband/basic or mail/v1.`);
  }
  const className = /\/v[0-9]+$/.test(classArgument) ? classArgument : `${classArgument}/v1`;
  const entry = catalogue.classes.find((candidate) => candidate.class === className);
  if (!entry) {
    throw new Refusal(
      `The catalogue has no class ${className}; it has ${catalogue.classes.map((each) => each.class).join(', ')}. A new class needs its URL, permissions and summary designed first.`,
    );
  }
  if (!/^[a-z][a-z0-9_]*$/.test(method) || method.length > 64) {
    throw new Refusal(
      `"${method}" is not a method name the catalogue takes: lower case letters, digits and _, starting with a letter (e.g. list_aliases).`,
    );
  }
  if (entry.methods.some((existing) => existing.method === method)) {
    throw new Refusal(`${className} already has a method ${method}.`);
  }

  const knownPermissions = new Set(
    catalogue.classes.flatMap((each) => each.methods.map((m) => m.permission)),
  );
  const permission = values.permission ?? readPermissionOf(entry.methods);
  if (!knownPermissions.has(permission)) {
    throw new Refusal(
      `Permission ${permission} is not one the catalogue uses (${[...knownPermissions].join(', ')}); the demo accounts hold only those.`,
    );
  }
  const summary = values.summary?.trim() || 'To be described.';
  const dutchSummary = values['summary-nl']?.trim() || 'Nog te beschrijven.';

  const classDir = className.replace(/\/v[0-9]+$/, '');
  const folder = classDir.replace(/\//g, '-');
  const title = pascal(classDir) + pascal(method);
  const request = `${classDir}/${method}_request_v1.json`;
  const reply = `${classDir}/${method}_reply_v1.json`;
  const methodFile = `src/sandbox/methods/${classDir}/${dashed(method)}.ts`;
  const testFile = `src/sandbox/methods/${classDir}/${dashed(method)}.test.ts`;
  const apiFile = `src/api/${folder}/${dashed(method)}.ts`;
  const keysFile = `src/api/${folder}/keys.ts`;
  for (const path of [`schemas/${request}`, `schemas/${reply}`, methodFile, testFile, apiFile]) {
    if (existsSync(file(path)))
      throw new Refusal(`${path} exists already; remove it or choose another name.`);
  }
  const keys = queryKeysOf(
    existsSync(file(keysFile)) ? readFileSync(file(keysFile), 'utf8') : undefined,
    keysFile,
    folder,
  );
  const isRead = permission.endsWith('-r');
  const keyName = camel(method);
  if (isRead && keys.has(keyName)) {
    throw new Refusal(
      `${keysFile} has a query key ${keyName} already; rename it or choose another method name.`,
    );
  }

  const writes = new Map<string, string>();
  const write = (path: string, text: string) => writes.set(path, text);

  write(
    `schemas/${request}`,
    JSON.stringify({
      $schema: 'http://json-schema.org/draft-07/schema#',
      title: `${title}Request`,
      description: `To be described: what ${method} does, its rules and its errors (as the other request schemas say them). No parameters yet. Permission ${permission}.`,
      type: 'object',
      properties: {},
      additionalProperties: false,
    }),
  );
  write(
    `schemas/${reply}`,
    JSON.stringify({
      $schema: 'http://json-schema.org/draft-07/schema#',
      title: `${title}Reply`,
      description: `To be described: what ${method} answers.`,
      type: 'object',
      properties: {},
      additionalProperties: false,
    }),
  );
  entry.methods.push({
    method,
    permission,
    since: catalogue.version,
    origin: 'sandbox design',
    summary,
    summary_nl: dutchSummary,
    request,
    reply,
    errors: [NOT_IMPLEMENTED],
  });
  write('schemas/catalogue.json', JSON.stringify(catalogue));

  const handlerName = camel(method);
  const sandboxDir = dirname(methodFile);
  const fromMethod = (path: string) => relative(sandboxDir, path).split('\\').join('/');
  write(
    methodFile,
    `import type { ${title}Reply, ${title}Request } from '${fromMethod('src/contract/types.gen.ts')}';
import { failures } from '${fromMethod('src/sandbox/rpc/errors.ts')}';
import type { MethodHandler } from '${fromMethod('src/sandbox/rpc/context.ts')}';

/** To be described. Until it is carried out, the method answers "not implemented yet" (-32001). */
export const ${handlerName}: MethodHandler<${title}Request, ${title}Reply> = () => {
  throw failures.notImplemented('${className}', '${method}');
};
`,
  );
  write(
    testFile,
    `import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, call, errorOf } from '${fromMethod('src/sandbox/testing/http-client.ts')}';
import { type RunningSandbox, startTestSandbox } from '${fromMethod('src/sandbox/testing/sandbox-under-test.ts')}';

const admin = basic('admin', 'sandbox-admin');

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.stop());

describe('${className} ${method}', () => {
  // First write here what the method answers: that test fails until the method carries it out.
  it('is not implemented yet', async () => {
    const { http, reply } = await call(sandbox.url, '${className}', '${method}', {}, admin);
    expect(http.status).toBe(200);
    expect(errorOf(reply).code).toBe(${NOT_IMPLEMENTED});
  });
});
`,
  );
  if (isRead)
    write(
      keysFile,
      keys.withKey(
        `${keyName}: (params: object) => [...${keys.name}.all, '${dashed(method)}', params] as const`,
      ),
    );
  else if (!keys.exist) write(keysFile, keys.text);
  write(apiFile, apiModule(keys.name, className, method, title, isRead));

  for (const [path, text] of writes) {
    const target = file(path);
    const options = (await prettier.resolveConfig(target)) ?? {};
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, await prettier.format(text, { ...options, filepath: target }));
    process.stdout.write(`wrote ${path}\n`);
  }

  const generated = spawnSync(process.execPath, [file('scripts/generate-contract.ts')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (generated.status !== 0) {
    throw new Error('the files are written, but `npm run generate` failed: see above');
  }
  process.stdout.write(
    `\n${className} ${method} answers "not implemented yet" (${NOT_IMPLEMENTED}), as ${testFile} expects.\nNext: the schemas, the summaries (summary and summary_nl in schemas/catalogue.json), the method and its test, its examples in scripts/openrpc/examples.json, and \`npm run generate\` again (see docs/contributing/adding-a-method.md).\n`,
  );
}

/** The read permission most of the class's methods ask for, else the first method's. */
function readPermissionOf(methods: readonly CatalogueMethod[]): string {
  const counts = new Map<string, number>();
  for (const { permission } of methods) {
    if (permission.endsWith('-r')) counts.set(permission, (counts.get(permission) ?? 0) + 1);
  }
  const [most] = [...counts].sort((a, b) => b[1] - a[1]);
  return most?.[0] ?? methods[0]!.permission;
}

/**
 * The query keys of an api folder (`src/api/<class-name>/keys.ts`): one object literal, `all` first,
 * one key a line, which a new key is appended to as text. A folder without keys gets that file.
 */
function queryKeysOf(text: string | undefined, path: string, folder: string) {
  const name = text === undefined ? `${camel(folder)}Keys` : /^export const (\w+Keys) = \{$/m.exec(text)?.[1];
  const own = text ?? `export const ${name} = {\n  all: ['${folder}'] as const,\n};\n`;
  const end = own.search(/,\n\};\n*$/);
  if (!name || end < 0 || !own.includes(`  all: `)) {
    throw new Refusal(
      `${path} is not one object of query keys, \`export const <name>Keys = {\`, with \`all\` and a trailing comma after its last key; add the key by hand or reshape the file.`,
    );
  }
  return {
    name,
    exist: text !== undefined,
    text: own,
    has: (key: string) => new RegExp(`^  ${key}:`, 'm').test(own),
    withKey: (key: string) => `${own.slice(0, end + 1)}\n  ${key},${own.slice(end + 1)}`,
  };
}

/** The portal's module for the method, in the style of its siblings: a query for a read, else a mutation. */
function apiModule(
  keysName: string,
  className: string,
  method: string,
  title: string,
  isRead: boolean,
): string {
  const name = camel(method);
  const head = `import type { ${title}Request } from '../../contract/types.gen.ts';
import { call } from '../rpc-client.ts';
import { ${keysName} } from './keys.ts';

export const ${name} = (params: ${title}Request, signal?: AbortSignal) =>
  call('${className}', '${method}', params, { signal });
`;
  if (isRead) {
    return `import { queryOptions, useQuery } from '@tanstack/react-query';
${head}
export const ${name}QueryOptions = (params: ${title}Request) =>
  queryOptions({
    queryKey: ${keysName}.${name}(params),
    queryFn: ({ signal }) => ${name}(params, signal),
  });

export const use${pascal(method)} = (params: ${title}Request) => useQuery(${name}QueryOptions(params));
`;
  }
  return `import { useMutation, useQueryClient } from '@tanstack/react-query';
${head}
/** What the class's cached answers show may have changed: they are fetched again. */
export function use${pascal(method)}() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: ${title}Request) => ${name}(params),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ${keysName}.all }),
  });
}
`;
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  if (
    error instanceof Refusal ||
    (error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))
  ) {
    process.stderr.write(`new-method: ${error.message}\n`);
    process.exit(2);
  }
  throw error;
}
