import { type TransactionCounts, useTransactionCounts } from '../../api/broadband/transaction-counts.ts';
import { useMessages } from '../../i18n/locale.tsx';
import { BarChart, type ChartTone, ChartLegend } from '../../ui/charts/bar-chart.tsx';
import { useHomeMessages } from './messages.ts';
import {
  Card,
  Figure,
  NotCounted,
  WhenLoaded,
  legendItems,
  readAt,
  useCountRows,
  useFormats,
} from './overview-card.tsx';
import {
  type OverviewQueries,
  cancellationsByAction,
  cancellationsByProgress,
  transactionsHref,
} from './overview-data.ts';

const PROGRESS_TONES = { pending: 2, cancelled: 4 } as const satisfies Record<string, ChartTone>;

/** The cancellations requested: by progress, and by kind split by progress. */
export function CancellationsCard({ queries }: { queries: OverviewQueries }) {
  const text = useHomeMessages();
  const { reading } = useMessages();
  const format = useFormats();
  const rowsOf = useCountRows();
  const pending = useTransactionCounts(queries.cancelPending);
  const done = useTransactionCounts(queries.cancelDone);
  const progress = { pending: text.cancellations.pending, cancelled: text.cancellations.cancelled };
  return (
    <Card id="overview-cancellations" title={text.cancellations.title} resetKey={readAt([pending, done])}>
      <WhenLoaded<[TransactionCounts, TransactionCounts]> queries={[pending, done]} rows={8}>
        {(onPending, onDone) => {
          const total = onPending.total + onDone.total;
          const tone = (key: 'pending' | 'cancelled') => PROGRESS_TONES[key];
          const byAction = cancellationsByAction(onPending, onDone);
          return (
            <>
              <Figure
                value={total}
                text={text.cancellations.figure(format.number(total))}
                href={transactionsHref({ cancel_requested: true })}
                none={text.cancellations.none}
              />
              <BarChart
                label={text.cancellations.byStatus}
                rows={rowsOf(cancellationsByProgress(onPending, onDone), (key) => progress[key], tone)}
              />
              {total > 0 ? (
                <>
                  <h3 className="overview-card__subtitle">{text.cancellations.byAction}</h3>
                  {byAction ? (
                    <>
                      <ChartLegend
                        label={text.cancellations.legend}
                        items={legendItems(
                          (['pending', 'cancelled'] as const).map((key) => ({
                            key,
                            label: progress[key],
                            tone: PROGRESS_TONES[key],
                          })),
                          byAction,
                          reading.other,
                        )}
                      />
                      <BarChart
                        label={text.cancellations.byAction}
                        rows={rowsOf(
                          byAction,
                          (key) => text.labels.actions[key],
                          () => 1,
                          { label: (key) => progress[key], tone },
                        )}
                      />
                    </>
                  ) : (
                    <NotCounted />
                  )}
                </>
              ) : null}
            </>
          );
        }}
      </WhenLoaded>
    </Card>
  );
}
