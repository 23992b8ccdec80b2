import './charts.css';
import { Link } from 'react-router';
import { type BarChartRow, type ChartTone, rowName, shareStyle } from './chart-rows.ts';

export type { BarChartRow, BarSegment, ChartTone } from './chart-rows.ts';

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
            <Link to={row.href} className="bar-chart__row bar-chart__row--link" aria-label={rowName(row)}>
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
