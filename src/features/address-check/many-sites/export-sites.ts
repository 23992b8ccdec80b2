import { neutraliseFormula, toCsv } from '../../../ui/csv.ts';
import type { Cell, SheetData } from 'write-excel-file/universal';
import {
  type ProviderSummary,
  type SiteOutcome,
  type SiteResult,
  type Standing,
  standingOf,
  streetAndNumber,
  unknownCarriersOf,
  unreadReplyDetail,
} from './site-result.ts';

/** The words of an export, in the portal's language. */
export interface ExportTexts {
  line: string;
  reference: string;
  zipcode: string;
  housenr: string;
  housenrext: string;
  /** The address as the service names it: "Damrak 1 A, Amsterdam". */
  address: string;
  served: string;
  yes: string;
  no: string;
  /** Whether a site that could not be checked, or whose address the service does not know, is served. */
  unknown: string;
  connection: string;
  /** An unknown address's, a failed or an unchecked site's "connection" says so: never "none". */
  connections: Record<Standing, string>;
  /** A failed site's notice when the reply could not be read; the method, place and cid follow it. */
  replyUnread: string;
  status: string;
  statuses: Record<SiteOutcome['kind'], string>;
  /** Headings of a provider's columns, e.g. "KPNWBA download (Mb/s)". */
  download: (provider: string) => string;
  upload: (provider: string) => string;
  technologies: (provider: string) => string;
  disruption: (provider: string) => string;
  /** Every construction note joined by "; ", each as "Glasvezel (Glasnet): message, 1 maart 2027". */
  construction: string;
  /** A technology in the reader's words where there is one (Glasvezel), else as the provider names it. */
  technology: (name: string) => string;
  /** A sentence of the service in the reader's words when the portal knows it, else as sent. */
  sentence: (text: string) => string;
  /** A planned day (YYYY-MM-DD) as the reader writes it. */
  day: (date: string) => string;
  /** Why a site was not checked or is not served, else ''. */
  message: string;
}

export type ExportCell = string | number | null;

export interface ExportTable {
  headings: string[];
  rows: ExportCell[][];
}

type CheckedOutcome = Extract<SiteOutcome, { kind: 'checked' }>;

const KBIT_PER_MB = 1024;
const megabits = (kbitPerSecond: number | null) =>
  kbitPerSecond === null ? null : Math.round((kbitPerSecond / KBIT_PER_MB) * 10) / 10;

/** "Damrak 1 A, Amsterdam": the postcode has a column of its own. */
const addressText = (address: CheckedOutcome['address']) => `${streetAndNumber(address)}, ${address.city}`;

function providerCells(summary: ProviderSummary | undefined, texts: ExportTexts): ExportCell[] {
  if (!summary) return [null, null, '', ''];
  return [
    megabits(summary.bestDownload),
    megabits(summary.bestUpload),
    summary.technologies.map(texts.technology).join(', '),
    summary.disruption === null ? '' : texts.sentence(summary.disruption),
  ];
}

function connectionCell(outcome: SiteOutcome, texts: ExportTexts): string {
  const standing = standingOf(outcome);
  const unknown = unknownCarriersOf(outcome);
  return standing === 'other' && unknown.length > 0
    ? `${texts.connections.other} (${unknown.join(', ')})`
    : texts.connections[standing];
}

/** Whether a site is served: unknown for an address the service does not know and a site not or not fully checked. */
function servedCell(outcome: SiteOutcome, texts: ExportTexts): string {
  if (outcome.kind === 'unknown-address' || outcome.kind === 'failed' || outcome.kind === 'unchecked')
    return texts.unknown;
  const served =
    outcome.kind === 'checked' && outcome.providers.some((summary) => summary.technologies.length > 0);
  return served ? texts.yes : texts.no;
}

function messageCell(outcome: SiteOutcome, texts: ExportTexts): string {
  if (outcome.kind === 'checked' || outcome.kind === 'unchecked') return '';
  if (outcome.kind === 'failed' && outcome.unreadReply)
    return `${texts.replyUnread}: ${unreadReplyDetail(outcome.unreadReply)}`;
  return texts.sentence(outcome.message);
}

/**
 * One row per site in the given order, one column group per provider: download and upload in Mb/s
 * (1 Mb = 1024 kbit) rounded to one decimal, technologies joined by ", ", and the disruption.
 * A site is served when it was checked and some provider has a technology there; whether a site
 * that could not be checked, or whose address the service does not know, is served is unknown. The providers are the list's with any other a
 * reply named (see `providersOfResults`).
 */
export function exportTable(
  results: readonly SiteResult[],
  providers: readonly string[],
  texts: ExportTexts,
): ExportTable {
  const headings = [
    texts.line,
    texts.reference,
    texts.zipcode,
    texts.housenr,
    texts.housenrext,
    texts.address,
    texts.served,
    texts.connection,
    texts.status,
    ...providers.flatMap((provider) => [
      texts.download(provider),
      texts.upload(provider),
      texts.technologies(provider),
      texts.disruption(provider),
    ]),
    texts.construction,
    texts.message,
  ];
  const rows = results.map(({ site, outcome }): ExportCell[] => {
    const checked = outcome.kind === 'checked' ? outcome : null;
    const address = checked ? addressText(checked.address) : '';
    const construction = (checked?.construction ?? [])
      .map(
        (note) =>
          `${texts.technology(note.technology)} (${note.network}): ${texts.sentence(note.message)}${note.plannedFor ? `, ${texts.day(note.plannedFor)}` : ''}`,
      )
      .join('; ');
    return [
      site.line,
      site.reference,
      site.zipcode,
      site.housenr,
      site.housenrext,
      address,
      servedCell(outcome, texts),
      connectionCell(outcome, texts),
      texts.statuses[outcome.kind],
      ...providers.flatMap((provider) =>
        providerCells(
          checked?.providers.find((summary) => summary.provider === provider),
          texts,
        ),
      ),
      construction,
      messageCell(outcome, texts),
    ];
  });
  return { headings, rows };
}

/**
 * CSV for the spreadsheet of the language: Dutch Excel expects ";" between fields and a decimal
 * comma, English "," and a decimal point (src/ui/csv.ts: a byte order mark, CRLF, formulas
 * neutralised).
 */
export function sitesCsv(table: ExportTable, locale: 'nl' | 'en'): string {
  const number = (value: number) => (locale === 'nl' ? String(value).replace('.', ',') : String(value));
  const field = (cell: ExportCell) => (typeof cell === 'number' ? number(cell) : cell);
  return toCsv(
    table.headings,
    table.rows.map((row) => row.map(field)),
    locale === 'nl' ? ';' : ',',
  );
}

const MIN_WIDTH = 6;
const MAX_WIDTH = 60;

/** An .xlsx with numbers as numbers, a bold heading row that stays in view, and columns as wide as their text. */
export async function sitesXlsx(table: ExportTable, sheetName: string): Promise<Blob> {
  const cell = (value: ExportCell): Cell => {
    if (value === null || value === '') return null;
    return typeof value === 'number'
      ? { value, type: Number }
      : { value: neutraliseFormula(value), type: String };
  };
  const data: SheetData = [
    table.headings.map((heading) => ({
      value: neutraliseFormula(heading),
      type: String,
      fontWeight: 'bold',
    })),
    ...table.rows.map((row) => row.map(cell)),
  ];
  const columns = table.headings.map((heading, index) => {
    const longest = Math.max(heading.length, ...table.rows.map((row) => String(row[index] ?? '').length));
    return { width: Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, longest + 2)) };
  });
  // the .xlsx writer is fetched only when a workbook is asked for
  const { default: writeExcelFile } = await import('write-excel-file/universal');
  return writeExcelFile(data, { sheet: sheetName, columns, stickyRowsCount: 1 }).toBlob();
}
