/**
 * The detail of a transaction as the service may send it: a real sandbox behind the differing
 * service, read by the portal's client, drawn on the server as the page draws it.
 */
import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, createElement } from 'react';
import { Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { transactionQueryOptions } from '../../api/broadband/get-transaction.ts';
import { call } from '../../api/rpc-client.ts';
import { behindDifferingService } from '../../api/testing/behind-differing-service.ts';
import { configureApiBase } from '../../api/transport.ts';
import { drawingClient, drawn } from '../../ui/testing/draw.ts';
import en from './messages-en.ts';
import { transactionMessages } from './messages.ts';
import { TransactionDetail } from './transaction-detail.tsx';
import { TransactionView } from './transaction-view.tsx';

const { service } = behindDifferingService();
beforeAll(async () => {
  await transactionMessages.load('en');
});

/** What a person reads of `element` at `url`, with the answers already in `client`. */
function drawnAt(element: ReactNode, url = '/', client?: QueryClient): Promise<string> {
  const page = createElement(Suspense, { fallback: null }, element);
  const routes = createElement(
    Routes,
    null,
    createElement(Route, { path: '*', element: page }),
    createElement(Route, { path: '/transactions/:id', element: page }),
  );
  return drawn(routes, { url, client, text: true });
}

async function aTransaction() {
  const { transactions } = await call('broadband/v1', 'list_transactions', {
    filter: { state: 'processing' },
    pagination: { page: 1, per_page: 1 },
  });
  return { uuid: transactions[0]!.uuid };
}

describe('the detail of a transaction the service sends otherwise', () => {
  it('a state and kind it does not know, as the service names them', async () => {
    const ref = await aTransaction();
    service.differ({ className: 'broadband/v1', method: 'get_transaction', change: 'unknown-values' });
    const transaction = await call('broadband/v1', 'get_transaction', ref);
    const text = await drawnAt(createElement(TransactionDetail, { transaction }));
    expect(text).toContain('on_hold (as the service names it)');
    expect(text).toContain('relocate (as the service names it)');
  });

  it('members it does not know, under other fields, as sent', async () => {
    const ref = await aTransaction();
    service.differ({ className: 'broadband/v1', method: 'get_transaction', change: 'extra-members' });
    const transaction = await call('broadband/v1', 'get_transaction', ref);
    const text = await drawnAt(createElement(TransactionDetail, { transaction }));
    expect(text).toContain('Other fields');
    expect(text).toContain('service_reference R-2026-0001');
    expect(text).toContain('service_flags {&quot;priority&quot;:true}');
  });

  it('dates in a form it cannot read, as sent', async () => {
    const ref = await aTransaction();
    const transaction = await call('broadband/v1', 'get_transaction', ref);
    const text = await drawnAt(
      createElement(TransactionDetail, {
        transaction: {
          ...transaction,
          created_at: '2026-06-03 10:00',
          closed_at: 'gisteren',
          expected_completion_date: '2026-02-31',
        },
      }),
    );
    expect(text).toContain('2026-06-03 10:00');
    expect(text).toContain('gisteren');
    expect(text).toContain('2026-02-31');
    expect(text).not.toContain('3 Mar 2026');
  });
});

describe('the page of a transaction whose reply cannot be read', () => {
  it('the notice in its place; the heading and the way back stay; nothing to cancel', async () => {
    const ref = await aTransaction();
    service.differ({ className: 'broadband/v1', method: 'get_transaction', change: 'list-for-object' });
    // as the page finds its answer after the route's loader asked (the server render does not ask again)
    const client = drawingClient();
    await client.prefetchQuery(transactionQueryOptions(ref));
    const text = await drawnAt(createElement(TransactionView), `/transactions/${ref.uuid}`, client);
    expect(text).toContain(`Transaction ${ref.uuid}`);
    expect(text).toContain('Back to the transactions');
    expect(text).toContain('The transaction could not be loaded.');
    expect(text).toContain('broadband/v1 get_transaction');
    expect(text).not.toContain('Cancel transaction');
    expect(text).not.toContain('Loading the transaction');
  });

  it('read again and not readable this time: the notice, not the earlier copy as if it were current', async () => {
    const ref = await aTransaction();
    const client = drawingClient();
    await client.prefetchQuery(transactionQueryOptions(ref));
    service.differ({ className: 'broadband/v1', method: 'get_transaction', change: 'missing-required' });
    await client.refetchQueries();
    const text = await drawnAt(createElement(TransactionView), `/transactions/${ref.uuid}`, client);
    expect(text).toContain('The transaction could not be loaded.');
    expect(text).not.toContain('Identity and state');
  });
});

describe('the page of a transaction read again while the service cannot be reached', () => {
  it('keeps the transaction in view, under a notice that it could not be read again', async () => {
    const ref = await aTransaction();
    const client = drawingClient();
    await client.prefetchQuery(transactionQueryOptions(ref));
    configureApiBase('http://127.0.0.1:9');
    try {
      await client.refetchQueries();
    } finally {
      configureApiBase(service.url);
    }
    expect(client.getQueryState(transactionQueryOptions(ref).queryKey)?.status).toBe('error');
    const text = await drawnAt(createElement(TransactionView), `/transactions/${ref.uuid}`, client);
    expect(text).toContain(en.detail.refreshFailed);
    expect(text).toContain(en.detail.retry);
    expect(text).toContain('Identity and state');
    expect(text).toContain(ref.uuid);
    expect(text).not.toContain(en.detail.loadFailed);
    expect(text.indexOf(en.detail.refreshFailed)).toBeLessThan(text.indexOf('Identity and state'));
  });

  it('a method no longer offered takes the place of the transaction', async () => {
    const ref = await aTransaction();
    const client = drawingClient();
    await client.prefetchQuery(transactionQueryOptions(ref));
    service.differ({ className: 'broadband/v1', method: 'get_transaction', change: 'method-not-found' });
    await client.refetchQueries();
    const text = await drawnAt(createElement(TransactionView), `/transactions/${ref.uuid}`, client);
    expect(text).toContain(en.detail.loadFailed);
    expect(text).not.toContain('Identity and state');
  });
});
