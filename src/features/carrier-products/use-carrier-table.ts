import {
  type Column,
  type ColumnVisibilityState,
  type OnChangeFn,
  type Row,
  type SortingState,
  columnVisibilityFeature,
  createColumnHelper,
  functionalUpdate,
  rowSortingFeature,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import {
  type KeyboardEvent,
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { CARRIERS_RESOLVED_MARK } from '../../api/broadband/list-carriers.ts';
import type { CarrierListingProduct } from '../../contract/types.gen.ts';
import { useMediaQuery } from '../../ui/use-media-query.ts';
import { COLUMNS } from './columns.ts';
import { useRowVirtualizer } from './use-row-virtualizer.ts';

/**
 * Must match the row heights in carrier-products.css (taller for fingers on narrow screens): rows are not
 * measured, so scrolling stays cheap.
 */
const ROW_HEIGHT = 36;
const TOUCH_ROW_HEIGHT = 44;
const TOUCH_SCREEN = '(max-width: 47.99rem)';
/** The headings and the filters. */
export const HEADER_ROWS = 2;
const DEFAULT_WIDTH = 10;
const rowHeightFor = { [ROW_HEIGHT]: () => ROW_HEIGHT, [TOUCH_ROW_HEIGHT]: () => TOUCH_ROW_HEIGHT };
const useRowHeight = () => (useMediaQuery(TOUCH_SCREEN) ? TOUCH_ROW_HEIGHT : ROW_HEIGHT);

/** Read by bench/carrier-table.ts. */
const PAINTED_MEASURE = 'list_carriers:data-to-paint';

const features = tableFeatures({ rowSortingFeature, columnVisibilityFeature });
export type ProductRow = Row<typeof features, CarrierListingProduct>;
export type ProductColumn = Column<typeof features, CarrierListingProduct, unknown>;

const helper = createColumnHelper<typeof features, CarrierListingProduct>();
const columnDefs = COLUMNS.map((spec) =>
  helper.accessor((product) => (product as unknown as Record<string, unknown>)[spec.id], {
    id: spec.id,
    header: spec.id,
    enableSorting: spec.sortable,
  }),
);
export const specById = new Map(COLUMNS.map((spec) => [spec.id, spec]));

/** A column's width in rem. */
export const columnWidth = (id: string) => specById.get(id)?.width ?? DEFAULT_WIDTH;

/**
 * Where a key moves the focus among `count` rows from row `index`: arrows by one, Page Up and Down
 * by what the area shows, Home and End to the ends; 'open' for Enter and Space; null for other keys.
 */
export function rowForKey(
  key: string,
  index: number,
  count: number,
  pageRows: number,
): number | 'open' | null {
  if (key === 'Enter' || key === ' ') return 'open';
  const targets: Record<string, number> = {
    ArrowDown: index + 1,
    ArrowUp: index - 1,
    PageDown: index + pageRows,
    PageUp: index - pageRows,
    Home: 0,
    End: count - 1,
  };
  const target = targets[key];
  return target === undefined ? null : Math.max(0, Math.min(count - 1, target));
}

/** How many rows a page key moves: those the area shows below the headings, less one to keep in view. */
export const rowsPerPage = (areaHeight: number, headerHeight: number, rowHeight: number) =>
  Math.max(1, Math.floor((areaHeight - headerHeight) / rowHeight) - 1);

/** The empty space above and below the rows in the document, standing for the rows that are not. */
export function spacerHeights(
  items: readonly { start: number; end: number }[],
  totalSize: number,
  headerHeight: number,
): { top: number; bottom: number } {
  const first = items[0];
  const last = items.at(-1);
  return { top: first ? first.start - headerHeight : 0, bottom: last ? totalSize - last.end : 0 };
}

/**
 * The table's model: columns from the contract, the URL's order (several columns with shift), the
 * visible columns, and the header's height as measured (it holds the filters, and wraps).
 */
export function useCarrierTable({
  products,
  sorting,
  onSortingChange,
  visibility,
  onVisibilityChange,
}: {
  products: readonly CarrierListingProduct[];
  sorting: SortingState;
  onSortingChange: (sorting: SortingState) => void;
  visibility: ColumnVisibilityState;
  onVisibilityChange: OnChangeFn<ColumnVisibilityState>;
}) {
  const headRef = useRef<HTMLTableSectionElement>(null);
  const rowHeight = useRowHeight();
  const [headerHeight, setHeaderHeight] = useState(rowHeight * HEADER_ROWS);

  const table = useTable({
    features,
    columns: columnDefs,
    data: products,
    state: { sorting, columnVisibility: visibility },
    onSortingChange: (updater) => onSortingChange(functionalUpdate(updater, sorting)),
    onColumnVisibilityChange: onVisibilityChange,
    manualSorting: true,
    enableMultiSort: true,
    sortDescFirst: false,
    getRowId: (product) => String(product.product_id),
  });

  useEffect(() => {
    const head = headRef.current;
    if (!head) return undefined;
    const observer = new ResizeObserver(() => setHeaderHeight(head.offsetHeight));
    observer.observe(head);
    return () => observer.disconnect();
  }, []);

  const columns = table.getVisibleLeafColumns();
  return {
    columns,
    rows: table.getRowModel().rows,
    headers: table.getHeaderGroups()[0]?.headers ?? [],
    headRef,
    headerHeight,
    /** In rem. */
    width: columns.reduce((sum, column) => sum + columnWidth(column.id), 0),
  };
}

/**
 * The scroll area's height before it is measured: carrier-products.css gives it `min(70vh, 46rem)`. With it
 * the first render already holds the rows in view, instead of a few that a second, synchronous
 * render completes once the area has been measured.
 */
const scrollAreaEstimate = () => ({
  width: 0,
  // Drawn without a window (at build time, src/app/prerender-signed-in.tsx): no rows in view yet.
  height:
    typeof window === 'undefined'
      ? 0
      : Math.min(
          window.innerHeight * 0.7,
          46 * (parseFloat(getComputedStyle(document.documentElement).fontSize) || 16),
        ),
});

/**
 * Brings an element into the window with as little scrolling as possible. The rows scroll inside
 * their own area, which the page above can push partly out of the window: without this, keyboard
 * focus could move to a row that the area shows but the window does not.
 */
function scrollIntoWindow(element: HTMLElement) {
  const { top, bottom } = element.getBoundingClientRect();
  const height = document.documentElement.clientHeight;
  const by = bottom > height ? Math.min(bottom - height, top) : top < 0 ? top : 0;
  if (by !== 0) window.scrollBy({ top: by, behavior: 'instant' });
}

function useMeasurePaint(rows: readonly ProductRow[]) {
  useEffect(() => {
    if (performance.getEntriesByName(CARRIERS_RESOLVED_MARK, 'mark').length === 0) return undefined;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        performance.measure(PAINTED_MEASURE, CARRIERS_RESOLVED_MARK);
        performance.clearMarks(CARRIERS_RESOLVED_MARK);
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [rows]);
}

/**
 * The virtualised rows and their keyboard: only the rows in view (plus a margin) are in the
 * document; one row is the table's focus stop, keys move it (rowForKey) and Enter opens it. A new
 * page starts at its top.
 */
export function useCarrierRows({
  rows,
  scrollRef,
  headerHeight,
  onOpen,
}: {
  rows: readonly ProductRow[];
  scrollRef: RefObject<HTMLDivElement | null>;
  headerHeight: number;
  onOpen: (product: CarrierListingProduct, row: HTMLElement | null) => void;
}) {
  const [initialRect] = useState(scrollAreaEstimate);
  const rowHeight = useRowHeight();
  // A new getItemKey invalidates the virtualiser's measurements of every row: keep it stable.
  const getItemKey = useCallback((index: number) => rows[index]?.id ?? index, [rows]);
  const virtualizer = useRowVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: rowHeightFor[rowHeight],
    initialRect,
    getItemKey,
    overscan: 12,
    paddingStart: headerHeight,
    scrollPaddingStart: headerHeight,
  });
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const focusPending = useRef(false);
  const [active, setActive] = useState({ rows, index: 0 });
  const activeIndex = active.rows === rows ? Math.min(active.index, rows.length - 1) : 0;

  useMeasurePaint(rows);
  useEffect(() => {
    scrollRef.current?.scrollTo({ top: 0 });
  }, [rows, scrollRef]);
  const rowElement = (index: number) =>
    bodyRef.current?.querySelector<HTMLElement>(`tr[data-index="${index}"]`) ?? null;
  // The whole scroll area fits the window (carrier-products.css), so showing it shows the row; a row that is
  // still cut off (an area taller than a very low window) is shown on its own.
  const focusRow = (index: number): boolean => {
    const row = rowElement(index);
    if (!row) return false;
    row.focus({ preventScroll: true });
    if (document.activeElement !== row) return false;
    if (scrollRef.current) scrollIntoWindow(scrollRef.current);
    scrollIntoWindow(row);
    return true;
  };
  // A row that was not in the document when the key was pressed gets focus once a render has put
  // it there (after the scroll that brings it into view).
  useLayoutEffect(() => {
    if (focusPending.current && focusRow(activeIndex)) focusPending.current = false;
  });

  const open = useCallback(
    (index: number) => {
      const row = rows[index];
      if (!row) return;
      setActive({ rows, index });
      onOpen(row.original, bodyRef.current?.querySelector<HTMLElement>(`tr[data-index="${index}"]`) ?? null);
    },
    [rows, onOpen],
  );

  const moveTo = (index: number) => {
    setActive({ rows, index });
    virtualizer.scrollToIndex(index, { align: 'auto' });
    // Focus moves before React renders, so a key pressed right after lands on the new row.
    focusPending.current = !focusRow(index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const target = event.target as HTMLElement;
    if (target.tagName !== 'TR' || rows.length === 0) return;
    const index = Number(target.dataset.index);
    const pageRows = rowsPerPage(scrollRef.current?.clientHeight ?? 0, headerHeight, rowHeight);
    const next = rowForKey(event.key, index, rows.length, pageRows);
    if (next === null) return;
    event.preventDefault();
    if (next === 'open') open(index);
    else moveTo(next);
  };

  const items = virtualizer.getVirtualItems();
  return {
    bodyRef,
    items,
    ...spacerHeights(items, virtualizer.getTotalSize(), headerHeight),
    activeIndex,
    open,
    onKeyDown,
  };
}
