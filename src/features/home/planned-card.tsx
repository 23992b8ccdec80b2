import { type TransactionCounts, useTransactionCounts } from '../../api/broadband/transaction-counts.ts';
import { useMessages } from '../../i18n/locale.tsx';
import { DayTimeline, type TimelineDay } from '../../ui/charts/day-timeline.tsx';
import { useHomeMessages } from './messages.ts';
import { Card, Figure, NotCounted, WhenLoaded, readAt, useFormats } from './overview-card.tsx';
import {
  type OverviewQueries,
  busiestDay,
  isWeekend,
  plannedDays,
  transactionsHref,
} from './overview-data.ts';

/** The completions expected in the next 30 days, day by day, with the busiest day named. */
export function PlannedCard({ queries, today }: { queries: OverviewQueries; today: string }) {
  const text = useHomeMessages();
  const { reading } = useMessages();
  const format = useFormats();
  const planned = useTransactionCounts(queries.planned);
  return (
    <Card
      id="overview-planned"
      title={text.planned.title}
      intro={text.planned.intro}
      wide
      resetKey={readAt([planned])}
    >
      <WhenLoaded<[TransactionCounts]> queries={[planned]} rows={3}>
        {(counts) => {
          const period = plannedDays(today, counts);
          const busiest = period ? busiestDay(period.days) : null;
          const timeline: TimelineDay[] = (period?.days ?? []).map((day, index) => ({
            date: day.date,
            shortLabel: format.day(day.date, { day: 'numeric' }),
            monthLabel:
              index === 0 || day.date.endsWith('-01') ? format.day(day.date, { month: 'short' }) : undefined,
            longLabel: format.day(day.date, { weekday: 'short', day: 'numeric', month: 'short' }),
            value: day.value,
            valueText: format.number(day.value),
            name: text.planned.day(
              format.day(day.date, { weekday: 'long', day: 'numeric', month: 'long' }),
              day.value,
              format.number(day.value),
            ),
            href: transactionsHref(day.filter),
            weekend: isWeekend(day.date),
          }));
          return (
            <>
              <Figure
                value={counts.total}
                text={text.planned.figure(format.number(counts.total))}
                href={transactionsHref(queries.planned.filter)}
                none={text.planned.none}
              />
              {period === null ? <NotCounted /> : null}
              {busiest ? (
                <>
                  <p className="overview-card__summary">
                    {text.planned.busiest(
                      format.day(busiest.date, { weekday: 'long', day: 'numeric', month: 'long' }),
                      format.number(busiest.value),
                    )}
                  </p>
                  <DayTimeline days={timeline} label={text.planned.chart} />
                </>
              ) : null}
              {period && period.other.value > 0 ? (
                <p className="overview-card__note">
                  <strong>{reading.other}:</strong>{' '}
                  {text.planned.otherDates(format.number(period.other.value), period.other.named.join(', '))}
                </p>
              ) : null}
            </>
          );
        }}
      </WhenLoaded>
    </Card>
  );
}
