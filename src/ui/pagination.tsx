import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { intlLocale, numberFormat } from '../i18n/intl-formats.ts';
import { useLocale, useTranslations } from '../i18n/locale.tsx';
import { paginationMessages } from '../i18n/pagination-messages.ts';

/**
 * The bar under a paged list: the page size, first, previous, where the list is, next, last, and
 * a page to go to. Before the first reply the number of pages is unknown, and only the way back
 * is open.
 */
export function Pagination({
  page,
  perPage,
  totalPages,
  pageSizes,
  onPage,
  onPageSize,
}: {
  page: number;
  perPage: number;
  /** Unknown until the first reply. */
  totalPages: number | null;
  /** 0 = every row on one page. */
  pageSizes: readonly number[];
  onPage: (page: number) => void;
  onPageSize: (perPage: number) => void;
}) {
  const texts = useTranslations(paginationMessages);
  const { locale } = useLocale();
  const id = useId();
  const format = (value: number) => numberFormat(intlLocale(locale)).format(value);
  const known = totalPages !== null;
  const pages = Math.max(1, totalPages ?? 1);
  // The field shows the page the list is on, whenever that changes.
  const jump = useForm<{ page: string }>({ values: { page: String(page) } });
  const goTo = jump.handleSubmit(({ page: typed }) => {
    const value = Number(typed);
    if (Number.isInteger(value) && value >= 1) onPage(Math.min(value, pages));
  });
  return (
    <div className="pagination">
      <div className="pagination__size">
        <label htmlFor={`${id}-size`}>{texts.pageSize}</label>
        <select
          id={`${id}-size`}
          value={String(perPage)}
          onChange={(event) => onPageSize(Number(event.target.value))}
        >
          {pageSizes.map((size) => (
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
          {texts.page(format(page), known ? format(pages) : '…')}
        </span>
        <button
          type="button"
          className="button button--small"
          disabled={!known || page >= pages}
          onClick={() => onPage(page + 1)}
        >
          {texts.next}
        </button>
        <button
          type="button"
          className="button button--small"
          disabled={!known || page === pages}
          onClick={() => onPage(pages)}
        >
          {texts.last}
        </button>
        <form className="pagination__jump" onSubmit={goTo}>
          <label htmlFor={`${id}-page`}>{texts.goTo}</label>
          <input
            id={`${id}-page`}
            type="number"
            min={1}
            max={pages}
            inputMode="numeric"
            {...jump.register('page')}
          />
          <button type="submit" className="button button--small">
            {texts.go}
          </button>
        </form>
      </nav>
    </div>
  );
}
