import { type TransactionCounts, useTransactionCounts } from '../../api/broadband/transaction-counts.ts';
import type { Transaction } from '../../contract/types.gen.ts';
import { useMessages } from '../../i18n/locale.tsx';
import { BarChart, type ChartTone, ChartLegend } from '../../ui/charts/bar-chart.tsx';
import { useHomeMessages } from './messages.ts';
import {
  Card,
  Figure,
  NotCounted,
  OTHER_TONE,
  WhenLoaded,
  legendItems,
  readAt,
  useCountRows,
  useFormats,
} from './overview-card.tsx';
import { type OverviewQueries, openByAction, openByState, transactionsHref } from './overview-data.ts';

const STATE_TONES = { new: 1, processing: 2 } as const satisfies Record<string, ChartTone>;

/** The transactions still open: how many, by state, and by kind split by state. */
export function OpenCard({ queries }: { queries: OverviewQueries }) {
  const text = useHomeMessages();
  const { reading } = useMessages();
  const format = useFormats();
  const rowsOf = useCountRows();
  const open = useTransactionCounts(queries.open);
  const openNew = useTransactionCounts(queries.openNew);
  const openProcessing = useTransactionCounts(queries.openProcessing);
  const states = text.labels.states;
  return (
    <Card id="overview-open" title={text.open.title} resetKey={readAt([open, openNew, openProcessing])}>
      <WhenLoaded<[TransactionCounts, TransactionCounts, TransactionCounts]>
        queries={[open, openNew, openProcessing]}
        rows={8}
      >
        {(onOpen, onNew, onProcessing) => {
          const byState = openByState(onOpen);
          const byAction = openByAction(onOpen, onNew, onProcessing);
          const stateTone = (key: Transaction['state']) =>
            key === 'new' || key === 'processing' ? STATE_TONES[key] : OTHER_TONE;
          const openStates = (['new', 'processing'] as const).map((key) => ({
            key,
            label: states[key],
            tone: STATE_TONES[key],
          }));
          return (
            <>
              <Figure
                value={onOpen.total}
                text={text.open.figure(format.number(onOpen.total))}
                href={transactionsHref(queries.open.filter)}
                none={text.open.none}
              />
              {byState ? (
                <BarChart label={text.open.byState} rows={rowsOf(byState, (key) => states[key], stateTone)} />
              ) : (
                <NotCounted />
              )}
              <h3 className="overview-card__subtitle">{text.open.byAction}</h3>
              {byAction ? (
                <>
                  <ChartLegend
                    label={text.open.legend}
                    items={legendItems(openStates, byAction, reading.other)}
                  />
                  <BarChart
                    label={text.open.byAction}
                    rows={rowsOf(
                      byAction,
                      (key) => text.labels.actions[key],
                      () => 1,
                      { label: (key) => states[key], tone: stateTone },
                    )}
                  />
                </>
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
