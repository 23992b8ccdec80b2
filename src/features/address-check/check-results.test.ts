/**
 * The address check against a service that differs from the contract (a real sandbox behind
 * src/sandbox/testing/differing-service.ts): the result drawn once, in Node, with what the service
 * sent in its query cache; what the embedding host would hear; the postcode lookups.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { createElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { carriercheckQueryOptions } from '../../api/broadband/carriercheck.ts';
import { providersQueryOptions } from '../../api/broadband-basic/list-providers.ts';
import {
  availabilityQueryOptions,
  checkAddress,
  everyProviderAvailabilityQueryOptions,
} from '../../api/broadband-basic/zipcode.ts';
import { extensionsIn, getHousenrext } from '../../api/postcodes/get-housenrext.ts';
import { housenrsQueryOptions } from '../../api/postcodes/get-housenrs.ts';
import { NetworkError } from '../../api/errors.ts';
import { behindDifferingService } from '../../api/testing/behind-differing-service.ts';
import type { Provider } from '../../contract/types.gen.ts';
import { drawingClient, drawn, textOf } from '../../ui/testing/draw.ts';
import {
  type AnswerQuery,
  type ZipcodeReplied,
  answersOfEvery,
  answersOfListed,
  hostProvidersOf,
  resultAsText,
} from './answers.ts';
import { CarrierCheck } from './carrier-check.tsx';
import { CheckResults } from './check-results.tsx';
import en from './messages-en.ts';
import { addressCheckMessages } from './messages.ts';

const { service } = behindDifferingService();
beforeAll(async () => {
  await addressCheckMessages.load('en');
});

const REPLY_UNREAD = "The portal cannot read the service's reply here";
const DAMRAK = { zipcode: '1012AB', housenr: 1, housenrext: '' };
const PROVIDERS: Provider[] = ['KPNWBA', 'KPNWEAS', 'EUROFIBER', 'TELE2', 'ZIGGO'];

/** What a page asks before it draws: the list of providers, then each provider or all at once. */
async function askedLikeThePage(client: QueryClient, address = DAMRAK) {
  await client.prefetchQuery(providersQueryOptions());
  const providers = client.getQueryData(providersQueryOptions().queryKey)?.providers;
  if (providers)
    await Promise.all(
      providers.map((provider) => client.prefetchQuery(availabilityQueryOptions(provider, address))),
    );
  else await client.prefetchQuery(everyProviderAvailabilityQueryOptions(address));
  await client.prefetchQuery(housenrsQueryOptions(address.zipcode));
}

/** The result as drawn with what the service sent, as text without markup. */
async function drawnResult(address = DAMRAK, client = drawingClient()): Promise<string> {
  if (client.getQueryCache().getAll().length === 0) await askedLikeThePage(client, address);
  const html = await drawn(createElement(CheckResults, { address }), { client });
  // what differs from one drawing to the next: the replies' cids and the moment they came in
  return textOf(html.replace(/[0-9a-f]{24}/g, '(cid)').replace(/Checked on [^<]*/, 'Checked on (moment)'))
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');
}

/** A query of the cache as the page reads it for an answer. */
function answerQueryIn(client: QueryClient, queryKey: QueryKey): AnswerQuery {
  const state = client.getQueryState<ZipcodeReplied>(queryKey)!;
  return {
    data: state.data,
    error: state.error,
    isPending: state.status === 'pending',
    dataUpdatedAt: state.dataUpdatedAt,
    errorUpdatedAt: state.errorUpdatedAt,
  };
}

/** Each provider asked on its own, as the page asks, as the answers the page reads. */
async function answers() {
  const replies = await Promise.all(PROVIDERS.map((provider) => checkAddress(provider, DAMRAK)));
  return answersOfListed(
    PROVIDERS,
    replies.map((data) => ({ data, error: null, isPending: false, dataUpdatedAt: 1, errorUpdatedAt: 0 })),
  );
}

describe('the result as the sandbox sends it', () => {
  it('has every provider with its products', async () => {
    const result = await drawnResult();
    expect(result).toContain('Result for Damrak 1, 1012 AB Amsterdam');
    for (const provider of PROVIDERS) expect(result).toContain(provider);
    expect(result).toContain('Fiber');
    expect(result).not.toContain(en.providersUnread);
  });
});

describe('a zipcode reply the portal cannot read', () => {
  it.each(['renamed-members', 'list-for-object', 'missing-required', 'null-for-object'] as const)(
    '%s: each card says so with its method, never "no products"',
    async (change) => {
      service.differ({ className: 'broadband/basic/v1', method: 'zipcode', change });
      const result = await drawnResult();
      expect(result).toContain(REPLY_UNREAD);
      expect(result).toContain('broadband/basic/v1 zipcode');
      expect(result).not.toContain(en.noProducts);
      expect(result).not.toContain(en.noneServes);
    },
  );

  it('is told to the host as each provider’s error "reply", never as having no products of its own', async () => {
    service.differ({ className: 'broadband/basic/v1', method: 'zipcode', change: 'renamed-members' });
    const failures = await Promise.all(
      PROVIDERS.map((provider) => checkAddress(provider, DAMRAK).catch((error: unknown) => error)),
    );
    const read = answersOfListed(
      PROVIDERS,
      failures.map((error) => ({ error, isPending: false, dataUpdatedAt: 0, errorUpdatedAt: 1 })),
    );
    const heard = hostProvidersOf(read)!;
    expect(Object.keys(heard)).toEqual(PROVIDERS);
    for (const provider of PROVIDERS)
      expect(heard[provider]).toEqual({
        products: [],
        error: { code: 'reply', message: expect.stringContaining('broadband/basic/v1 zipcode') },
      });
  });
});

describe('a zipcode reply with what the portal does not know', () => {
  it('a provider it does not know is shown with its products, under the provider asked; a carrier as named', async () => {
    service.differ({ className: 'broadband/basic/v1', method: 'zipcode', change: 'unknown-values' });
    const result = await drawnResult();
    expect(result).toContain('NEWNET');
    expect(result).toContain(en.otherProvidersAnswered);
    expect(result).toMatch(/unknown_(Fiber|Copper) \(as the service names it\)/);
    expect(result).not.toContain(en.noProducts);
  });

  it('the host hears of the provider it does not know, with its technologies', async () => {
    const plain = hostProvidersOf(await answers())!;
    service.differ({ className: 'broadband/basic/v1', method: 'zipcode', change: 'unknown-values' });
    const heard = hostProvidersOf(await answers())!;
    const technologies = Object.values(plain).flatMap((provider) => provider.products);
    expect(new Set(heard.NEWNET?.products)).toEqual(new Set(technologies));
    expect(JSON.stringify(heard)).not.toMatch(/undefined|null/);
  });

  it('a technology it does not know is shown, copied and told as named', async () => {
    const plain = await answers();
    const renamed = plain.map((answer) => {
      if (!answer.reply) return answer;
      const result = structuredClone(answer.reply.result);
      const products = result.available[answer.provider!];
      if (products?.Fiber) {
        products.Satellite = { ...products.Fiber, carrier: 'Laser' as 'Fiber' };
        delete products.Fiber;
      }
      return { ...answer, reply: { ...answer.reply, result } };
    });
    expect(hostProvidersOf(renamed)?.KPNWBA?.products).toContain('Satellite');
    const text = resultAsText('Damrak 1', renamed, { ...en, failure: () => 'failed' }, 'en');
    expect(text).toMatch(/Satellite: 1 Gb\/s \/ 1 Gb\/s/);
  });

  it('members it does not know, and numbers as text: the same result', async () => {
    const plain = await drawnResult();
    service.differ({ className: 'broadband/basic/v1', method: 'zipcode', change: 'extra-members' });
    expect(await drawnResult()).toBe(plain);
    service.differ({ className: 'broadband/basic/v1', method: 'zipcode', change: 'numbers-as-text' });
    expect(await drawnResult()).toBe(plain);
  });
});

describe('a list of providers the portal cannot use', () => {
  it.each(['object-for-list', 'renamed-members', 'method-not-found'] as const)(
    '%s: said, and the address is checked with every provider at once',
    async (change) => {
      service.differ({ className: 'broadband/basic/v1', method: 'list_providers', change });
      const result = await drawnResult();
      expect(result).toContain(en.providersUnread);
      expect(result).toContain('Result for Damrak 1, 1012 AB Amsterdam');
      for (const provider of PROVIDERS) expect(result).toContain(provider);
      expect(result).toContain('Fiber');
    },
  );

  it('and a zipcode reply it cannot read: one notice for the whole check', async () => {
    service.differ(
      { className: 'broadband/basic/v1', method: 'list_providers', change: 'object-for-list' },
      { className: 'broadband/basic/v1', method: 'zipcode', change: 'missing-required' },
    );
    const result = await drawnResult();
    expect(result).toContain(en.providersUnread);
    expect(result).toContain(en.everyProvider);
    expect(result).toContain(REPLY_UNREAD);
    expect(result).not.toContain(en.noProducts);
  });
});

describe('the postcode lookups', () => {
  it('extensions: a member beside the sources is read past, never an extension of its own', async () => {
    const plain = extensionsIn(await getHousenrext('1012AB', 1));
    service.differ({ className: 'postcodes/v1', method: 'get_housenrext', change: 'extra-members' });
    expect(extensionsIn(await getHousenrext('1012AB', 1))).toEqual(plain);
    expect(plain).toContain('');
  });

  it('house numbers that cannot be read: an unknown address says so in place of the numbers to pick', async () => {
    service.differ({ className: 'postcodes/v1', method: 'get_housenrs', change: 'renamed-members' });
    const result = await drawnResult({ zipcode: '1012AB', housenr: 999, housenrext: '' });
    expect(result).toContain(en.housenrsUnread);
    expect(result).not.toContain(en.pickValid);
  });
});

describe('every provider asked at once', () => {
  const listUnusable = {
    className: 'broadband/basic/v1',
    method: 'list_providers',
    change: 'object-for-list',
  } as const;

  it('a reply that names no provider says none serves the address, never an empty card', async () => {
    service.differ(listUnusable);
    const client = drawingClient();
    await askedLikeThePage(client);
    const { queryKey } = everyProviderAvailabilityQueryOptions(DAMRAK);
    const replied = client.getQueryData(queryKey)!;
    client.setQueryData(queryKey, { ...replied, result: { ...replied.result, available: {} } });
    const result = await drawnResult(DAMRAK, client);
    // the card: its heading, then what it says
    expect(result).toContain(`${en.everyProvider} ${en.noneServes}`);
    const read = answersOfEvery(answerQueryIn(client, queryKey));
    expect(resultAsText('Damrak 1', read, { ...en, failure: () => 'failed' }, 'en')).toContain(
      `${en.everyProvider}:\n  ${en.noneServes}`,
    );
    expect(hostProvidersOf(read)).toEqual({});
  });

  it('a reply that could not be read: the host hears no address-checked event, never "no providers"', async () => {
    service.differ(listUnusable, {
      className: 'broadband/basic/v1',
      method: 'zipcode',
      change: 'missing-required',
    });
    const client = drawingClient();
    await askedLikeThePage(client);
    const answers = answersOfEvery(
      answerQueryIn(client, everyProviderAvailabilityQueryOptions(DAMRAK).queryKey),
    );
    expect(answers[0]?.error).toBeTruthy();
    expect(hostProvidersOf(answers)).toBeNull();
  });
});

describe('what the host hears of providers asked one by one', () => {
  it('each provider asked, or no address-checked event: an answer that never came cannot be told', async () => {
    const read = await answers();
    const heard = hostProvidersOf(read);
    expect(Object.keys(heard ?? {})).toEqual(PROVIDERS);
    const lost = read.map((answer, index) =>
      index === 1 ? { ...answer, reply: null, error: new NetworkError('Failed to fetch') } : answer,
    );
    expect(hostProvidersOf(lost)).toBeNull();
  });
});

describe('an answer read again that failed this time', () => {
  it('is the failure only: neither the card, the copied text nor the host has the earlier products', async () => {
    const client = drawingClient();
    await askedLikeThePage(client);
    service.differ({ className: 'broadband/basic/v1', method: 'zipcode', change: 'missing-required' });
    await client.refetchQueries({ queryKey: availabilityQueryOptions('KPNWBA', DAMRAK).queryKey });
    const read = answersOfListed(
      PROVIDERS,
      PROVIDERS.map((provider) => answerQueryIn(client, availabilityQueryOptions(provider, DAMRAK).queryKey)),
    );
    expect(read[0]).toMatchObject({ provider: 'KPNWBA', reply: null });
    expect(hostProvidersOf(read)?.KPNWBA).toEqual({
      products: [],
      error: { code: 'reply', message: expect.stringContaining('broadband/basic/v1 zipcode') },
    });
    const copied = resultAsText('Damrak 1', read, { ...en, failure: () => 'failed' }, 'en');
    expect(copied).toMatch(/^KPNWBA:\n {2}failed\nKPNWEAS:/m);
    const result = await drawnResult(DAMRAK, client);
    expect(result).toMatch(/KPNWBA The portal cannot read/);
  });

  it('the carrier check shows the notice only, not the earlier presence and lines', async () => {
    const client = drawingClient();
    await Promise.all(
      (['Fiber', 'Copper'] as const).map((carrier) =>
        client.prefetchQuery(carriercheckQueryOptions(carrier, DAMRAK)),
      ),
    );
    const before = await drawn(createElement(CarrierCheck, { address: DAMRAK }), { client, text: true });
    expect(before).toMatch(new RegExp(`${en.fiber} ?: (${en.carrierAvailable}|${en.carrierUnavailable})`));
    service.differ({ className: 'broadband/v1', method: 'carriercheck', change: 'missing-required' });
    await client.refetchQueries();
    const after = (
      await drawn(createElement(CarrierCheck, { address: DAMRAK }), { client, text: true })
    ).replace(/&#x27;/g, "'");
    expect(after).toContain(REPLY_UNREAD);
    expect(after).not.toContain(en.carrierAvailable);
    expect(after).not.toContain(en.carrierUnavailable);
    expect(after).not.toContain(`${en.carrierType} `);
  });
});
