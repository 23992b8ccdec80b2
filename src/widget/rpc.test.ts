import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSandbox, startTestSandbox } from '../sandbox/testing/sandbox-under-test.ts';
import { checkedDetail, providerViews, providersFrom } from './model.ts';
import { CallFailure, call, failureOf, httpFailure, rpcFailure } from './rpc.ts';

// The widget's calls against a real sandbox over real HTTP, with the any-site apiKey.
const API_KEY = 'pk_sandbox_any_8b3e5f0c9d21';
let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.stop());

const basic = (method: string, params: Record<string, unknown>, apiKey = API_KEY) =>
  call({ apiBase: sandbox.url, apiKey, path: 'broadband/basic/v1', method, params });

describe('call', () => {
  it('checks an address with the apiKey: products per provider, fastest first', async () => {
    const providers = providersFrom(await basic('list_providers', {}))!;
    expect(providers).toEqual(['KPNWBA', 'KPNWEAS', 'EUROFIBER', 'TELE2', 'ZIGGO']);
    const input = { zipcode: '1012AB', housenr: 1, housenrext: '' };
    const views = providerViews(providers, await basic('zipcode', input));
    const detail = checkedDetail(input, views);
    expect(Object.keys(detail.providers)).toEqual(providers);
    expect(detail.providers.KPNWBA!.products[0]).toBe('Fiber');
    expect(detail.providers.KPNWBA!.products.at(-1)).toBe('ADSL');
    for (const view of views) {
      const downloads = view.products.map((product) => product.download);
      expect(downloads).toEqual([...downloads].sort((a, b) => b - a));
    }
  });

  it('shows inline provider errors beside the others', async () => {
    const providers = providersFrom(await basic('list_providers', {}))!;
    const views = providerViews(
      providers,
      await basic('zipcode', { zipcode: '2511AB', housenr: 2, housenrext: '' }),
    );
    expect(views.find((view) => view.provider === 'KPNWBA')).toMatchObject({
      reason: 'complex',
      error: { code: 10 },
    });
    expect(views.find((view) => view.provider === 'EUROFIBER')).toMatchObject({ reason: 'not-served' });
    expect(views.find((view) => view.provider === 'ZIGGO')!.products.length).toBeGreaterThan(0);
  });

  it('reads the postcodes class', async () => {
    const result = await call({
      apiBase: sandbox.url,
      apiKey: API_KEY,
      path: 'postcodes/v1',
      method: 'get_housenrs',
      params: { zipcode: '1012AB' },
    });
    expect(result).toEqual({ housenrs: [1, 3, 5, 7, 9] });
  });

  it('turns whole-call errors and refusals into failures', async () => {
    const unknown = await basic('zipcode', { zipcode: '1012AB', housenr: 999 }).catch(failureOf);
    expect(unknown).toMatchObject({ kind: 'rpc', code: 2, cid: expect.stringMatching(/^[0-9a-f]{24}$/) });
    const invalid = await basic('zipcode', { zipcode: '1012ab', housenr: 1 }).catch(failureOf);
    expect(invalid).toMatchObject({ kind: 'rpc', code: 11 });
    const refused = await basic('list_providers', {}, 'pk_wrong').catch(failureOf);
    expect(refused).toMatchObject({ kind: 'http', status: 403, reason: 'api_key_refused' });
    const unreachable = await call({
      apiBase: 'http://127.0.0.1:9',
      apiKey: API_KEY,
      path: 'broadband/basic/v1',
      method: 'list_providers',
      params: {},
    }).catch((error: unknown) => error);
    expect(unreachable).toBeInstanceOf(CallFailure);
    expect(failureOf(unreachable)).toEqual({ kind: 'network' });
  });
});

describe('failures', () => {
  it('reads HTTP refusals', () => {
    expect(
      httpFailure(429, { message: 'API rate limit exceeded', cid: 'c', reason: 'rate_limited' }, '28'),
    ).toEqual({ kind: 'http', status: 429, cid: 'c', reason: 'rate_limited', retryAfter: 28 });
    expect(httpFailure(502, null, null)).toEqual({ kind: 'http', status: 502 });
    expect(httpFailure(429, 'text', 'soon')).toEqual({ kind: 'http', status: 429 });
  });

  it('reads JSON-RPC errors', () => {
    expect(rpcFailure({ code: 2, message: 'Invalid combination', data: { cid: 'abc' } })).toEqual({
      kind: 'rpc',
      code: 2,
      message: 'Invalid combination',
      cid: 'abc',
    });
    expect(rpcFailure('broken')).toEqual({ kind: 'reply' });
    expect(failureOf(new TypeError('x'))).toEqual({ kind: 'reply' });
  });
});
