import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readEnvelope } from '../contract/json-rpc-envelope.ts';
import { validate as listProvidersReply } from '../contract/replies/broadband-basic/list_providers.gen.js';
import { validate as zipcodeReply } from '../contract/replies/broadband-basic/zipcode.gen.js';
import { type DifferingService, startDifferingService } from '../sandbox/testing/differing-service.ts';
import { type RunningSandbox, startTestSandbox } from '../sandbox/testing/sandbox-under-test.ts';
import { checkedDetail, providerViews, providersFrom } from './model.ts';
import { CallFailure, call, describeFailure, failureOf, httpFailure, rpcFailure } from './rpc.ts';
import { TEXTS } from './texts.ts';

// The widget's calls against a real sandbox over real HTTP, with the any-site apiKey; and against
// the same sandbox behind a service that differs from the contract.
const API_KEY = 'pk_sandbox_any_8b3e5f0c9d21';
let sandbox: RunningSandbox;
let service: DifferingService;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  service = await startDifferingService({ upstream: sandbox.url });
});
afterAll(async () => {
  await service.stop();
  await sandbox.stop();
});
afterEach(() => service.differ());

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
    const failureFor = (error: unknown, method?: string) => {
      const envelope = readEnvelope({ jsonrpc: '2.0', id: 1, error });
      if (envelope.kind !== 'error') throw new Error('not an error');
      return rpcFailure(envelope, method);
    };
    expect(failureFor({ code: 2, message: 'Invalid combination', data: { cid: 'abc' } })).toEqual({
      kind: 'rpc',
      code: 2,
      message: 'Invalid combination',
      cid: 'abc',
    });
    expect(failureFor({ code: '002', message: 'Invalid combination' })).toMatchObject({
      kind: 'rpc',
      code: 2,
    });
    expect(failureFor({ code: -32601, message: 'Method not found' }, 'postcodes/v1 get_address')).toEqual({
      kind: 'not-offered',
      method: 'postcodes/v1 get_address',
    });
    expect(failureFor('broken')).toEqual({ kind: 'reply' });
    expect(failureOf(new TypeError('x'))).toEqual({ kind: 'reply' });
  });
});

describe('a service that differs from the contract', () => {
  const input = { zipcode: '1012AB', housenr: 1, housenrext: '' };
  /** As the widget calls: through the differing service, each reply read with its method's validator. */
  const check = () =>
    call({
      apiBase: service.url,
      apiKey: API_KEY,
      path: 'broadband/basic/v1',
      method: 'zipcode',
      params: input,
      validate: zipcodeReply,
    });
  const providers = () =>
    call({
      apiBase: service.url,
      apiKey: API_KEY,
      path: 'broadband/basic/v1',
      method: 'list_providers',
      params: {},
      validate: listProvidersReply,
    });

  it('a zipcode reply it cannot read is a reply failure naming method, place and cid, said as such', async () => {
    service.differ({ className: 'broadband/basic/v1', method: 'zipcode', change: 'renamed-members' });
    const failure = failureOf(await check().catch((error: unknown) => error));
    expect(failure).toEqual({
      kind: 'reply',
      method: 'broadband/basic/v1 zipcode',
      pointer: '/address',
      cid: expect.stringMatching(/^[0-9a-f]{24}$/),
    });
    const cid = (failure as { cid: string }).cid;
    expect(describeFailure(failure, TEXTS.nl)).toBe(
      `Het antwoord van de dienst kon niet worden gelezen, dus de controle kan nu niet worden getoond. (Referentie ${cid})`,
    );
    expect(describeFailure(failure, TEXTS.en)).toContain(`could not be read`);
    expect(describeFailure(failure, TEXTS.en)).toContain(`(Reference ${cid})`);
  });

  it('a list of one for the result, or a provider list that is an object: the whole result or the list named', async () => {
    service.differ({ className: 'broadband/basic/v1', method: 'zipcode', change: 'list-for-object' });
    expect(failureOf(await check().catch((error: unknown) => error))).toMatchObject({
      kind: 'reply',
      pointer: '',
    });
    service.differ({ className: 'broadband/basic/v1', method: 'list_providers', change: 'object-for-list' });
    expect(failureOf(await providers().catch((error: unknown) => error))).toMatchObject({
      kind: 'reply',
      method: 'broadband/basic/v1 list_providers',
      pointer: '/providers',
    });
  });

  it('a method or a class the service does not offer: said as not offered', async () => {
    service.differ({ className: 'broadband/basic/v1', method: 'zipcode', change: 'method-not-found' });
    const method = failureOf(await check().catch((error: unknown) => error));
    expect(method).toEqual({ kind: 'not-offered', method: 'broadband/basic/v1 zipcode' });
    expect(describeFailure(method, TEXTS.en)).toBe(TEXTS.en.notOffered);
    service.differ({ className: 'broadband/basic/v1', method: '*', change: 'class-not-found' });
    expect(failureOf(await check().catch((error: unknown) => error))).toMatchObject({ kind: 'not-offered' });
  });

  it('a provider it does not know, and carriers it does not know: shown as the service names them', async () => {
    const plain = providerViews(providersFrom(await providers())!, await check());
    service.differ({ className: 'broadband/basic/v1', method: 'zipcode', change: 'unknown-values' });
    const views = providerViews(providersFrom(await providers())!, await check());
    const newnet = views.find((view) => view.provider === 'NEWNET');
    expect(newnet?.products).toEqual(plain[0]!.products);
    expect(newnet!.products.length).toBeGreaterThan(0);
    expect(checkedDetail(input, views).providers.NEWNET!.products).toEqual(
      plain[0]!.products.map((product) => product.technology),
    );
  });

  it('numbers sent as text are read as the numbers', async () => {
    const plain = await check();
    service.differ({ className: 'broadband/basic/v1', method: 'zipcode', change: 'numbers-as-text' });
    const read = await check();
    expect(read).toEqual(plain);
    expect(providerViews([], read).flatMap((view) => view.products).length).toBeGreaterThan(0);
  });

  it('members it does not know are read past', async () => {
    const plain = providerViews(providersFrom(await providers())!, await check());
    service.differ({ className: 'broadband/basic/v1', method: '*', change: 'extra-members' });
    expect(providerViews(providersFrom(await providers())!, await check())).toEqual(plain);
  });
});
