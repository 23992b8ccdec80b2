import './transactions.css';
import type { LoaderFunctionArgs } from 'react-router';
import { transactionsQueryOptions, useTransactions } from '../../api/broadband/list-transactions.ts';
import { queryClient } from '../../api/query-client.ts';
import { currentSession } from '../../api/session.ts';
import { revalidateOnEntry, waitForRouteData } from '../../api/route-data.ts';
import { preloadSchemaForm } from '../../forms/lazy-schema-form.tsx';
import { useLocale, useTranslations } from '../../i18n/locale.tsx';
import { paginationMessages } from '../../i18n/pagination-messages.ts';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { SectionBoundary } from '../../ui/section-boundary.tsx';
import { useMediaQuery } from '../../ui/use-media-query.ts';
import { readListParams } from '../../ui/list-params.ts';
import { Pagination } from '../../ui/pagination.tsx';
import { useListParams } from '../../ui/use-list-params.ts';
import { formatNumber } from './format.ts';
import { TRANSACTIONS_LIST } from './list-spec.ts';
import { listingCountText, shownListing } from './list-status.ts';
import { SORT_LABELS, useTransactionMessages } from './messages.ts';
import { SearchForm } from './search-form.tsx';
import { TransactionCards } from './transaction-cards.tsx';
import { TransactionsTable } from './transactions-table.tsx';

/** Below this width the table's columns no longer fit side by side: cards show them instead. */
const CARDS_INSTEAD_OF_TABLE = '(max-width: 63.99rem)';

/** The listing of the URL and the code of the search form come with the page. */
export async function loader({ request }: LoaderFunctionArgs) {
  if (!currentSession().token) return null;
  const listing = readListParams(TRANSACTIONS_LIST, new URL(request.url).searchParams);
  await waitForRouteData(request.signal, [
    queryClient.prefetchQuery(transactionsQueryOptions(listing)),
    preloadSchemaForm(),
  ]);
  return null;
}

export { revalidateOnEntry as shouldRevalidate };

/** Every part of the listing lives in the URL: a link or a reload shows the same page. */
export function TransactionsPage() {
  const text = useTransactionMessages();
  const pageTexts = useTranslations(paginationMessages);
  const { locale } = useLocale();
  const list = useListParams(TRANSACTIONS_LIST);
  const state = list.params;
  const query = useTransactions(state);
  const reply = shownListing(query);
  const busy = query.isFetching;
  const narrow = useMediaQuery(CARDS_INSTEAD_OF_TABLE);

  const sort = state.sort[0];
  const sortText = sort
    ? text.list.sortedBy(
        text.list[SORT_LABELS[sort.member]],
        sort.direction === 'ASC' ? text.list.ascending : text.list.descending,
      )
    : text.list.defaultSort;
  const total = reply?.pagination.total_items;
  const countText = listingCountText(query, text.list, (value) => formatNumber(value, locale));

  return (
    <section className="page transactions">
      <PageHeading title={text.title}>{text.title}</PageHeading>
      <p>{text.intro}</p>
      <SearchForm
        key={JSON.stringify(state.filter)}
        filter={state.filter}
        onSearch={list.setFilter}
        onReset={() => list.setFilter({})}
      />
      <p id="tx-list-status" className="tx-list__status" role="status">
        {countText} {total ? sortText : null}
        {busy && reply ? <span className="tx-list__updating"> {text.list.updating}</span> : null}
      </p>
      {query.isError ? <ErrorNotice error={query.error} /> : null}
      {reply && reply.transactions.length > 0 ? (
        <SectionBoundary resetKey={reply}>
          {narrow ? (
            <TransactionCards
              rows={reply.transactions}
              state={state}
              busy={busy}
              onSort={(member, direction) => list.setSort([{ member, direction }])}
            />
          ) : (
            <TransactionsTable rows={reply.transactions} state={state} busy={busy} onSort={list.sortBy} />
          )}
          <Pagination
            page={state.page}
            perPage={state.perPage}
            totalPages={reply.pagination.total_pages}
            pageSizes={TRANSACTIONS_LIST.pageSizes ?? []}
            onPage={list.setPage}
            onPageSize={list.setPerPage}
          />
        </SectionBoundary>
      ) : null}
      {reply && reply.transactions.length === 0 && state.page > 1 && reply.pagination.total_pages > 0 ? (
        <button type="button" className="button" onClick={() => list.setPage(reply.pagination.total_pages)}>
          {pageTexts.last}
        </button>
      ) : null}
    </section>
  );
}

export { TransactionsPage as Component };

/** The page's own texts: the router loads them with the page, in the language in use. */
export { transactionMessages as texts } from './messages.ts';
