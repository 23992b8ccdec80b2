import { type DragEvent, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { intlLocale, numberFormat } from '../../../i18n/intl-formats.ts';
import { useLocale } from '../../../i18n/locale.tsx';
import { PlugIn } from '../../../ui/plug-ins.tsx';
import { ColumnMappingForm } from './column-mapping.tsx';
import { useManySitesMessages } from './messages.ts';
import {
  type SheetProblem,
  type SheetReading,
  type SheetRow,
  readPastedText,
  readSheetFile,
} from './sheet-input.ts';
import { loadSiteList } from './site-list-store.ts';
import { type ColumnMapping, recogniseColumns, sitesFromRows } from './site-rows.ts';

/** What was read, waiting for the person to say which column is what. */
interface Unmapped {
  source: string;
  rows: SheetRow[];
  mapping: ColumnMapping;
  headings: string[];
}

function useSizeText() {
  const { locale } = useLocale();
  const format = numberFormat(intlLocale(locale), { maximumFractionDigits: 1 });
  return {
    bytes: (bytes: number) =>
      // rounded up, so a file just over the limit never reads as the limit itself
      bytes >= 1024 * 1024
        ? `${format.format(Math.ceil((bytes / 1024 / 1024) * 10) / 10)} MB`
        : `${format.format(Math.ceil((bytes / 1024) * 10) / 10)} kB`,
    count: (count: number) => numberFormat(intlLocale(locale)).format(count),
  };
}

function ProblemNotice({ problem }: { problem: SheetProblem }) {
  const text = useManySitesMessages();
  const size = useSizeText();
  const message =
    problem.kind === 'too-large'
      ? text.sheetProblems['too-large'](size.bytes(problem.bytes), size.bytes(problem.limit))
      : problem.kind === 'too-many-rows'
        ? text.sheetProblems['too-many-rows'](size.count(problem.rows), size.count(problem.limit))
        : text.sheetProblems[problem.kind];
  return (
    <div className="notice notice--error" role="alert">
      <p>{message}</p>
      <p>{text.nothingSent}</p>
    </div>
  );
}

/**
 * The list comes in: rows pasted from a spreadsheet, or a CSV or .xlsx file chosen or dropped. Known
 * headings go straight to the sites; otherwise the person says which column is what first.
 */
export function SiteListInput() {
  const text = useManySitesMessages();
  const id = useId();
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<SheetProblem | null>(null);
  const [unmapped, setUnmapped] = useState<Unmapped | null>(null);
  const [dragging, setDragging] = useState(false);
  const paste = useForm<{ text: string }>({ defaultValues: { text: '' } });

  const loadRows = async (source: string, rows: SheetRow[], mapping: ColumnMapping) => {
    const { sites, rejected } = sitesFromRows(rows, mapping);
    await loadSiteList(source, sites, rejected);
  };

  const take = async (source: string, read: () => Promise<SheetReading> | SheetReading) => {
    setReading(true);
    setProblem(null);
    setUnmapped(null);
    try {
      const reading = await read();
      if (!reading.ok) {
        setProblem(reading.problem);
        return;
      }
      const { mapping, recognised, headings } = recogniseColumns(reading.rows);
      if (recognised) await loadRows(source, reading.rows, mapping);
      else setUnmapped({ source, rows: reading.rows, mapping, headings });
    } catch {
      setProblem({ kind: 'not-a-spreadsheet' });
    } finally {
      setReading(false);
    }
  };

  const takeFile = (file: File | undefined) => {
    if (file) void take(file.name, () => readSheetFile(file));
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    takeFile(event.dataTransfer.files[0]);
  };

  if (unmapped)
    return (
      <ColumnMappingForm
        rows={unmapped.rows}
        initial={unmapped.mapping}
        headings={unmapped.headings}
        onCancel={() => setUnmapped(null)}
        onConfirm={(mapping) => {
          setReading(true);
          void loadRows(unmapped.source, unmapped.rows, mapping).finally(() => setReading(false));
        }}
      />
    );

  return (
    <div className="site-input" aria-busy={reading}>
      {problem ? <ProblemNotice problem={problem} /> : null}
      <form
        className="site-input__paste"
        onSubmit={paste.handleSubmit(({ text: pasted }) => take('', () => readPastedText(pasted)))}
      >
        <div className="field">
          <label htmlFor={`${id}-paste`}>{text.pasteLabel}</label>
          <textarea
            id={`${id}-paste`}
            rows={6}
            spellCheck={false}
            aria-describedby={`${id}-paste-help`}
            {...paste.register('text')}
          />
          <p id={`${id}-paste-help`} className="field__help">
            {text.pasteHelp}
          </p>
        </div>
        <button type="submit" className="button" disabled={reading}>
          {text.readPasted}
        </button>
      </form>
      <div
        className={`site-input__drop${dragging ? ' site-input__drop--over' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <div className="field">
          <label htmlFor={`${id}-file`}>{text.fileLabel}</label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-describedby={`${id}-file-help`}
            disabled={reading}
            onChange={(event) => {
              takeFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <p id={`${id}-file-help`} className="field__help">
            {dragging ? text.dropHere : text.fileHelp}
          </p>
        </div>
        <PlugIn place="manySitesExample" props={{ onUse: takeFile }} />
      </div>
      {reading ? (
        <p role="status" className="site-input__reading">
          {text.reading}
        </p>
      ) : null}
    </div>
  );
}
