import { describe, expect, it } from 'vitest';
import { checkedAt, formatCheckedAt, formatPlanDate } from './report.ts';

describe('checkedAt', () => {
  it('is the moment the last answer came in, result or failure', () => {
    expect(
      checkedAt([
        { dataUpdatedAt: 1_000, errorUpdatedAt: 0 },
        { dataUpdatedAt: 0, errorUpdatedAt: 3_000 },
        { dataUpdatedAt: 2_000, errorUpdatedAt: 0 },
      ]),
    ).toEqual(new Date(3_000));
  });

  it('is unknown while no answer is in', () => {
    expect(checkedAt([])).toBeNull();
    expect(checkedAt([{ dataUpdatedAt: 0, errorUpdatedAt: 0 }])).toBeNull();
  });
});

describe('formatCheckedAt', () => {
  const moment = new Date(2026, 10, 25, 7, 35);

  it('writes the date in words and the time, in Dutch', () => {
    expect(formatCheckedAt(moment, 'nl')).toMatch(/^25 november 2026 .*07:35$/);
  });

  it('and in English', () => {
    expect(formatCheckedAt(moment, 'en')).toMatch(/^25 November 2026 .*07:35$/);
  });
});

describe('formatPlanDate', () => {
  it('writes the planned day in words, the day itself whatever the time zone', () => {
    expect(formatPlanDate('2027-02-23', 'nl')).toBe('23 februari 2027');
    expect(formatPlanDate('2027-02-23', 'en')).toBe('23 February 2027');
  });

  it('leaves a date it cannot read as it came: never another day', () => {
    expect(formatPlanDate('soon', 'nl')).toBe('soon');
    expect(formatPlanDate('2026-02-30', 'en')).toBe('2026-02-30');
    expect(formatPlanDate('2027-02-23T22:30:00', 'nl')).toBe('2027-02-23T22:30:00');
  });
});
