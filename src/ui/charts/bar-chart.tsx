import './charts.css';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';

/** The four colours of the chart palette (styles.css `--chart-1` … `--chart-4`). */
export type ChartTone = 1 | 2 | 3 | 4;

export interface BarSegment {
  key: string;
  label: string;
  value: number;
  /** The value as the page writes numbers. */
  valueText: string;
  tone: ChartTone;
}

export interface BarChartRow {
  key: string;
  label: string;
  /** A second, quieter line under the label. */
  description?: string;
  value: number;
  valueText: string;
  /** Where the row leads (the list behind the number); a row of 0 is no link. */
  href?: string;
  tone?: ChartTone;
  /** Parts of the row's value, stacked in this order; their values add up to the row's. */
  segments?: readonly BarSegment[];
}

/** The bar's length as a share of the longest, for the stylesheet (set through the CSSOM, CSP-safe). */
export const shareStyle = (value: number, max: number) =>
  ({ '--share': max > 0 ? Math.min(1, value / max) : 0 }) as CSSProperties;

function RowContent({ row, max }: { row: BarChartRow; max: number }) {
  const segments = row.segments?.filter((segment) => segment.value > 0) ?? [];
  return (
    <>
      <span className="bar-chart__label">
        <span className="bar-chart__name">{row.label}</span>
        {row.description ? <span className="bar-chart__description">{row.description}</span> : null}
      </span>
      <span className="visually-hidden">: </span>
      <span className="bar-chart__track" aria-hidden="true">
        <span
          className={`bar-chart__bar${row.value > 0 ? '' : ' bar-chart__bar--empty'}`}
          style={shareStyle(row.value, max)}
        >
          {row.value === 0 ? null : segments.length > 0 ? (
            segments.map((segment) => (
              <span
                key={segment.key}
                className={`bar-chart__segment chart-tone-${segment.tone}`}
                style={{ flexGrow: segment.value }}
              />
            ))
          ) : (
            <span className={`bar-chart__segment chart-tone-${row.tone ?? 1}`} />
          )}
        </span>
      </span>
      <span className="bar-chart__value">{row.valueText}</span>
      {segments.length > 0 ? (
        <span className="visually-hidden">
          {` (${segments.map((segment) => `${segment.label}: ${segment.valueText}`).join(', ')})`}
        </span>
      ) : null}
    </>
  );
}

/**
 * Horizontal bars, one row each, as a list a person can read as well as look at: every row shows
 * its label and number, and is one link (a large target) to the list behind the number, named
 * "label: number" with its stacked parts. Bars are sized against the longest row (or `max`).
 */
export function BarChart({
  rows,
  max,
  label,
}: {
  rows: readonly BarChartRow[];
  max?: number;
  /** Names the list for assistive technology. */
  label: string;
}) {
  const longest = max ?? Math.max(0, ...rows.map((row) => row.value));
  return (
    <ul className="bar-chart" aria-label={label}>
      {rows.map((row) => (
        <li key={row.key} className="bar-chart__item">
          {row.href && row.value > 0 ? (
            <Link to={row.href} className="bar-chart__row bar-chart__row--link">
              <RowContent row={row} max={longest} />
            </Link>
          ) : (
            <span className="bar-chart__row">
              <RowContent row={row} max={longest} />
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** What each colour stands for, beside a chart whose bars are stacked or coloured by kind. */
export function ChartLegend({
  items,
  label,
}: {
  items: readonly { key: string; label: string; tone: ChartTone }[];
  label: string;
}) {
  return (
    <ul className="chart-legend" aria-label={label}>
      {items.map((item) => (
        <li key={item.key} className="chart-legend__item">
          <span className={`chart-legend__swatch chart-tone-${item.tone}`} aria-hidden="true" />
          {item.label}
        </li>
      ))}
    </ul>
  );
}

/** Grey bars where a chart will be, while its numbers load; the words say so for everyone. */
export function ChartSkeleton({ rows = 4, text }: { rows?: number; text: string }) {
  return (
    <div className="chart-skeleton">
      <p className="chart-skeleton__text">{text}</p>
      <div aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          <span key={index} className="chart-skeleton__bar" />
        ))}
      </div>
    </div>
  );
}
