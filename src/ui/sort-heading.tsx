import type { SortDirection } from './list-params.ts';

/**
 * A column heading that sorts its list: a button in the `<th>`, which says its order to a screen
 * reader (`aria-sort`) and shows it with an arrow; ↕ while another column leads the order.
 */
export function SortHeading({
  label,
  direction,
  onSort,
}: {
  label: string;
  /** The order when this column leads it, else null. */
  direction: SortDirection | null;
  onSort: () => void;
}) {
  return (
    <th
      scope="col"
      aria-sort={direction === 'ASC' ? 'ascending' : direction === 'DESC' ? 'descending' : undefined}
    >
      <button type="button" className="sort-heading" onClick={onSort}>
        {label}
        <span aria-hidden="true" className="sort-heading__indicator">
          {direction === 'ASC' ? '▲' : direction === 'DESC' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}
