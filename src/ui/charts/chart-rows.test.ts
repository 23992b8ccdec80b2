import { describe, expect, it } from 'vitest';
import { rowName, shareStyle } from './chart-rows.ts';

describe('bar chart rows', () => {
  it('name a row with its label, description, number and the parts that are there', () => {
    expect(rowName({ key: 'new', label: 'Nieuw', value: 67, valueText: '67' })).toBe('Nieuw: 67');
    expect(
      rowName({ key: 'FTTH', label: 'FTTH', description: 'Glasvezel', value: 3856, valueText: '3.856' }),
    ).toBe('FTTH (Glasvezel): 3.856');
    expect(
      rowName({
        key: 'migrate',
        label: 'Overstap',
        value: 26,
        valueText: '26',
        segments: [
          { key: 'new', label: 'Nieuw', value: 12, valueText: '12', tone: 1 },
          { key: 'processing', label: 'In behandeling', value: 14, valueText: '14', tone: 2 },
          { key: 'other', label: 'Anders', value: 0, valueText: '0', tone: 3 },
        ],
      }),
    ).toBe('Overstap: 26 (Nieuw: 12, In behandeling: 14)');
  });

  it('size a bar as its share of the longest, never past it, and nothing when there is nothing', () => {
    expect(shareStyle(25, 100)).toEqual({ '--share': 0.25 });
    expect(shareStyle(120, 100)).toEqual({ '--share': 1 });
    expect(shareStyle(0, 0)).toEqual({ '--share': 0 });
  });
});
