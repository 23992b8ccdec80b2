import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../rpc-client.ts';
import { postcodesKeys } from './keys.ts';

export const getHousenrext = (zipcode: string, housenr: number, signal?: AbortSignal) =>
  call('postcodes/v1', 'get_housenrext', { zipcode, housenr }, { signal });

export const housenrextQueryOptions = (zipcode: string, housenr: number) =>
  queryOptions({
    queryKey: postcodesKeys.housenrext(zipcode, housenr),
    queryFn: ({ signal }) => getHousenrext(zipcode, housenr, signal),
    staleTime: 300_000,
    /** Every source's extensions, once each, the bare number ("") first. */
    select: (reply) =>
      [...new Set(Object.values(reply).flatMap((source) => source.housenrexts))].sort((a, b) =>
        a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'nl', { numeric: true }),
      ),
  });

export const useHousenrext = (zipcode: string | null, housenr: number | null) =>
  useQuery({
    ...housenrextQueryOptions(zipcode ?? '', housenr ?? 0),
    enabled: zipcode !== null && housenr !== null,
  });
