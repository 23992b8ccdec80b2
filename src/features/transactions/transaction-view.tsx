import { Link, useLocation, useParams } from 'react-router';
import { NotOfferedError, ReplyShapeError, RpcError } from '../../api/errors.ts';
import { transactionRefOf, useTransaction } from '../../api/broadband/get-transaction.ts';
import { ErrorCode } from '../../contract/error-codes.gen.ts';
import { paths } from '../../ui/paths.ts';
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
const isNotFound = (error: unknown) => error instanceof RpcError && error.code === ErrorCode.updateFailed;

/** A failure after which an earlier copy can no longer be trusted: the reply is unreadable, or the method gone. */
const replacesEarlierCopy = (error: unknown) =>
  error instanceof ReplyShapeError || error instanceof NotOfferedError;

/** `/transactions/:id`: by uuid, or by NID (the newest transaction of that line). */
export function TransactionView() {
  const text = useTransactionMessages();
  const { id = '' } = useParams();
  const location = useLocation();
  const ref = transactionRefOf(id);
  const query = useTransaction(ref);
  // After a reply that could not be read, or a method no longer offered, an earlier copy is not
  // shown: the notice takes its place. After any other failure (the network, a 503 while the
  // cancellation is followed) it stays in view, under a notice that it could not be read again.
  const transaction = query.isError && replacesEarlierCopy(query.error) ? undefined : query.data;
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
            {query.error instanceof NotOfferedError ? null : (
              <button type="button" className="button" onClick={() => void query.refetch()}>
                {text.detail.retry}
              </button>
            )}
          </>
        )
      ) : transaction ? (
        <>
          {query.isError ? (
            <>
              <ErrorNotice
                error={query.error}
                title={text.detail.refreshFailed}
                summary={isNotFound(query.error) ? text.detail.notFound : undefined}
              />
              <button type="button" className="button" onClick={() => void query.refetch()}>
                {text.detail.retry}
              </button>
            </>
          ) : null}
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
