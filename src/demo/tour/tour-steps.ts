/**
 * The tour's stops: for each, the page (a deep link, some found by asking the API) and the element
 * to highlight there once the page shows what the step is about.
 */
import { call } from '../../api/rpc-client.ts';
import { paths } from '../../ui/paths.ts';
import type { DemoMessages } from '../messages.ts';

/** The seeded address whose provider TELE2 reports a disruption (its backoffice is down). */
export const DISRUPTED_ADDRESS = { zipcode: '3011AB', housenr: '10', provider: 'TELE2' } as const;
/** A filter the seeded catalogue answers with a full page: KPN's products of 100 Mb/s or more. */
export const PRODUCT_FILTER = { supplier: 'kpn', download: '>=102400' } as const;

export interface Destination {
  path: string;
  texts: keyof DemoMessages['tour']['steps'];
}

export interface TourStep {
  destination: (signal: AbortSignal) => Promise<Destination>;
  /** The element to highlight, or null while the page does not show it yet. */
  find: (destination: Destination) => HTMLElement | null;
}

const search = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;

/**
 * An order that can still be cancelled: the most recently touched one that is new (the demo's
 * backoffice moves the one that waited longest first, so this one stays cancellable the longest).
 */
async function cancellableTransaction(signal: AbortSignal): Promise<string | null> {
  for (const state of ['new', 'processing'] as const) {
    const reply = await call(
      'broadband/v1',
      'list_transactions',
      { filter: { state }, sort: { last_updated: 'DESC' }, pagination: { page: 1, per_page: 100 } },
      { signal },
    );
    const found = reply.transactions.find((row) => row.cancel_possible && !row.cancel_requested);
    if (found) return found.uuid;
  }
  return null;
}

export const TOUR_STEPS: readonly TourStep[] = [
  {
    destination: async () => ({
      path: `${paths.addressCheck}${search({ zipcode: DISRUPTED_ADDRESS.zipcode, housenr: DISRUPTED_ADDRESS.housenr })}`,
      texts: 'addressCheck',
    }),
    // the provider's card, once its answer (the disruption notice) is in
    find: () => {
      const card = document.getElementById(`provider-${DISRUPTED_ADDRESS.provider}`)?.closest('section');
      return card instanceof HTMLElement && card.querySelector('.notice') ? card : null;
    },
  },
  {
    destination: async () => ({ path: `${paths.products}${search(PRODUCT_FILTER)}`, texts: 'products' }),
    // the table with its filter row, once the filtered rows are in
    find: () => {
      const table = document.querySelector<HTMLElement>('.carrier-table');
      return table && !table.matches('.carrier-table--stale') && table.querySelector('tbody tr[data-index]')
        ? table
        : null;
    },
  },
  {
    destination: async (signal) => {
      const uuid = await cancellableTransaction(signal);
      return uuid
        ? { path: paths.transaction(uuid), texts: 'cancellation' }
        : { path: paths.transactions, texts: 'noCancellation' };
    },
    // the order's cancellation section (its button included), or the list when none can be cancelled
    find: (destination) => {
      if (destination.texts === 'noCancellation')
        return document.querySelector<HTMLElement>(
          'table[aria-describedby="tx-list-status"]:not([aria-busy="true"])',
        );
      const section = document.querySelector('.tx-cancel__status')?.closest('section');
      return section instanceof HTMLElement ? section : null;
    },
  },
  {
    destination: async () => ({ path: paths.profile, texts: 'totp' }),
    find: () => {
      const section = document.getElementById('totp-heading')?.closest('section');
      return section instanceof HTMLElement && section.getAttribute('aria-busy') !== 'true' ? section : null;
    },
  },
];
