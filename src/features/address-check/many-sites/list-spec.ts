/**
 * The checked sites' table in the URL (src/ui/list-params.ts): `show` (fibre | copper | other |
 * none | unknown-address | failed | unchecked), `q` (text in the reference or address), `sort=-download,reference`, `page`, `per_page`.
 * The rows are in the browser already; sorting and filtering them is `visibleRows`.
 */
import type { ListParams, ListSpec, SortTerm } from '../../../ui/list-params.ts';
import type { ManySitesMessages } from './messages.ts';
import { formatAddressKey, formatZipcode } from '../../../api/broadband-basic/address-key.ts';
import {
  type SiteResult,
  type Standing,
  standingOf,
  streetAndNumber,
  unknownCarriersOf,
} from './site-result.ts';

/** Every standing, in the order the summary, the filter and a sort by connection put them. */
export const SHOW_OPTIONS = [
  'fibre',
  'copper',
  'other',
  'none',
  'unknown-address',
  'failed',
  'unchecked',
] as const satisfies readonly Standing[];
export type Show = (typeof SHOW_OPTIONS)[number];

export interface SiteFilter {
  show: Show | null;
  q: string;
}

export const SORT_MEMBERS = ['line', 'reference', 'address', 'connection', 'download'] as const;
export type SiteSortMember = (typeof SORT_MEMBERS)[number];

export type SiteListParams = ListParams<SiteFilter, SiteSortMember>;

export const SITE_LIST: ListSpec<SiteFilter, SiteSortMember> = {
  readFilter: (params) => {
    const show = params.get('show');
    return { show: SHOW_OPTIONS.find((option) => option === show) ?? null, q: params.get('q') ?? '' };
  },
  writeFilter: (filter, params) => {
    if (filter.show) params.set('show', filter.show);
    if (filter.q.trim()) params.set('q', filter.q);
  },
  sortMembers: SORT_MEMBERS,
  defaultSort: [{ member: 'line', direction: 'ASC' }],
  pageSizes: [25, 100, 0],
  defaultPerPage: 25,
};

/** The address as the service named it, or as the list gave it when the service could not. */
export function addressText(result: SiteResult): string {
  const { outcome, site } = result;
  if (outcome.kind === 'checked')
    return `${streetAndNumber(outcome.address)}, ${formatZipcode(site.zipcode)} ${outcome.address.city}`;
  return formatAddressKey(site);
}

export const bestDownloadOf = (result: SiteResult): number =>
  result.outcome.kind === 'checked'
    ? Math.max(0, ...result.outcome.providers.map((provider) => provider.bestDownload ?? 0))
    : 0;

/** Each standing's place in a sort by connection; a Record, so a standing added is given one. */
const STANDING_RANK: Record<Standing, number> = {
  fibre: 0,
  copper: 1,
  other: 2,
  none: 3,
  'unknown-address': 4,
  failed: 5,
  unchecked: 6,
};

function matches(result: SiteResult, filter: SiteFilter): boolean {
  if (filter.show && standingOf(result.outcome) !== filter.show) return false;
  const needle = filter.q.trim().toLowerCase();
  return (
    needle === '' ||
    result.site.reference.toLowerCase().includes(needle) ||
    addressText(result).toLowerCase().includes(needle) ||
    result.site.zipcode.toLowerCase().includes(needle.replace(/\s+/g, ''))
  );
}

const collator = new Intl.Collator('nl', { numeric: true, sensitivity: 'base' });

function compare(a: SiteResult, b: SiteResult, member: SiteSortMember): number {
  switch (member) {
    case 'line':
      return a.site.line - b.site.line;
    case 'reference':
      return collator.compare(a.site.reference, b.site.reference);
    case 'address':
      return collator.compare(addressText(a), addressText(b));
    case 'connection':
      return STANDING_RANK[standingOf(a.outcome)] - STANDING_RANK[standingOf(b.outcome)];
    case 'download':
      return bestDownloadOf(a) - bestDownloadOf(b);
  }
}

/** The rows the filter lets through, in the asked order (the list's line order breaks ties). */
export function visibleRows(
  results: readonly SiteResult[],
  filter: SiteFilter,
  sort: readonly SortTerm<SiteSortMember>[],
): SiteResult[] {
  return results
    .filter((result) => matches(result, filter))
    .sort((a, b) => {
      for (const { member, direction } of sort) {
        const order = compare(a, b, member);
        if (order !== 0) return direction === 'ASC' ? order : -order;
      }
      return a.site.line - b.site.line;
    });
}

/**
 * Sites served by fibre, by copper only, over a carrier the portal does not know, not at all (the
 * service knows the address but does not serve it), at an address the service does not know, those
 * whose check failed, and those never checked: only the service saying so makes a site "not
 * available".
 */
export function summaryOf(results: readonly SiteResult[]): Record<Standing, number> {
  const summary: Record<Standing, number> = {
    fibre: 0,
    copper: 0,
    other: 0,
    none: 0,
    'unknown-address': 0,
    failed: 0,
    unchecked: 0,
  };
  for (const result of results) summary[standingOf(result.outcome)] += 1;
  return summary;
}

/** The summary's items: fibre, copper only and not available always, the others when some site counts under them. */
export function summaryItems(summary: Record<Standing, number>): Standing[] {
  return SHOW_OPTIONS.filter(
    (standing) =>
      standing === 'fibre' || standing === 'copper' || standing === 'none' || summary[standing] > 0,
  );
}

/** The connection (a carrier the portal does not know named as the service does), or why there is none to name. */
export function connectionText(result: SiteResult, text: ManySitesMessages): string {
  const { outcome } = result;
  if (outcome.kind !== 'checked') return text.outcome[outcome.kind];
  const unknown = unknownCarriersOf(outcome);
  return outcome.connection === 'other' && unknown.length > 0
    ? `${text.connection.other} (${unknown.join(', ')})`
    : text.connection[outcome.connection];
}
