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
  const openNew = counts(7, { action: byAction({ new: 4, offer: 3 }) });
  const openProcessing = counts(5, { action: byAction({ new: 1, migrate: 4 }) });

  it('open by state: the totals of new and processing, each leading to its state', () => {
    expect(openByState(openNew, openProcessing)).toEqual([
      { key: 'new', value: 7, filter: { state: 'new' } },
      { key: 'processing', value: 5, filter: { state: 'processing' } },
    ]);
  });

  it('open by action: every action, its parts per state adding up, leading to the open ones of it', () => {
    const rows = openByAction(openNew, openProcessing);
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
    expect(rows.reduce((sum, row) => sum + row.value, 0)).toBe(openNew.total + openProcessing.total);
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
    const days = plannedDays('2025-06-03', planned);
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({
      date: '2025-06-03',
      value: 2,
      filter: { open: true, expected_completion_from: '2025-06-03', expected_completion_to: '2025-06-03' },
    });
    expect(days[29]?.date).toBe('2025-07-02');
    expect(days.reduce((sum, day) => sum + day.value, 0)).toBe(9);
    expect(busiestDay(days)?.date).toBe('2025-06-10');
    expect(busiestDay(plannedDays('2025-06-03', counts(0)))).toBeNull();
  });

  it('the busiest day is the earliest of equals', () => {
    const planned = counts(6, {
      expected_completion_date: new Map([
        ['2025-06-09', 3],
        ['2025-06-05', 3],
      ]),
    });
    expect(busiestDay(plannedDays('2025-06-03', planned))?.date).toBe('2025-06-05');
  });

  it('slipped by action leads to the slipped ones of that action', () => {
    const rows = slippedByAction(counts(3, { action: byAction({ migrate: 3 }) }));
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
    expect(cancellationsByAction(pending, done).find((row) => row.key === 'new')).toEqual({
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
