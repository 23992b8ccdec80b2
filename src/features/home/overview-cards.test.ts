/// <reference types="vite/client" />
/**
 * The overview's cards against a service that differs from the contract (a real sandbox behind
 * src/sandbox/testing/differing-service.ts): the cards drawn once, in Node, with what the service
 * sent in their query cache, as the overview's loader leaves it.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from '../../api/auth-endpoints.ts';
import { carrierCountQueryOptions } from '../../api/broadband/carrier-count.ts';
import { transactionCountsQueryOptions } from '../../api/broadband/transaction-counts.ts';
import { forgetNotOffered } from '../../api/offered.ts';
import { endSession } from '../../api/session.ts';
import { configureApiBase } from '../../api/transport.ts';
import { LocaleProvider } from '../../i18n/locale.tsx';
import { loadMessages } from '../../i18n/messages.ts';
import { type DifferingService, startDifferingService } from '../../sandbox/testing/differing-service.ts';
import { type RunningSandbox, startTestSandbox } from '../../sandbox/testing/sandbox-under-test.ts';
import { homeMessages } from './messages.ts';
import {
  CARRIER_FILTERS,
  CancellationsCard,
  OpenCard,
  PlannedCard,
  ProductsCard,
  SlippedCard,
} from './overview-cards.tsx';
import { localToday, overviewQueries } from './overview-data.ts';

let sandbox: RunningSandbox;
let service: DifferingService;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  service = await startDifferingService({ upstream: sandbox.url });
  configureApiBase(service.url);
  await logIn({ username: 'admin', password: 'sandbox-admin' });
  await homeMessages.load('en');
});
afterAll(async () => {
  endSession('logged-out');
  await service.stop();
  await sandbox.stop();
});
afterEach(() => {
  service.differ();
  forgetNotOffered();
});

const today = localToday();
const queries = overviewQueries(today);

/** Each card as a person reads it (its text), with what the service sent for it. */
async function drawnCards(): Promise<Record<string, string>> {
  // As in the portal, a failure is not asked again on mount: the drawing shows what the service said.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });
  await Promise.all([
    ...Object.values(queries).map((query) => client.prefetchQuery(transactionCountsQueryOptions(query))),
    ...CARRIER_FILTERS.map((filter) => client.prefetchQuery(carrierCountQueryOptions(filter))),
  ]);
  const messages = await loadMessages('en');
  const cards = {
    open: createElement(OpenCard, { queries }),
    slipped: createElement(SlippedCard, { queries }),
    planned: createElement(PlannedCard, { queries, today }),
    cancellations: createElement(CancellationsCard, { queries }),
    products: createElement(ProductsCard),
  };
  return Object.fromEntries(
    Object.entries(cards).map(([name, card]) => {
      const html = renderToString(
        createElement(LocaleProvider, {
          initialLocale: 'en',
          initialMessages: messages,
          children: createElement(QueryClientProvider, {
            client,
            children: createElement(MemoryRouter, null, createElement(Suspense, { fallback: null }, card)),
          }),
        }),
      );
      return [name, html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')];
    }),
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
