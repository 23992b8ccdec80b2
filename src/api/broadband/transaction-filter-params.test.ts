import { describe, expect, it } from 'vitest';
import {
  isCalendarDate,
  readTransactionFilter,
  withoutEmptyMembers,
  writeTransactionFilter,
} from './transaction-filter-params.ts';

const read = (search: string) => readTransactionFilter(new URLSearchParams(search));

describe('the list_transactions filter in a URL', () => {
  it('reads every member and writes it back in a fixed order', () => {
    const search =
      'text=damrak&nid=1012AB&uuid=abc&state=new&action=migrate&open=true&slipped=false&cancel_requested=true&expected_completion_from=2025-06-01&expected_completion_to=2025-06-30';
    const filter = read(search);
    expect(filter).toEqual({
      text: 'damrak',
      nid: '1012AB',
      uuid: 'abc',
      state: 'new',
      action: 'migrate',
      open: true,
      slipped: false,
      cancel_requested: true,
      expected_completion_from: '2025-06-01',
      expected_completion_to: '2025-06-30',
    });
    expect(writeTransactionFilter(filter).toString()).toBe(search);
    expect(writeTransactionFilter(read('open=false&action=new')).toString()).toBe('action=new&open=false');
  });

  it('leaves out what the service would refuse', () => {
    expect(
      read(
        'state=open&action=x&open=yes&slipped=1&cancel_requested=&expected_completion_from=2025-06-31&expected_completion_to=tomorrow&text=%20',
      ),
    ).toEqual({});
  });

  it('knows a calendar day from text that only looks like one', () => {
    expect(['2024-02-29', '2025-12-31'].map(isCalendarDate)).toEqual([true, true]);
    expect(['2025-02-29', '2025-13-01', '2025-6-1', '0999-01-01', ''].map(isCalendarDate)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('keeps false, drops blank text and members set to nothing', () => {
    expect(withoutEmptyMembers({ open: false, text: '  ', nid: ' 1012 ', state: undefined })).toEqual({
      open: false,
      nid: '1012',
    });
  });
});
