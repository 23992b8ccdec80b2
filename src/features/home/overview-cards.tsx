import { type UseQueryResult, useQueries } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { carrierCountQueryOptions } from '../../api/broadband/carrier-count.ts';
import { type TransactionCounts, useTransactionCounts } from '../../api/broadband/transaction-counts.ts';
import { formatAddressKey, searchOf } from '../../api/broadband-basic/address-key.ts';
import { useRecentChecks } from '../../api/broadband-basic/recent-checks.ts';
import { paths } from '../../ui/paths.ts';
import { dateTimeFormat, intlLocale, numberFormat } from '../../i18n/intl-formats.ts';
import { useLocale, useMessages } from '../../i18n/locale.tsx';
import {
  BarChart,
  type BarChartRow,
  type ChartTone,
  ChartLegend,
  ChartSkeleton,
} from '../../ui/charts/bar-chart.tsx';
import { DayTimeline, type TimelineDay } from '../../ui/charts/day-timeline.tsx';
import type { Transaction } from '../../contract/types.gen.ts';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { SectionBoundary } from '../../ui/section-boundary.tsx';
import { useHomeMessages } from './messages.ts';
import {
  type CountRow,
  OTHER,
  type OverviewQueries,
  TECHNOLOGIES,
  TECHNOLOGY_FAMILIES,
  type TechnologyFamily,
  busiestDay,
  cancellationsByAction,
  cancellationsByProgress,
  isWeekend,
  openByAction,
  openByState,
  plannedDays,
  slippedByAction,
  technologyRows,
  transactionsHref,
} from './overview-data.ts';

const FAMILY_TONES: Record<TechnologyFamily, ChartTone> = { fiber: 3, copper: 2, cable: 4 };
const STATE_TONES = { new: 1, processing: 2 } as const satisfies Record<string, ChartTone>;
const PROGRESS_TONES = { pending: 2, cancelled: 4 } as const satisfies Record<string, ChartTone>;
/** The part of a bar in a state or of an action the portal does not know. */
const OTHER_TONE: ChartTone = 3;

/** Every product of the catalogue, and those of each technology group. */
export const CARRIER_FILTERS = [
  {},
  ...TECHNOLOGIES.map(({ key }) => ({ aggregated_data_technology: key })),
] as const satisfies readonly Record<string, string>[];

function useFormats() {
  const { locale } = useLocale();
  const tag = intlLocale(locale);
  const number = (value: number) => numberFormat(tag).format(value);
  const day = (date: string, options: Intl.DateTimeFormatOptions) =>
    dateTimeFormat(tag, { ...options, timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
  return { number, day };
}

/** Changes whenever one of the answers is read again. */
const readAt = (queries: readonly Pick<UseQueryResult, 'dataUpdatedAt'>[]) =>
  queries.map((query) => query.dataUpdatedAt).join(' ');

/**
 * One card of the overview: what fails to draw in it says so in its place, the other cards stay;
 * it tries again when what it shows changes (`resetKey`: its answers read again).
 */
function Card({
  id,
  title,
  intro,
  wide = false,
  resetKey,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  wide?: boolean;
  resetKey: unknown;
  children: ReactNode;
}) {
  return (
    <section
      className={`overview-card${wide ? ' overview-card--wide' : ''}`}
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`} className="overview-card__title">
        {title}
      </h2>
      {intro ? <p className="overview-card__intro">{intro}</p> : null}
      <SectionBoundary resetKey={resetKey}>{children}</SectionBoundary>
    </section>
  );
}

/** The card's chart once every answer it needs is in; meanwhile grey bars, or what went wrong. */
function WhenLoaded<Data extends unknown[]>({
  queries,
  rows,
  children,
}: {
  queries: { [Index in keyof Data]: UseQueryResult<Data[Index]> };
  rows?: number;
  children: (...data: Data) => ReactNode;
}) {
  const text = useHomeMessages();
  const failed = queries.find((query) => query.isError);
  if (failed) return <ErrorNotice error={failed.error} />;
  if (queries.some((query) => query.data === undefined))
    return <ChartSkeleton rows={rows} text={text.loading} />;
  return <>{children(...(queries.map((query) => query.data) as Data))}</>;
}

/** The card's headline number, a link to everything it counts (plain text when it is 0). */
function Figure({ value, text, href, none }: { value: number; text: string; href: string; none: string }) {
  if (value === 0) return <p className="overview-card__figure overview-card__figure--none">{none}</p>;
  return (
    <p className="overview-card__figure">
      <Link to={href}>{text}</Link>
    </p>
  );
}

/** Where the service sent no counts of a breakdown: said, never drawn as zeros. */
function NotCounted() {
  const text = useHomeMessages();
  return <p className="overview-card__note">{text.notCounted}</p>;
}

/**
 * Chart rows from count rows. The row and parts of the values the portal does not know read
 * "Other", the row with those values as the service named them; it leads nowhere.
 */
function useCountRows() {
  const format = useFormats();
  const { reading } = useMessages();
  return function rowsOf<Key extends string, Part extends string>(
    rows: readonly CountRow<Key, Part>[],
    label: (key: Key) => string,
    tone: (key: Key) => ChartTone,
    part?: { label: (key: Part) => string; tone: (key: Part) => ChartTone },
  ): BarChartRow[] {
    return rows.map((row) => ({
      key: row.key,
      label: row.key === OTHER ? reading.other : label(row.key as Key),
      description: row.named && row.named.length > 0 ? row.named.join(', ') : undefined,
      value: row.value,
      valueText: format.number(row.value),
      href: row.filter ? transactionsHref(row.filter) : undefined,
      tone: row.key === OTHER ? OTHER_TONE : tone(row.key as Key),
      segments:
        part && row.segments
          ? row.segments.map((segment) => ({
              key: segment.key,
              label: segment.key === OTHER ? reading.other : part.label(segment.key as Part),
              value: segment.value,
              valueText: format.number(segment.value),
              tone: segment.key === OTHER ? OTHER_TONE : part.tone(segment.key as Part),
            }))
          : undefined,
    }));
  };
}

/** The legend of stacked bars: its parts, and "Other" only when a bar has such a part. */
function legendItems<Part extends string>(
  parts: readonly { key: Part; label: string; tone: ChartTone }[],
  rows: readonly CountRow<string, Part>[],
  other: string,
): { key: string; label: string; tone: ChartTone }[] {
  const withOther = rows.some((row) =>
    row.segments?.some((segment) => segment.key === OTHER && segment.value > 0),
  );
  return withOther ? [...parts, { key: OTHER, label: other, tone: OTHER_TONE }] : [...parts];
}

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

export function ProductsCard() {
  const text = useHomeMessages();
  const format = useFormats();
  const counts = useQueries({
    queries: CARRIER_FILTERS.map((filter) => carrierCountQueryOptions(filter)),
  });
  return (
    <Card
      id="overview-products"
      title={text.products.title}
      intro={text.products.intro}
      resetKey={readAt(counts)}
    >
      <WhenLoaded<number[]> queries={counts} rows={6}>
        {(total, ...perTechnology) => {
          const rows = technologyRows(
            new Map(TECHNOLOGIES.map(({ key }, index) => [key, perTechnology[index] ?? 0])),
            total,
          );
          return (
            <>
              <Figure
                value={total}
                text={text.products.figure(format.number(total))}
                href={paths.products}
                none={text.products.figure(format.number(0))}
              />
              <ChartLegend
                label={text.products.legend}
                items={TECHNOLOGY_FAMILIES.map((family) => ({
                  key: family,
                  label: text.products.families[family],
                  tone: FAMILY_TONES[family],
                }))}
              />
              <BarChart
                label={text.products.chart}
                rows={rows.map((row) => ({
                  key: row.key,
                  label: row.key === 'other' ? text.products.other : row.key,
                  description:
                    row.key === 'other'
                      ? text.products.otherDescription
                      : text.products.technologies[row.key],
                  value: row.value,
                  valueText: format.number(row.value),
                  href: row.href ?? undefined,
                  tone: row.family ? FAMILY_TONES[row.family] : 1,
                }))}
              />
            </>
          );
        }}
      </WhenLoaded>
    </Card>
  );
}

export function RecentChecksCard() {
  const text = useHomeMessages();
  const recent = useRecentChecks();
  return (
    <Card
      id="overview-recent"
      title={text.recent.title}
      intro={recent.length > 0 ? text.recent.intro : undefined}
      resetKey={recent}
    >
      {recent.length > 0 ? (
        <ul className="overview-recent">
          {recent.map((address) => (
            <li key={formatAddressKey(address)}>
              <Link
                to={`${paths.addressCheck}?${searchOf(address).toString()}`}
                aria-label={text.recent.repeat(formatAddressKey(address))}
              >
                {formatAddressKey(address)}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <>
          <p>{text.recent.none}</p>
          <p>
            <Link to={paths.addressCheck}>{text.recent.start}</Link>
          </p>
        </>
      )}
    </Card>
  );
}
