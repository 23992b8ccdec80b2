/**
 * Each card of a transaction's detail that failed to draw is drawn again when the transaction
 * changes (as it does while a cancellation is followed): its boundary's reset key is the data.
 */
import { type ReactNode, createElement } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../api/rpc-client.ts';
import { behindDifferingService } from '../../api/testing/behind-differing-service.ts';
import { drawn } from '../../ui/testing/draw.ts';
import { transactionMessages } from './messages.ts';
import { TransactionDetail } from './transaction-detail.tsx';

const resetKeys = vi.hoisted(() => [] as unknown[]);
vi.mock('../../ui/section-boundary.tsx', () => ({
  SectionBoundary: ({ children, resetKey }: { children: ReactNode; resetKey?: unknown }) => {
    resetKeys.push(resetKey);
    return children;
  },
}));

behindDifferingService();
beforeAll(async () => {
  await transactionMessages.load('en');
});
beforeEach(() => {
  resetKeys.length = 0;
});

async function resetKeysOfDrawing(element: ReactNode): Promise<unknown[]> {
  resetKeys.length = 0;
  await drawn(element, { suspense: true });
  return [...resetKeys];
}

describe('the cards of a transaction', () => {
  it('are drawn again when the transaction read again differs', async () => {
    const { transactions } = await call('broadband/v1', 'list_transactions', {
      filter: { state: 'processing' },
      pagination: { page: 1, per_page: 1 },
    });
    const transaction = await call('broadband/v1', 'get_transaction', { uuid: transactions[0]!.uuid });
    const first = await resetKeysOfDrawing(createElement(TransactionDetail, { transaction }));
    const changed = { ...transaction, state: 'finished' as const };
    const next = await resetKeysOfDrawing(createElement(TransactionDetail, { transaction: changed }));
    expect(first.length).toBeGreaterThan(5);
    expect(next).toHaveLength(first.length);
    for (const [index, key] of first.entries()) {
      expect(key).not.toBeUndefined();
      expect(next[index]).not.toBe(key);
    }
  });
});
