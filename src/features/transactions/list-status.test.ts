import { describe, expect, it } from 'vitest';
import { ReplyShapeError } from '../../api/errors.ts';
import { listingCountText, shownListing } from './list-status.ts';
import nl from './messages-nl.ts';

const listing = (total: number) => ({ transactions: [], pagination: { total_items: total, total_pages: 1 } });
const format = (value: number) => value.toLocaleString('nl-NL');
const unreadable = new ReplyShapeError(
  'broadband/v1',
  'list_transactions',
  { pointer: '/transactions/0/nid', expected: 'member', received: 'missing' },
  null,
);

describe('what the transactions list says of its answer', () => {
  it('counts what the service found', () => {
    expect(listingCountText({ isError: false, data: listing(1234) }, nl.list, format)).toBe(
      '1.234 transacties gevonden.',
    );
    expect(listingCountText({ isError: false, data: listing(0) }, nl.list, format)).toBe(nl.list.none);
    expect(listingCountText({ isError: false, data: undefined }, nl.list, format)).toBe(nl.list.loading);
  });

  it('a listing that could not be read: no count, no "none found", no "loading", no rows', () => {
    const failed = { isError: true, error: unreadable, data: undefined };
    expect(listingCountText(failed, nl.list, format)).toBeNull();
    expect(shownListing(failed)).toBeUndefined();
  });

  it('an earlier answer kept on view is not shown once the next one failed', () => {
    const failedWithEarlier = { isError: true, error: unreadable, data: listing(12) };
    expect(shownListing(failedWithEarlier)).toBeUndefined();
    expect(listingCountText(failedWithEarlier, nl.list, format)).toBeNull();
  });
});
