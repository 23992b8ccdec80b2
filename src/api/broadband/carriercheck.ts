import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AddressKey } from '../broadband-basic/keys.ts';
import { callReplied } from '../rpc-client.ts';
import { broadbandKeys } from './keys.ts';

/** The carrier check with its reply's cid, which a printed result quotes. */
export const carriercheck = (carrier: 'Fiber' | 'Copper', address: AddressKey, signal?: AbortSignal) =>
  callReplied('broadband/v1', 'carriercheck', { ...address, carrier }, { signal });

export const carriercheckQueryOptions = (carrier: 'Fiber' | 'Copper', address: AddressKey) =>
  queryOptions({
    queryKey: broadbandKeys.carriercheck(carrier, address),
    queryFn: ({ signal }) => carriercheck(carrier, address, signal),
    staleTime: 60_000,
  });

export const useCarriercheck = (carrier: 'Fiber' | 'Copper', address: AddressKey | null, enabled = true) =>
  useQuery({
    ...carriercheckQueryOptions(carrier, address ?? { zipcode: '', housenr: 0, housenrext: '' }),
    enabled: enabled && address !== null,
  });
