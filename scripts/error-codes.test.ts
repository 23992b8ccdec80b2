/**
 * src/contract/error-codes.gen.ts against the catalogue: what `npm run generate` writes from
 * schemas/catalogue.json, names and numbers as the catalogue gives them.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { Catalogue, CatalogueError } from '../src/sandbox/rpc/contract.ts';
import type * as generated from '../src/contract/error-codes.gen.ts';
import { ErrorCode, errorCodeMeanings } from '../src/contract/error-codes.gen.ts';
import { errorCodesFileText, errorCodesModule } from './error-codes.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const generatedFile = join(root, 'src/contract/error-codes.gen.ts');
const catalogue = JSON.parse(readFileSync(join(root, 'schemas/catalogue.json'), 'utf8')) as Catalogue;

const error = (code: number, name: string): CatalogueError => ({
  code,
  name,
  scope: 'method',
  origin: 'spec',
  message: `The meaning of ${name}.`,
});

const scratch = mkdtempSync(join(tmpdir(), 'error-codes-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The module generated from `errors`, loaded as the programs load it. */
async function loaded(errors: CatalogueError[]) {
  const file = join(scratch, `error-codes-${errors.map(({ name }) => name).join('-')}.ts`);
  writeFileSync(file, errorCodesModule(errors));
  return (await import(file)) as typeof generated;
}

describe('src/contract/error-codes.gen.ts', () => {
  it('is what `npm run generate` writes from schemas/catalogue.json (else run it)', async () => {
    expect(readFileSync(generatedFile, 'utf8')).toBe(
      await errorCodesFileText(catalogue.errors, generatedFile),
    );
  });

  it('names every code of the catalogue with its number, meaning and HTTP status', () => {
    expect(Object.entries(ErrorCode)).toEqual(catalogue.errors.map(({ name, code }) => [name, code]));
    for (const { code, name, scope, origin, message } of catalogue.errors) {
      expect(errorCodeMeanings[name as keyof typeof errorCodeMeanings]).toEqual({
        code,
        shown: code > 0 ? String(code).padStart(3, '0') : String(code),
        httpStatus: 200,
        scope,
        origin,
        message,
      });
    }
  });
});

describe('the generator', () => {
  it('writes a name per code, shown as people read it', async () => {
    const module = await loaded([error(2, 'invalidAddress'), error(-32601, 'methodNotFound')]);
    expect(module.ErrorCode).toEqual({ invalidAddress: 2, methodNotFound: -32601 });
    expect(module.errorCodeMeanings).toEqual({
      invalidAddress: expect.objectContaining({ code: 2, shown: '002', httpStatus: 200 }),
      methodNotFound: expect.objectContaining({ code: -32601, shown: '-32601', httpStatus: 200 }),
    });
  });

  it('keeps a meaning that holds a comment’s end inside the comment', async () => {
    const module = await loaded([{ ...error(7, 'deleteFailed'), message: 'Gone */ for good.' }]);
    expect(module.errorCodeMeanings.deleteFailed.message).toBe('Gone */ for good.');
  });

  it('refuses two codes of one name, one code under two names, and a name that is no identifier', () => {
    expect(() => errorCodesModule([error(2, 'invalidAddress'), error(3, 'invalidAddress')])).toThrow(
      /names two error codes invalidAddress/,
    );
    expect(() => errorCodesModule([error(2, 'invalidAddress'), error(2, 'unknownAddress')])).toThrow(
      /lists error code 2 twice/,
    );
    expect(() => errorCodesModule([error(2, 'invalid-address')])).toThrow(
      /"invalid-address" is no identifier/,
    );
  });
});
