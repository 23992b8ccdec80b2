import { startsLikeFormula } from '../../../ui/csv.ts';
import { isValidZipcode, normaliseZipcode } from '../address.ts';
import { looksLikeData, type SheetRow } from './sheet-reading.ts';
import type { Site } from './site-result.ts';

export type ColumnRole = 'zipcode' | 'housenr' | 'housenrext' | 'reference';

/** The column (0-based) of each role, null when the sheet has none. */
export interface ColumnMapping {
  zipcode: number | null;
  housenr: number | null;
  housenrext: number | null;
  reference: number | null;
  /** Whether the first row is a heading rather than a site. */
  hasHeading: boolean;
}

export type RowProblem =
  | { kind: 'missing'; role: 'zipcode' | 'housenr' }
  | { kind: 'zipcode'; value: string }
  | { kind: 'housenr'; value: string }
  | { kind: 'housenrext'; value: string }
  | { kind: 'formula'; role: ColumnRole; value: string }
  | { kind: 'duplicate'; firstLine: number };

export interface RowRejection {
  line: number;
  cells: string[];
  problems: RowProblem[];
}

const ROLES: readonly ColumnRole[] = ['zipcode', 'housenr', 'housenrext', 'reference'];

/** Headings as `headingKey` makes them. */
const HEADINGS: Record<ColumnRole, readonly string[]> = {
  zipcode: ['postcode', 'zipcode', 'zip', 'postalcode', 'pc'],
  housenr: ['huisnummer', 'huisnr', 'nummer', 'nr', 'housenumber', 'housenr', 'number', 'no'],
  housenrext: [
    'toevoeging',
    'huisnummertoevoeging',
    'huisletter',
    'extension',
    'addition',
    'suffix',
    'housenrext',
    'ext',
  ],
  reference: [
    'referentie',
    'kenmerk',
    'ref',
    'reference',
    'naam',
    'name',
    'locatie',
    'location',
    'vestiging',
    'site',
    'id',
    'klantnummer',
  ],
};
const ROLE_OF_HEADING = new Map(ROLES.flatMap((role) => HEADINGS[role].map((key) => [key, role] as const)));

/** `Post code`, `Huisnr.` and `Référence` become `postcode`, `huisnr` and `reference`. */
const headingKey = (heading: string): string =>
  heading
    .normalize('NFD')
    .replace(/[^0-9A-Za-z]/g, '')
    .toLowerCase();

const EXTENSION = /^[0-9A-Za-z-]{0,6}$/;
const MAX_HOUSENR = 99999;

/**
 * The columns by their headings, Dutch or English. Without recognisable headings (or without a
 * heading row: the first row holds a postcode) the roles not found are guessed from the cells, and
 * `recognised` is false so that the page asks the user to confirm them.
 */
export function recogniseColumns(rows: readonly SheetRow[]): {
  mapping: ColumnMapping;
  recognised: boolean;
  headings: string[];
} {
  const first = rows[0];
  const hasHeading = first !== undefined && !looksLikeData(first.cells);
  const mapping: ColumnMapping = {
    zipcode: null,
    housenr: null,
    housenrext: null,
    reference: null,
    hasHeading,
  };
  if (hasHeading) {
    first.cells.forEach((heading, column) => {
      const role = ROLE_OF_HEADING.get(headingKey(heading));
      if (role && mapping[role] === null) mapping[role] = column;
    });
  }
  const recognised = mapping.zipcode !== null && mapping.housenr !== null;
  if (!recognised) guessColumns(hasHeading ? rows.slice(1) : rows, mapping);
  return { mapping, recognised, headings: hasHeading ? [...first.cells] : [] };
}

/**
 * Fills the roles still open from the cells: the column of postcodes, the column of house numbers
 * (the first one after the postcodes), short extensions right after the house numbers, and the first
 * other column with text as the reference.
 */
function guessColumns(rows: readonly SheetRow[], mapping: ColumnMapping): void {
  const width = rows.reduce((widest, row) => Math.max(widest, row.cells.length), 0);
  const columns = Array.from({ length: width }, (_, column) =>
    rows.map((row) => row.cells[column] ?? '').filter((cell) => cell !== ''),
  );
  const free = (column: number) => !ROLES.some((role) => mapping[role] === column);
  const mostly = (values: string[], test: (value: string) => boolean) =>
    values.length > 0 && values.filter(test).length * 2 > values.length;
  const find = (order: number[], test: (values: string[]) => boolean) =>
    order.find((column) => free(column) && test(columns[column]!)) ?? null;
  const all = columns.map((_, column) => column);

  mapping.zipcode ??= find(all, (values) =>
    mostly(values, (value) => isValidZipcode(normaliseZipcode(value))),
  );
  const afterZipcode = mapping.zipcode === null ? 0 : mapping.zipcode + 1;
  mapping.housenr ??= find([...all.slice(afterZipcode), ...all.slice(0, afterZipcode)], (values) =>
    mostly(values, (value) => splitHouseNumber(value) !== null),
  );
  if (mapping.housenr !== null && mapping.housenr + 1 < width) {
    mapping.housenrext ??= find([mapping.housenr + 1], (values) =>
      values.every((value) => /^[0-9A-Za-z-]{1,4}$/.test(value)),
    );
  }
  mapping.reference ??= find(all, (values) => values.length > 0);
}

/** `12` → 12 and '', `12A`, `12 A`, `12-A` → 12 and 'A'; null when it is no house number. */
function splitHouseNumber(text: string): { housenr: number; housenrext: string } | null {
  const match = /^(\d+)\s*(.*)$/.exec(text);
  if (!match) return null;
  const housenr = Number(match[1]);
  const rest = match[2]!;
  const housenrext = rest.startsWith('-') ? rest.slice(1).trim() : rest;
  const valid = housenr >= 1 && housenr <= MAX_HOUSENR && EXTENSION.test(housenrext);
  return valid && (housenrext !== '' || rest === '') ? { housenr, housenrext } : null;
}

/**
 * The sites of the rows (after the heading row, if any), each validated: a row with any problem is
 * rejected as a whole, with all its problems. Of several rows for the same address the first one
 * that is accepted counts; the others are duplicates.
 */
export function sitesFromRows(
  rows: readonly SheetRow[],
  mapping: ColumnMapping,
): { sites: Site[]; rejected: RowRejection[] } {
  const sites: Site[] = [];
  const rejected: RowRejection[] = [];
  const firstLines = new Map<string, number>();
  for (const row of mapping.hasHeading ? rows.slice(1) : rows) {
    const cellOf = (column: number | null) => (column === null ? '' : (row.cells[column] ?? '').trim());
    const cells = {
      zipcode: cellOf(mapping.zipcode),
      housenr: cellOf(mapping.housenr),
      housenrext: cellOf(mapping.housenrext),
      reference: cellOf(mapping.reference),
    };
    const { problems, address } = checkCells(cells);
    const key = address && `${address.zipcode} ${address.housenr} ${address.housenrext.toUpperCase()}`;
    const firstLine = key === null ? undefined : firstLines.get(key);
    if (firstLine !== undefined) problems.push({ kind: 'duplicate', firstLine });
    if (problems.length > 0 || address === null || key === null) {
      rejected.push({ line: row.line, cells: [...row.cells], problems });
    } else {
      firstLines.set(key, row.line);
      sites.push({ line: row.line, reference: cells.reference, ...address });
    }
  }
  return { sites, rejected };
}

/** The problems of one row's cells, and its address when that is valid. */
function checkCells(cells: Record<ColumnRole, string>): {
  problems: RowProblem[];
  address: Pick<Site, 'zipcode' | 'housenr' | 'housenrext'> | null;
} {
  // an extension such as `-1` (104-1) is an address, not a formula: only letters, digits and hyphens
  const formulas = ROLES.filter(
    (role) => startsLikeFormula(cells[role]) && !(role === 'housenrext' && EXTENSION.test(cells[role])),
  );
  const problems: RowProblem[] = formulas.map((role) => ({ kind: 'formula', role, value: cells[role] }));
  const checked = (role: ColumnRole) => !formulas.includes(role);

  const zipcode = normaliseZipcode(cells.zipcode);
  const zipcodeValid = isValidZipcode(zipcode);
  if (cells.zipcode === '') problems.push({ kind: 'missing', role: 'zipcode' });
  else if (checked('zipcode') && !zipcodeValid) problems.push({ kind: 'zipcode', value: cells.zipcode });

  // `12A` splits into 12 and A only when the row has no extension of its own.
  const split = splitHouseNumber(cells.housenr);
  const housenrValid = split !== null && (split.housenrext === '' || cells.housenrext === '');
  if (cells.housenr === '') problems.push({ kind: 'missing', role: 'housenr' });
  else if (checked('housenr') && !housenrValid) problems.push({ kind: 'housenr', value: cells.housenr });

  const extensionValid = checked('housenrext') && EXTENSION.test(cells.housenrext);
  if (checked('housenrext') && !extensionValid)
    problems.push({ kind: 'housenrext', value: cells.housenrext });

  const valid = zipcodeValid && housenrValid && extensionValid;
  return {
    problems,
    address: valid
      ? { zipcode, housenr: split.housenr, housenrext: cells.housenrext || split.housenrext }
      : null,
  };
}
