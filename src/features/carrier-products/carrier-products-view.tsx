import type { SortingState } from '@tanstack/react-table';
import { useCallback, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useCarriers } from '../../api/broadband/list-carriers.ts';
import { paths } from '../../ui/paths.ts';
import type { CarrierListingProduct } from '../../contract/types.gen.ts';
import { intlLocale, numberFormat } from '../../i18n/intl-formats.ts';
import { useLocale } from '../../i18n/locale.tsx';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { SectionBoundary } from '../../ui/section-boundary.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { useListParams } from '../../ui/use-list-params.ts';
import { ActiveFilters } from './active-filters.tsx';
import { CarrierTable } from './carrier-table.tsx';
import { ColumnChooser } from './column-chooser.tsx';
import { STANDALONE_FILTERS } from './columns.ts';
import { CsvExport } from './csv-export.tsx';
import { FilterInput } from './filter-input.tsx';
import { PRODUCTS_LIST, withFilterMember } from './list-spec.ts';
import { listingStatus, listingView } from './listing-view.ts';
import { useProductMessages } from './messages.ts';
import { ProductDetail } from './product-detail.tsx';
import { useColumnVisibility } from './use-column-visibility.ts';
import { emitToHost } from '../../embedding/host-channel.ts';

const NO_PRODUCTS: readonly CarrierListingProduct[] = [];

/** The carrier products: the table of the URL's listing, its filters, columns, pages and CSV export. */
export function CarrierProductsPage() {
  const { locale } = useLocale();
  const texts = useProductMessages();
  const hintId = useId();
  const list = useListParams(PRODUCTS_LIST);
  const state = list.params;
  const [visibility, setVisibility] = useColumnVisibility();
  const [detail, setDetail] = useState<{ product: CarrierListingProduct; row: HTMLElement | null } | null>(
    null,
  );
  const query = useCarriers(state);
  const view = listingView(query);
  const products = view.kind === 'shown' ? view.reply.carriers : NO_PRODUCTS;

  const format = useCallback((value: number) => numberFormat(intlLocale(locale)).format(value), [locale]);

  const sorting = useMemo<SortingState>(
    () => state.sort.map(({ member, direction }) => ({ id: member, desc: direction === 'DESC' })),
    [state.sort],
  );
  const { setSort, changeFilter } = list;
  const setSorting = useCallback(
    (next: SortingState) =>
      setSort(next.map((entry) => ({ member: entry.id, direction: entry.desc ? 'DESC' : 'ASC' }))),
    [setSort],
  );
  const commitFilter = useCallback(
    (member: string, value: string) => changeFilter(withFilterMember(member, value)),
    [changeFilter],
  );
  const openDetail = useCallback((product: CarrierListingProduct, row: HTMLElement | null) => {
    setDetail({ product, row });
    emitToHost({ type: 'product-selected', product_id: product.product_id });
  }, []);
  const closeDetail = useCallback(() => setDetail(null), []);

  const status = listingStatus(view, state, texts, format);

  return (
    <section className="page products">
      <PageHeading title={texts.title}>{texts.title}</PageHeading>
      <p>{texts.intro}</p>
      <div className="products__toolbar">
        {STANDALONE_FILTERS.map((spec) => (
          <FilterInput
            key={spec.member}
            spec={spec}
            value={state.filter[spec.member] ?? ''}
            onCommit={commitFilter}
            label={texts.filters.standalone[spec.member] ?? spec.member}
            visibleLabel
            hintId={texts.filters.standaloneHint[spec.member] ? `${hintId}-${spec.member}` : undefined}
          />
        ))}
        {STANDALONE_FILTERS.map((spec) =>
          texts.filters.standaloneHint[spec.member] ? (
            <p key={spec.member} id={`${hintId}-${spec.member}`} hidden>
              {texts.filters.standaloneHint[spec.member]}
            </p>
          ) : null,
        )}
        <ColumnChooser visibility={visibility} onChange={setVisibility} />
        <CsvExport listing={state} format={format} />
        <Link to={paths.products} className="products__reset">
          {texts.reset}
        </Link>
      </div>
      <ActiveFilters
        filter={state.filter}
        onRemove={(member) => commitFilter(member, '')}
        onClear={() => list.setFilter({})}
      />
      <p role="status" className="products__status">
        {status}
        {query.isFetching && view.kind === 'shown' ? (
          <span className="products__loading"> · {texts.status.loading}</span>
        ) : null}
      </p>
      {view.kind === 'failed' ? (
        <ErrorNotice error={view.error} title={texts.loadFailed} />
      ) : (
        <SectionBoundary title={texts.loadFailed} resetKey={products}>
          <CarrierTable
            products={products}
            sorting={sorting}
            onSortingChange={setSorting}
            visibility={visibility}
            onVisibilityChange={setVisibility}
            filter={state.filter}
            onFilterCommit={commitFilter}
            stale={query.isPlaceholderData}
            emptyText={status}
            onOpen={openDetail}
          />
        </SectionBoundary>
      )}
      <Pagination
        page={state.page}
        perPage={state.perPage}
        totalPages={view.kind === 'shown' ? view.reply.pagination.total_pages : null}
        pageSizes={PRODUCTS_LIST.pageSizes ?? []}
        onPage={list.setPage}
        onPageSize={list.setPerPage}
      />
      <ProductDetail
        product={detail?.product ?? null}
        returnFocusTo={detail?.row ?? null}
        onClose={closeDetail}
      />
    </section>
  );
}
