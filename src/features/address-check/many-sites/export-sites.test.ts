import Papa from 'papaparse';
import { neutraliseFormula } from '../../../ui/csv.ts';
import { readSheet } from 'read-excel-file/universal';
import { describe, expect, it } from 'vitest';
import type { BroadbandBasicZipcodeReply } from '../../../contract/types.gen.ts';
import { exportTable, sitesCsv, sitesXlsx, type ExportTable, type ExportTexts } from './export-sites.ts';
import { summariseReply, type Site, type SiteResult } from './site-result.ts';

const PROVIDERS = ['KPNWBA', 'ZIGGO'];

const texts: ExportTexts = {
  line: 'Line',
  reference: 'Reference',
  zipcode: 'Postcode',
  housenr: 'Number',
  housenrext: 'Extension',
  address: 'Address',
  served: 'Served',
  yes: 'yes',
  no: 'no',
  unknown: 'unknown',
  connection: 'Connection',
  connections: {
    fibre: 'Fibre',
    copper: 'Copper only',
    other: 'Other',
    none: 'None',
    'unknown-address': 'Address unknown',
    failed: 'Failed',
    unchecked: 'Not checked',
  },
  replyUnread: 'Reply could not be read',
  status: 'Status',
  statuses: {
    checked: 'Checked',
    'unknown-address': 'Address not known',
    'not-served': 'Not served',
    failed: 'Failed',
    unchecked: 'Not checked',
  },
  download: (provider) => `${provider} download (Mb/s)`,
  upload: (provider) => `${provider} upload (Mb/s)`,
  technologies: (provider) => `${provider} technologies`,
  disruption: (provider) => `${provider} disruption`,
  construction: 'Construction',
  technology: (name) => (name === 'Fiber' ? 'Glass fibre' : name),
  sentence: (text) => (text === 'Temporarily unavailable' ? 'Down for now' : text),
  day: (date) => `day ${date}`,
  message: 'Message',
};

const site = (line: number, reference: string, zipcode: string, housenr: number, housenrext = ''): Site => ({
  line,
  reference,
  zipcode,
  housenr,
  housenrext,
});

const address = (street: string, housenr: number, housenrext: string, city: string) => ({
  street,
  housenr,
  housenrext,
  city,
  municipality: city,
});

const fibreReply: BroadbandBasicZipcodeReply = {
  address: address('Damrak', 1, 'A', 'Amsterdam'),
  available: {
    KPNWBA: {
      Fiber: {
        max_download: 1048576,
        max_upload: 1048576,
        carrier: 'Fiber',
        network: 'KPN',
        area: '',
        distance: '',
      },
      VDSL: {
        max_download: 81920,
        max_upload: 8192,
        carrier: 'Copper',
        network: 'KPN',
        area: '',
        distance: '',
      },
    },
    ZIGGO: { error: { code: 4, message: 'Temporarily unavailable' } },
  },
  construction_messages: [
    {
      technology: 'Fiber',
      network: 'Glasnet',
      message: 'Fibre is being laid',
      estimated_plandate: '2027-03-01',
    },
    {
      technology: 'Fiber',
      network: 'Open Dutch Fiber',
      message: 'Plans announced',
      estimated_plandate: null,
    },
  ],
};

const copperReply: BroadbandBasicZipcodeReply = {
  address: address('Súdwei', 12, '', 'Súdwest-Fryslân'),
  available: {
    KPNWBA: {
      VDSL: {
        max_download: 22000,
        max_upload: 3000,
        carrier: 'Copper',
        network: 'KPN',
        area: 'SNK',
        distance: '450',
      },
    },
  },
};

const nothingReply: BroadbandBasicZipcodeReply = { address: address('Heide', 3, '', 'Ede'), available: {} };

const results: SiteResult[] = [
  { site: site(2, 'HQ', '1012LG', 1, 'A'), outcome: summariseReply(fibreReply, PROVIDERS) },
  {
    site: site(3, '=HYPERLINK("http://x","y")', '8701AB', 12),
    outcome: summariseReply(copperReply, PROVIDERS),
  },
  {
    site: site(4, '+31 20', '9999ZZ', 5),
    outcome: { kind: 'unknown-address', message: 'No such address' },
  },
  {
    site: site(5, '-', '1234AB', 6),
    outcome: { kind: 'not-served', message: 'No provider serves this address' },
  },
  {
    site: site(6, '@SUM(1)', '2345BC', 7, 'bis'),
    outcome: { kind: 'failed', message: "=cmd|' /C calc'!A0\nTry again later", code: 4 },
  },
  { site: site(7, 'Depot', '6711AA', 3), outcome: summariseReply(nothingReply, PROVIDERS) },
];

const table = exportTable(results, PROVIDERS, texts);

/** The table as CSV text should read back: empty cells as '', numbers in the locale's notation, text neutralised. */
const asText = (cells: ExportTable['rows'][number], locale: 'nl' | 'en') =>
  cells.map((cell) =>
    cell === null
      ? ''
      : typeof cell === 'number'
        ? locale === 'nl'
          ? String(cell).replace('.', ',')
          : String(cell)
        : neutraliseFormula(cell),
  );

function parseCsv(csv: string, delimiter: string): string[][] {
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, '').replace(/\r\n$/, ''), {
    delimiter,
    newline: '\r\n',
  });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

describe('exportTable', () => {
  it('has the columns in order, one group per provider', () => {
    expect(table.headings).toEqual([
      'Line',
      'Reference',
      'Postcode',
      'Number',
      'Extension',
      'Address',
      'Served',
      'Connection',
      'Status',
      'KPNWBA download (Mb/s)',
      'KPNWBA upload (Mb/s)',
      'KPNWBA technologies',
      'KPNWBA disruption',
      'ZIGGO download (Mb/s)',
      'ZIGGO upload (Mb/s)',
      'ZIGGO technologies',
      'ZIGGO disruption',
      'Construction',
      'Message',
    ]);
    expect(table.rows.every((row) => row.length === table.headings.length)).toBe(true);
  });

  it('writes a checked site with fibre, a disrupted provider and construction notes', () => {
    expect(table.rows[0]).toEqual([
      2,
      'HQ',
      '1012LG',
      1,
      'A',
      'Damrak 1 A, Amsterdam',
      'yes',
      'Fibre',
      'Checked',
      1024,
      1024,
      'Glass fibre, VDSL',
      '',
      null,
      null,
      '',
      'Down for now',
      'Glass fibre (Glasnet): Fibre is being laid, day 2027-03-01; Glass fibre (Open Dutch Fiber): Plans announced',
      '',
    ]);
  });

  it('gives speeds in Mb/s rounded to one decimal', () => {
    expect(table.rows[1]).toEqual([
      3,
      '=HYPERLINK("http://x","y")',
      '8701AB',
      12,
      '',
      'Súdwei 12, Súdwest-Fryslân',
      'yes',
      'Copper only',
      'Checked',
      21.5,
      2.9,
      'VDSL',
      '',
      null,
      null,
      '',
      '',
      '',
      '',
    ]);
  });

  it('gives every outcome its status, connection and message', () => {
    const columns = ['Served', 'Connection', 'Status', 'Message'].map((heading) =>
      table.headings.indexOf(heading),
    );
    expect(table.rows.map((row) => columns.map((column) => row[column]))).toEqual([
      ['yes', 'Fibre', 'Checked', ''],
      ['yes', 'Copper only', 'Checked', ''],
      ['unknown', 'Address unknown', 'Address not known', 'No such address'],
      ['no', 'None', 'Not served', 'No provider serves this address'],
      ['unknown', 'Failed', 'Failed', "=cmd|' /C calc'!A0\nTry again later"],
      ['no', 'None', 'Checked', ''],
    ]);
  });

  it('leaves the address and provider columns of a site at an address the service does not know empty', () => {
    expect(table.rows[2]).toEqual([
      4,
      '+31 20',
      '9999ZZ',
      5,
      '',
      '',
      'unknown',
      'Address unknown',
      'Address not known',
      null,
      null,
      '',
      '',
      null,
      null,
      '',
      '',
      '',
      'No such address',
    ]);
  });
});

describe('sitesCsv', () => {
  it('writes Dutch CSV for Dutch Excel: BOM, semicolons, CRLF, decimal comma', () => {
    const csv = sitesCsv(table, 'nl');
    expect(csv.startsWith('\uFEFFLine;Reference;Postcode;')).toBe(true);
    expect(csv.split('\r\n')[0]).toBe(`\uFEFF${table.headings.join(';')}`);
    expect(csv.split('\r\n')[2]).toBe(
      `3;"'=HYPERLINK(""http://x"",""y"")";8701AB;12;;Súdwei 12, Súdwest-Fryslân;yes;Copper only;Checked;21,5;2,9;VDSL;;;;;;;`,
    );
    // a heading line, a line per row, each ended by CRLF
    expect(csv.split('\r\n')).toHaveLength(table.rows.length + 2);
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('writes English CSV: BOM, commas, CRLF, decimal point', () => {
    const csv = sitesCsv(table, 'en');
    expect(csv.split('\r\n')[0]).toBe(`\uFEFF${table.headings.join(',')}`);
    expect(csv.split('\r\n')[2]).toBe(
      `3,"'=HYPERLINK(""http://x"",""y"")",8701AB,12,,"Súdwei 12, Súdwest-Fryslân",yes,Copper only,Checked,21.5,2.9,VDSL,,,,,,,`,
    );
    expect(csv).not.toContain('21,5');
  });

  it.each([
    ['nl', ';'],
    ['en', ','],
  ] as const)('reads back (%s) as the table in text, formulas neutralised', (locale, delimiter) => {
    const rows = parseCsv(sitesCsv(table, locale), delimiter);
    expect(rows).toEqual([table.headings, ...table.rows.map((row) => asText(row, locale))]);
    expect(rows.slice(1).map((row) => row[1])).toEqual([
      'HQ',
      `'=HYPERLINK("http://x","y")`,
      "'+31 20",
      "'-",
      "'@SUM(1)",
      'Depot',
    ]);
    expect(rows[5]?.at(-1)).toBe("'=cmd|' /C calc'!A0\nTry again later");
  });
});

describe('sitesXlsx', () => {
  it('reads back with numbers as numbers, text neutralised and empty cells empty', async () => {
    const blob = await sitesXlsx(table, 'Sites');
    const sheet = await readSheet(blob);
    expect(sheet[0]).toEqual(table.headings);
    expect(sheet[1]).toEqual([
      2,
      'HQ',
      '1012LG',
      1,
      'A',
      'Damrak 1 A, Amsterdam',
      'yes',
      'Fibre',
      'Checked',
      1024,
      1024,
      'Glass fibre, VDSL',
      null,
      null,
      null,
      null,
      'Down for now',
      'Glass fibre (Glasnet): Fibre is being laid, day 2027-03-01; Glass fibre (Open Dutch Fiber): Plans announced',
      null,
    ]);
    expect(sheet[2]?.slice(0, 4)).toEqual([3, `'=HYPERLINK("http://x","y")`, '8701AB', 12]);
    expect(sheet[2]?.slice(9, 11)).toEqual([21.5, 2.9]);
    expect(sheet.slice(1).map((row) => row[1])).toEqual([
      'HQ',
      `'=HYPERLINK("http://x","y")`,
      "'+31 20",
      "'-",
      "'@SUM(1)",
      'Depot',
    ]);
    expect(sheet[5]?.at(-1)).toBe("'=cmd|' /C calc'!A0\nTry again later");
  });
});
