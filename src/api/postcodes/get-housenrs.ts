import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../rpc-client.ts';
import { postcodesKeys } from './keys.ts';

export const getHousenrs = (zipcode: string, signal?: AbortSignal) =>
  call('postcodes/v1', 'get_housenrs', { zipcode }, { signal });

export const housenrsQueryOptions = (zipcode: string) =>
  queryOptions({
    queryKey: postcodesKeys.housenrs(zipcode),
    queryFn: ({ signal }) => getHousenrs(zipcode, signal),
    staleTime: 300_000,
  });

/** The house numbers of a postcode, once the postcode is complete. */
export const useHousenrs = (zipcode: string | null) =>
  useQuery({ ...housenrsQueryOptions(zipcode ?? ''), enabled: zipcode !== null });
