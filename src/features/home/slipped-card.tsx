import { type TransactionCounts, useTransactionCounts } from '../../api/broadband/transaction-counts.ts';
import { BarChart } from '../../ui/charts/bar-chart.tsx';
import { useHomeMessages } from './messages.ts';
import { Card, Figure, NotCounted, WhenLoaded, readAt, useCountRows, useFormats } from './overview-card.tsx';
import { type OverviewQueries, slippedByAction, transactionsHref } from './overview-data.ts';

/** The open transactions whose completion slipped, by kind. */
export function SlippedCard({ queries }: { queries: OverviewQueries }) {
  const text = useHomeMessages();
  const format = useFormats();
  const rowsOf = useCountRows();
  const slipped = useTransactionCounts(queries.slipped);
  return (
    <Card
      id="overview-slipped"
      title={text.slipped.title}
      intro={text.slipped.intro}
      resetKey={readAt([slipped])}
    >
      <WhenLoaded<[TransactionCounts]> queries={[slipped]} rows={3}>
        {(counts) => {
          const byAction = slippedByAction(counts);
          return (
            <>
              <Figure
                value={counts.total}
                text={text.slipped.figure(format.number(counts.total))}
                href={transactionsHref(queries.slipped.filter)}
                none={text.slipped.none}
              />
              {counts.total === 0 ? null : byAction ? (
                <BarChart
                  label={text.slipped.chart}
                  rows={rowsOf(
                    byAction.filter((row) => row.value > 0),
                    (key) => text.labels.actions[key],
                    () => 2,
                  )}
                />
              ) : (
                <NotCounted />
              )}
            </>
          );
        }}
      </WhenLoaded>
    </Card>
  );
}
