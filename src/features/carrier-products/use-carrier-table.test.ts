import type { SortingState } from '@tanstack/react-table';
import { describe, expect, it } from 'vitest';
import type { CarrierListingProduct } from '../../contract/types.gen.ts';
import { renderHookOnce } from '../../ui/testing/render-hook-once.ts';
import { COLUMNS, DEFAULT_HIDDEN } from './columns.ts';
import { columnWidth, rowForKey, rowsPerPage, spacerHeights, useCarrierTable } from './use-carrier-table.ts';

describe('moving between rows with the keyboard', () => {
  it('moves by one, by a page and to the ends, never past the first or last row', () => {
    expect(rowForKey('ArrowDown', 3, 10, 4)).toBe(4);
    expect(rowForKey('ArrowUp', 3, 10, 4)).toBe(2);
    expect(rowForKey('ArrowUp', 0, 10, 4)).toBe(0);
    expect(rowForKey('ArrowDown', 9, 10, 4)).toBe(9);
    expect(rowForKey('PageDown', 3, 10, 4)).toBe(7);
    expect(rowForKey('PageDown', 8, 10, 4)).toBe(9);
    expect(rowForKey('PageUp', 3, 10, 4)).toBe(0);
    expect(rowForKey('Home', 6, 10, 4)).toBe(0);
    expect(rowForKey('End', 2, 10, 4)).toBe(9);
  });

  it('opens the row with Enter or Space, and leaves other keys alone', () => {
    expect(rowForKey('Enter', 2, 10, 4)).toBe('open');
    expect(rowForKey(' ', 2, 10, 4)).toBe('open');
    expect(rowForKey('Tab', 2, 10, 4)).toBeNull();
    expect(rowForKey('a', 2, 10, 4)).toBeNull();
  });

  it('pages by the rows the area shows below its headings, less one, and at least one', () => {
    expect(rowsPerPage(36 * 12 + 72, 72, 36)).toBe(11);
    expect(rowsPerPage(0, 72, 36)).toBe(1);
  });
});

describe('the rows that are not in the document', () => {
  it('are stood in for by space above and below those that are', () => {
    const items = [
      { start: 72 + 360, end: 72 + 396 },
      { start: 72 + 396, end: 72 + 432 },
    ];
    expect(spacerHeights(items, 72 + 3600, 72)).toEqual({ top: 360, bottom: 3600 - 432 });
    expect(spacerHeights([], 72, 72)).toEqual({ top: 0, bottom: 0 });
  });
});

const product = (product_id: number, name: string) =>
  ({
    product_id,
    name,
    supplier: 'kpn',
    download: 102400,
    upload: 10240,
  }) as unknown as CarrierListingProduct;

describe('useCarrierTable', () => {
  it('marks the URL’s order on its columns, shows the visible ones and keeps the rows in the service’s order', () => {
    const sorting: SortingState = [
      { id: 'download', desc: true },
      { id: 'name', desc: false },
    ];
    const visibility = Object.fromEntries(DEFAULT_HIDDEN.map((id) => [id, false]));
    const table = renderHookOnce(() =>
      useCarrierTable({
        products: [product(2, 'Glas 100'), product(1, 'Glas 1000')],
        sorting,
        onSortingChange: () => undefined,
        visibility,
        onVisibilityChange: () => undefined,
      }),
    );
    const shown = COLUMNS.map((column) => column.id).filter((id) => !DEFAULT_HIDDEN.includes(id));
    expect(table.columns.map((column) => column.id)).toEqual(shown);
    expect(table.rows.map((row) => row.id)).toEqual(['2', '1']);
    expect(table.headers.find((header) => header.column.id === 'download')?.column.getIsSorted()).toBe(
      'desc',
    );
    expect(table.headers.find((header) => header.column.id === 'name')?.column.getSortIndex()).toBe(1);
    expect(table.width).toBe(shown.reduce((sum, id) => sum + columnWidth(id), 0));
    expect(table.headerHeight).toBe(72);
  });
});
