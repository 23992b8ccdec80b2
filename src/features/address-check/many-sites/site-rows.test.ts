import { describe, expect, it } from 'vitest';
import { readPastedText } from './sheet-input.ts';
import type { SheetRow } from './sheet-reading.ts';
import { type ColumnMapping, recogniseColumns, sitesFromRows } from './site-rows.ts';

const sheet = (...rows: string[][]): SheetRow[] => rows.map((cells, index) => ({ line: index + 1, cells }));
const DATA = [
  ['1012 AB', '1', 'A', 'Kantoor Amsterdam'],
  ['3011AB', '12', '', 'Depot Rotterdam'],
];
/** Postcode, number, extension, reference in that order, after a heading. */
const STANDARD: ColumnMapping = { zipcode: 0, housenr: 1, housenrext: 2, reference: 3, hasHeading: true };

describe('recogniseColumns', () => {
  it('recognises Dutch headings', () => {
    expect(
      recogniseColumns(
        sheet(['Vestiging', 'Postcode', 'Huisnummer', 'Toevoeging'], ['x', '1012AB', '1', '']),
      ),
    ).toEqual({
      mapping: { zipcode: 1, housenr: 2, housenrext: 3, reference: 0, hasHeading: true },
      recognised: true,
      headings: ['Vestiging', 'Postcode', 'Huisnummer', 'Toevoeging'],
    });
  });

  it('recognises English headings whatever their case, spaces, punctuation and accents', () => {
    const english = recogniseColumns(
      sheet(['ZIP CODE', 'House number', 'Addition', 'Référence'], ['1012AB', '1', '', 'x']),
    );
    expect(english.mapping).toEqual({ ...STANDARD });
    expect(english.recognised).toBe(true);
    const short = recogniseColumns(sheet(['No.', 'Post-code', 'Huisnr.'], ['1', '1012AB', '1']));
    expect(short.mapping).toEqual({
      zipcode: 1,
      housenr: 0,
      housenrext: null,
      reference: null,
      hasHeading: true,
    });
  });

  it('takes the first column of a role when two headings name it', () => {
    const { mapping } = recogniseColumns(
      sheet(['Postcode', 'Nummer', 'Klantnummer', 'Naam'], ['1012AB', '1', '7', 'x']),
    );
    expect(mapping).toEqual({ zipcode: 0, housenr: 1, housenrext: null, reference: 2, hasHeading: true });
  });

  it('guesses the columns under unknown headings and says they are not recognised', () => {
    const rows = sheet(['Adres', 'Getal', 'Extra', 'Omschrijving'], ...DATA, [
      '1013BC',
      '7-bis',
      'b',
      'Winkel',
    ]);
    expect(recogniseColumns(rows)).toEqual({
      mapping: { ...STANDARD },
      recognised: false,
      headings: ['Adres', 'Getal', 'Extra', 'Omschrijving'],
    });
  });

  it('keeps what the headings name and guesses the rest', () => {
    const rows = sheet(['Postcode', 'Wat', 'Naam'], ['1012AB', '1', 'Kantoor']);
    expect(recogniseColumns(rows).mapping).toEqual({
      zipcode: 0,
      housenr: 1,
      housenrext: null,
      reference: 2,
      hasHeading: true,
    });
    expect(recogniseColumns(rows).recognised).toBe(false);
  });

  it('sees data in the first row as no heading and guesses the columns from the cells', () => {
    expect(recogniseColumns(sheet(...DATA))).toEqual({
      mapping: { ...STANDARD, hasHeading: false },
      recognised: false,
      headings: [],
    });
    const referenceFirst = sheet(['10045', 'Kantoor', '1012AB', '5'], ['10046', 'Depot', '3011AB', '12']);
    expect(recogniseColumns(referenceFirst).mapping).toEqual({
      zipcode: 2,
      housenr: 3,
      housenrext: null,
      reference: 0,
      hasHeading: false,
    });
  });

  it('maps nothing in an empty sheet', () => {
    expect(recogniseColumns([])).toEqual({
      mapping: { zipcode: null, housenr: null, housenrext: null, reference: null, hasHeading: false },
      recognised: false,
      headings: [],
    });
  });
});

describe('sitesFromRows', () => {
  it('turns the rows after the heading into sites, with their lines', () => {
    const rows: SheetRow[] = [
      { line: 1, cells: ['Postcode', 'Huisnummer', 'Toevoeging', 'Naam'] },
      { line: 2, cells: ['1012 ab', '1', 'a', 'Kantoor Amsterdam'] },
      { line: 4, cells: ['3011AB', '012', '', 'Depot'] },
    ];
    expect(sitesFromRows(rows, STANDARD)).toEqual({
      sites: [
        { line: 2, reference: 'Kantoor Amsterdam', zipcode: '1012AB', housenr: 1, housenrext: 'a' },
        { line: 4, reference: 'Depot', zipcode: '3011AB', housenr: 12, housenrext: '' },
      ],
      rejected: [],
    });
  });

  it('reads every row when there is no heading, and leaves the reference empty without its column', () => {
    const mapping: ColumnMapping = {
      zipcode: 0,
      housenr: 1,
      housenrext: null,
      reference: null,
      hasHeading: false,
    };
    expect(sitesFromRows(sheet(['1012AB', '99999']), mapping).sites).toEqual([
      { line: 1, reference: '', zipcode: '1012AB', housenr: 99999, housenrext: '' },
    ]);
  });

  it('splits a number with an extension when the row has no extension of its own', () => {
    const rows = sheet(
      ['Postcode', 'Nr', 'Toev'],
      ['1012AB', '12A', ''],
      ['1012AB', '12 b'],
      ['1012AB', '12-1', ''],
      ['1012AB', '12 - bis', ''],
    );
    const withoutColumn: ColumnMapping = { ...STANDARD, housenrext: null, reference: null };
    for (const mapping of [{ ...STANDARD, reference: null }, withoutColumn]) {
      expect(sitesFromRows(rows, mapping).sites.map((site) => [site.housenr, site.housenrext])).toEqual([
        [12, 'A'],
        [12, 'b'],
        [12, '1'],
        [12, 'bis'],
      ]);
    }
  });

  it('refuses a number with an extension when the row has an extension too', () => {
    expect(sitesFromRows(sheet(['h'], ['1012AB', '12A', 'B', '']), STANDARD).rejected).toEqual([
      { line: 2, cells: ['1012AB', '12A', 'B', ''], problems: [{ kind: 'housenr', value: '12A' }] },
    ]);
  });

  it('names every problem of a row', () => {
    const rows = sheet(
      ['Postcode', 'Huisnummer', 'Toevoeging', 'Naam'],
      ['', '', '', 'Nergens'],
      ['0123AB', '0', 'toolong', ''],
      ['1012 A', '100000', 'a b', ''],
      ['1012AB', '12.5', '', ''],
      ['1012AB', '12-', '', ''],
      ['1012AB', 'twaalf', '', ''],
    );
    expect(sitesFromRows(rows, STANDARD)).toEqual({
      sites: [],
      rejected: [
        {
          line: 2,
          cells: ['', '', '', 'Nergens'],
          problems: [
            { kind: 'missing', role: 'zipcode' },
            { kind: 'missing', role: 'housenr' },
          ],
        },
        {
          line: 3,
          cells: ['0123AB', '0', 'toolong', ''],
          problems: [
            { kind: 'zipcode', value: '0123AB' },
            { kind: 'housenr', value: '0' },
            { kind: 'housenrext', value: 'toolong' },
          ],
        },
        {
          line: 4,
          cells: ['1012 A', '100000', 'a b', ''],
          problems: [
            { kind: 'zipcode', value: '1012 A' },
            { kind: 'housenr', value: '100000' },
            { kind: 'housenrext', value: 'a b' },
          ],
        },
        { line: 5, cells: ['1012AB', '12.5', '', ''], problems: [{ kind: 'housenr', value: '12.5' }] },
        { line: 6, cells: ['1012AB', '12-', '', ''], problems: [{ kind: 'housenr', value: '12-' }] },
        { line: 7, cells: ['1012AB', 'twaalf', '', ''], problems: [{ kind: 'housenr', value: 'twaalf' }] },
      ],
    });
  });

  it('reports a missing column as missing in every row', () => {
    const mapping: ColumnMapping = {
      zipcode: 0,
      housenr: null,
      housenrext: null,
      reference: null,
      hasHeading: false,
    };
    expect(sitesFromRows(sheet(['1012AB', '1']), mapping).rejected[0]?.problems).toEqual([
      { kind: 'missing', role: 'housenr' },
    ]);
  });

  it('refuses a row with a formula in any column it reads, and nothing else of that row', () => {
    const hyperlink = '=HYPERLINK("http://evil","klik")';
    const rows = sheet(
      ['Postcode', 'Huisnummer', 'Toevoeging', 'Naam'],
      ['1012AB', '1', '', hyperlink],
      ['1012AB', '-5', '', '@SUM(A1)'],
      ['+1012AB', '2', '-A1+1', 'Kantoor'],
    );
    expect(sitesFromRows(rows, STANDARD)).toEqual({
      sites: [],
      rejected: [
        {
          line: 2,
          cells: rows[1]!.cells,
          problems: [{ kind: 'formula', role: 'reference', value: hyperlink }],
        },
        {
          line: 3,
          cells: rows[2]!.cells,
          problems: [
            { kind: 'formula', role: 'housenr', value: '-5' },
            { kind: 'formula', role: 'reference', value: '@SUM(A1)' },
          ],
        },
        {
          line: 4,
          cells: rows[3]!.cells,
          problems: [
            { kind: 'formula', role: 'zipcode', value: '+1012AB' },
            { kind: 'formula', role: 'housenrext', value: '-A1+1' },
          ],
        },
      ],
    });
  });

  it('takes an extension that starts with a hyphen (104-1) as an extension, not as a formula', () => {
    const rows = sheet(
      ['Postcode', 'Huisnummer', 'Toevoeging', 'Naam'],
      ['3015LS', '104', '-1', 'Rotterdam'],
    );
    expect(sitesFromRows(rows, STANDARD)).toEqual({
      sites: [{ line: 2, reference: 'Rotterdam', zipcode: '3015LS', housenr: 104, housenrext: '-1' }],
      rejected: [],
    });
  });

  it('ignores a formula in a column it does not read', () => {
    const mapping: ColumnMapping = { ...STANDARD, reference: null };
    expect(sitesFromRows(sheet(['h'], ['1012AB', '1', '', '=1+1']), mapping).sites).toHaveLength(1);
  });

  it('refuses later rows for the same address, whatever the case of its extension', () => {
    const rows = sheet(
      ['Postcode', 'Huisnummer', 'Toevoeging', 'Naam'],
      ['1012AB', '1', 'A', 'Eerste'],
      ['1012 ab', '1', 'a', 'Tweede'],
      ['1012AB', '1A', '', 'Derde'],
      ['1012AB', '1', '', 'Zonder toevoeging'],
      ['1012AB', '1', 'a', '=A1'],
    );
    const { sites, rejected } = sitesFromRows(rows, STANDARD);
    expect(sites.map((site) => site.reference)).toEqual(['Eerste', 'Zonder toevoeging']);
    expect(rejected.map(({ line, problems }) => ({ line, problems }))).toEqual([
      { line: 3, problems: [{ kind: 'duplicate', firstLine: 2 }] },
      { line: 4, problems: [{ kind: 'duplicate', firstLine: 2 }] },
      {
        line: 6,
        problems: [
          { kind: 'formula', role: 'reference', value: '=A1' },
          { kind: 'duplicate', firstLine: 2 },
        ],
      },
    ]);
  });

  it('counts only accepted rows as the first of an address', () => {
    const rows = sheet(
      ['Postcode', 'Huisnummer', 'Toevoeging', 'Naam'],
      ['1012AB', '1', '', '=evil()'],
      ['1012AB', '1', '', 'Goed'],
    );
    expect(sitesFromRows(rows, STANDARD).sites.map((site) => site.line)).toEqual([3]);
  });
});

describe('from pasted text to sites', () => {
  it('reads a Dutch export end to end', () => {
    const reading = readPastedText(
      '\uFEFFPostcode;Huisnummer;Toevoeging;Referentie\r\n1012 AB;1;A;Kantoor\r\n\r\n3011AB;12B;;Depot\r\n1012AB;1;a;Dubbel\r\n',
    );
    if (!reading.ok) throw new Error(reading.problem.kind);
    const { mapping, recognised } = recogniseColumns(reading.rows);
    expect(recognised).toBe(true);
    expect(sitesFromRows(reading.rows, mapping)).toEqual({
      sites: [
        { line: 2, reference: 'Kantoor', zipcode: '1012AB', housenr: 1, housenrext: 'A' },
        { line: 4, reference: 'Depot', zipcode: '3011AB', housenr: 12, housenrext: 'B' },
      ],
      rejected: [
        { line: 5, cells: ['1012AB', '1', 'a', 'Dubbel'], problems: [{ kind: 'duplicate', firstLine: 2 }] },
      ],
    });
  });
});
