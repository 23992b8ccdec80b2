import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../rpc-client.ts';
import { postcodesKeys } from './keys.ts';

export const getAddress = (zipcode: string, housenr: number, signal?: AbortSignal) =>
  call('postcodes/v1', 'get_address', { zipcode, housenr }, { signal });

export const addressQueryOptions = (zipcode: string, housenr: number) =>
  queryOptions({
    queryKey: postcodesKeys.address(zipcode, housenr),
    queryFn: ({ signal }) => getAddress(zipcode, housenr, signal),
    staleTime: 300_000,
    // a number the postcode does not have, or no right to look it up: the address stays unnamed
    retry: false,
  });

/** The street and city of a number in a postcode, while `zipcode` is set. */
export const useAddressOfNumber = (zipcode: string | null, housenr: number) =>
  useQuery({ ...addressQueryOptions(zipcode ?? '', housenr), enabled: zipcode !== null });
