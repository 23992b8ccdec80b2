import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { dateTimeFormat, intlLocale, numberFormat } from '../../i18n/intl-formats.ts';
import { useLocale, useMessages } from '../../i18n/locale.tsx';
import { type BarChartRow, type ChartTone, ChartSkeleton } from '../../ui/charts/bar-chart.tsx';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { SectionBoundary } from '../../ui/section-boundary.tsx';
import { useHomeMessages } from './messages.ts';
import { type CountRow, OTHER, transactionsHref } from './overview-data.ts';

/**
 * What the overview's cards share: the card's frame and its boundary, the wait for its answers,
 * its headline figure, and count rows as chart rows.
 */

/** The part of a bar in a state or of an action the portal does not know. */
export const OTHER_TONE: ChartTone = 3;

export function useFormats() {
  const { locale } = useLocale();
  const tag = intlLocale(locale);
  const number = (value: number) => numberFormat(tag).format(value);
  const day = (date: string, options: Intl.DateTimeFormatOptions) =>
    dateTimeFormat(tag, { ...options, timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
  return { number, day };
}

/** Changes whenever one of the answers is read again. */
export const readAt = (queries: readonly Pick<UseQueryResult, 'dataUpdatedAt'>[]) =>
  queries.map((query) => query.dataUpdatedAt).join(' ');

/**
 * One card of the overview: what fails to draw in it says so in its place, the other cards stay;
 * it tries again when what it shows changes (`resetKey`: its answers read again).
 */
export function Card({
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
export function WhenLoaded<Data extends unknown[]>({
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
export function Figure({
  value,
  text,
  href,
  none,
}: {
  value: number;
  text: string;
  href: string;
  none: string;
}) {
  if (value === 0) return <p className="overview-card__figure overview-card__figure--none">{none}</p>;
  return (
    <p className="overview-card__figure">
      <Link to={href}>{text}</Link>
    </p>
  );
}

/** Where the service sent no counts of a breakdown: said, never drawn as zeros. */
export function NotCounted() {
  const text = useHomeMessages();
  return <p className="overview-card__note">{text.notCounted}</p>;
}

/**
 * Chart rows from count rows. The row and parts of the values the portal does not know read
 * "Other", the row with those values as the service named them; it leads nowhere.
 */
export function useCountRows() {
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
export function legendItems<Part extends string>(
  parts: readonly { key: Part; label: string; tone: ChartTone }[],
  rows: readonly CountRow<string, Part>[],
  other: string,
): { key: string; label: string; tone: ChartTone }[] {
  const withOther = rows.some((row) =>
    row.segments?.some((segment) => segment.key === OTHER && segment.value > 0),
  );
  return withOther ? [...parts, { key: OTHER, label: other, tone: OTHER_TONE }] : [...parts];
}
