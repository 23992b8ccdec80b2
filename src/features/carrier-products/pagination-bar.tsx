import { type FormEvent, useId } from 'react';
import { PAGE_SIZES } from './list-state.ts';
import { useProductMessages } from './messages.ts';

export function PaginationBar({
  page,
  perPage,
  totalPages,
  format,
  onPage,
  onPageSize,
}: {
  page: number;
  perPage: number;
  /** Unknown until the first reply. */
  totalPages: number | null;
  format: (value: number) => string;
  onPage: (page: number) => void;
  onPageSize: (perPage: number) => void;
}) {
  const texts = useProductMessages().pagination;
  const id = useId();
  const pages = Math.max(1, totalPages ?? 1);
  const goTo = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = Number(new FormData(event.currentTarget).get('page'));
    if (Number.isInteger(value) && value >= 1) onPage(Math.min(value, pages));
  };
  return (
    <div className="pagination">
      <div className="pagination__size">
        <label htmlFor={`${id}-size`}>{texts.pageSize}</label>
        <select
          id={`${id}-size`}
          value={String(perPage)}
          onChange={(event) => onPageSize(Number(event.target.value))}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={String(size)}>
              {size === 0 ? texts.all : format(size)}
            </option>
          ))}
        </select>
      </div>
      <nav aria-label={texts.label} className="pagination__pages">
        <button type="button" className="button button--small" disabled={page <= 1} onClick={() => onPage(1)}>
          {texts.first}
        </button>
        <button
          type="button"
          className="button button--small"
          disabled={page <= 1}
          onClick={() => onPage(Math.min(page - 1, pages))}
        >
          {texts.previous}
        </button>
        <span className="pagination__where" aria-current="page">
          {texts.page(format(page), totalPages === null ? '…' : format(pages))}
        </span>
        <button
          type="button"
          className="button button--small"
          disabled={totalPages === null || page >= pages}
          onClick={() => onPage(page + 1)}
        >
          {texts.next}
        </button>
        <button
          type="button"
          className="button button--small"
          disabled={totalPages === null || page === pages}
          onClick={() => onPage(pages)}
        >
          {texts.last}
        </button>
        <form className="pagination__jump" onSubmit={goTo}>
          <label htmlFor={`${id}-page`}>{texts.goTo}</label>
          <input
            id={`${id}-page`}
            name="page"
            type="number"
            min={1}
            max={pages}
            inputMode="numeric"
            key={page}
            defaultValue={page}
          />
          <button type="submit" className="button button--small">
            {texts.go}
          </button>
        </form>
      </nav>
    </div>
  );
}
