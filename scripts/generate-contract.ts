/**
 * Generates everything the programs take from `schemas/`, so nothing there is written twice:
 * - `src/contract/types.gen.ts`: one TypeScript type per schema title and the `RpcMethods` map;
 * - `src/contract/forms/<class>/<method>.gen.js` (+ `.d.ts`): each request schema made whole
 *   (every `$ref` inlined) and shaped for a form, with its AJV validator compiled ahead of time,
 *   because the browser's CSP forbids compiling code at run time;
 * - `src/contract/replies/<class>/<method>.gen.js` (+ `.d.ts`): each reply schema's validator, compiled
 *   ahead of time from the schema's tolerant form (src/contract/reply-schema.ts), and `index.gen.ts`,
 *   which loads the validator of a method when it is first needed;
 * - `src/contract/openrpc/<class>.gen.json`: each class's OpenRPC document (scripts/openrpc/), its
 *   examples answered by a sandbox seeded for them, which the sandbox serves and answers
 *   rpc.discover with;
 * - `src/sandbox/methods/registry.gen.ts`: the sandbox's handler of every method of the catalogue;
 * - `src/contract/error-codes.gen.ts`: every error code of the catalogue by name, with its meaning
 *   (scripts/error-codes.ts);
 * - in `scripts/openrpc/examples.json`, an empty list of examples for each method without any.
 * And, from the options tables (src/sandbox/options-table.ts, src/server/options.ts), the
 * "Every option" section of docs/operations.md (scripts/options-docs.ts).
 * `--check` fails when any generated file is stale.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import $RefParser from '@apidevtools/json-schema-ref-parser';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { Ajv } from 'ajv';
import standaloneModule from 'ajv/dist/standalone/index.js';
import { compile } from 'json-schema-to-typescript';
import * as prettier from 'prettier';
import type { Catalogue as FullCatalogue } from '../src/sandbox/rpc/contract.ts';
import { openRpcFileOf } from '../src/sandbox/rpc/openrpc-documents.ts';
import {
  SCHEMA_BASE,
  addReplyKeywords,
  tolerantDefinitions,
  tolerantReplySchema,
} from '../src/contract/reply-schema.ts';
import { errorCodesFileText } from './error-codes.ts';
import { formSchemaOf } from './form-schema.ts';
import { withOptionsSection } from './options-docs.ts';
import { buildDocuments } from './openrpc/document.ts';
import { exampleData, withEveryMethod } from './openrpc/examples.ts';
import { runExamples } from './openrpc/run-examples.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const schemasDir = join(root, 'schemas');
const typesFile = join(root, 'src/contract/types.gen.ts');
const formsDir = join(root, 'src/contract/forms');
const repliesDir = join(root, 'src/contract/replies');
const openRpcDir = join(root, 'src/contract/openrpc');
const operationsGuide = join(root, 'docs/operations.md');
const registryFile = join(root, 'src/sandbox/methods/registry.gen.ts');
const errorCodesFile = join(root, 'src/contract/error-codes.gen.ts');
const examplesFile = join(root, 'scripts/openrpc/examples.json');

interface Catalogue {
  classes: { class: string; methods: { method: string; request: string; reply: string }[] }[];
}

const readJson = (file: string) =>
  JSON.parse(readFileSync(join(schemasDir, file), 'utf8')) as { title?: string };

const schemaFiles = readdirSync(schemasDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.json') && !entry.name.startsWith('catalogue'))
  .map((entry) => relative(schemasDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
  .sort();

const titleOf = (file: string): string => {
  const title = readJson(file).title;
  if (!title) throw new Error(`schemas/${file} has no title; every schema needs one to name its type`);
  return title;
};

async function generateTypes(): Promise<string> {
  const everySchema = {
    title: 'ContractSchemas',
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(schemaFiles.map((file) => [file, { $ref: `./${file}` }])),
  };
  const types = await compile(everySchema as never, 'ContractSchemas', {
    cwd: schemasDir,
    bannerComment: '',
    additionalProperties: false,
    declareExternallyReferenced: true,
    ignoreMinAndMaxItems: true,
    style: { singleQuote: true, printWidth: 110 },
  });

  const catalogue = readJson('catalogue.json') as unknown as Catalogue;
  const methodMap = catalogue.classes
    .map(({ class: className, methods }) => {
      const entries = methods
        .map(
          ({ method, request, reply }) =>
            `    ${method}: { params: ${titleOf(request)}; result: ${titleOf(reply)} };`,
        )
        .join('\n');
      return `  '${className}': {\n${entries}\n  };`;
    })
    .join('\n');

  return [
    '// Generated from schemas/ by `npm run generate`. Do not edit: change the schemas and regenerate.',
    '/* eslint-disable */',
    '',
    types.trim(),
    '',
    '/** Every JSON-RPC method by class URL and name, with its params and result types. */',
    'export interface RpcMethods {',
    methodMap,
    '}',
    '',
    'export type RpcClass = keyof RpcMethods;',
    '',
  ].join('\n');
}

/** CommonJS from AJV's standalone compiler, turned into an ES module Vite can serve as it is. */
function esmValidators(commonJs: string, request: string): string {
  if (/require\(/.test(commonJs)) {
    throw new Error(
      `the validator of ${request} needs an AJV runtime module; adjust VALIDATOR_OPTIONS so it does not`,
    );
  }
  return `const exports = {};\n${commonJs.replace(/^"use strict";/, '')}\nexport const validators = exports;\n`;
}

/** String lengths in UTF-16 units: the code then needs no AJV runtime module in the browser. */
const VALIDATOR_OPTIONS = { ajvOptionsOverrides: { unicode: false, logger: false as const } };

const FORM_DECLARATION = `import type { RJSFSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

export declare const schema: RJSFSchema;
export declare const validators: ValidatorFunctions;
`;

async function generateForms(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const catalogue = readJson('catalogue.json') as unknown as Catalogue;
  for (const { class: className, methods } of catalogue.classes) {
    const folder = className.replace(/\/v1$/, '').replace(/\//g, '-');
    for (const { method, request } of methods) {
      const whole = (await $RefParser.dereference(join(schemasDir, request), {
        mutateInputSchema: false,
      })) as Record<string, unknown>;
      const schema = formSchemaOf(whole);
      const validators = esmValidators(
        compileSchemaValidatorsCode(schema as never, VALIDATOR_OPTIONS),
        request,
      );
      const base = `${folder}/${method}.gen`;
      files.set(
        `${base}.js`,
        `// Generated from schemas/${request} by \`npm run generate\`. Do not edit.\n/* eslint-disable */\nexport const schema = ${JSON.stringify(schema)};\n${validators}`,
      );
      files.set(`${base}.d.ts`, `// Generated by \`npm run generate\`. Do not edit.\n${FORM_DECLARATION}`);
    }
  }
  return files;
}

// A CommonJS module: Node's default import is its `module.exports`, the function itself.
const standaloneCode = standaloneModule as unknown as (ajv: Ajv, refs: Record<string, string>) => string;

/** One ES module per reply schema with its validator; methods whose validators are the same share one. */
function generateReplies(): Map<string, string> {
  const files = new Map<string, string>();
  const catalogue = readJson('catalogue.json') as unknown as Catalogue;
  const definitions = tolerantDefinitions(
    readdirSync(join(schemasDir, 'defs')).filter((file) => file.endsWith('.json')),
    (file) => readJson(`defs/${file}`),
  );
  const moduleOfCode = new Map<string, string>();
  const loaders: string[] = [];
  for (const { class: className, methods } of catalogue.classes) {
    const folder = className.replace(/\/v1$/, '').replace(/\//g, '-');
    const entries: string[] = [];
    for (const { method, reply } of methods) {
      const ajv = addReplyKeywords(
        new Ajv({
          code: { source: true, esm: true },
          allErrors: false,
          messages: false,
          passContext: true,
          inlineRefs: false,
          strictTypes: false,
        }),
      );
      for (const [file, schema] of definitions) ajv.addSchema(schema as object, `${SCHEMA_BASE}defs/${file}`);
      ajv.addSchema(tolerantReplySchema(readJson(reply), definitions) as object, `${SCHEMA_BASE}${reply}`);
      const code = standaloneCode(ajv, { validate: `${SCHEMA_BASE}${reply}` });
      if (/require\(/.test(code))
        throw new Error(`the reply validator of ${reply} needs an AJV runtime module`);
      let module = moduleOfCode.get(code);
      if (!module) {
        module = `${folder}/${method}.gen.js`;
        moduleOfCode.set(code, module);
        files.set(
          module,
          `// Generated from schemas/${reply} by \`npm run generate\`. Do not edit.\n/* eslint-disable */\n${code}\n`,
        );
        files.set(
          module.replace(/\.js$/, '.d.ts'),
          `// Generated by \`npm run generate\`. Do not edit.\nimport type { ReplyValidate } from '../../reply-reading.ts';\n\nexport declare const validate: ReplyValidate;\n`,
        );
      }
      entries.push(`    ${method}: () => import('./${module}'),`);
    }
    loaders.push(`  '${className}': {\n${entries.join('\n')}\n  },`);
  }
  files.set(
    'index.gen.ts',
    [
      '// Generated from schemas/ by `npm run generate`. Do not edit.',
      "import type { ReplyValidate } from '../reply-reading.ts';",
      '',
      'export type ReplyValidatorModule = { validate: ReplyValidate };',
      '',
      '/** The reply validator of every method, by class URL and method name, loaded when first needed. */',
      'export const replyValidators: Readonly<Record<string, Readonly<Record<string, () => Promise<ReplyValidatorModule>>>>> = {',
      ...loaders,
      '};',
      '',
    ].join('\n'),
  );
  return files;
}

async function generateOpenRpc(): Promise<Map<string, string>> {
  const catalogue = readJson('catalogue.json') as unknown as FullCatalogue;
  const documents = buildDocuments({
    catalogue,
    schema: (file) => readJson(file) as Record<string, unknown>,
    examples: await runExamples(catalogue),
  });
  return new Map(
    [...documents].map(([className, document]) => [
      openRpcFileOf(className),
      `${JSON.stringify(document, null, 2)}\n`,
    ]),
  );
}

const words = (text: string) => text.split(/[/_-]/).filter(Boolean);
const camel = (text: string) =>
  words(text)
    .map((word, index) => (index === 0 ? word : word[0]!.toUpperCase() + word.slice(1)))
    .join('');

/** A file's text as Prettier writes it, so that the generated file passes `npm run format:check`. */
async function formatted(file: string, text: string): Promise<string> {
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(text, { ...options, filepath: file });
}

/**
 * The sandbox's registry: the handler of method `list_aliases` of class `mail/v1` is the export
 * `listAliases` of `src/sandbox/methods/mail/list-aliases.ts`, imported under the class's name too
 * (`mailListAliases`) when another class has a method of the same name.
 */
async function generateRegistry(): Promise<string> {
  const catalogue = readJson('catalogue.json') as unknown as Catalogue;
  const handlers = catalogue.classes.flatMap(({ class: className, methods }) =>
    methods.map(({ method }) => {
      const folder = className.replace(/\/v[0-9]+$/, '');
      const file = `${folder}/${method.replace(/_/g, '-')}.ts`;
      const exported = camel(method);
      const path = join(dirname(registryFile), file);
      const exportsHandler = new RegExp(`^export (const|function|async function) ${exported}\\b`, 'm');
      if (!existsSync(path) || !exportsHandler.test(readFileSync(path, 'utf8'))) {
        throw new Error(
          `schemas/catalogue.json lists ${className} ${method}: ${relative(root, path)} must export its handler as ${exported}`,
        );
      }
      return { className, method, file, exported, local: exported, qualified: camel(`${folder}/${method}`) };
    }),
  );
  for (const handler of handlers) {
    if (handlers.some((other) => other !== handler && other.exported === handler.exported))
      handler.local = handler.qualified;
  }
  const imports = [...handlers]
    .sort((a, b) => (a.file < b.file ? -1 : 1))
    .map(({ file, exported, local }) => {
      const binding = local === exported ? exported : `${exported} as ${local}`;
      return `import { ${binding} } from './${file}';`;
    });
  const classes = catalogue.classes.map(({ class: className }) => {
    const entries = handlers
      .filter((handler) => handler.className === className)
      .map(({ method, local }) => (method === local ? method : `${method}: ${local}`));
    return `  '${className}': { ${entries.join(', ')} },`;
  });
  return formatted(
    registryFile,
    [
      '// Generated from schemas/catalogue.json by `npm run generate`. Do not edit: add the method to the catalogue',
      "// and its handler to src/sandbox/methods/<class>/<method-with-dashes>.ts, exported under the method's name",
      '// in camelCase.',
      "import type { MethodHandler } from '../rpc/context.ts';",
      ...imports,
      '',
      '/** Every method of the catalogue by class and name, with its handler. */',
      'export const handlersByClass: Readonly<Record<string, Readonly<Record<string, MethodHandler<never, unknown>>>>> = {',
      ...classes,
      '};',
      '',
    ].join('\n'),
  );
}

/** examples.json with an empty list for every method of the catalogue that has no examples yet. */
async function examplesWithEveryMethod(): Promise<string> {
  const catalogue = readJson('catalogue.json') as unknown as FullCatalogue;
  const complete = withEveryMethod(exampleData, catalogue);
  const present = readFileSync(examplesFile, 'utf8');
  return JSON.stringify(complete) === JSON.stringify(exampleData)
    ? present
    : formatted(examplesFile, JSON.stringify(complete));
}

const expected = new Map<string, string>([[typesFile, await generateTypes()]]);
expected.set(registryFile, await generateRegistry());
expected.set(
  errorCodesFile,
  await errorCodesFileText((readJson('catalogue.json') as unknown as FullCatalogue).errors, errorCodesFile),
);
expected.set(examplesFile, await examplesWithEveryMethod());
for (const [file, text] of await generateForms()) expected.set(join(formsDir, file), text);
for (const [file, text] of generateReplies()) expected.set(join(repliesDir, file), text);
for (const [file, text] of await generateOpenRpc()) expected.set(join(openRpcDir, file), text);
// A copy of the project without its docs (scripts/new-method.test.ts makes one) has no guide to keep.
if (existsSync(operationsGuide)) {
  expected.set(operationsGuide, await withOptionsSection(readFileSync(operationsGuide, 'utf8')));
}

if (process.argv.includes('--check')) {
  const present = [formsDir, repliesDir, openRpcDir]
    .filter((dir) => existsSync(dir))
    .flatMap((dir) =>
      readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name)),
    );
  const stale = [...expected].filter(([file, text]) => {
    try {
      return readFileSync(file, 'utf8') !== text;
    } catch {
      return true;
    }
  });
  const extra = present.filter((file) => !expected.has(file));
  if (stale.length > 0 || extra.length > 0) {
    for (const [file] of stale) process.stderr.write(`stale: ${relative(root, file)}\n`);
    for (const file of extra) process.stderr.write(`not generated from schemas/: ${relative(root, file)}\n`);
    process.stderr.write('Generated files are out of date: run `npm run generate` and commit the result.\n');
    process.exit(1);
  }
  process.stdout.write(`${expected.size} generated files are up to date.\n`);
} else {
  rmSync(formsDir, { recursive: true, force: true });
  rmSync(repliesDir, { recursive: true, force: true });
  rmSync(openRpcDir, { recursive: true, force: true });
  for (const [file, text] of expected) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  process.stdout.write(
    `wrote ${expected.size} files from ${schemaFiles.length} schema files and the options tables\n`,
  );
}
