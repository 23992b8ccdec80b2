import { useId } from 'react';
import { useLocale, useTranslations } from '../../i18n/locale.tsx';
import { formatNumber } from './format.ts';
import { PAGE_SIZES } from './list-state.ts';
import { transactionMessages } from './messages.ts';

export function Pagination({
  page,
  perPage,
  totalPages,
  onPage,
  onPageSize,
}: {
  page: number;
  perPage: number;
  /** Unknown until the first reply. */
  totalPages: number | null;
  onPage: (page: number) => void;
  onPageSize: (perPage: number) => void;
}) {
  const text = useTranslations(transactionMessages).pagination;
  const { locale } = useLocale();
  const id = useId();
  const pages = Math.max(1, totalPages ?? 1);
  const known = totalPages !== null;
  return (
    <div className="tx-pagination">
      <nav aria-label={text.label} className="tx-pagination__pages">
        <button type="button" className="button button--small" disabled={page <= 1} onClick={() => onPage(1)}>
          {text.first}
        </button>
        <button
          type="button"
          className="button button--small"
          disabled={page <= 1}
          onClick={() => onPage(Math.min(page - 1, pages))}
        >
          {text.previous}
        </button>
        <span className="tx-pagination__where">
          {text.page(formatNumber(page, locale), known ? formatNumber(pages, locale) : '…')}
        </span>
        <button
          type="button"
          className="button button--small"
          disabled={!known || page >= pages}
          onClick={() => onPage(page + 1)}
        >
          {text.next}
        </button>
        <button
          type="button"
          className="button button--small"
          disabled={!known || page >= pages}
          onClick={() => onPage(pages)}
        >
          {text.last}
        </button>
      </nav>
      <div className="tx-pagination__size">
        <label htmlFor={`${id}-size`}>{text.pageSize}</label>
        <select
          id={`${id}-size`}
          value={String(perPage)}
          onChange={(event) => onPageSize(Number(event.target.value))}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={String(size)}>
              {formatNumber(size, locale)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
