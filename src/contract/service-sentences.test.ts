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

describe('a sentence of a failed change or a refusal', () => {
  it('names the item in the reader’s words, as the start of a sentence', () => {
    expect(readServiceSentence('Failed to delete forwarder a@b.nl: it does not exist.', 'nl')).toMatchObject({
      text: 'Doorstuuradres a@b.nl is niet verwijderd: dat bestaat niet (meer).',
      same: false,
    });
    expect(readServiceSentence('Failed to update mailbox a@b.nl: it does not exist.', 'en')).toMatchObject({
      text: 'Mailbox a@b.nl was not changed: it does not exist (any more).',
    });
  });

  it('says a transaction that is not there is not found, by uuid or by NID', () => {
    expect(
      readServiceSentence('Failed to update transaction with NID 1012AB0000159GX: it does not exist.', 'nl'),
    ).toMatchObject({ text: 'De transactie met NID 1012AB0000159GX is niet gevonden.' });
  });

  it('puts a state the portal does not know into the sentence as the service names it', () => {
    expect(
      readServiceSentence('Config prohibited: transaction 5d0c (state parked) cannot be cancelled.', 'nl'),
    ).toMatchObject({ text: 'Transactie 5d0c kan niet (meer) worden geannuleerd (status: parked).' });
  });

  it('knows the refusals no seeded account meets', () => {
    const refusals: [sentence: string, dutch: string][] = [
      [
        'Config prohibited: only a user account has a profile.',
        'Alleen een gebruikersaccount heeft een profiel.',
      ],
      [
        'Config prohibited: key lacks every permission of mail/v1 (#mail-r, #mail-w) for rpc.discover.',
        'Het account key mag dit niet: daarvoor is een van de rechten #mail-r, #mail-w nodig (rpc.discover).',
      ],
      [
        'Failed to update profile: the account no longer exists.',
        'Het profiel is niet gewijzigd: het account bestaat niet meer.',
      ],
    ];
    for (const [sentence, dutch] of refusals)
      expect(readServiceSentence(sentence, 'nl')).toMatchObject({ known: true, text: dutch });
  });

  it('lists every subnet the service refused, in the quotes of the language', () => {
    const refused =
      'Invalid IP whitelist entries: /ip_whitelist/0/subnet "10.0.0.300" is not an IPv4/IPv6 address or CIDR range; /ip_whitelist/2/subnet "::g" is not an IPv4/IPv6 address or CIDR range.';
    expect(readServiceSentence(refused, 'nl')).toMatchObject({
      text: 'Geen IP-adres of -bereik (zoals 192.0.2.0/24): „10.0.0.300”, „::g”.',
    });
    expect(readServiceSentence(refused, 'en')).toMatchObject({
      text: 'Not an IP address or range (such as 192.0.2.0/24): “10.0.0.300”, “::g”.',
    });
  });

  it('is not claimed for a reason or an item the portal does not know', () => {
    for (const sentence of [
      'Failed to create mailbox a@b.nl: the disk is full.',
      'Failed to update invoice 12: it does not exist.',
      'Config prohibited: the moon is full.',
      'Cancelled by customer, called twice',
    ])
      for (const locale of LOCALES) expect(readServiceSentence(sentence, locale).known).toBe(false);
  });

  it('reads the default reason of a cancellation in Dutch, and as written in English', () => {
    expect(readServiceSentence('Cancelled by customer', 'nl')).toMatchObject({
      text: 'Geannuleerd door de klant',
      same: false,
    });
    expect(readServiceSentence('Cancelled by customer', 'en')).toMatchObject({ same: true });
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
