import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { loadContract, schemasDirectory } from './contract.ts';
import { ErrorCode } from './errors.ts';

const { catalogue } = loadContract();
const methods = [...catalogue.classes.flatMap((entry) => entry.methods), catalogue.discovery];

describe('schemas/catalogue.json', () => {
  it('follows catalogue.schema.json', () => {
    const validate = new Ajv({ strict: true, allowUnionTypes: true }).compile(
      JSON.parse(readFileSync(`${schemasDirectory}catalogue.schema.json`, 'utf8')) as object,
    );
    expect(validate(catalogue), JSON.stringify(validate.errors)).toBe(true);
  });

  it('names exactly the error codes the sandbox answers with', () => {
    expect(Object.fromEntries(catalogue.errors.map((error) => [error.name, error.code]))).toEqual(ErrorCode);
  });

  it('lists, per method, only codes of scope method that the catalogue defines', () => {
    const methodScope = new Set(
      catalogue.errors.filter((error) => error.scope === 'method').map((error) => error.code),
    );
    for (const method of methods) {
      for (const code of method.errors) expect(methodScope.has(code), `${method.method} ${code}`).toBe(true);
    }
  });
});
