import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BroadbandBasicListProvidersReply,
  BroadbandBasicZipcodeReply,
  ZipcodeProduct,
} from '../../../../contract/types.gen.ts';
import { demoAddresses } from '../../../store/seed/index.ts';
import { basic, call, errorOf, resultOf } from '../../../testing/http-client.ts';
import { type RunningSandbox, startTestSandbox } from '../../../testing/sandbox-under-test.ts';

const CLASS = 'broadband/basic/v1';
const admin = basic('admin', 'sandbox-admin');
const PROVIDERS = ['KPNWBA', 'KPNWEAS', 'EUROFIBER', 'TELE2', 'ZIGGO'];
const KPNWBA_LADDER = ['Fiber', 'FTTH/FTTO', 'VPLUS', 'VVDSL', 'VDSL', 'ADSL', 'BVDSL'];
const FIBER_LABELS = new Set(['Fiber', 'FTTH/FTTO']);
const { everything, extension, providerDown, complex, unserved, allProvidersDown } = demoAddresses;

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.stop());

async function zipcode(params: unknown) {
  const { http, reply } = await call<BroadbandBasicZipcodeReply>(
    sandbox.url,
    CLASS,
    'zipcode',
    params,
    admin,
  );
  expect(http.status).toBe(200);
  return reply;
}

const at = (
  address: { zipcode: string; housenr: number; housenrext: string },
  extra: Record<string, unknown> = {},
) => ({
  zipcode: address.zipcode,
  housenr: address.housenr,
  housenrext: address.housenrext,
  ...extra,
});

/** The products of one provider, without an inline error. */
function productsOf(reply: BroadbandBasicZipcodeReply, provider: string): Record<string, ZipcodeProduct> {
  const entry = reply.available[provider];
  expect(entry, `available.${provider}`).toBeDefined();
  expect(entry).not.toHaveProperty('error');
  return entry as Record<string, ZipcodeProduct>;
}

function expectProduct(label: string, product: ZipcodeProduct) {
  expect(Object.keys(product).sort()).toEqual([
    'area',
    'carrier',
    'distance',
    'max_download',
    'max_upload',
    'network',
  ]);
  expect(Number.isInteger(product.max_download) && product.max_download > 0).toBe(true);
  expect(Number.isInteger(product.max_upload) && product.max_upload > 0).toBe(true);
  expect(product.carrier).toBe(FIBER_LABELS.has(label) ? 'Fiber' : 'Copper');
  expect(typeof product.network).toBe('string');
  expect(typeof product.area).toBe('string');
  expect(product.distance).toMatch(/^(|\d+|\d+;\d+)$/);
}

describe('broadband/basic/v1 list_providers', () => {
  it.each([
    ['omitted', undefined],
    ['{}', {}],
    ['[]', []],
  ])('lists the five providers with params %s', async (_label, params) => {
    const { http, reply } = await call<BroadbandBasicListProvidersReply>(
      sandbox.url,
      CLASS,
      'list_providers',
      params,
      admin,
    );
    expect(http.status).toBe(200);
    expect(resultOf(reply)).toEqual({ providers: PROVIDERS });
  });

  it('rejects an unknown member with 011', async () => {
    const { reply } = await call(sandbox.url, CLASS, 'list_providers', { provider: 'KPNWBA' }, admin);
    const error = errorOf(reply);
    expect(error.code).toBe(11);
    expect(error.data.errors).toContainEqual({ path: '/', message: 'unknown member "provider"' });
  });
});

describe('broadband/basic/v1 zipcode', () => {
  it('answers the everything address with address, construction messages and every provider', async () => {
    const result = resultOf(await zipcode(at(everything)));
    expect(Object.keys(result).sort()).toEqual(['address', 'available', 'construction_messages']);
    expect(result.address).toEqual({
      street: everything.street,
      housenr: everything.housenr,
      housenrext: '',
      city: everything.city,
      municipality: expect.any(String),
    });
    expect(Object.keys(result.available).sort()).toEqual([...PROVIDERS].sort());
    for (const provider of PROVIDERS) {
      const products = productsOf(result, provider);
      const labels = Object.keys(products);
      expect(labels.length, provider).toBeGreaterThan(0);
      if (provider !== 'KPNWBA')
        expect(
          labels.every((label) => label === 'Fiber' || label === 'Copper'),
          provider,
        ).toBe(true);
      for (const [label, product] of Object.entries(products)) expectProduct(label, product);
    }
    expect(result.construction_messages?.length).toBeGreaterThan(0);
    for (const message of result.construction_messages ?? []) {
      expect(Object.keys(message).sort()).toEqual(['estimated_plandate', 'message', 'network', 'technology']);
      expect(message.message.length).toBeGreaterThan(0);
      if (message.estimated_plandate !== null)
        expect(message.estimated_plandate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('lists the KPNWBA technologies best first, in ladder order', async () => {
    const labels = Object.keys(productsOf(resultOf(await zipcode(at(everything))), 'KPNWBA'));
    // The key order on the wire is the ladder order: the labels are a subsequence of it ...
    expect(labels).toEqual(KPNWBA_LADDER.filter((label) => labels.includes(label)));
    // ... and the everything address offers the whole ladder.
    expect(labels).toEqual(KPNWBA_LADDER);
  });

  it('omits construction_messages when an address has none', async () => {
    const result = resultOf(await zipcode(at(complex)));
    expect(result).not.toHaveProperty('construction_messages');
  });

  it('accepts housenr as a numeric string and answers it as an integer', async () => {
    const asNumber = resultOf(await zipcode(at(everything)));
    const asString = resultOf(await zipcode(at(everything, { housenr: String(everything.housenr) })));
    expect(asString.address.housenr).toBe(everything.housenr);
    expect(asString).toEqual(asNumber);
  });

  it('treats housenrext "" and null (and an omitted one) as no extension', async () => {
    const empty = resultOf(await zipcode(at(everything, { housenrext: '' })));
    const nullExt = resultOf(await zipcode(at(everything, { housenrext: null })));
    const omitted = resultOf(await zipcode({ zipcode: everything.zipcode, housenr: everything.housenr }));
    expect(empty.address.housenrext).toBe('');
    expect(nullExt).toEqual(empty);
    expect(omitted).toEqual(empty);
  });

  it('checks the extension address when housenrext is given, matching its case-insensitively', async () => {
    const upper = resultOf(await zipcode(at(extension)));
    expect(upper.address).toMatchObject({
      housenr: extension.housenr,
      housenrext: extension.housenrext,
      street: extension.street,
    });
    const lower = resultOf(await zipcode(at(extension, { housenrext: extension.housenrext.toLowerCase() })));
    expect(lower.address.housenrext).toBe(extension.housenrext);
    expect(lower).toEqual(upper);
  });

  it('restricts the check to the providers of filter.provider', async () => {
    const result = resultOf(await zipcode(at(everything, { filter: { provider: ['ZIGGO', 'EUROFIBER'] } })));
    expect(Object.keys(result.available).sort()).toEqual(['EUROFIBER', 'ZIGGO']);
    expect(Object.keys(productsOf(result, 'ZIGGO')).length).toBeGreaterThan(0);
    expect(Object.keys(productsOf(result, 'EUROFIBER')).length).toBeGreaterThan(0);
  });

  it('reports a provider whose backoffice is down inline with code 4 while the others answer', async () => {
    const result = resultOf(await zipcode(at(providerDown)));
    const tele2 = result.available.TELE2;
    expect(tele2).toEqual({ error: { code: 4, message: expect.stringContaining('TELE2') } });
    expect(tele2?.error?.message).toContain(providerDown.zipcode);
    const answering = Object.keys(result.available).filter((provider) => provider !== 'TELE2');
    expect(answering.length).toBeGreaterThan(0);
    for (const provider of answering)
      expect(Object.keys(productsOf(result, provider)).length, provider).toBeGreaterThan(0);
  });

  it('reports the incumbents of a complex address inline with code 10 while the others answer', async () => {
    const result = resultOf(await zipcode(at(complex)));
    for (const provider of ['KPNWBA', 'KPNWEAS']) {
      expect(result.available[provider], provider).toEqual({
        error: { code: 10, message: expect.stringContaining(provider) },
      });
    }
    const others = Object.keys(result.available).filter(
      (provider) => provider !== 'KPNWBA' && provider !== 'KPNWEAS',
    );
    expect(others.length).toBeGreaterThan(0);
    for (const provider of others)
      expect(Object.keys(productsOf(result, provider)).length, provider).toBeGreaterThan(0);
  });

  it('fails the whole call with 010 when only an incumbent is asked about a complex address', async () => {
    const error = errorOf(await zipcode(at(complex, { filter: { provider: ['KPNWBA'] } })));
    expect(error.code).toBe(10);
    expect(error.message).toContain('KPNWBA');
    expect(error.message).toContain(complex.zipcode);
    expect(error.data.cid).toMatch(/^[0-9a-f]{24}$/);
  });

  it('fails the whole call with 004 when only the disrupted provider is asked', async () => {
    const error = errorOf(await zipcode(at(providerDown, { filter: { provider: ['TELE2'] } })));
    expect(error.code).toBe(4);
    expect(error.message).toContain('TELE2');
  });

  it('fails the whole call with 004 when every provider is down', async () => {
    const error = errorOf(await zipcode(at(allProvidersDown)));
    expect(error.code).toBe(4);
    expect(error.message).toContain(allProvidersDown.zipcode);
    expect(error.message).toContain(String(allProvidersDown.housenr));
  });

  it('answers 003 for a valid address no provider serves, naming the address', async () => {
    const error = errorOf(await zipcode(at(unserved)));
    expect(error.code).toBe(3);
    expect(error.message).toContain(unserved.zipcode);
    expect(error.message).toContain(String(unserved.housenr));
  });

  it('answers 003 when none of the requested providers serves the address', async () => {
    const everyone = resultOf(await zipcode(at(complex)));
    expect(everyone.available).not.toHaveProperty('EUROFIBER');
    const error = errorOf(await zipcode(at(complex, { filter: { provider: ['EUROFIBER'] } })));
    expect(error.code).toBe(3);
    expect(error.message).toContain(complex.zipcode);
  });

  it.each([
    ['an unknown house number', { zipcode: everything.zipcode, housenr: 2, housenrext: '' }],
    ['an unknown extension', { zipcode: everything.zipcode, housenr: everything.housenr, housenrext: 'Z9' }],
    ['an unknown zipcode', { zipcode: '9999ZZ', housenr: 1, housenrext: '' }],
  ])('answers 002 for %s with the three values in the message', async (_label, params) => {
    const error = errorOf(await zipcode(params));
    expect(error.code).toBe(2);
    expect(error.message).toContain(params.zipcode);
    expect(error.message).toContain(String(params.housenr));
    expect(error.message).toContain(`"${params.housenrext}"`);
    expect(error.message).toMatch(/postcodes/);
  });

  it.each([
    ['a lower-case zipcode', { zipcode: '1012ab', housenr: 1 }, '/zipcode'],
    ['an unknown member', { zipcode: '1012AB', housenr: 1, street: 'Damrak' }, '/'],
    ['housenr 0', { zipcode: '1012AB', housenr: 0 }, '/housenr'],
    ['housenr "0"', { zipcode: '1012AB', housenr: '0' }, '/housenr'],
    ['a missing housenr', { zipcode: '1012AB' }, '/'],
    [
      'an unknown provider',
      { zipcode: '1012AB', housenr: 1, filter: { provider: ['KPN'] } },
      '/filter/provider/0',
    ],
  ])('answers 011 for %s, with the offending path in data.errors', async (_label, params, path) => {
    const error = errorOf(await zipcode(params));
    expect(error.code).toBe(11);
    expect(error.data.errors?.map((issue) => issue.path)).toContain(path);
  });
});
