import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import type { TransactionSortMember } from '../../api/broadband/list-transactions.ts';
import { paths } from '../../ui/paths.ts';
import type { TransactionSummary } from '../../contract/types.gen.ts';
import { ActionBadge, StateBadge } from './badges.tsx';
import { formatAddress } from './format.ts';
import { effectiveSort } from '../../ui/list-params.ts';
import { SORT_MEMBERS, TRANSACTIONS_LIST, type TransactionsListParams } from './list-spec.ts';
import { SORT_LABELS, useTransactionMessages } from './messages.ts';
import { type BackToList, CancellationValue } from './transactions-table.tsx';
import { DateValue, DatetimeValue, Empty, TextValue } from './values.tsx';
import { DescriptionItem } from '../../ui/description-item.tsx';

type Direction = 'ASC' | 'DESC';

/** What the column headings of the table do, as one menu: every column in either direction. */
function SortMenu({
  state,
  onSort,
}: {
  state: TransactionsListParams;
  onSort: (member: TransactionSortMember, direction: Direction) => void;
}) {
  const text = useTransactionMessages().list;
  const id = useId();
  const leading = effectiveSort(TRANSACTIONS_LIST, state)[0];
  const options = SORT_MEMBERS.flatMap((member) =>
    (['ASC', 'DESC'] as const).map((direction) => ({
      value: `${member} ${direction}`,
      label: text.sortOption(
        text[SORT_LABELS[member]],
        direction === 'ASC' ? text.ascending : text.descending,
      ),
    })),
  );
  return (
    <div className="tx-cards__sort field">
      <label htmlFor={id}>{text.sortMenu}</label>
      <select
        id={id}
        value={leading ? `${leading.member} ${leading.direction}` : ''}
        onChange={(event) => {
          const [member, direction] = event.target.value.split(' ') as [TransactionSortMember, Direction];
          onSort(member, direction);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function TransactionCard({ row }: { row: TransactionSummary }) {
  const text = useTransactionMessages();
  const location = useLocation();
  const back: BackToList = { listSearch: location.search };
  return (
    <li className="tx-cards__item">
      <p className="tx-cards__title">
        <Link to={paths.transaction(row.uuid)} state={back} className="tx-cards__link">
          {row.nid ?? `${text.list.noNid} (${row.uuid.slice(0, 8)}…)`}
        </Link>
        <span className="visually-hidden">{text.list.action}: </span>
        <ActionBadge action={row.action} />
        <span className="visually-hidden">{text.list.state}: </span>
        <StateBadge state={row.state} />
      </p>
      <dl className="tx-cards__fields">
        <DescriptionItem label={text.list.address}>
          {row.address ? formatAddress(row.address) : <Empty />}
        </DescriptionItem>
        <DescriptionItem label={text.list.supplier}>
          <TextValue value={row.supplier} />
        </DescriptionItem>
        <DescriptionItem label={text.list.created}>
          <DatetimeValue value={row.created_at} style="short" />
        </DescriptionItem>
        <DescriptionItem label={text.list.lastUpdated}>
          <DatetimeValue value={row.last_updated} style="short" />
        </DescriptionItem>
        <DescriptionItem label={text.list.expected}>
          <DateValue value={row.expected_completion_date} style="short" />
        </DescriptionItem>
        <DescriptionItem label={text.list.cancellation}>
          <CancellationValue row={row} />
        </DescriptionItem>
      </dl>
    </li>
  );
}

/** The listing for narrow screens: one card per transaction with every column of the table, labelled. */
export function TransactionCards({
  rows,
  state,
  busy,
  onSort,
}: {
  rows: readonly TransactionSummary[];
  state: TransactionsListParams;
  busy: boolean;
  onSort: (member: TransactionSortMember, direction: Direction) => void;
}) {
  const text = useTransactionMessages();
  return (
    <div className={busy ? 'tx-cards tx-cards--stale' : 'tx-cards'}>
      <SortMenu state={state} onSort={onSort} />
      <ul
        className="tx-cards__list"
        aria-label={text.list.caption}
        aria-busy={busy}
        aria-describedby="tx-list-status"
      >
        {rows.map((row) => (
          <TransactionCard key={row.uuid} row={row} />
        ))}
      </ul>
    </div>
  );
}
