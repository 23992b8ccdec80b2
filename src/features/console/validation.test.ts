import { readFile } from 'node:fs/promises';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { describe, expect, it } from 'vitest';
import * as getTransaction from '../../contract/forms/broadband/get_transaction.gen.js';
import * as listCarriers from '../../contract/forms/broadband/list_carriers.gen.js';
import * as getHousenrs from '../../contract/forms/postcodes/get_housenrs.gen.js';
import * as setProfile from '../../contract/forms/user/set_profile.gen.js';
import { type JsonSchema, loadSchemaBundle } from './schema-refs.ts';
import { validateRequest } from './validation.ts';

const readSchema = async (path: string) =>
  JSON.parse(await readFile(new URL(`../../../schemas/${path}`, import.meta.url), 'utf8')) as JsonSchema;

async function validatorFor(form: typeof getTransaction, requestFile: string) {
  const module = { schema: form.schema, validator: createPrecompiledValidator(form.validators, form.schema) };
  const published = { bundle: await loadSchemaBundle(requestFile, readSchema), root: requestFile };
  return (params: unknown) => validateRequest(module, published, params);
}

describe('validateRequest', () => {
  it('reports each violation with the JSON pointer of its member', async () => {
    const validate = await validatorFor(getHousenrs, 'postcodes/get_housenrs_request_v1.json');
    expect(validate({ zipcode: '1012AB' })).toEqual([]);
    expect(validate({ zipcode: '0123AB', extra: 1 }).map(({ path, keyword }) => [path, keyword])).toEqual([
      ['/extra', 'additionalProperties'],
      ['/zipcode', 'pattern'],
    ]);
    expect(validate({}).map(({ path, keyword }) => [path, keyword])).toEqual([['/zipcode', 'required']]);
  });

  it('enforces exactly one of nid and uuid, which the form schema leaves out', async () => {
    const validate = await validatorFor(getTransaction, 'broadband/get_transaction_request_v1.json');
    const uuid = '00000000-0000-4000-8000-000000000000';
    expect(validate({ uuid })).toEqual([]);
    expect(validate({})).toEqual([{ path: '', keyword: 'oneOf', detail: 'nid, uuid' }]);
    expect(validate({ nid: null, uuid })).toEqual([{ path: '', keyword: 'oneOf', detail: 'nid, uuid' }]);
    expect(validate({ uuid: 'ABC' }).map((issue) => issue.path)).toEqual(['/uuid']);
  });

  it('accepts null where the published schema allows it, also behind a $ref or deep inside', async () => {
    const transaction = await validatorFor(getTransaction, 'broadband/get_transaction_request_v1.json');
    expect(transaction({ nid: null })).toEqual([]);
    const carriers = await validatorFor(listCarriers, 'broadband/list_carriers_request_v1.json');
    expect(carriers({ filter: { network_match: null } })).toEqual([]);
    expect(carriers({ filter: { name: null } }).map((issue) => issue.path)).toEqual(['/filter/name']);
    const profile = await validatorFor(setProfile, 'user/set_profile_request_v1.json');
    expect(profile({ phone: null })).toEqual([]);
    expect(profile({ name: null }).map((issue) => issue.path)).toEqual(['/name']);
  });
});
