import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PostcodesGetHousenrextReply } from '../../contract/types.gen.ts';
import { call } from '../rpc-client.ts';
import { postcodesKeys } from './keys.ts';

export const getHousenrext = (zipcode: string, housenr: number, signal?: AbortSignal) =>
  call('postcodes/v1', 'get_housenrext', { zipcode, housenr }, { signal });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every source's extensions, once each, the bare number ("") first. A member the reply holds beside
 * the sources it names (a source it added, or anything else) counts only when it reads as a source.
 */
export function extensionsIn(reply: PostcodesGetHousenrextReply): string[] {
  const extensions = Object.values(reply as unknown as Record<string, unknown>).flatMap((source) =>
    isRecord(source) && Array.isArray(source.housenrexts)
      ? source.housenrexts.filter((extension): extension is string => typeof extension === 'string')
      : [],
  );
  return [...new Set(extensions)].sort((a, b) =>
    a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'nl', { numeric: true }),
  );
}

export const housenrextQueryOptions = (zipcode: string, housenr: number) =>
  queryOptions({
    queryKey: postcodesKeys.housenrext(zipcode, housenr),
    queryFn: ({ signal }) => getHousenrext(zipcode, housenr, signal),
    staleTime: 300_000,
    select: extensionsIn,
  });

export const useHousenrext = (zipcode: string | null, housenr: number | null) =>
  useQuery({
    ...housenrextQueryOptions(zipcode ?? '', housenr ?? 0),
    enabled: zipcode !== null && housenr !== null,
  });
