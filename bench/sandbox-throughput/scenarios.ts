/** The scenarios: the sandbox's methods, a ceiling per reply size, and json-server on the same queries. */
import type { LoadRequest } from '../load.ts';
import { type Query, listCarriersParams, peerPath } from './products.ts';
import { isJsonArray, isResult, rpcBody } from './requests.ts';
import type { Scenario } from './settings.ts';
import { bytesText } from './table.ts';

const post = (body: string): LoadRequest => ({ method: 'POST', body });

/** The sandbox's methods, the two scenarios over 100,000 products among them. */
export function methodScenarios(uuid: string, nextSelective: () => Query, nextBroad: () => Query) {
  const scaledAreaTerms: Scenario = {
    name: `list_carriers 100k, varied area term + page`,
    server: 'scaled',
    path: '/broadband/v1',
    request: () => post(rpcBody('list_carriers', listCarriersParams(nextSelective()))),
    verify: isResult,
    target: { reqPerSec: 1000, p99Ms: 25 },
  };
  const scaledBroadTerms: Scenario = {
    name: `list_carriers 100k, varied broad term + page`,
    server: 'scaled',
    path: '/broadband/v1',
    request: () => post(rpcBody('list_carriers', listCarriersParams(nextBroad()))),
    verify: isResult,
    target: { p99Ms: 50 },
  };
  const listProviders: Scenario = {
    name: 'list_providers (basic)',
    server: 'sandbox',
    path: '/broadband/basic/v1',
    request: post(rpcBody('list_providers', {})),
    verify: isResult,
    target: { ratioToCeiling: 0.45 },
  };
  const longListings: Scenario = {
    name: 'list_carriers 10,000/page',
    server: 'sandbox',
    path: '/broadband/v1',
    request: post(rpcBody('list_carriers', { pagination: { page: 1, per_page: 10_000 } })),
    verify: isResult,
  };
  const methods: Scenario[] = [
    listProviders,
    {
      name: 'zipcode 1012AB 1 (basic)',
      server: 'sandbox',
      path: '/broadband/basic/v1',
      request: post(rpcBody('zipcode', { zipcode: '1012AB', housenr: 1 })),
      verify: isResult,
    },
    {
      name: 'list_carriers "gbit/s" (20 %) + 2-key sort, 100/page',
      server: 'sandbox',
      path: '/broadband/v1',
      request: post(rpcBody('list_carriers', listCarriersParams({ term: 'gbit/s', page: 2 }))),
      verify: isResult,
    },
    longListings,
    {
      name: 'get_transaction',
      server: 'sandbox',
      path: '/broadband/v1',
      request: post(rpcBody('get_transaction', { uuid })),
      verify: isResult,
      target: { ratioToCeiling: 0.25 },
    },
    scaledAreaTerms,
    scaledBroadTerms,
    {
      ...listProviders,
      name: 'list_providers beside 4 connections of 10,000-row listings',
      target: {},
      beside: { scenario: longListings, connections: 4 },
    },
  ];

  return { methods, scaledAreaTerms, scaledBroadTerms };
}

/** Sizes within a few per cent of each other share a ceiling: two significant digits. */
export const ceilingSize = (bytes: number) => Number(bytes.toPrecision(2));

/** A ceiling per size that answers as many bytes, in the order the sizes come. */
export function ceilingScenarios(sizes: Iterable<number>): Map<number, Scenario> {
  const ceilings = new Map<number, Scenario>();
  for (const bytes of sizes) {
    const size = ceilingSize(bytes);
    if (!ceilings.has(size)) {
      ceilings.set(size, {
        name: `ceiling: bare Node HTTP, fixed ${bytesText(size)} reply`,
        server: 'ceiling',
        path: `/${size}`,
        request: post(rpcBody('list_providers', {})),
        verify: isResult,
      });
    }
  }
  return ceilings;
}

/** json-server on the same queries as the sandbox's two scenarios over 100,000 products. */
export function jsonServerScenarios(nextPeer: () => Query, nextPeerBroad: () => Query): Scenario[] {
  return [
    {
      name: 'json-server 0.17, 100k, varied area term + page',
      server: 'peer',
      path: '/products',
      request: () => ({ method: 'GET', path: peerPath(nextPeer()) }),
      verify: isJsonArray,
    },
    {
      name: 'json-server 0.17, 100k, varied broad term + page',
      server: 'peer',
      path: '/products',
      request: () => ({ method: 'GET', path: peerPath(nextPeerBroad()) }),
      verify: isJsonArray,
    },
  ];
}
