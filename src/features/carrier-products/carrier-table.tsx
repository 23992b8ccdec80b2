import type { ColumnVisibilityState, OnChangeFn, SortingState } from '@tanstack/react-table';
import { type ReactNode, type RefObject, memo, useId, useRef } from 'react';
import type { CarrierListingProduct } from '../../contract/types.gen.ts';
import { formatSpeed } from '../../i18n/format-speed.ts';
import { useLocale } from '../../i18n/locale.tsx';
import type { Locale } from '../../i18n/messages.ts';
import { scrollAreaClass, useScrollEdges } from '../../ui/scroll-area.tsx';
import { type ColumnSpec, columnLabel, filterSpec } from './columns.ts';
import { FilterInput } from './filter-input.tsx';
import { type ProductMessages, useProductMessages } from './messages.ts';
import {
  HEADER_ROWS,
  type ProductColumn,
  type ProductRow,
  columnWidth,
  specById,
  useCarrierRows,
  useCarrierTable,
} from './use-carrier-table.ts';

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

/** The rows in view: the spacers stand for those that are not in the document. */
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
  const { bodyRef, onKeyDown, items, top, bottom, activeIndex, open } = useCarrierRows({
    rows,
    scrollRef,
    headerHeight,
    onOpen,
  });
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
  const edges = useScrollEdges(scrollRef);
  const { columns, rows, headers, headRef, headerHeight, width } = useCarrierTable({
    products,
    sorting,
    onSortingChange,
    visibility,
    onVisibilityChange,
  });
  const direction = (desc: boolean) => (desc ? texts.descending : texts.ascending);
  const caption = texts.caption(
    sorting
      .map((entry) => texts.sortTerm(columnLabel(texts, entry.id), direction(entry.desc)))
      .join(texts.then),
  );

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
                <col key={column.id} style={{ width: `${columnWidth(column.id)}rem` }} />
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
