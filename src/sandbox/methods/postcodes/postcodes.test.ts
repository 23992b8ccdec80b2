import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PostcodesGetAddressReply,
  PostcodesGetHousenrextReply,
  PostcodesGetHousenrsReply,
} from '../../../contract/types.gen.ts';
import { demoAddresses } from '../../store/seed/index.ts';
import { basic, call, errorOf, resultOf } from '../../testing/http-client.ts';
import { type RunningSandbox, startTestSandbox } from '../../testing/sandbox-under-test.ts';

const CLASS = 'postcodes/v1';
const admin = basic('admin', 'sandbox-admin');
const { everything, extension, extensionSourceSubset } = demoAddresses;
const UNKNOWN_ZIPCODE = '9999ZZ';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.stop());

async function postcodes<Result>(method: string, params: unknown) {
  const { http, reply } = await call<Result>(sandbox.url, CLASS, method, params, admin);
  expect(http.status).toBe(200);
  return reply;
}

function expectSchemaViolation(error: ReturnType<typeof errorOf>, path: string) {
  expect(error.code).toBe(11);
  expect(error.data.errors?.map((issue) => issue.path)).toContain(path);
}

describe('postcodes/v1 get_housenrs', () => {
  it('lists the house numbers of a postcode as ascending unique integers', async () => {
    const { housenrs } = resultOf(
      await postcodes<PostcodesGetHousenrsReply>('get_housenrs', { zipcode: everything.zipcode }),
    );
    expect(housenrs.length).toBeGreaterThan(1);
    expect(housenrs.every((housenr) => Number.isInteger(housenr) && housenr > 0)).toBe(true);
    expect(housenrs).toEqual([...new Set(housenrs)].sort((a, b) => a - b));
    // The demo address and the number that also has extensions appear once each.
    expect(housenrs).toContain(everything.housenr);
    expect(housenrs.filter((housenr) => housenr === extension.housenr)).toHaveLength(1);
  });

  it('answers 002 for an unknown postcode, naming it', async () => {
    const error = errorOf(await postcodes('get_housenrs', { zipcode: UNKNOWN_ZIPCODE }));
    expect(error.code).toBe(2);
    expect(error.message).toContain(UNKNOWN_ZIPCODE);
  });

  it.each([
    ['a lower-case postcode', { zipcode: '1012ab' }, '/zipcode'],
    ['a postcode with a space', { zipcode: '1012 AB' }, '/zipcode'],
    ['a missing zipcode', {}, '/'],
    ['an unknown member', { zipcode: '1012AB', housenr: 1 }, '/'],
  ])('answers 011 for %s', async (_label, params, path) => {
    expectSchemaViolation(errorOf(await postcodes('get_housenrs', params)), path);
  });
});

describe('postcodes/v1 get_housenrext', () => {
  it('lists the extensions per source, "" for the bare number, all three sources present', async () => {
    const result = resultOf(
      await postcodes<PostcodesGetHousenrextReply>('get_housenrext', {
        zipcode: everything.zipcode,
        housenr: everything.housenr,
      }),
    );
    expect(Object.keys(result).sort()).toEqual(['CADASTRAL', 'KPNWBA', 'KPNWEAS']);
    for (const source of ['CADASTRAL', 'KPNWBA', 'KPNWEAS'] as const) {
      expect(result[source].housenrexts, source).toContain('');
      expect(result[source].housenrexts, source).toContain(extension.housenrext);
      expect(new Set(result[source].housenrexts).size, source).toBe(result[source].housenrexts.length);
    }
    // An extension only the cadastre knows is listed under CADASTRAL only.
    expect(result.CADASTRAL.housenrexts).toContain(extensionSourceSubset.housenrext);
    expect(result.KPNWBA.housenrexts).not.toContain(extensionSourceSubset.housenrext);
    expect(result.KPNWEAS.housenrexts).not.toContain(extensionSourceSubset.housenrext);
  });

  it('lists only "" for a number without extensions', async () => {
    const { housenrs } = resultOf(
      await postcodes<PostcodesGetHousenrsReply>('get_housenrs', { zipcode: demoAddresses.unserved.zipcode }),
    );
    const replies = await Promise.all(
      housenrs.map(async (housenr) =>
        resultOf(
          await postcodes<PostcodesGetHousenrextReply>('get_housenrext', {
            zipcode: demoAddresses.unserved.zipcode,
            housenr,
          }),
        ),
      ),
    );
    const bare = replies.find((reply) => reply.CADASTRAL.housenrexts.length === 1);
    expect(bare).toEqual({
      CADASTRAL: { housenrexts: [''] },
      KPNWBA: { housenrexts: [''] },
      KPNWEAS: { housenrexts: [''] },
    });
  });

  it.each([
    ['an unknown house number', { zipcode: everything.zipcode, housenr: 99999 }],
    ['an unknown postcode', { zipcode: UNKNOWN_ZIPCODE, housenr: 1 }],
  ])('answers 002 for %s, naming postcode and number', async (_label, params) => {
    const error = errorOf(await postcodes('get_housenrext', params));
    expect(error.code).toBe(2);
    expect(error.message).toContain(params.zipcode);
    expect(error.message).toContain(String(params.housenr));
  });

  it.each([
    ['housenr as a string', { zipcode: '1012AB', housenr: '1' }, '/housenr'],
    ['housenr 0', { zipcode: '1012AB', housenr: 0 }, '/housenr'],
    ['housenr 100000', { zipcode: '1012AB', housenr: 100000 }, '/housenr'],
    ['a missing housenr', { zipcode: '1012AB' }, '/'],
    ['a lower-case postcode', { zipcode: '1012ab', housenr: 1 }, '/zipcode'],
  ])('answers 011 for %s', async (_label, params, path) => {
    expectSchemaViolation(errorOf(await postcodes('get_housenrext', params)), path);
  });
});

describe('postcodes/v1 get_address', () => {
  it('answers street, city and location of a postcode', async () => {
    const result = resultOf(
      await postcodes<PostcodesGetAddressReply>('get_address', { zipcode: everything.zipcode }),
    );
    const { housenrs } = resultOf(
      await postcodes<PostcodesGetHousenrsReply>('get_housenrs', { zipcode: everything.zipcode }),
    );
    expect(result).toEqual({
      zipcode: everything.zipcode,
      street: everything.street,
      city: everything.city,
      municipality: expect.any(String),
      province: expect.any(String),
      latitude: expect.stringMatching(/^-?\d+\.\d+$/),
      longitude: expect.stringMatching(/^-?\d+\.\d+$/),
      housenrs_count: housenrs.length,
    });
    expect(Number(result.latitude)).toBeGreaterThan(50);
    expect(Number(result.latitude)).toBeLessThan(54);
    expect(Number(result.longitude)).toBeGreaterThan(3);
    expect(Number(result.longitude)).toBeLessThan(8);
  });

  it('accepts a house number that exists in the postcode', async () => {
    const result = resultOf(
      await postcodes<PostcodesGetAddressReply>('get_address', {
        zipcode: everything.zipcode,
        housenr: everything.housenr,
      }),
    );
    expect(result).toMatchObject({
      zipcode: everything.zipcode,
      street: everything.street,
      city: everything.city,
    });
  });

  it.each([
    ['an unknown postcode', { zipcode: UNKNOWN_ZIPCODE }],
    ['a house number not in the postcode', { zipcode: everything.zipcode, housenr: 99999 }],
  ])('answers 002 for %s', async (_label, params) => {
    const error = errorOf(await postcodes('get_address', params));
    expect(error.code).toBe(2);
    expect(error.message).toContain(params.zipcode);
  });

  it.each([
    ['a lower-case postcode', { zipcode: '1012ab' }, '/zipcode'],
    ['a negative house number', { zipcode: '1012AB', housenr: -1 }, '/housenr'],
    ['an unknown member', { zipcode: '1012AB', housenrext: 'A' }, '/'],
  ])('answers 011 for %s', async (_label, params, path) => {
    expectSchemaViolation(errorOf(await postcodes('get_address', params)), path);
  });
});
