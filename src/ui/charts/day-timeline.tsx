import './charts.css';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { type ChartTone, shareStyle } from './chart-rows.ts';

export interface TimelineDay {
  /** YYYY-MM-DD */
  date: string;
  /** Under a column on wide screens, e.g. "29". */
  shortLabel: string;
  /** The month under the first column and every 1st, e.g. "nov". */
  monthLabel?: string;
  /** Beside a row on narrow screens, e.g. "za 29 nov". */
  longLabel: string;
  value: number;
  valueText: string;
  /** The day and its number in words, e.g. "zaterdag 29 november: 6 opleveringen". */
  name: string;
  href?: string;
  weekend: boolean;
}

/**
 * Days in a row, a column each, where the chart is wide enough for a finger to hit each column
 * (charts.css); else a list of the days that have any, one row each. Each day with a number is a link named with the day and the number; days
 * without one are left out for assistive technology (the chart's summary says what it covers).
 */
export function DayTimeline({
  days,
  label,
  tone = 1,
}: {
  days: readonly TimelineDay[];
  label: string;
  tone?: ChartTone;
}) {
  const max = Math.max(0, ...days.map((day) => day.value));
  return (
    <div className="day-timeline-area">
      <ol className="day-timeline" aria-label={label} style={{ '--days': days.length } as CSSProperties}>
        {days.map((day) => {
          const content = (
            <>
              <span className="day-timeline__date">
                <span className="day-timeline__short">
                  {day.shortLabel}
                  {day.monthLabel ? <span className="day-timeline__month">{day.monthLabel}</span> : null}
                </span>
                <span className="day-timeline__long">{day.longLabel}</span>
              </span>
              <span className="day-timeline__track">
                <span className={`day-timeline__bar chart-tone-${tone}`} style={shareStyle(day.value, max)} />
              </span>
              <span className="day-timeline__value">{day.value > 0 ? day.valueText : ''}</span>
            </>
          );
          const classes = `day-timeline__day${day.weekend ? ' day-timeline__day--weekend' : ''}${day.value === 0 ? ' day-timeline__day--empty' : ''}`;
          return (
            <li key={day.date} className={classes} aria-hidden={day.value === 0 ? true : undefined}>
              {day.href && day.value > 0 ? (
                <Link
                  to={day.href}
                  className="day-timeline__content day-timeline__content--link"
                  aria-label={day.name}
                >
                  {content}
                </Link>
              ) : (
                <span className="day-timeline__content">{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
