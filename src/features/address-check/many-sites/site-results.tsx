import { useDeferredValue, useId, useMemo } from 'react';
import { Link } from 'react-router';
import { searchOf } from '../../../api/broadband-basic/address-key.ts';
import { readServiceSentence, technologyName } from '../../../contract/service-sentences.ts';
import { formatSpeed } from '../../../i18n/format-speed.ts';
import { intlLocale, numberFormat } from '../../../i18n/intl-formats.ts';
import { useLocale } from '../../../i18n/locale.tsx';
import { effectiveSort } from '../../../ui/list-params.ts';
import { Pagination } from '../../../ui/pagination.tsx';
import { paths } from '../../../ui/paths.ts';
import { ScrollArea } from '../../../ui/scroll-area.tsx';
import { ServiceSentence } from '../../../ui/service-sentence.tsx';
import { SortHeading as SortableHeading } from '../../../ui/sort-heading.tsx';
import { useListParams } from '../../../ui/use-list-params.ts';
import {
  SHOW_OPTIONS,
  SITE_LIST,
  type SiteListParams,
  type SiteSortMember,
  addressText,
  bestDownloadOf,
  connectionText,
  summaryItems,
  summaryOf,
  visibleRows,
} from './list-spec.ts';
import { formatPlanDate } from '../report.ts';
import { useManySitesMessages } from './messages.ts';
import { SiteExports } from './site-exports.tsx';
import type { SiteList } from './site-list-store.ts';
import { type SiteResult, type UnreadReply, rowsOfList, standingOf } from './site-result.ts';

function SortHeading({
  member,
  label,
  params,
  onSort,
}: {
  member: SiteSortMember;
  label: string;
  params: SiteListParams;
  onSort: (member: SiteSortMember) => void;
}) {
  const leading = effectiveSort(SITE_LIST, params)[0];
  return (
    <SortableHeading
      label={label}
      direction={leading?.member === member ? leading.direction : null}
      onSort={() => onSort(member)}
    />
  );
}

/** A reply that could not be read: said as such, with the method, the place and the cid in its details. */
export function UnreadReplyText({ unread }: { unread: UnreadReply }) {
  const text = useManySitesMessages();
  return (
    <>
      {text.replyUnread}
      <details className="site-table__details">
        <summary>{text.details}</summary>
        <code>{unread.method}</code> · <code>{unread.pointer === '' ? '/' : unread.pointer}</code> ·{' '}
        {unread.expected} → {unread.received}
        {unread.cid ? (
          <>
            {' '}
            · cid <code>{unread.cid}</code>
          </>
        ) : null}
      </details>
    </>
  );
}

/**
 * Per provider with an answer: its technologies and best speeds; for a site the service did not
 * check, its sentence in the reader's language.
 */
export function ProviderLines({ result }: { result: SiteResult }) {
  const { locale } = useLocale();
  const { outcome } = result;
  if (outcome.kind === 'failed' && outcome.unreadReply)
    return <UnreadReplyText unread={outcome.unreadReply} />;
  if (outcome.kind === 'unchecked') return null;
  if (outcome.kind !== 'checked') return <ServiceSentence sentence={outcome.message} lang="en" />;
  const answering = outcome.providers.filter((provider) => provider.technologies.length > 0);
  if (answering.length === 0) return null;
  return (
    <ul className="site-table__providers">
      {answering.map((provider) => (
        <li key={provider.provider}>
          <strong>{provider.provider}</strong>{' '}
          {provider.technologies.map((technology) => technologyName(technology, locale)).join(', ')} ·{' '}
          {formatSpeed(provider.bestDownload ?? 0, locale)} / {formatSpeed(provider.bestUpload ?? 0, locale)}
        </li>
      ))}
    </ul>
  );
}

/** A site's disruptions and construction notices, in the reader's language, each with the service's own words. */
export function NoteLines({ result }: { result: SiteResult }) {
  const { locale } = useLocale();
  const { outcome } = result;
  if (outcome.kind !== 'checked') return null;
  const disrupted = outcome.providers.filter((provider) => provider.disruption !== null);
  if (disrupted.length === 0 && outcome.construction.length === 0) return null;
  return (
    <ul className="site-table__notes">
      {disrupted.map((provider) => (
        <li key={provider.provider}>
          {/* a sentence the portal knows names the provider itself */}
          {readServiceSentence(provider.disruption ?? '', locale).known ? null : `${provider.provider}: `}
          <ServiceSentence sentence={provider.disruption ?? ''} lang="en" />
        </li>
      ))}
      {outcome.construction.map((note, index) => (
        // two notes may read the same (one network's works at two technologies)
        <li key={`${index} ${note.technology} ${note.message}`}>
          {technologyName(note.technology, locale)} ({note.network}):{' '}
          <ServiceSentence
            sentence={note.message}
            lang="nl"
            after={note.plannedFor ? `, ${formatPlanDate(note.plannedFor, locale)}` : null}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * The checked sites (and, once a run has stopped short, those it left unchecked): a summary, a
 * filter, the sortable table a page at a time, and the exports.
 */
export function SiteResults({
  list,
  results,
  stoppedShort,
}: {
  list: SiteList;
  results: readonly SiteResult[];
  stoppedShort: boolean;
}) {
  const text = useManySitesMessages();
  const { locale } = useLocale();
  const id = useId();
  const count = (value: number) => numberFormat(intlLocale(locale)).format(value);
  const { params, sortBy, setPage, setPerPage, changeFilter } = useListParams(SITE_LIST);
  // while a run adds rows the table follows a moment later, without holding up the run's own updates
  const finished = useDeferredValue(results);
  const shownResults = useMemo(
    () => rowsOfList(list.sites, finished, stoppedShort),
    [list.sites, finished, stoppedShort],
  );
  const rows = useMemo(
    () => visibleRows(shownResults, params.filter, effectiveSort(SITE_LIST, params)),
    [shownResults, params],
  );
  const summary = useMemo(() => summaryOf(shownResults), [shownResults]);
  const totalPages = params.perPage === 0 ? 1 : Math.max(1, Math.ceil(rows.length / params.perPage));
  const page = Math.min(params.page, totalPages);
  const pageRows =
    params.perPage === 0 ? rows : rows.slice((page - 1) * params.perPage, page * params.perPage);

  return (
    <section className="site-results" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{text.resultsTitle}</h2>
      <dl className="site-summary" aria-label={text.summaryTitle}>
        {summaryItems(summary).map((standing) => (
          <div key={standing} className={`site-summary__item site-summary__item--${standing}`}>
            <dt>{text.summary[standing]}</dt>
            <dd>{count(summary[standing])}</dd>
          </div>
        ))}
      </dl>
      <SiteExports list={list} rows={rows} />
      <div className="site-results__filter" data-print="hide">
        <div className="field">
          <label htmlFor={`${id}-show`}>{text.show}</label>
          <select
            id={`${id}-show`}
            value={params.filter.show ?? ''}
            onChange={(event) =>
              changeFilter((filter) => ({
                ...filter,
                show: SHOW_OPTIONS.find((option) => option === event.target.value) ?? null,
              }))
            }
          >
            <option value="">{text.showAll}</option>
            {SHOW_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {text.showOptions[option]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-q`}>{text.search}</label>
          <input
            id={`${id}-q`}
            type="search"
            defaultValue={params.filter.q}
            onChange={(event) =>
              changeFilter((filter) => ({ ...filter, q: event.target.value }), { replace: true })
            }
          />
        </div>
      </div>
      <p className="site-results__shown">
        {shownResults.length === 0
          ? text.noResultsYet
          : text.shown(count(rows.length), count(shownResults.length))}
      </p>
      {rows.length > 0 ? (
        <ScrollArea label={text.resultsTitle} className="site-table__scroll">
          <table className="site-table">
            <caption className="visually-hidden">{text.resultsTitle}</caption>
            <thead>
              <tr>
                <SortHeading member="line" label={text.headings.line} params={params} onSort={sortBy} />
                <SortHeading
                  member="reference"
                  label={text.headings.reference}
                  params={params}
                  onSort={sortBy}
                />
                <SortHeading member="address" label={text.headings.address} params={params} onSort={sortBy} />
                <SortHeading
                  member="connection"
                  label={text.headings.connection}
                  params={params}
                  onSort={sortBy}
                />
                <SortHeading
                  member="download"
                  label={text.headings.download}
                  params={params}
                  onSort={sortBy}
                />
                <th scope="col">{text.headings.providers}</th>
                <th scope="col">{text.headings.notes}</th>
              </tr>
            </thead>
            <tbody>
              {pageRows.map((result) => {
                const address = addressText(result);
                const fastest = bestDownloadOf(result);
                return (
                  <tr key={result.site.line} className={`site-table__row--${standingOf(result.outcome)}`}>
                    <td>{result.site.line}</td>
                    <td>{result.site.reference}</td>
                    <td>
                      <Link
                        to={`${paths.addressCheck}?${searchOf(result.site).toString()}`}
                        aria-label={text.openSite(address)}
                      >
                        {address}
                      </Link>
                    </td>
                    <td>{connectionText(result, text)}</td>
                    <td>{fastest > 0 ? formatSpeed(fastest, locale) : ''}</td>
                    <td>
                      <ProviderLines result={result} />
                    </td>
                    <td>
                      <NoteLines result={result} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollArea>
      ) : shownResults.length > 0 ? (
        <p>{text.noRows}</p>
      ) : null}
      {rows.length > 0 ? (
        <Pagination
          page={page}
          perPage={params.perPage}
          totalPages={totalPages}
          pageSizes={SITE_LIST.pageSizes ?? []}
          onPage={setPage}
          onPageSize={setPerPage}
        />
      ) : null}
    </section>
  );
}
