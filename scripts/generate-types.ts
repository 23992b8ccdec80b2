/**
 * Generates `src/contract/types.gen.ts` from `schemas/`: one TypeScript type per schema title and
 * the `RpcMethods` map (class → method → params/result). `--check` fails when the file is stale.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from 'json-schema-to-typescript';

const root = fileURLToPath(new URL('../', import.meta.url));
const schemasDir = join(root, 'schemas');
const outputFile = join(root, 'src/contract/types.gen.ts');

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

async function generate(): Promise<string> {
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

const generated = await generate();
if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(outputFile, 'utf8');
  } catch {
    // a missing file is stale too
  }
  if (current !== generated) {
    process.stderr.write(
      'src/contract/types.gen.ts is stale: run `npm run generate` and commit the result.\n',
    );
    process.exit(1);
  }
  process.stdout.write('src/contract/types.gen.ts is up to date.\n');
} else {
  writeFileSync(outputFile, generated);
  process.stdout.write(`wrote src/contract/types.gen.ts from ${schemaFiles.length} schema files\n`);
}
