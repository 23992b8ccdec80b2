import { Link, useLocation } from 'react-router';
import type { TransactionSortMember } from '../../api/broadband/list-transactions.ts';
import { paths } from '../../ui/paths.ts';
import type { TransactionSummary } from '../../contract/types.gen.ts';
import { ScrollArea } from '../../ui/scroll-area.tsx';
import { SortHeading as SortableHeading } from '../../ui/sort-heading.tsx';
import { ActionBadge, StateBadge } from './badges.tsx';
import { formatAddress } from './format.ts';
import { effectiveSort } from '../../ui/list-params.ts';
import { TRANSACTIONS_LIST, type TransactionsListParams } from './list-spec.ts';
import { useTransactionMessages } from './messages.ts';
import { DateValue, DatetimeValue, Empty, TextValue } from './values.tsx';

export interface BackToList {
  listSearch: string;
}

function SortHeading({
  member,
  label,
  state,
  onSort,
}: {
  member: TransactionSortMember;
  label: string;
  state: TransactionsListParams;
  onSort: (member: TransactionSortMember) => void;
}) {
  const leading = effectiveSort(TRANSACTIONS_LIST, state)[0];
  return (
    <SortableHeading
      label={label}
      direction={leading?.member === member ? leading.direction : null}
      onSort={() => onSort(member)}
    />
  );
}

/** Whether cancelling is requested or still possible; nothing when neither. */
export function CancellationValue({ row }: { row: TransactionSummary }) {
  const text = useTransactionMessages();
  if (row.cancel_requested) return <>{text.list.cancelRequested}</>;
  return row.cancel_possible ? <>{text.list.cancelPossible}</> : <Empty />;
}

export function TransactionsTable({
  rows,
  state,
  busy,
  onSort,
}: {
  rows: readonly TransactionSummary[];
  state: TransactionsListParams;
  busy: boolean;
  onSort: (member: TransactionSortMember) => void;
}) {
  const text = useTransactionMessages();
  const location = useLocation();
  const back: BackToList = { listSearch: location.search };
  const heading = (member: TransactionSortMember, label: string) => (
    <SortHeading member={member} label={label} state={state} onSort={onSort} />
  );
  return (
    <ScrollArea label={text.list.caption} className={busy ? 'tx-table tx-table--stale' : 'tx-table'}>
      <table aria-busy={busy} aria-describedby="tx-list-status">
        <caption className="visually-hidden">{text.list.caption}</caption>
        <thead>
          <tr>
            {heading('nid', text.list.nid)}
            {heading('action', text.list.action)}
            {heading('state', text.list.state)}
            <th scope="col">{text.list.address}</th>
            <th scope="col">{text.list.supplier}</th>
            {heading('created_at', text.list.created)}
            {heading('last_updated', text.list.lastUpdated)}
            {heading('expected_completion_date', text.list.expected)}
            <th scope="col">{text.list.cancellation}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.uuid}>
              <th scope="row">
                <Link to={paths.transaction(row.uuid)} state={back} className="tx-table__link">
                  {row.nid ?? `${text.list.noNid} (${row.uuid.slice(0, 8)}…)`}
                </Link>
              </th>
              <td>
                <ActionBadge action={row.action} />
              </td>
              <td>
                <StateBadge state={row.state} />
              </td>
              <td>{row.address ? formatAddress(row.address) : <Empty />}</td>
              <td>
                <TextValue value={row.supplier} />
              </td>
              <td className="tx-table__date">
                <DatetimeValue value={row.created_at} style="short" />
              </td>
              <td className="tx-table__date">
                <DatetimeValue value={row.last_updated} style="short" />
              </td>
              <td className="tx-table__date">
                <DateValue value={row.expected_completion_date} style="short" />
              </td>
              <td>
                <CancellationValue row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}
