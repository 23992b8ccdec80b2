import { describe, expect, it } from 'vitest';
import { type SentenceLocale, readServiceSentence, technologyName } from './service-sentences.ts';

const LOCALES: readonly SentenceLocale[] = ['nl', 'en'];

describe('a sentence of the service', () => {
  it('is said with its postcode, house number, extension and provider', () => {
    const disruption =
      'Service temporarily unavailable at 3011AB 10: the TELE2 backoffice has a disruption. Try again later.';
    expect(readServiceSentence(disruption, 'nl')).toEqual({
      known: true,
      text: 'TELE2 heeft een storing: 3011 AB 10 kan nu niet bij TELE2 worden gecontroleerd. Probeer het later opnieuw.',
      original: disruption,
      same: false,
    });
    expect(readServiceSentence(disruption, 'en')).toMatchObject({
      text: 'TELE2 has a disruption: 3011 AB 10 cannot be checked with TELE2 right now. Try again later.',
    });
    const complex =
      'The connection at 2511AB 2 B is too complex for this software version: KPNWBA labels the address complex.';
    expect(readServiceSentence(complex, 'en')).toMatchObject({
      text: 'The connection at 2511 AB 2 B is too complicated to check automatically: KPNWBA marks the address as complex.',
    });
    expect(
      readServiceSentence('The address 9711AB 5 is valid, but no requested provider services it.', 'nl'),
    ).toMatchObject({
      text: 'Het adres 9711 AB 5 bestaat, maar geen van de gevraagde leveranciers levert daar.',
    });
    expect(
      readServiceSentence('The address 9711AB 5 A is valid, but ZIGGO does not service it.', 'en'),
    ).toMatchObject({ text: 'The address 9711 AB 5 A exists, but ZIGGO does not serve it.' });
    expect(
      readServiceSentence(
        'Invalid combination of zipcode 1012AB, house number 3 and extension "Z". Select a valid one with the postcodes functions.',
        'nl',
      ),
    ).toMatchObject({
      text: 'Het adres 1012 AB 3 Z bestaat niet. Kies een bestaand huisnummer en een bestaande toevoeging bij deze postcode.',
    });
  });

  it('has its numbers written as the reader writes them', () => {
    const notice = 'In deze straat wordt het glasvezelnetwerk uitgebreid met XGS-PON (tot 2.5 Gbit/s).';
    expect(readServiceSentence(notice, 'nl')).toMatchObject({
      text: 'In deze straat wordt het glasvezelnetwerk uitgebreid met XGS-PON (tot 2,5 Gbit/s).',
      same: false,
    });
    expect(readServiceSentence(notice, 'en')).toMatchObject({
      text: 'The fiber network in this street is being extended with XGS-PON (up to 2.5 Gbit/s).',
    });
  });

  it('in Dutch, to a Dutch reader, reads as the service wrote it', () => {
    const notice = 'KPN legt glasvezel aan in deze straat; de graafwerkzaamheden zijn gestart.';
    expect(readServiceSentence(notice, 'nl')).toEqual({
      known: true,
      text: notice,
      original: notice,
      same: true,
    });
    expect(readServiceSentence(notice, 'en')).toMatchObject({
      text: 'KPN is laying fiber in this street; the digging has started.',
      same: false,
    });
  });

  it('is not claimed when the portal does not know it, nor when it only starts like a known one', () => {
    for (const sentence of [
      'Scheduled maintenance tonight.',
      'Service temporarily unavailable at 3011AB 10: the TELE2 backoffice has a disruption.',
      'The address 9711AB 5 is valid, but no requested provider services it. Call us.',
      '',
    ])
      for (const locale of LOCALES)
        expect(readServiceSentence(sentence, locale)).toEqual({ known: false, original: sentence });
  });
});

describe('a technology name', () => {
  it('is in the reader’s words where there is one, and as the provider names it otherwise', () => {
    expect(technologyName('Fiber', 'nl')).toBe('Glasvezel');
    expect(technologyName('Copper', 'nl')).toBe('Koper');
    expect(technologyName('Fiber', 'en')).toBe('Fiber');
    expect(technologyName('Copper', 'en')).toBe('Copper');
    for (const product of ['FTTH/FTTO', 'VPLUS', 'VDSL', 'XGS-PON', 'toString', 'constructor'])
      for (const locale of LOCALES) expect(technologyName(product, locale)).toBe(product);
  });
});
