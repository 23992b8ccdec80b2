/**
 * The rows of the transactions list as the service may send them: a real sandbox behind the
 * differing service, read by the portal's client, drawn on the server as the list draws them.
 */
import { type ReactNode, createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from '../../api/auth-endpoints.ts';
import { listTransactions } from '../../api/broadband/list-transactions.ts';
import { endSession } from '../../api/session.ts';
import { configureApiBase } from '../../api/transport.ts';
import { LocaleProvider } from '../../i18n/locale.tsx';
import { loadMessages } from '../../i18n/messages.ts';
import {
  type DifferingService,
  EXTRA_MEMBERS,
  startDifferingService,
} from '../../sandbox/testing/differing-service.ts';
import { type RunningSandbox, startTestSandbox } from '../../sandbox/testing/sandbox-under-test.ts';
import { defaultListParams } from '../../ui/list-params.ts';
import { TRANSACTIONS_LIST } from './list-spec.ts';
import { transactionMessages } from './messages.ts';
import { TransactionCards } from './transaction-cards.tsx';
import { TransactionsTable } from './transactions-table.tsx';

let sandbox: RunningSandbox;
let service: DifferingService;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  service = await startDifferingService({ upstream: sandbox.url });
  configureApiBase(service.url);
  await logIn({ username: 'admin', password: 'sandbox-admin' });
  await transactionMessages.load('nl');
});
afterAll(async () => {
  endSession('logged-out');
  await service.stop();
  await sandbox.stop();
});
afterEach(() => service.differ());

const state = defaultListParams(TRANSACTIONS_LIST);

async function drawn(element: ReactNode): Promise<string> {
  const messages = await loadMessages('nl');
  return renderToString(
    createElement(LocaleProvider, {
      initialLocale: 'nl',
      initialMessages: messages,
      children: createElement(MemoryRouter, null, element),
    }),
  );
}

const cellsOf = (html: string) =>
  [...html.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((cell) => cell[1]!.replace(/<[^>]+>/g, '').trim());

describe('rows the service sends otherwise', () => {
  it('a state and kind it does not know, as the service names them: never an empty cell', async () => {
    service.differ({ className: 'broadband/v1', method: 'list_transactions', change: 'unknown-values' });
    const reply = await listTransactions({ ...state, perPage: 5 });
    const props = { rows: reply.transactions, state, busy: false, onSort: () => {} };
    const table = await drawn(createElement(TransactionsTable, props));
    expect(table).toContain('on_hold (zoals de dienst het noemt)');
    expect(table).toContain('relocate (zoals de dienst het noemt)');
    expect(cellsOf(table).filter((cell) => cell === '')).toEqual([]);
    const cards = await drawn(createElement(TransactionCards, props));
    expect(cards).toContain('on_hold (zoals de dienst het noemt)');
  });

  it('members it does not know are no columns', async () => {
    service.differ({ className: 'broadband/v1', method: 'list_transactions', change: 'extra-members' });
    const reply = await listTransactions({ ...state, perPage: 5 });
    const table = await drawn(
      createElement(TransactionsTable, { rows: reply.transactions, state, busy: false, onSort: () => {} }),
    );
    expect(table).not.toContain(EXTRA_MEMBERS.service_reference);
    expect(table).not.toContain('service_flags');
    expect([...table.matchAll(/<th scope="col"/g)]).toHaveLength(9);
  });
});
