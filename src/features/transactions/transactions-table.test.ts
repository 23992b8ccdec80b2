/**
 * The rows of the transactions list as the service may send them: a real sandbox behind the
 * differing service, read by the portal's client, drawn on the server as the list draws them.
 */
import { type ReactNode, createElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { listTransactions } from '../../api/broadband/list-transactions.ts';
import { behindDifferingService } from '../../api/testing/behind-differing-service.ts';
import { EXTRA_MEMBERS } from '../../sandbox/testing/differing-service.ts';
import { defaultListParams } from '../../ui/list-params.ts';
import { drawn } from '../../ui/testing/draw.ts';
import { TRANSACTIONS_LIST } from './list-spec.ts';
import { transactionMessages } from './messages.ts';
import { TransactionCards } from './transaction-cards.tsx';
import { TransactionsTable } from './transactions-table.tsx';

const { service } = behindDifferingService();
beforeAll(async () => {
  await transactionMessages.load('nl');
});

const state = defaultListParams(TRANSACTIONS_LIST);

const drawnInDutch = (element: ReactNode) => drawn(element, { locale: 'nl' });

const cellsOf = (html: string) =>
  [...html.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((cell) => cell[1]!.replace(/<[^>]+>/g, '').trim());

describe('rows the service sends otherwise', () => {
  it('a state and kind it does not know, as the service names them: never an empty cell', async () => {
    service.differ({ className: 'broadband/v1', method: 'list_transactions', change: 'unknown-values' });
    const reply = await listTransactions({ ...state, perPage: 5 });
    const props = { rows: reply.transactions, state, busy: false, onSort: () => {} };
    const table = await drawnInDutch(createElement(TransactionsTable, props));
    expect(table).toContain('on_hold (zoals de dienst het noemt)');
    expect(table).toContain('relocate (zoals de dienst het noemt)');
    expect(cellsOf(table).filter((cell) => cell === '')).toEqual([]);
    const cards = await drawnInDutch(createElement(TransactionCards, props));
    expect(cards).toContain('on_hold (zoals de dienst het noemt)');
  });

  it('members it does not know are no columns', async () => {
    service.differ({ className: 'broadband/v1', method: 'list_transactions', change: 'extra-members' });
    const reply = await listTransactions({ ...state, perPage: 5 });
    const table = await drawnInDutch(
      createElement(TransactionsTable, { rows: reply.transactions, state, busy: false, onSort: () => {} }),
    );
    expect(table).not.toContain(EXTRA_MEMBERS.service_reference);
    expect(table).not.toContain('service_flags');
    expect([...table.matchAll(/<th scope="col"/g)]).toHaveLength(9);
  });
});
