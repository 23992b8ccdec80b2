import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocale } from '../../../i18n/locale.tsx';
import { datedFileName } from '../../../ui/csv.ts';
import { downloadFile } from '../../../ui/download.ts';
import { PlugIn } from '../../../ui/plug-ins.tsx';
import { exportTable, sitesCsv, sitesXlsx } from './export-sites.ts';
import { useManySitesMessages } from './messages.ts';
import type { SiteList } from './site-list-store.ts';
import { type SiteResult, providersOfResults } from './site-result.ts';
import { SiteReport } from './site-report.tsx';

/**
 * The rows as shown (filter and order) as CSV for Excel in the language in use, as .xlsx, and as a
 * printed report of one line per site: the report is drawn only while the browser prints.
 */
export function SiteExports({ list, rows }: { list: SiteList; rows: readonly SiteResult[] }) {
  const text = useManySitesMessages();
  const { locale } = useLocale();
  const [printing, setPrinting] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);

  const table = () => exportTable(rows, providersOfResults(list.providers, rows), text.exportTexts);
  const exportCsv = () =>
    downloadFile(
      new Blob([sitesCsv(table(), locale)], { type: 'text/csv;charset=utf-8' }),
      datedFileName(text.fileBase, new Date(), 'csv'),
    );
  const exportXlsx = async () => {
    setBusy(true);
    try {
      downloadFile(
        await sitesXlsx(table(), text.sheetName),
        datedFileName(text.fileBase, new Date(), 'xlsx'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className="site-exports form__actions" data-print="hide">
        <button
          type="button"
          className="button button--small"
          disabled={rows.length === 0}
          onClick={exportCsv}
        >
          {text.exportCsv}
        </button>
        <button
          type="button"
          className="button button--small"
          disabled={rows.length === 0 || busy}
          aria-busy={busy}
          onClick={() => void exportXlsx()}
        >
          {text.exportXlsx}
        </button>
        <button
          type="button"
          className="button button--small"
          disabled={rows.length === 0}
          onClick={() => window.print()}
        >
          {text.print}
        </button>
      </div>
      <div className="site-report" data-print="only">
        {/* always here, so that a demo's letterhead has loaded before the browser prints */}
        <PlugIn place="reportLetterhead" />
        {printing ? <SiteReport list={list} rows={rows} /> : null}
      </div>
    </>
  );
}
