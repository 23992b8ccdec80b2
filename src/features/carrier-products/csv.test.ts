import { describe, expect, it } from 'vitest';
import { csvField, csvFileName, toCsv } from './csv.ts';

describe('CSV', () => {
  it('quotes only what needs quoting and doubles quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(null)).toBe('');
    expect(csvField(12)).toBe('12');
    expect(csvField(false)).toBe('false');
  });

  it('keeps spreadsheets from running text as a formula', () => {
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField('-12')).toBe("'-12");
    expect(csvField(-12)).toBe('-12');
  });

  it('writes a byte order mark, a heading row and CRLF line ends', () => {
    expect(toCsv(['id', 'name'], [{ id: 1, name: 'Glas, 1 Gbit/s' }])).toBe(
      '\uFEFFid,name\r\n1,"Glas, 1 Gbit/s"\r\n',
    );
  });

  it('dates the file name in local time', () => {
    expect(csvFileName('carrierproducten', new Date(2025, 0, 5, 23, 59))).toBe(
      'carrierproducten-2025-01-05.csv',
    );
  });
});
