import { describe, expect, it } from 'vitest';
import { csvField, datedFileName, neutraliseFormula, toCsv } from './csv.ts';

describe('CSV', () => {
  it('quotes only what needs quoting with commas as separator, and doubles quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('a; b')).toBe('a; b');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('carriage\rreturn')).toBe('"carriage\rreturn"');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(12)).toBe('12');
    expect(csvField(false)).toBe('false');
  });

  it('quotes what holds a semicolon when that is the separator, and leaves commas alone', () => {
    expect(csvField('a; b', ';')).toBe('"a; b"');
    expect(csvField('a, b', ';')).toBe('a, b');
    expect(csvField('say "hi"', ';')).toBe('"say ""hi"""');
    expect(csvField('two\r\nlines', ';')).toBe('"two\r\nlines"');
  });

  it('keeps spreadsheets from running text as a formula, with either separator', () => {
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField('-12')).toBe("'-12");
    expect(csvField('+31 20')).toBe("'+31 20");
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField('\tx')).toBe("'\tx");
    expect(csvField(-12)).toBe('-12');
    expect(csvField('=A1;B1', ';')).toBe(`"'=A1;B1"`);
    expect(csvField('=1,2', ',')).toBe(`"'=1,2"`);
  });

  it('writes a byte order mark, a heading row and CRLF line ends, comma-separated by default', () => {
    expect(toCsv(['id', 'name'], [[1, 'Glas, 1 Gbit/s']])).toBe('\uFEFFid,name\r\n1,"Glas, 1 Gbit/s"\r\n');
  });

  it('separates with semicolons when asked, quoting by that separator, still with the byte order mark', () => {
    expect(
      toCsv(
        ['Naam', 'Omschrijving'],
        [
          ['Glas, 1 Gbit/s', 'a; b'],
          [null, '=2+2'],
        ],
        ';',
      ),
    ).toBe('\uFEFFNaam;Omschrijving\r\nGlas, 1 Gbit/s;"a; b"\r\n;\'=2+2\r\n');
  });

  it('dates the file name in local time', () => {
    expect(datedFileName('carrierproducten', new Date(2025, 0, 5, 23, 59))).toBe(
      'carrierproducten-2025-01-05.csv',
    );
  });
});

describe('neutraliseFormula', () => {
  it('puts an apostrophe before text a spreadsheet would run', () => {
    expect(neutraliseFormula('=1+1')).toBe("'=1+1");
    expect(neutraliseFormula('+31 20')).toBe("'+31 20");
    expect(neutraliseFormula('-')).toBe("'-");
    expect(neutraliseFormula('@SUM(1)')).toBe("'@SUM(1)");
    expect(neutraliseFormula('\t=1')).toBe("'\t=1");
    expect(neutraliseFormula('\r=1')).toBe("'\r=1");
    expect(neutraliseFormula('=1\n2')).toBe("'=1\n2");
  });

  it('leaves other text alone', () => {
    expect(neutraliseFormula('')).toBe('');
    expect(neutraliseFormula('HQ')).toBe('HQ');
    expect(neutraliseFormula('a=b')).toBe('a=b');
    expect(neutraliseFormula("'=1")).toBe("'=1");
    expect(neutraliseFormula(' =1')).toBe(' =1');
  });
});

describe('datedFileName', () => {
  it('names the file after the base, the local day and the kind', () => {
    expect(datedFileName('adrescheck', new Date(2026, 10, 27, 23, 59))).toBe('adrescheck-2026-11-27.csv');
    expect(datedFileName('address-check', new Date(2027, 0, 5), 'xlsx')).toBe(
      'address-check-2027-01-05.xlsx',
    );
  });
});
