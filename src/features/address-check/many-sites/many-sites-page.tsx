import './many-sites.css';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { intlLocale, numberFormat } from '../../../i18n/intl-formats.ts';
import { useLocale } from '../../../i18n/locale.tsx';
import { PAGE_HEADING_ID, PageHeading } from '../../../ui/page-heading.tsx';
import { paths } from '../../../ui/paths.ts';
import { ScrollArea } from '../../../ui/scroll-area.tsx';
import { type ManySitesMessages, useManySitesMessages } from './messages.ts';
import { SheetCutsNotice } from './sheet-cuts-notice.tsx';
import { SiteListInput } from './site-list-input.tsx';
import { type SiteList, checkRemainingSites, discardSiteList, useSiteList } from './site-list-store.ts';
import { SiteResults } from './site-results.tsx';
import { SiteRunProgress } from './site-run-progress.tsx';
import type { RowProblem, RowRejection } from './site-rows.ts';

/** Throws the list away; focus goes to the page's heading, above the form that takes its place. */
function discard() {
  discardSiteList();
  requestAnimationFrame(() => document.getElementById(PAGE_HEADING_ID)?.focus());
}

function problemText(problem: RowProblem, text: ManySitesMessages): string {
  switch (problem.kind) {
    case 'missing':
      return problem.role === 'zipcode' ? text.problems.missingZipcode : text.problems.missingHousenr;
    case 'zipcode':
      return text.problems.zipcode(problem.value);
    case 'housenr':
      return text.problems.housenr(problem.value);
    case 'housenrext':
      return text.problems.housenrext(problem.value);
    case 'formula':
      return text.problems.formula(problem.value);
    case 'duplicate':
      return text.problems.duplicate(problem.firstLine);
  }
}

/** A rejected row's cells as the table shows them: enough to find the row, never a page of text. */
const SHOWN_CONTENT_CHARS = 200;
function shownContent(cells: readonly string[]): string {
  const content = cells.join(' | ');
  return content.length > SHOWN_CONTENT_CHARS ? `${content.slice(0, SHOWN_CONTENT_CHARS)}…` : content;
}

/** The rows that are not sites, each with its line and why: folded once the run has begun. */
function RejectedRows({ rejected, open }: { rejected: readonly RowRejection[]; open: boolean }) {
  const text = useManySitesMessages();
  const { locale } = useLocale();
  if (rejected.length === 0) return null;
  return (
    <details className="site-rejected" open={open} data-print="hide">
      <summary>
        {text.rejectedTitle(numberFormat(intlLocale(locale)).format(rejected.length), rejected.length === 1)}
      </summary>
      <p>{text.rejectedIntro}</p>
      <ScrollArea label={text.rejectedTitle(String(rejected.length), rejected.length === 1)}>
        <table className="site-rejected__table">
          <thead>
            <tr>
              <th scope="col">{text.line}</th>
              <th scope="col">{text.content}</th>
              <th scope="col">{text.reason}</th>
            </tr>
          </thead>
          <tbody>
            {rejected.map((row) => (
              <tr key={row.line}>
                <td>{row.line}</td>
                <td>
                  <code>{shownContent(row.cells)}</code>
                </td>
                <td>{row.problems.map((problem) => problemText(problem, text)).join(' ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
    </details>
  );
}

/** Before the run: how many sites are ready, what is skipped and why, and the button to begin. */
function ReadyToCheck({ list }: { list: SiteList }) {
  const text = useManySitesMessages();
  const { locale } = useLocale();
  const count = numberFormat(intlLocale(locale)).format(list.sites.length);
  // the form the list came from has gone: focus goes to what became of it
  const summary = useRef<HTMLParagraphElement>(null);
  useEffect(() => summary.current?.focus(), []);
  return (
    <section className="site-ready" aria-label={text.readyCount(count, list.sites.length === 1)}>
      <p className="site-ready__count" role="status" ref={summary} tabIndex={-1}>
        {list.sites.length > 0 ? text.readyCount(count, list.sites.length === 1) : text.readyNone}
      </p>
      <SheetCutsNotice cuts={list.cuts} />
      <RejectedRows rejected={list.rejected} open />
      <div className="form__actions">
        {list.sites.length > 0 ? (
          <button type="button" className="button button--primary" onClick={() => checkRemainingSites()}>
            {text.start(count, list.sites.length === 1)}
          </button>
        ) : null}
        <button type="button" className="button" onClick={discard}>
          {text.otherList}
        </button>
      </div>
    </section>
  );
}

/** A list left unfinished by a reload, a closed tab or an expired session: go on, or throw it away. */
function Interrupted({ list, done }: { list: SiteList; done: number }) {
  const text = useManySitesMessages();
  const { locale } = useLocale();
  const count = (value: number) => numberFormat(intlLocale(locale)).format(value);
  return (
    <div className="notice notice--info site-interrupted" role="status">
      <p>{text.interrupted(list.source, count(done), count(list.sites.length))}</p>
      <div className="form__actions">
        <button type="button" className="button button--primary" onClick={() => checkRemainingSites()}>
          {text.continueRun}
        </button>
        <button type="button" className="button" onClick={discard}>
          {text.discard}
        </button>
      </div>
    </div>
  );
}

/**
 * Many sites at once: a list in (pasted or a file), every row checked against every provider with
 * care for the service's limits, and the answers out as a table, CSV, Excel and a printed report.
 * The list and its answers survive a reload; the table's filter, order and page are in the URL.
 */
export function ManySitesPage() {
  const text = useManySitesMessages();
  const { list, results, run, interrupted, notKept, runningElsewhere } = useSiteList();
  const started = run !== null || results.length > 0;

  return (
    <section className="page many-sites">
      <PageHeading title={text.title}>{text.title}</PageHeading>
      <p data-print="hide">{text.intro}</p>
      <p data-print="hide">
        <Link to={paths.addressCheck}>{text.oneAddress}</Link>
      </p>
      {notKept && list ? (
        <p className="notice notice--info" role="status" data-print="hide">
          {text.notKept}
        </p>
      ) : null}
      {runningElsewhere && list && !run ? (
        <p className="notice notice--info" role="alert" data-print="hide">
          {text.runningElsewhere}
        </p>
      ) : null}
      {list === null ? <SiteListInput /> : null}
      {list?.providersUnread ? (
        <p className="notice notice--info" data-print="hide">
          {text.providersUnread}
        </p>
      ) : null}
      {list && !started && !interrupted ? <ReadyToCheck list={list} /> : null}
      {list && interrupted && run === null ? <Interrupted list={list} done={results.length} /> : null}
      {list && run ? <SiteRunProgress run={run} total={list.sites.length} results={results} /> : null}
      {list && started ? (
        <>
          {run === null ||
          run.status === 'done' ||
          run.status === 'cancelled' ||
          run.status === 'not-offered' ? (
            <div className="form__actions" data-print="hide">
              <button type="button" className="button" onClick={discard}>
                {text.otherList}
              </button>
            </div>
          ) : null}
          <RejectedRows rejected={list.rejected} open={false} />
          <SiteResults
            list={list}
            results={results}
            stoppedShort={run?.status === 'cancelled' || run?.status === 'not-offered'}
          />
        </>
      ) : null}
    </section>
  );
}

export { ManySitesPage as Component };

/** The page's own texts: the router loads them with the page, in the language in use. */
export { manySitesMessages as texts } from './messages.ts';
