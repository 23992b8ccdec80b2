/**
 * Generates everything the programs take from `schemas/`, so nothing there is written twice:
 * - `src/contract/types.gen.ts`: one TypeScript type per schema title and the `RpcMethods` map;
 * - `src/contract/forms/<class>/<method>.gen.js` (+ `.d.ts`): each request schema made whole
 *   (every `$ref` inlined) and shaped for a form, with its AJV validator compiled ahead of time,
 *   because the browser's CSP forbids compiling code at run time;
 * - `src/contract/openrpc/<class>.gen.json`: each class's OpenRPC document (scripts/openrpc/), its
 *   examples answered by a sandbox seeded for them, which the sandbox serves and answers
 *   rpc.discover with.
 * And, from the options tables (src/sandbox/options-table.ts, src/server/options.ts), the
 * "Every option" section of docs/operations.md (scripts/options-docs.ts).
 * `--check` fails when any generated file is stale.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import $RefParser from '@apidevtools/json-schema-ref-parser';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { compile } from 'json-schema-to-typescript';
import type { Catalogue as FullCatalogue } from '../src/sandbox/rpc/contract.ts';
import { openRpcFileOf } from '../src/sandbox/rpc/openrpc-documents.ts';
import { formSchemaOf } from './form-schema.ts';
import { withOptionsSection } from './options-docs.ts';
import { buildDocuments } from './openrpc/document.ts';
import { runExamples } from './openrpc/run-examples.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const schemasDir = join(root, 'schemas');
const typesFile = join(root, 'src/contract/types.gen.ts');
const formsDir = join(root, 'src/contract/forms');
const openRpcDir = join(root, 'src/contract/openrpc');
const operationsGuide = join(root, 'docs/operations.md');

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

const expected = new Map<string, string>([[typesFile, await generateTypes()]]);
for (const [file, text] of await generateForms()) expected.set(join(formsDir, file), text);
for (const [file, text] of await generateOpenRpc()) expected.set(join(openRpcDir, file), text);
// A copy of the project without its docs (scripts/new-method.test.ts makes one) has no guide to keep.
if (existsSync(operationsGuide)) {
  expected.set(operationsGuide, await withOptionsSection(readFileSync(operationsGuide, 'utf8')));
}

if (process.argv.includes('--check')) {
  const present = [formsDir, openRpcDir]
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
  rmSync(openRpcDir, { recursive: true, force: true });
  for (const [file, text] of expected) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  process.stdout.write(
    `wrote ${expected.size} files from ${schemaFiles.length} schema files and the options tables\n`,
  );
}
