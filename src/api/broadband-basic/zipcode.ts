import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { Provider } from '../../contract/types.gen.ts';
import { callReplied } from '../rpc-client.ts';
import { type AddressKey, broadbandBasicKeys } from './keys.ts';

/**
 * One provider's answer for one address: the portal asks every provider separately, in parallel.
 * The reply's cid comes with it, so that a printed result can name the reply it quotes.
 */
export const checkAddress = (provider: Provider, address: AddressKey, signal?: AbortSignal) =>
  callReplied(
    'broadband/basic/v1',
    'zipcode',
    {
      zipcode: address.zipcode,
      housenr: address.housenr,
      housenrext: address.housenrext,
      filter: { provider: [provider] },
    },
    { signal },
  );

/**
 * Every provider's answer for one address in one call: the many-sites check asks this way, and the
 * address check when the service's list of providers could not be read.
 */
export const checkAddressWithEveryProvider = (address: AddressKey, signal?: AbortSignal) =>
  callReplied(
    'broadband/basic/v1',
    'zipcode',
    { zipcode: address.zipcode, housenr: address.housenr, housenrext: address.housenrext },
    { signal },
  );

export const availabilityQueryOptions = (provider: Provider, address: AddressKey) =>
  queryOptions({
    queryKey: broadbandBasicKeys.availability(provider, address),
    queryFn: ({ signal }) => checkAddress(provider, address, signal),
    staleTime: 60_000,
  });

export const everyProviderAvailabilityQueryOptions = (address: AddressKey) =>
  queryOptions({
    queryKey: broadbandBasicKeys.everyProviderAvailability(address),
    queryFn: ({ signal }) => checkAddressWithEveryProvider(address, signal),
    staleTime: 60_000,
  });

export const useAvailability = (providers: readonly Provider[], address: AddressKey | null) =>
  useQueries({
    queries: address ? providers.map((provider) => ({ ...availabilityQueryOptions(provider, address) })) : [],
  });

/** Every provider at once, while `address` is set. */
export const useEveryProviderAvailability = (address: AddressKey | null) =>
  useQuery({
    ...everyProviderAvailabilityQueryOptions(address ?? { zipcode: '', housenr: 0, housenrext: '' }),
    enabled: address !== null,
  });
