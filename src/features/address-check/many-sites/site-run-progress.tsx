import { useEffect, useId, useRef, useState } from 'react';
import { intlLocale, numberFormat } from '../../../i18n/intl-formats.ts';
import { useLocale } from '../../../i18n/locale.tsx';
import { ErrorNotice } from '../../../ui/error-notice.tsx';
import { type ManySitesMessages, useManySitesMessages } from './messages.ts';
import { cancelSiteRun, checkRemainingSites, pauseSiteRun } from './site-list-store.ts';
import type { SiteResult } from './site-result.ts';
import type { RunSnapshot } from './site-run.ts';

function durationText(ms: number, text: ManySitesMessages): string {
  const seconds = Math.max(1, Math.round(ms / 1000));
  return seconds < 90 ? text.seconds(seconds) : text.minutes(Math.round(seconds / 60));
}

/** Every tenth of the way, and at the end: often enough to follow, rarely enough to work on. */
const milestoneOf = (done: number, total: number) => (total === 0 ? 0 : Math.floor((done / total) * 10));

/**
 * Done, failed and to go, with a bar, an estimate and the buttons that steer the run. A screen
 * reader hears the progress politely, a tenth at a time, and every change of state.
 */
export function SiteRunProgress({
  run,
  total,
  results,
}: {
  run: RunSnapshot;
  total: number;
  /** Every finished row of the list, this run's and those of runs before it (a reload, a stop). */
  results: readonly SiteResult[];
}) {
  const text = useManySitesMessages();
  const { locale } = useLocale();
  const id = useId();
  const count = (value: number) => numberFormat(intlLocale(locale)).format(value);
  const checked = total - run.remaining;
  const failed = results.filter((result) => result.outcome.kind === 'failed').length;

  const [announcement, setAnnouncement] = useState('');
  const said = useRef({ milestone: milestoneOf(checked, total), status: run.status });
  useEffect(() => {
    const milestone = milestoneOf(checked, total);
    if (run.status !== said.current.status) setAnnouncement(text.status[run.status]);
    else if (milestone !== said.current.milestone)
      setAnnouncement(text.announce(count(checked), count(total)));
    said.current = { milestone, status: run.status };
    // count is a formatter of the language in use
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [checked, total, run.status, text]);

  // the run's controls come and go: focus stays in this section, from its heading on
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const cancel = () => {
    cancelSiteRun();
    heading.current?.focus();
  };

  const active = run.status === 'running' || run.status === 'pausing';
  const canContinue = run.status === 'paused' || run.status === 'cancelled' || run.status === 'signed-out';

  return (
    <section className="site-run" aria-labelledby={`${id}-title`} data-print="hide">
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {text.progressTitle}
      </h2>
      <progress
        id={`${id}-bar`}
        className="site-run__bar"
        max={total}
        value={checked}
        aria-label={text.progressLabel}
        aria-describedby={`${id}-counts`}
      />
      <p id={`${id}-counts`} className="site-run__counts">
        {text.counts(count(results.length - failed), count(failed), count(run.remaining))}
        {active && run.estimateMs !== null ? ` · ${text.estimate(durationText(run.estimateMs, text))}` : null}
      </p>
      <p className="site-run__status">{text.status[run.status]}</p>
      {run.stoppedBy ? <ErrorNotice error={run.stoppedBy} /> : null}
      {run.waitingUntil !== null && active ? <p className="notice notice--info">{text.waiting}</p> : null}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <div className="form__actions">
        {/* one button that turns from pause to resume, so focus stays on it */}
        {active || run.status === 'paused' ? (
          <button
            type="button"
            className={run.status === 'running' ? 'button' : 'button button--primary'}
            onClick={run.status === 'running' ? pauseSiteRun : () => checkRemainingSites()}
          >
            {run.status === 'running' ? text.pause : text.resume}
          </button>
        ) : null}
        {active || run.status === 'paused' ? (
          <button type="button" className="button" onClick={cancel}>
            {text.cancel}
          </button>
        ) : null}
        {canContinue && run.status !== 'paused' && run.remaining > 0 ? (
          <button type="button" className="button button--primary" onClick={() => checkRemainingSites()}>
            {text.continueRest(count(run.remaining), run.remaining === 1)}
          </button>
        ) : null}
      </div>
    </section>
  );
}
