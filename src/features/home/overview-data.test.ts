import { describe, expect, it } from 'vitest';
import type { TransactionCounts } from '../../api/broadband/transaction-counts.ts';
import {
  addDays,
  busiestDay,
  cancellationsByAction,
  cancellationsByProgress,
  isWeekend,
  localToday,
  openByAction,
  openByState,
  overviewQueries,
  plannedDays,
  productsHref,
  slippedByAction,
  technologyRows,
  transactionsHref,
} from './overview-data.ts';

const counts = (total: number, by: TransactionCounts['by'] = {}): TransactionCounts => ({ total, by });
const byAction = (entries: Record<string, number>) => new Map<string | null, number>(Object.entries(entries));

describe('overview dates', () => {
  it("takes today's date where the person is, and counts days across months and years", () => {
    expect(localToday(new Date(2025, 0, 31, 23, 59))).toBe('2025-01-31');
    expect(addDays('2025-01-31', 1)).toBe('2025-02-01');
    expect(addDays('2024-12-20', 29)).toBe('2025-01-18');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect([isWeekend('2025-06-07'), isWeekend('2025-06-08'), isWeekend('2025-06-09')]).toEqual([
      true,
      true,
      false,
    ]);
  });
});

describe('what the overview asks and where its numbers lead', () => {
  it('asks for open completions over 30 days, today included', () => {
    expect(overviewQueries('2025-06-03').planned).toEqual({
      filter: { open: true, expected_completion_from: '2025-06-03', expected_completion_to: '2025-07-02' },
      countBy: ['expected_completion_date'],
    });
  });

  it('links to the transactions list with the filter in its URL, and to products of one technology', () => {
    expect(transactionsHref({ open: true, action: 'migrate' })).toBe(
      '/transactions?action=migrate&open=true',
    );
    expect(transactionsHref({ slipped: true })).toBe('/transactions?slipped=true');
    expect(transactionsHref({})).toBe('/transactions');
    expect(productsHref('FTTH')).toBe('/products?aggregated_data_technology=FTTH');
  });
});

describe('chart rows from the counts', () => {
  const open = counts(12, {
    state: byAction({ new: 7, processing: 5 }),
    action: byAction({ new: 5, offer: 3, migrate: 4 }),
  });
  const openNew = counts(7, { action: byAction({ new: 4, offer: 3 }) });
  const openProcessing = counts(5, { action: byAction({ new: 1, migrate: 4 }) });

  it('open by state: new and processing, each leading to its state', () => {
    expect(openByState(open)).toEqual([
      { key: 'new', value: 7, filter: { state: 'new' } },
      { key: 'processing', value: 5, filter: { state: 'processing' } },
    ]);
  });

  it('open by action: every action, its parts per state adding up, leading to the open ones of it', () => {
    const rows = openByAction(open, openNew, openProcessing)!;
    expect(rows.map((row) => row.key)).toEqual([
      'offer',
      'new',
      'migrate',
      'change',
      'terminate',
      'migrate_out',
    ]);
    expect(rows.find((row) => row.key === 'new')).toEqual({
      key: 'new',
      value: 5,
      filter: { open: true, action: 'new' },
      segments: [
        { key: 'new', value: 4 },
        { key: 'processing', value: 1 },
      ],
    });
    expect(rows.reduce((sum, row) => sum + row.value, 0)).toBe(open.total);
    expect(rows.find((row) => row.key === 'change')?.value).toBe(0);
  });

  it('planned days: 30 days from today, days without any as 0, each leading to its own day', () => {
    const planned = counts(9, {
      expected_completion_date: new Map([
        ['2025-06-03', 2],
        ['2025-06-10', 6],
        ['2025-07-02', 1],
      ]),
    });
    const { days, other } = plannedDays('2025-06-03', planned)!;
    expect(days).toHaveLength(30);
    expect(other.value).toBe(0);
    expect(days[0]).toEqual({
      date: '2025-06-03',
      value: 2,
      filter: { open: true, expected_completion_from: '2025-06-03', expected_completion_to: '2025-06-03' },
    });
    expect(days[29]?.date).toBe('2025-07-02');
    expect(days.reduce((sum, day) => sum + day.value, 0)).toBe(9);
    expect(busiestDay(days)?.date).toBe('2025-06-10');
    const none = counts(0, { expected_completion_date: new Map() });
    expect(busiestDay(plannedDays('2025-06-03', none)!.days)).toBeNull();
  });

  it('the busiest day is the earliest of equals', () => {
    const planned = counts(6, {
      expected_completion_date: new Map([
        ['2025-06-09', 3],
        ['2025-06-05', 3],
      ]),
    });
    expect(busiestDay(plannedDays('2025-06-03', planned)!.days)?.date).toBe('2025-06-05');
  });

  it('slipped by action leads to the slipped ones of that action', () => {
    const rows = slippedByAction(counts(3, { action: byAction({ migrate: 3 }) }))!;
    expect(rows.find((row) => row.key === 'migrate')).toEqual({
      key: 'migrate',
      value: 3,
      filter: { slipped: true, action: 'migrate' },
    });
  });

  it('cancellations: waiting and done, and per action both parts', () => {
    const pending = counts(1, { action: byAction({ new: 1 }) });
    const done = counts(4, { action: byAction({ new: 2, offer: 2 }) });
    expect(cancellationsByProgress(pending, done)).toEqual([
      { key: 'pending', value: 1, filter: { cancel_requested: true, open: true } },
      { key: 'cancelled', value: 4, filter: { cancel_requested: true, open: false } },
    ]);
    expect(cancellationsByAction(pending, done)!.find((row) => row.key === 'new')).toEqual({
      key: 'new',
      value: 3,
      filter: { cancel_requested: true, action: 'new' },
      segments: [
        { key: 'pending', value: 1 },
        { key: 'cancelled', value: 2 },
      ],
    });
  });

  it('technologies: one row per group, and the rest of the catalogue only when there is any', () => {
    const perTechnology = new Map([
      ['FTTH', 10],
      ['VDSL', 5],
    ] as const);
    expect(technologyRows(perTechnology, 15).map((row) => [row.key, row.value])).toEqual([
      ['FTTH', 10],
      ['FTTO', 0],
      ['VDSL', 5],
      ['ADSL', 0],
      ['SDSL', 0],
      ['COAX', 0],
    ]);
    const withOther = technologyRows(perTechnology, 18);
    expect(withOther.at(-1)).toEqual({ key: 'other', family: null, value: 3, href: null });
    expect(withOther[0]).toMatchObject({
      family: 'fiber',
      href: '/products?aggregated_data_technology=FTTH',
    });
  });
});

describe('values the portal does not know, and counts the service did not send', () => {
  it('a state it does not know is counted under other, named as sent: the rows add up to the total', () => {
    const open = counts(15, { state: byAction({ new: 7, processing: 5, on_hold: 3 }) });
    const rows = openByState(open)!;
    expect(rows.at(-1)).toEqual({ key: 'other', value: 3, filter: null, named: ['on_hold'] });
    expect(rows.reduce((sum, row) => sum + row.value, 0)).toBe(open.total);
  });

  it('a known state the open ones should not have is its own row, leading to the open ones of it', () => {
    const rows = openByState(counts(3, { state: byAction({ new: 2, finished: 1 }) }))!;
    expect(rows.map((row) => [row.key, row.value, row.filter])).toEqual([
      ['new', 2, { state: 'new' }],
      ['processing', 0, { state: 'processing' }],
      ['finished', 1, { open: true, state: 'finished' }],
    ]);
  });

  it('actions it does not know: one other row, split into its parts; open in an unknown state as the other part', () => {
    const open = counts(10, {
      action: byAction({ new: 4, relocate: 3, upgrade: 3 }),
    });
    const openNew = counts(5, { action: byAction({ new: 3, relocate: 2 }) });
    const openProcessing = counts(2, { action: byAction({ upgrade: 2 }) });
    const rows = openByAction(open, openNew, openProcessing)!;
    expect(rows.reduce((sum, row) => sum + row.value, 0)).toBe(open.total);
    expect(rows.find((row) => row.key === 'new')?.segments).toEqual([
      { key: 'new', value: 3 },
      { key: 'processing', value: 0 },
      { key: 'other', value: 1 },
    ]);
    expect(rows.at(-1)).toEqual({
      key: 'other',
      value: 6,
      filter: null,
      named: ['relocate', 'upgrade'],
      segments: [
        { key: 'new', value: 2 },
        { key: 'processing', value: 2 },
        { key: 'other', value: 2 },
      ],
    });
  });

  it('slipped and cancellations by action count unknown actions under other, so the totals agree', () => {
    const slipped = counts(5, { action: byAction({ migrate: 2, relocate: 3 }) });
    const slippedRows = slippedByAction(slipped)!;
    expect(slippedRows.at(-1)).toEqual({ key: 'other', value: 3, filter: null, named: ['relocate'] });
    expect(slippedRows.reduce((sum, row) => sum + row.value, 0)).toBe(slipped.total);

    const pending = counts(2, { action: byAction({ relocate: 2 }) });
    const done = counts(3, { action: byAction({ relocate: 1, new: 2 }) });
    const cancelRows = cancellationsByAction(pending, done)!;
    expect(cancelRows.at(-1)).toMatchObject({
      key: 'other',
      value: 3,
      segments: [
        { key: 'pending', value: 2 },
        { key: 'cancelled', value: 1 },
      ],
    });
    expect(cancelRows.reduce((sum, row) => sum + row.value, 0)).toBe(pending.total + done.total);
  });

  it('an expected completion on a date it cannot place on a day is counted under other, as written', () => {
    const planned = counts(6, {
      expected_completion_date: new Map([
        ['2025-06-04', 2],
        ['4-6-2025', 3],
        [null, 1],
      ]),
    });
    const period = plannedDays('2025-06-03', planned)!;
    expect(period.other).toEqual({ value: 4, named: ['4-6-2025', '—'] });
    expect(period.days.reduce((sum, day) => sum + day.value, 0) + period.other.value).toBe(planned.total);
  });

  it('counts the service did not send are not counted as none: no rows at all', () => {
    const uncounted = counts(12);
    expect(openByState(uncounted)).toBeNull();
    expect(openByAction(uncounted, counts(7, { action: byAction({ new: 7 }) }), counts(5))).toBeNull();
    expect(plannedDays('2025-06-03', uncounted)).toBeNull();
    expect(slippedByAction(uncounted)).toBeNull();
    expect(cancellationsByAction(uncounted, counts(0, { action: new Map() }))).toBeNull();
  });
});
