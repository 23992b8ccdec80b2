/**
 * A card of the overview that failed to draw is drawn again when its counts are read again: its
 * boundary's reset key changes with the answers it shows.
 */
import { type ReactNode, createElement } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { carrierCountQueryOptions } from '../../api/broadband/carrier-count.ts';
import { transactionCountsQueryOptions } from '../../api/broadband/transaction-counts.ts';
import { behindDifferingService } from '../../api/testing/behind-differing-service.ts';
import { drawingClient, drawn } from '../../ui/testing/draw.ts';
import { homeMessages } from './messages.ts';
import { CancellationsCard } from './cancellations-card.tsx';
import { OpenCard } from './open-card.tsx';
import { PlannedCard } from './planned-card.tsx';
import { CARRIER_FILTERS, ProductsCard } from './products-card.tsx';
import { SlippedCard } from './slipped-card.tsx';
import { localToday, overviewQueries } from './overview-data.ts';

const resetKeys = vi.hoisted(() => [] as unknown[]);
vi.mock('../../ui/section-boundary.tsx', () => ({
  SectionBoundary: ({ children, resetKey }: { children: ReactNode; resetKey?: unknown }) => {
    resetKeys.push(resetKey);
    return children;
  },
}));

behindDifferingService();
beforeAll(async () => {
  await homeMessages.load('en');
});

const today = localToday();
const queries = overviewQueries(today);
const cards = [
  createElement(OpenCard, { queries }),
  createElement(SlippedCard, { queries }),
  createElement(PlannedCard, { queries, today }),
  createElement(CancellationsCard, { queries }),
  createElement(ProductsCard),
];

describe('the cards of the overview', () => {
  it('are drawn again when their counts are read again', async () => {
    const client = drawingClient();
    const fetchAll = () =>
      Promise.all([
        ...Object.values(queries).map((query) => client.fetchQuery(transactionCountsQueryOptions(query))),
        ...CARRIER_FILTERS.map((filter) => client.fetchQuery(carrierCountQueryOptions(filter))),
      ]);
    const keysOfDrawing = async () => {
      resetKeys.length = 0;
      for (const card of cards) await drawn(card, { client, suspense: true });
      return [...resetKeys];
    };
    await fetchAll();
    const first = await keysOfDrawing();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await client.invalidateQueries();
    await fetchAll();
    const next = await keysOfDrawing();
    expect(first).toHaveLength(cards.length);
    expect(next).toHaveLength(cards.length);
    for (const [index, key] of first.entries()) {
      expect(key).not.toBeUndefined();
      expect(next[index]).not.toEqual(key);
    }
  });
});
