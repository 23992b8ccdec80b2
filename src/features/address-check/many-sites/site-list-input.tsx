import { type DragEvent, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { intlLocale, numberFormat } from '../../../i18n/intl-formats.ts';
import { useLocale } from '../../../i18n/locale.tsx';
import { ErrorNotice } from '../../../ui/error-notice.tsx';
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
  /** The service could not be asked for its providers: the list was read, but not taken. */
  const [serviceError, setServiceError] = useState<unknown>(null);
  // a second file while the first is still being read is turned away, not read over it
  const busy = useRef(false);
  const [unmapped, setUnmapped] = useState<Unmapped | null>(null);
  const [dragging, setDragging] = useState(false);
  const paste = useForm<{ text: string }>({ defaultValues: { text: '' } });

  const loadRows = async (source: string, rows: SheetRow[], mapping: ColumnMapping) => {
    const { sites, rejected } = sitesFromRows(rows, mapping);
    await loadSiteList(source, sites, rejected);
  };

  /** Reads one list at a time: `work` runs only when no other read is under way. */
  const exclusively = async (work: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setReading(true);
    setProblem(null);
    setServiceError(null);
    try {
      await work();
    } finally {
      busy.current = false;
      setReading(false);
    }
  };

  const takeRows = async (source: string, rows: SheetRow[], mapping: ColumnMapping) => {
    try {
      await loadRows(source, rows, mapping);
    } catch (error) {
      setServiceError(error);
    }
  };

  const take = (source: string, read: () => Promise<SheetReading> | SheetReading) =>
    exclusively(async () => {
      setUnmapped(null);
      let reading: SheetReading;
      try {
        reading = await read();
      } catch {
        reading = { ok: false, problem: { kind: 'not-a-spreadsheet' } };
      }
      if (!reading.ok) {
        setProblem(reading.problem);
        return;
      }
      const { mapping, recognised, headings } = recogniseColumns(reading.rows);
      if (recognised) await takeRows(source, reading.rows, mapping);
      else setUnmapped({ source, rows: reading.rows, mapping, headings });
    });

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
      <>
        {serviceError ? <ErrorNotice error={serviceError} title={text.serviceFailed} /> : null}
        <ColumnMappingForm
          rows={unmapped.rows}
          initial={unmapped.mapping}
          headings={unmapped.headings}
          onCancel={() => setUnmapped(null)}
          onConfirm={(mapping) => void exclusively(() => takeRows(unmapped.source, unmapped.rows, mapping))}
        />
      </>
    );

  return (
    <div className="site-input" aria-busy={reading}>
      {problem ? <ProblemNotice problem={problem} /> : null}
      {serviceError ? <ErrorNotice error={serviceError} title={text.serviceFailed} /> : null}
      <form
        className="site-input__paste"
        onSubmit={(event) =>
          void paste.handleSubmit(({ text: pasted }) => take('', () => readPastedText(pasted)))(event)
        }
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
      <p role="status" className="site-input__reading">
        {reading ? text.reading : ''}
      </p>
    </div>
  );
}
