import { formatSpeed } from '../../../i18n/format-speed.ts';
import { intlLocale, numberFormat } from '../../../i18n/intl-formats.ts';
import { useLocale } from '../../../i18n/locale.tsx';
import { formatCheckedAt } from '../report.ts';
import { addressText, bestDownloadOf, connectionText, summaryItems, summaryOf } from './list-spec.ts';
import { useManySitesMessages } from './messages.ts';
import type { SiteList } from './site-list-store.ts';
import type { SiteResult } from './site-result.ts';

/** The printed report's body: what it is, the summary, then one line per site on A4. */
export function SiteReport({ list, rows }: { list: SiteList; rows: readonly SiteResult[] }) {
  const text = useManySitesMessages();
  const { locale } = useLocale();
  const count = (value: number) => numberFormat(intlLocale(locale)).format(value);
  const summary = summaryOf(rows);
  return (
    <>
      <p className="report__title">{text.reportTitle}</p>
      <p>{text.reportSource(list.source, count(rows.length), formatCheckedAt(new Date(), locale))}</p>
      <p>
        {summaryItems(summary)
          .map((standing) => `${text.summary[standing]}: ${count(summary[standing])}`)
          .join(' · ')}
      </p>
      <table className="site-report__table">
        <thead>
          <tr>
            <th scope="col">{text.headings.line}</th>
            <th scope="col">{text.headings.reference}</th>
            <th scope="col">{text.headings.address}</th>
            <th scope="col">{text.headings.connection}</th>
            <th scope="col">{text.headings.download}</th>
            <th scope="col">{text.headings.providers}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((result) => {
            const fastest = bestDownloadOf(result);
            const providers =
              result.outcome.kind === 'checked'
                ? result.outcome.providers
                    .filter((provider) => provider.technologies.length > 0)
                    .map((provider) => provider.provider)
                    .join(', ')
                : '';
            return (
              <tr key={result.site.line}>
                <td>{result.site.line}</td>
                <td>{result.site.reference}</td>
                <td>{addressText(result)}</td>
                <td>{connectionText(result, text)}</td>
                <td>{fastest > 0 ? formatSpeed(fastest, locale) : ''}</td>
                <td>{providers}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}
