import { PlugIn } from '../../ui/plug-ins.tsx';
import { useLocale } from '../../i18n/locale.tsx';
import { useAddressCheckMessages } from './messages.ts';
import { formatCheckedAt } from './report.ts';

/**
 * Prints the result as a one-page report (the print stylesheet leaves out everything else). While
 * the dialog is open the document is named after the address, which a saved PDF takes as its name.
 */
export function PrintButton({ documentTitle, disabled }: { documentTitle: string; disabled: boolean }) {
  const text = useAddressCheckMessages();
  const print = () => {
    const previous = document.title;
    document.title = documentTitle;
    try {
      // browsers hold the page while their print dialog is open
      window.print();
    } finally {
      document.title = previous;
    }
  };
  return (
    <button type="button" className="button button--small" disabled={disabled} onClick={print}>
      {text.print}
    </button>
  );
}

/** On paper, whose report it is (a demo's prospect) and what the result is. */
export function ReportTitle() {
  const text = useAddressCheckMessages();
  return (
    <>
      <PlugIn place="reportLetterhead" />
      <p className="report__title" data-print="only">
        {text.reportTitle}
      </p>
    </>
  );
}

/** On paper, when the answers came in. */
export function CheckedAt({ moment }: { moment: Date | null }) {
  const { locale } = useLocale();
  const text = useAddressCheckMessages();
  if (!moment) return null;
  return (
    <p className="report__checked-at" data-print="only">
      {text.checkedAt(formatCheckedAt(moment, locale))}
    </p>
  );
}
