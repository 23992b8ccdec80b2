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
  type ReactNode,
  type RefObject,
  memo,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { CARRIERS_RESOLVED_MARK } from '../../api/broadband/list-carriers.ts';
import type { CarrierListingProduct } from '../../contract/types.gen.ts';
import { formatSpeed } from '../../i18n/format-speed.ts';
import { useLocale } from '../../i18n/locale.tsx';
import type { Locale } from '../../i18n/messages.ts';
import { COLUMNS, type ColumnSpec, filterSpec } from './columns.ts';
import { FilterInput } from './filter-input.tsx';
import { type ProductMessages, columnLabel, useProductMessages } from './messages.ts';
import { scrollAreaClass, useScrollEdges } from '../../ui/scroll-area.tsx';
import { useMediaQuery } from '../../ui/use-media-query.ts';
import { useRowVirtualizer } from './use-row-virtualizer.ts';

/**
 * Must match the row heights in styles.css (taller for fingers on narrow screens): rows are not
 * measured, so scrolling stays cheap.
 */
const ROW_HEIGHT = 36;
const TOUCH_ROW_HEIGHT = 44;
const TOUCH_SCREEN = '(max-width: 47.99rem)';
const HEADER_ROWS = 2;
const rowHeightFor = { [ROW_HEIGHT]: () => ROW_HEIGHT, [TOUCH_ROW_HEIGHT]: () => TOUCH_ROW_HEIGHT };
const useRowHeight = () => (useMediaQuery(TOUCH_SCREEN) ? TOUCH_ROW_HEIGHT : ROW_HEIGHT);
/**
 * The scroll area's height before it is measured: styles.css gives it `min(70vh, 46rem)`. With it
 * the first render already holds the rows in view, instead of a few that a second, synchronous
 * render completes once the area has been measured.
 */
const scrollAreaEstimate = () => ({
  width: 0,
  height: Math.min(
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

/** Read by bench/carrier-table.ts. */
const PAINTED_MEASURE = 'list_carriers:data-to-paint';

const features = tableFeatures({ rowSortingFeature, columnVisibilityFeature });
type ProductRow = Row<typeof features, CarrierListingProduct>;
type ProductColumn = Column<typeof features, CarrierListingProduct, unknown>;

const helper = createColumnHelper<typeof features, CarrierListingProduct>();
const columnDefs = COLUMNS.map((spec) =>
  helper.accessor((product) => (product as unknown as Record<string, unknown>)[spec.id], {
    id: spec.id,
    header: spec.id,
    enableSorting: spec.sortable,
  }),
);
const specById = new Map(COLUMNS.map((spec) => [spec.id, spec]));

/** A cell's text. A function rather than a component: one fiber per cell is enough while scrolling. */
function cellContent(
  value: unknown,
  spec: ColumnSpec | undefined,
  texts: ProductMessages,
  locale: Locale,
): ReactNode {
  if (value === null || value === undefined || value === '')
    return (
      <span aria-hidden="true" className="cell-empty">
        —
      </span>
    );
  if (typeof value === 'boolean' || spec?.valueType === 'boolean') return value ? texts.yes : texts.no;
  if (spec?.speed && typeof value === 'number') return formatSpeed(value, locale);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

const ProductRowView = memo(function ProductRowView({
  row,
  index,
  columns,
  tabbable,
  onOpen,
}: {
  row: ProductRow;
  index: number;
  columns: readonly ProductColumn[];
  tabbable: boolean;
  onOpen: (index: number) => void;
}) {
  const texts = useProductMessages();
  const { locale } = useLocale();
  return (
    // Rows are the table's focus stops; the body handles their keys (arrows, Home, End, Enter).
    <tr
      data-index={index}
      data-product-id={row.id}
      aria-rowindex={index + HEADER_ROWS + 1}
      tabIndex={tabbable ? 0 : -1}
      onClick={() => onOpen(index)}
      className="carrier-table__row"
    >
      {columns.map((column) => {
        const spec = specById.get(column.id);
        const value = row.getValue(column.id);
        // Rows keep one height (they are not measured), so long text is cut off on screen: the
        // title shows it on hover; the cell's text, which screen readers read, is whole; and
        // Enter on the row shows the product in full.
        return (
          <td
            key={column.id}
            data-column={column.id}
            className={spec?.valueType === 'integer' ? 'is-numeric' : undefined}
            title={typeof value === 'string' && value !== '' ? value : undefined}
          >
            {cellContent(value, spec, texts, locale)}
          </td>
        );
      })}
    </tr>
  );
});

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

/** The virtualised rows: only those in view (plus a margin) are in the document. */
function TableBody({
  rows,
  columns,
  scrollRef,
  headerHeight,
  onOpen,
  emptyText,
}: {
  rows: readonly ProductRow[];
  columns: readonly ProductColumn[];
  scrollRef: RefObject<HTMLDivElement | null>;
  headerHeight: number;
  onOpen: (product: CarrierListingProduct, row: HTMLElement | null) => void;
  emptyText: string;
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
  // The whole scroll area fits the window (styles.css), so showing it shows the row; a row that is
  // still cut off (an area taller than a very low window) is shown on its own.
  const focusRow = (index: number): boolean => {
    const row = bodyRef.current?.querySelector<HTMLElement>(`tr[data-index="${index}"]`);
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
    const next = Math.max(0, Math.min(rows.length - 1, index));
    setActive({ rows, index: next });
    virtualizer.scrollToIndex(next, { align: 'auto' });
    // Focus moves before React renders, so a key pressed right after lands on the new row.
    focusPending.current = !focusRow(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const target = event.target as HTMLElement;
    if (target.tagName !== 'TR' || rows.length === 0) return;
    const index = Number(target.dataset.index);
    const pageRows = Math.max(
      1,
      Math.floor(((scrollRef.current?.clientHeight ?? 0) - headerHeight) / rowHeight) - 1,
    );
    const targets: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      PageDown: index + pageRows,
      PageUp: index - pageRows,
      Home: 0,
      End: rows.length - 1,
    };
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open(index);
      return;
    }
    const next = targets[event.key];
    if (next === undefined) return;
    event.preventDefault();
    moveTo(next);
  };

  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  const top = first ? first.start - headerHeight : 0;
  const bottom = last ? virtualizer.getTotalSize() - last.end : 0;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- keys of the focusable rows, handled once
    <tbody ref={bodyRef} onKeyDown={onKeyDown}>
      {top > 0 ? (
        <tr aria-hidden="true" className="carrier-table__spacer">
          <td colSpan={columns.length} style={{ height: top }} />
        </tr>
      ) : null}
      {items.map((item) => (
        <ProductRowView
          key={item.key}
          row={rows[item.index]!}
          index={item.index}
          columns={columns}
          tabbable={item.index === activeIndex}
          onOpen={open}
        />
      ))}
      {bottom > 0 ? (
        <tr aria-hidden="true" className="carrier-table__spacer">
          <td colSpan={columns.length} style={{ height: bottom }} />
        </tr>
      ) : null}
      {rows.length === 0 ? (
        <tr aria-rowindex={HEADER_ROWS + 1}>
          <td colSpan={columns.length} className="carrier-table__empty">
            {emptyText}
          </td>
        </tr>
      ) : null}
    </tbody>
  );
}

export function CarrierTable({
  products,
  sorting,
  onSortingChange,
  visibility,
  onVisibilityChange,
  filter,
  onFilterCommit,
  stale,
  emptyText,
  onOpen,
}: {
  products: readonly CarrierListingProduct[];
  sorting: SortingState;
  onSortingChange: (sorting: SortingState) => void;
  visibility: ColumnVisibilityState;
  onVisibilityChange: OnChangeFn<ColumnVisibilityState>;
  filter: Readonly<Record<string, string>>;
  onFilterCommit: (member: string, value: string) => void;
  stale: boolean;
  emptyText: string;
  onOpen: (product: CarrierListingProduct, row: HTMLElement | null) => void;
}) {
  const texts = useProductMessages();
  const helpId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const headRef = useRef<HTMLTableSectionElement>(null);
  const edges = useScrollEdges(scrollRef);
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
  const rows = table.getRowModel().rows;
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const direction = (desc: boolean) => (desc ? texts.descending : texts.ascending);
  const caption = texts.caption(
    sorting
      .map((entry) => texts.sortTerm(columnLabel(texts, entry.id), direction(entry.desc)))
      .join(texts.then),
  );
  const width = columns.reduce((sum, column) => sum + (specById.get(column.id)?.width ?? 10), 0);

  return (
    <>
      <p id={helpId} hidden>
        {texts.tableHelp}
      </p>
      <p id={`${helpId}-text`} hidden>
        {texts.filters.textHint}
      </p>
      <p id={`${helpId}-numeric`} hidden>
        {texts.filters.numericHint}
      </p>
      <p id={`${helpId}-speed`} hidden>
        {texts.filters.speedHint}
      </p>
      <div className={scrollAreaClass(edges)}>
        <div ref={scrollRef} className={stale ? 'carrier-table carrier-table--stale' : 'carrier-table'}>
          <table
            aria-rowcount={rows.length + HEADER_ROWS + (rows.length === 0 ? 1 : 0)}
            aria-describedby={helpId}
            aria-busy={stale || undefined}
            style={{ width: `${width}rem` }}
          >
            <caption className="visually-hidden">{caption}</caption>
            <colgroup>
              {columns.map((column) => (
                <col key={column.id} style={{ width: `${specById.get(column.id)?.width ?? 10}rem` }} />
              ))}
            </colgroup>
            <thead ref={headRef}>
              <tr aria-rowindex={1}>
                {headers.map((header) => {
                  const column = header.column;
                  const label = columnLabel(texts, column.id);
                  const sorted = column.getIsSorted();
                  const rank = column.getSortIndex();
                  const numeric = specById.get(column.id)?.valueType === 'integer';
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={numeric ? 'is-numeric' : undefined}
                      aria-sort={
                        sorted && rank === 0 ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined
                      }
                    >
                      {column.getCanSort() ? (
                        <button
                          type="button"
                          className="sort-button"
                          onClick={column.getToggleSortingHandler()}
                        >
                          <span className="sort-button__label">{label}</span>
                          <span aria-hidden="true" className="sort-button__indicator">
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : ''}
                            {sorted && sorting.length > 1 ? rank + 1 : ''}
                          </span>
                          {sorted ? (
                            <span className="visually-hidden">
                              {texts.sortState(direction(sorted === 'desc'), rank + 1, sorting.length)}
                            </span>
                          ) : null}
                        </button>
                      ) : (
                        <span className="carrier-table__plain-heading">{label}</span>
                      )}
                    </th>
                  );
                })}
              </tr>
              <tr aria-rowindex={2} className="carrier-table__filters">
                {columns.map((column) => {
                  const spec = specById.get(column.id)?.filter ? filterSpec(column.id) : undefined;
                  const label = columnLabel(texts, column.id);
                  return (
                    <td key={column.id}>
                      {spec ? (
                        <FilterInput
                          spec={spec}
                          value={filter[spec.member] ?? ''}
                          onCommit={onFilterCommit}
                          label={spec.speed ? texts.filters.speedLabel(label) : texts.filters.label(label)}
                          hintId={`${helpId}-${spec.speed ? 'speed' : spec.kind}`}
                        />
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            </thead>
            <TableBody
              rows={rows}
              columns={columns}
              scrollRef={scrollRef}
              headerHeight={headerHeight}
              onOpen={onOpen}
              emptyText={emptyText}
            />
          </table>
        </div>
      </div>
    </>
  );
}
