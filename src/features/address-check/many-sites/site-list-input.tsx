import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { intlLocale, numberFormat } from '../../../i18n/intl-formats.ts';
import { useLocale } from '../../../i18n/locale.tsx';
import { ErrorNotice } from '../../../ui/error-notice.tsx';
import { PlugIn } from '../../../ui/plug-ins.tsx';
import { ColumnMappingForm } from './column-mapping.tsx';
import { useManySitesMessages } from './messages.ts';
import { type SheetSource, readSheetInWorker } from './sheet-reader.ts';
import type { SheetCuts, SheetProblem, SheetRow } from './sheet-reading.ts';
import { loadSiteList } from './site-list-store.ts';
import { type ColumnMapping, recogniseColumns, sitesFromRows } from './site-rows.ts';

/** What was read, waiting for the person to say which column is what. */
interface Unmapped {
  source: string;
  rows: SheetRow[];
  mapping: ColumnMapping;
  headings: string[];
  cuts?: SheetCuts;
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
  const problems = text.sheetProblems;
  const message = (() => {
    switch (problem.kind) {
      case 'too-large':
        return problems['too-large'](size.bytes(problem.bytes), size.bytes(problem.limit));
      case 'pasted-too-long':
        return problems['pasted-too-long'](size.count(problem.chars), size.count(problem.limit));
      case 'too-many-rows':
        return problems['too-many-rows'](size.count(problem.rows), size.count(problem.limit));
      case 'workbook-too-large':
        return problems['workbook-too-large'](size.bytes(problem.limit));
      case 'timed-out':
        return problems['timed-out'](size.count(problem.seconds));
      default:
        return problems[problem.kind];
    }
  })();
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
  /**
   * One list at a time: a new file or paste ends the read under way (its worker is terminated), and
   * so does leaving the page. `turn` tells the latest from what it replaced.
   */
  const turn = useRef(0);
  const reader = useRef<AbortController | null>(null);
  useEffect(() => () => reader.current?.abort(), []);
  const [unmapped, setUnmapped] = useState<Unmapped | null>(null);
  const [dragging, setDragging] = useState(false);
  const paste = useForm<{ text: string }>({ defaultValues: { text: '' } });

  /** Runs `work` as the latest turn: the page shows it is busy until it is done or replaced. */
  const inTurn = async (work: (signal: AbortSignal, latest: () => boolean) => Promise<void>) => {
    reader.current?.abort();
    const controller = new AbortController();
    reader.current = controller;
    const mine = ++turn.current;
    const latest = () => turn.current === mine;
    setReading(true);
    setProblem(null);
    setServiceError(null);
    try {
      await work(controller.signal, latest);
    } finally {
      if (latest()) {
        reader.current = null;
        setReading(false);
      }
    }
  };

  const takeRows = async (source: string, rows: SheetRow[], mapping: ColumnMapping, cuts?: SheetCuts) => {
    try {
      const { sites, rejected } = sitesFromRows(rows, mapping);
      await loadSiteList(source, sites, rejected, cuts);
    } catch (error) {
      setServiceError(error);
    }
  };

  const take = (source: string, sheet: SheetSource) =>
    inTurn(async (signal, latest) => {
      setUnmapped(null);
      const reading = await readSheetInWorker(sheet, signal);
      if (reading === null || !latest()) return;
      if (!reading.ok) {
        setProblem(reading.problem);
        return;
      }
      const { mapping, recognised, headings } = recogniseColumns(reading.rows);
      if (recognised) await takeRows(source, reading.rows, mapping, reading.cuts);
      else setUnmapped({ source, rows: reading.rows, mapping, headings, cuts: reading.cuts });
    });

  const takeFile = (file: File | undefined) => {
    if (file) void take(file.name, { file });
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
          cuts={unmapped.cuts}
          onConfirm={(mapping) =>
            void inTurn(() => takeRows(unmapped.source, unmapped.rows, mapping, unmapped.cuts))
          }
        />
      </>
    );

  return (
    <div className="site-input" aria-busy={reading}>
      {problem ? <ProblemNotice problem={problem} /> : null}
      {serviceError ? <ErrorNotice error={serviceError} title={text.serviceFailed} /> : null}
      {/* a plain button, not a form's submission: that would make the browser go through a megabyte pasted */}
      <div className="site-input__paste">
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
        <button
          type="button"
          className="button"
          onClick={(event) =>
            void paste.handleSubmit(({ text: pasted }) => take('', { text: pasted }))(event)
          }
        >
          {text.readPasted}
        </button>
      </div>
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
