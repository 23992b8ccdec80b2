import { intlLocale, numberFormat } from '../../../i18n/intl-formats.ts';
import { useLocale } from '../../../i18n/locale.tsx';
import { useManySitesMessages } from './messages.ts';
import { MAX_CELL_CHARS, MAX_COLUMNS, type SheetCuts } from './sheet-reading.ts';

/** What was left out of a list read all the same: the columns after MAX_COLUMNS, the cells cut short. */
export function SheetCutsNotice({ cuts }: { cuts: SheetCuts | undefined }) {
  const text = useManySitesMessages();
  const { locale } = useLocale();
  if (!cuts) return null;
  const count = (value: number) => numberFormat(intlLocale(locale)).format(value);
  return (
    <div className="notice notice--info site-cuts" data-print="hide">
      {cuts.widestColumn > 0 ? (
        <p>{text.columnsLeftOut(count(MAX_COLUMNS), count(cuts.widestColumn))}</p>
      ) : null}
      {cuts.cutCells > 0 ? (
        <p>
          {text.cellsCut(
            count(cuts.cutCells),
            cuts.cutCells === 1,
            count(MAX_CELL_CHARS),
            count(cuts.firstCutLine),
          )}
        </p>
      ) : null}
    </div>
  );
}
