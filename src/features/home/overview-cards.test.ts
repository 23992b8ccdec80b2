/// <reference types="vite/client" />
/**
 * The overview's cards against a service that differs from the contract (a real sandbox behind
 * src/sandbox/testing/differing-service.ts): the cards drawn once, in Node, with what the service
 * sent in their query cache, as the overview's loader leaves it.
 */
import { createElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
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

const { service } = behindDifferingService();
beforeAll(async () => {
  await homeMessages.load('en');
});

const today = localToday();
const queries = overviewQueries(today);

/** Each card as a person reads it (its text), with what the service sent for it. */
async function drawnCards(): Promise<Record<string, string>> {
  const client = drawingClient();
  await Promise.all([
    ...Object.values(queries).map((query) => client.prefetchQuery(transactionCountsQueryOptions(query))),
    ...CARRIER_FILTERS.map((filter) => client.prefetchQuery(carrierCountQueryOptions(filter))),
  ]);
  const cards = {
    open: createElement(OpenCard, { queries }),
    slipped: createElement(SlippedCard, { queries }),
    planned: createElement(PlannedCard, { queries, today }),
    cancellations: createElement(CancellationsCard, { queries }),
    products: createElement(ProductsCard),
  };
  return Object.fromEntries(
    await Promise.all(
      Object.entries(cards).map(async ([name, card]) => [
        name,
        await drawn(card, { client, suspense: true, text: true }),
      ]),
    ),
  );
}

const numberIn = (text: string, pattern: RegExp) => Number(pattern.exec(text)?.[1]?.replaceAll(',', ''));

describe('the overview as the sandbox sends it', () => {
  it('has no other row anywhere', async () => {
    const cards = await drawnCards();
    for (const text of Object.values(cards)) expect(text).not.toMatch(/\bOther\b/);
    expect(numberIn(cards.open!, /(\d[\d,]*) open/)).toBeGreaterThan(0);
  });
});

describe('values the portal does not know', () => {
  it('are counted under "Other", named as sent, and the figure is the total of the rows', async () => {
    service.differ({ className: 'broadband/v1', method: 'list_transactions', change: 'unknown-values' });
    const cards = await drawnCards();
    const open = cards.open!;
    const total = numberIn(open, /(\d[\d,]*) open/);
    expect(total).toBeGreaterThan(0);
    expect(open).toMatch(/Other unknown_new, unknown_processing : [\d,]+/);
    expect(numberIn(open, /Other unknown_new, unknown_processing : (\d[\d,]*)/)).toBe(total);
    expect(cards.slipped).toMatch(/Other unknown_\w+/);
    expect(cards.cancellations).toMatch(/Other unknown_\w+/);
    expect(cards.open).not.toContain('undefined');
  });
});

describe('counts the portal cannot read', () => {
  it('each transaction card says so in its place, no zero and no empty chart; the products card stays', async () => {
    service.differ({ className: 'broadband/v1', method: 'list_transactions', change: 'null-for-object' });
    const cards = await drawnCards();
    for (const name of ['open', 'slipped', 'planned', 'cancellations']) {
      const text = cards[name]!;
      expect(text, name).toContain('broadband/v1 list_transactions');
      expect(text, name).not.toMatch(/\b0 (open|slipped|expected|requested)\b/);
      expect(text, name).not.toMatch(
        /No (transactions are open|completion has slipped|completions are expected|cancellation has been requested)/,
      );
    }
    expect(cards.products).toMatch(/\d[\d,]* products/);
    expect(cards.products).not.toContain('list_transactions');
  });
});
