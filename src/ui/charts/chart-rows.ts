/** What a chart row holds and says, apart from how it is drawn. */
import type { CSSProperties } from 'react';

/** The four colours of the chart palette (src/ui/base.css `--chart-1` … `--chart-4`). */
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

/** "Label (description): value (part: value, …)": what a row says, as one name. */
export function rowName(row: BarChartRow): string {
  const parts = row.segments?.filter((segment) => segment.value > 0) ?? [];
  return [
    row.label,
    row.description ? ` (${row.description})` : '',
    `: ${row.valueText}`,
    parts.length > 0 ? ` (${parts.map((part) => `${part.label}: ${part.valueText}`).join(', ')})` : '',
  ].join('');
}
