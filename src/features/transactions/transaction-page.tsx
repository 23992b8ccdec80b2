import './transactions.css';
import { Link, type LoaderFunctionArgs, useLocation, useParams } from 'react-router';
import { RpcError } from '../../api/errors.ts';
import {
  transactionQueryOptions,
  transactionRefOf,
  useTransaction,
} from '../../api/broadband/get-transaction.ts';
import { queryClient } from '../../api/query-client.ts';
import { currentSession } from '../../api/session.ts';
import { paths } from '../../ui/paths.ts';
import { revalidateOnEntry, waitForRouteData } from '../../api/route-data.ts';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { ActionBadge, StateBadge } from './badges.tsx';
import { formatAddress } from './format.ts';
import { useTransactionMessages } from './messages.ts';
import { TransactionDetail } from './transaction-detail.tsx';
import type { BackToList } from './transactions-table.tsx';

function listLink(state: unknown): string {
  const search = (state as Partial<BackToList> | null)?.listSearch;
  return typeof search === 'string' && search.startsWith('?')
    ? `${paths.transactions}${search}`
    : paths.transactions;
}

/** get_transaction answers 008 ("failed to update") for a transaction it does not know: nothing was changed. */
const isNotFound = (error: unknown) => error instanceof RpcError && error.code === 8;

/** The transaction comes with the page. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const ref = transactionRefOf(params.id ?? '');
  if (!currentSession().token || ref === null) return null;
  await waitForRouteData(request.signal, [queryClient.prefetchQuery(transactionQueryOptions(ref))]);
  return null;
}

export { revalidateOnEntry as shouldRevalidate };

/** `/transactions/:id`: by uuid, or by NID (the newest transaction of that line). */
export function TransactionPage() {
  const text = useTransactionMessages();
  const { id = '' } = useParams();
  const location = useLocation();
  const ref = transactionRefOf(id);
  const query = useTransaction(ref);
  const transaction = query.data;
  const name = transaction ? (transaction.nid ?? transaction.uuid) : id;
  const title = text.detail.title(name);
  const connection = transaction
    ? (transaction.document_after_transaction ?? transaction.document_before_transaction)
    : null;

  return (
    <section className="page transaction" aria-busy={query.isFetching}>
      <p className="tx-back">
        <Link to={listLink(location.state)}>{text.detail.back}</Link>
      </p>
      <PageHeading title={title}>{title}</PageHeading>
      {ref === null ? (
        <div className="notice notice--error" role="alert">
          <p>{text.detail.invalidId(id)}</p>
        </div>
      ) : query.isPending ? (
        <p role="status">{text.detail.loading}</p>
      ) : query.isError && !transaction ? (
        isNotFound(query.error) ? (
          <ErrorNotice error={query.error} summary={text.detail.notFound} tone="info" />
        ) : (
          <>
            <ErrorNotice error={query.error} title={text.detail.loadFailed} />
            <button type="button" className="button" onClick={() => void query.refetch()}>
              {text.detail.retry}
            </button>
          </>
        )
      ) : transaction ? (
        <>
          <p className="tx-summary">
            <span className="visually-hidden">{text.detail.fields.action}: </span>
            <ActionBadge action={transaction.action} />{' '}
            <span className="visually-hidden">{text.detail.fields.state}: </span>
            <StateBadge state={transaction.state} />
            {connection ? (
              <span className="tx-summary__address"> {formatAddress(connection.address)}</span>
            ) : null}
          </p>
          <TransactionDetail transaction={transaction} />
        </>
      ) : null}
    </section>
  );
}

export { TransactionPage as Component };

/** The page's own texts: the router loads them with the page, in the language in use. */
export { transactionMessages as texts } from './messages.ts';
