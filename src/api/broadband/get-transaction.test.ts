import { describe, expect, it } from 'vitest';
import { awaitsBackoffice, transactionRefOf } from './get-transaction.ts';

describe('reading one transaction', () => {
  it('reads an id from a URL as a NID, a uuid, or neither', () => {
    expect(transactionRefOf('1012ab00001g7k2')).toEqual({ nid: '1012AB00001G7K2' });
    expect(transactionRefOf('8F2C4A1E-0000-4000-8000-000000000001')).toEqual({
      uuid: '8f2c4a1e-0000-4000-8000-000000000001',
    });
    expect(transactionRefOf('latest')).toBeNull();
  });
});

describe('watching a requested cancellation', () => {
  const requested = { cancel_requested: true, open: true } as const;

  it('goes on while the backoffice has not closed the transaction', () => {
    expect(awaitsBackoffice({ ...requested, state: 'processing' })).toBe(true);
    expect(awaitsBackoffice({ ...requested, state: 'cancelled', open: false })).toBe(false);
    expect(awaitsBackoffice({ cancel_requested: false, open: true, state: 'new' })).toBe(false);
    expect(awaitsBackoffice(undefined)).toBe(false);
  });

  it('stops once the transaction is closed under another state, known or not', () => {
    expect(awaitsBackoffice({ cancel_requested: true, open: false, state: 'finished' })).toBe(false);
    const closedUnknown = { cancel_requested: true, open: false, state: 'annulled' };
    expect(awaitsBackoffice(closedUnknown as unknown as Parameters<typeof awaitsBackoffice>[0])).toBe(false);
  });

  it('goes on for an open transaction in a state the portal does not know', () => {
    const onHold = { cancel_requested: true, open: true, state: 'on_hold' };
    expect(awaitsBackoffice(onHold as unknown as Parameters<typeof awaitsBackoffice>[0])).toBe(true);
  });
});
