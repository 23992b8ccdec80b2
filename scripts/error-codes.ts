/**
 * `src/contract/error-codes.gen.ts` from the catalogue's `errors`: one name per code, so that the
 * sandbox, the portal, the widget and the docs compare `error.code` with `ErrorCode.invalidAddress`
 * rather than with a number of their own.
 */
import * as prettier from 'prettier';
import { displayCode } from '../src/contract/error-code-lookup.ts';
import type { CatalogueError } from '../src/sandbox/rpc/contract.ts';

/** A JSON-RPC error is the engine's answer: it travels on HTTP 200 (docs/partners/errors.md). */
export const JSON_RPC_ERROR_HTTP_STATUS = 200;

const IDENTIFIER = /^[a-z][A-Za-z]*$/;

function checked(errors: readonly CatalogueError[]): readonly CatalogueError[] {
  const names = new Set<string>();
  const codes = new Set<number>();
  for (const { code, name } of errors) {
    if (!IDENTIFIER.test(name))
      throw new Error(`schemas/catalogue.json: error name "${name}" is no identifier`);
    if (!Number.isInteger(code)) throw new Error(`schemas/catalogue.json: error code ${code} is no integer`);
    if (names.has(name)) throw new Error(`schemas/catalogue.json names two error codes ${name}`);
    if (codes.has(code)) throw new Error(`schemas/catalogue.json lists error code ${code} twice`);
    names.add(name);
    codes.add(code);
  }
  return errors;
}

const comment = (text: string) => `/** ${text.replace(/\*\//g, '*\\/')} */`;

/** The module's text (before Prettier) for the catalogue's `errors`, in the catalogue's order. */
export function errorCodesModule(catalogueErrors: readonly CatalogueError[]): string {
  const errors = checked(catalogueErrors);
  const names = errors.map(
    ({ code, name, origin, message }) =>
      `  ${comment(`${displayCode(code)} (${origin}): ${message}`)}\n  ${name}: ${code},`,
  );
  const meanings = errors.map(
    ({ code, name, scope, origin, message }) =>
      `  ${name}: ${JSON.stringify({
        code,
        shown: displayCode(code),
        httpStatus: JSON_RPC_ERROR_HTTP_STATUS,
        scope,
        origin,
        message,
      })},`,
  );
  return [
    '// Generated from schemas/catalogue.json by `npm run generate`. Do not edit: change the catalogue and regenerate.',
    '',
    "/** Every error code of the catalogue by name, as it travels in a JSON-RPC error's `code`. */",
    'export const ErrorCode = {',
    ...names,
    '} as const;',
    '',
    'export type ErrorCodeName = keyof typeof ErrorCode;',
    '',
    '/** Any code of the catalogue. */',
    'export type ErrorCodeValue = (typeof ErrorCode)[ErrorCodeName];',
    '',
    '/**',
    ' * What each code means, as the catalogue says it: `shown` as people read it, the HTTP status a',
    ' * JSON-RPC error travels on, its `scope` (any call, the methods that list it, or the request as a',
    ' * whole), where it comes from, and its meaning.',
    ' */',
    'export const errorCodeMeanings = {',
    ...meanings,
    '} as const;',
    '',
  ].join('\n');
}

/** The module as `npm run generate` writes it to `file`: formatted as Prettier would. */
export async function errorCodesFileText(
  catalogueErrors: readonly CatalogueError[],
  file: string,
): Promise<string> {
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(errorCodesModule(catalogueErrors), { ...options, filepath: file });
}
