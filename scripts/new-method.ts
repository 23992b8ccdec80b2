/**
 * `npm run new-method -- <class> <method> [--permission <#permission>] [--summary <text>]`
 *
 * Adds a JSON-RPC method to the contract and to both programs, as a stub to fill in: the request
 * and reply schemas, the catalogue entry (listing the "not implemented yet" error the stub answers),
 * the Dutch summary of the console, the sandbox's method file answering that error, its entry in
 * the registry and a test calling it over HTTP, and the portal's `api/<class>/<method>.ts`; then
 * it regenerates the contract's types, forms and OpenRPC documents. Refuses (exit 2) an unknown
 * class, a method name the catalogue would not take, a method that exists, or an unknown
 * permission, before it writes anything. `--root <dir>` works on another copy of the project.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';
import ts from 'typescript';

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
  'usage: npm run new-method -- <class> <method> [--permission <#permission>] [--summary <text>]\n' +
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

  const classDir = className.replace(/\/v[0-9]+$/, '');
  const folder = classDir.replace(/\//g, '-');
  const title = pascal(classDir) + pascal(method);
  const request = `${classDir}/${method}_request_v1.json`;
  const reply = `${classDir}/${method}_reply_v1.json`;
  const methodFile = `src/sandbox/methods/${classDir}/${dashed(method)}.ts`;
  const testFile = `src/sandbox/methods/${classDir}/${dashed(method)}.test.ts`;
  const apiFile = `src/api/${folder}/${dashed(method)}.ts`;
  const registryFile = 'src/sandbox/methods/registry.ts';
  const summariesFile = 'src/features/console/summaries-nl.ts';
  for (const path of [`schemas/${request}`, `schemas/${reply}`, methodFile, testFile, apiFile]) {
    if (existsSync(file(path)))
      throw new Refusal(`${path} exists already; remove it or choose another name.`);
  }

  const writes = new Map<string, string>();
  const write = (path: string, text: string) => writes.set(path, text);
  const reads = (path: string) => readFileSync(file(path), 'utf8');

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
import type { RunningSandbox } from '${fromMethod('src/sandbox/server.ts')}';
import { basic, call, errorOf } from '${fromMethod('src/sandbox/testing/http-client.ts')}';
import { startTestSandbox } from '${fromMethod('src/sandbox/testing/sandbox-under-test.ts')}';

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
  write(registryFile, withRegistryEntry(reads(registryFile), className, method, handlerName, classDir));
  write(apiFile, apiModule(root, folder, className, method, title, permission));
  write(summariesFile, withDutchSummary(reads(summariesFile), className, method));

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
    `\n${className} ${method} answers "not implemented yet" (${NOT_IMPLEMENTED}), as ${testFile} expects.\nNext: the schemas, the summaries (catalogue and console), the method and its test, an example in scripts/openrpc/examples.ts, and \`npm run generate\` again (see README, "Adding a method").\n`,
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

function parse(text: string): ts.SourceFile {
  return ts.createSourceFile('file.ts', text, ts.ScriptTarget.Latest, true);
}

function objectLiteralOf(source: ts.SourceFile, variable: string): ts.ObjectLiteralExpression {
  let found: ts.ObjectLiteralExpression | undefined;
  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === variable &&
      node.initializer &&
      ts.isObjectLiteralExpression(node.initializer)
    ) {
      found = node.initializer;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!found) throw new Error(`${source.fileName}: no object literal named ${variable}`);
  return found;
}

const keyOf = (property: ts.ObjectLiteralElementLike) =>
  property.name && (ts.isStringLiteral(property.name) || ts.isIdentifier(property.name))
    ? property.name.text
    : undefined;

/** registry.ts with the handler imported (in path order) and listed under its class. */
function withRegistryEntry(
  text: string,
  className: string,
  method: string,
  handlerName: string,
  classDir: string,
): string {
  const source = parse(text);
  const declared = new Set<string>();
  const imports = source.statements.filter(ts.isImportDeclaration);
  for (const statement of imports) {
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings))
      for (const element of bindings.elements) declared.add(element.name.text);
  }
  const localName = declared.has(handlerName) ? camel(classDir) + pascal(method) : handlerName;
  const specifier = `./${classDir}/${dashed(method)}.ts`;
  const importText = `import { ${localName === handlerName ? handlerName : `${handlerName} as ${localName}`} } from '${specifier}';\n`;
  const methodImports = imports.filter((statement) => {
    const from = (statement.moduleSpecifier as ts.StringLiteral).text;
    return from.startsWith('./');
  });
  const before = methodImports.find(
    (statement) => (statement.moduleSpecifier as ts.StringLiteral).text > specifier,
  );
  const importAt = before ? before.getStart(source) : (methodImports.at(-1) ?? imports.at(-1)!).getEnd() + 1;

  const classEntry = objectLiteralOf(source, 'byClass').properties.find(
    (property) => keyOf(property) === className,
  );
  if (
    !classEntry ||
    !ts.isPropertyAssignment(classEntry) ||
    !ts.isObjectLiteralExpression(classEntry.initializer)
  ) {
    throw new Error(`${className} has no entry in byClass of the registry`);
  }
  const methods = classEntry.initializer;
  const listed = method === localName ? method : `${method}: ${localName}`;
  const last = methods.properties.at(-1);
  const entryAt = last ? last.getEnd() : methods.getStart(source) + 1;
  const entryText = last ? `, ${listed}` : ` ${listed} `;
  return (
    text.slice(0, importAt) + importText + text.slice(importAt, entryAt) + entryText + text.slice(entryAt)
  );
}

/** summaries-nl.ts with a Dutch summary to write after the class's last entry. */
function withDutchSummary(text: string, className: string, method: string): string {
  const source = parse(text);
  const properties = objectLiteralOf(source, 'dutchSummaries').properties;
  const last =
    properties
      .filter((property) => {
        const key = keyOf(property);
        return key === className || key?.startsWith(`${className}:`);
      })
      .at(-1) ?? properties.at(-1);
  if (!last) throw new Error('summaries-nl.ts has no summaries');
  const at = last.getEnd();
  return `${text.slice(0, at)},\n  '${className}:${method}': 'Nog te beschrijven.'${text.slice(at)}`;
}

/** The portal's module for the method, in the style of its siblings: a query for a read, else a mutation. */
function apiModule(
  root: string,
  folder: string,
  className: string,
  method: string,
  title: string,
  permission: string,
): string {
  const keysFile = join(root, `src/api/${folder}/keys.ts`);
  const keysName = existsSync(keysFile)
    ? /export const (\w+Keys)\b/.exec(readFileSync(keysFile, 'utf8'))?.[1]
    : undefined;
  const keysImport = keysName ? `import { ${keysName} } from './keys.ts';\n` : '';
  const root_ = keysName ? `${keysName}.all` : `['${folder}'] as const`;
  const name = camel(method);
  const fetcher = `export const ${name} = (params: ${title}Request, signal?: AbortSignal) =>
  call('${className}', '${method}', params, { signal });
`;
  if (permission.endsWith('-r')) {
    return `import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ${title}Request } from '../../contract/types.gen.ts';
import { call } from '../rpc-client.ts';
${keysImport}
${fetcher}
export const ${name}QueryOptions = (params: ${title}Request) =>
  queryOptions({
    queryKey: [...${root_}, '${dashed(method)}', params] as const,
    queryFn: ({ signal }) => ${name}(params, signal),
  });

export const use${pascal(method)} = (params: ${title}Request) => useQuery(${name}QueryOptions(params));
`;
  }
  return `import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ${title}Request } from '../../contract/types.gen.ts';
import { call } from '../rpc-client.ts';
${keysImport}
${fetcher}
/** What the class's cached answers show may have changed: they are fetched again. */
export function use${pascal(method)}() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: ${title}Request) => ${name}(params),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ${root_} }),
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
