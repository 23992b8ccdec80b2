/**
 * The sandbox answers each error code under the catalogue's name for it
 * (src/contract/error-codes.gen.ts), on the HTTP status the catalogue's module gives.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ErrorCodeName, errorCodeMeanings } from '../../contract/error-codes.gen.ts';
import { demoAddresses } from '../store/seed/index.ts';
import { type RpcError, basic, errorOf, post } from '../testing/http-client.ts';
import { type RunningSandbox, startTestSandbox } from '../testing/sandbox-under-test.ts';
import { ErrorCode, displayCode } from './errors.ts';

const admin = basic('admin', 'sandbox-admin');
const { unserved, allProvidersDown } = demoAddresses;
const zipcode = (params: unknown) => ({ jsonrpc: '2.0', id: 1, method: 'zipcode', params });
const at = (address: { zipcode: string; housenr: number; housenrext: string }) =>
  zipcode({ zipcode: address.zipcode, housenr: address.housenr, housenrext: address.housenrext });

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.stop());

const calls: { name: ErrorCodeName; body: unknown }[] = [
  { name: 'parseError', body: '{"jsonrpc": "2.0",' },
  { name: 'invalidRequest', body: [] },
  { name: 'methodNotFound', body: { jsonrpc: '2.0', id: 1, method: 'no_such_method' } },
  { name: 'schemaViolation', body: zipcode({ zipcode: 7, housenr: 1 }) },
  { name: 'invalidAddress', body: zipcode({ zipcode: '9999ZZ', housenr: 1, housenrext: '' }) },
  { name: 'notServiced', body: at(unserved) },
  { name: 'temporarilyUnavailable', body: at(allProvidersDown) },
];

describe('the error codes on the wire', () => {
  it.each(calls)(
    '$name: its code, on its HTTP status, shown as the catalogue shows it',
    async ({ name, body }) => {
      const reply = await post(`${sandbox.url}/broadband/basic/v1`, body, { authorization: admin });
      const { shown, httpStatus } = errorCodeMeanings[name];
      expect(reply.status).toBe(httpStatus);
      const error = errorOf(reply.json as RpcError);
      expect(error.code).toBe(ErrorCode[name]);
      expect(displayCode(error.code)).toBe(shown);
    },
  );
});
