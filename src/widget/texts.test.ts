import { describe, expect, it } from 'vitest';
import { formatSpeed } from '../i18n/format-speed.ts';
import { describeFailure, type Failure } from './rpc.ts';
import { TEXTS, type Texts, localeOf } from './texts.ts';

const render = (value: Texts[keyof Texts]): string =>
  typeof value === 'string'
    ? value
    : (value as (...args: unknown[]) => string)(2, 5, 'Damrak 1, 1012AB Amsterdam');

describe('texts', () => {
  it('has every text in Dutch and English, none empty', () => {
    expect(Object.keys(TEXTS.en).sort()).toEqual(Object.keys(TEXTS.nl).sort());
    for (const locale of ['nl', 'en'] as const) {
      for (const [key, value] of Object.entries(TEXTS[locale])) {
        expect(typeof value, `${locale}.${key}`).toBe(typeof TEXTS.nl[key as keyof Texts]);
        expect(render(value).trim(), `${locale}.${key}`).not.toBe('');
        expect(render(value), `${locale}.${key}`).not.toMatch(/undefined|NaN|\[object/);
      }
    }
  });

  it('is really translated', () => {
    const same = Object.keys(TEXTS.nl).filter(
      (key) => render(TEXTS.nl[key as keyof Texts]) === render(TEXTS.en[key as keyof Texts]),
    );
    // Words Dutch and English share.
    expect(same.sort()).toEqual(['download', 'postcode', 'upload']);
    expect(TEXTS.nl.busy).toBe('Bezig…');
  });

  it('says the values it is given', () => {
    expect(TEXTS.nl.summary(4, 5, 'Hoogstraat 10, 3011AB Rotterdam')).toBe(
      '4 van de 5 aanbieders leveren op Hoogstraat 10, 3011AB Rotterdam.',
    );
    expect(TEXTS.en.summary(1, 5, 'X')).toBe('1 of 5 providers serves X.');
    expect(TEXTS.nl.rateLimited(28)).toContain('over 28 seconden');
    expect(TEXTS.en.rateLimited(undefined)).toContain('shortly');
    expect(TEXTS.en.generic('4f295511cadc25505e8a4c5b')).toContain('(Reference 4f295511cadc25505e8a4c5b)');
    expect(TEXTS.en.download(formatSpeed(1048576, 'en'))).toBe('1 Gb/s download');
    expect(TEXTS.nl.upload(formatSpeed(61440, 'nl'))).toBe('60 Mb/s upload');
    expect(formatSpeed(223900, 'nl')).toBe('218,7 Mb/s');
  });

  it('reads the locale attribute', () => {
    expect(localeOf(null)).toBe('nl');
    expect(localeOf('en')).toBe('en');
    expect(localeOf('EN-gb')).toBe('en');
    expect(localeOf('english')).toBe('nl');
    expect(localeOf('fr')).toBe('nl');
  });
});

describe('describeFailure', () => {
  const cases: [Failure, string, string][] = [
    [{ kind: 'rpc', code: 2, message: '' }, 'Dit adres bestaat niet', 'This address does not exist'],
    [{ kind: 'rpc', code: 3, message: '' }, 'geen enkele aanbieder', 'No provider serves'],
    [{ kind: 'rpc', code: 4, message: '' }, 'tijdelijk niet beschikbaar', 'temporarily unavailable'],
    [{ kind: 'rpc', code: 10, message: '' }, 'te complex', 'too complex'],
    [{ kind: 'rpc', code: 11, message: '' }, 'niet geaccepteerd', 'not accepted'],
    [{ kind: 'rpc', code: 1, message: '', cid: 'abc' }, 'Referentie abc', 'Reference abc'],
    [{ kind: 'http', status: 401 }, 'API-sleutel wordt niet geaccepteerd', 'API key was not accepted'],
    [{ kind: 'http', status: 403, reason: 'api_key_refused' }, 'niet geaccepteerd', 'not accepted'],
    [{ kind: 'http', status: 403, reason: 'invalid_referer' }, 'deze website', 'this website'],
    [{ kind: 'http', status: 429, retryAfter: 12 }, 'over 12 seconden', 'in 12 seconds'],
    [{ kind: 'http', status: 502 }, 'Er ging iets mis', 'Something went wrong'],
    [{ kind: 'network' }, 'niet bereikbaar', 'cannot be reached'],
    [{ kind: 'config' }, 'API-sleutel ontbreekt', 'API key is missing'],
    [{ kind: 'reply' }, 'kon niet worden gelezen', 'could not be read'],
    [
      { kind: 'reply', method: 'broadband/basic/v1 zipcode', pointer: '/address', cid: 'c1d' },
      'antwoord van de dienst kon niet worden gelezen, dus de controle kan nu niet worden getoond. (Referentie c1d)',
      'reply could not be read, so the check cannot be shown now. (Reference c1d)',
    ],
    [
      { kind: 'not-offered', method: 'broadband/basic/v1 zipcode' },
      'biedt deze adrescheck niet aan',
      'does not offer',
    ],
  ];
  it.each(cases)('%j', (failure, dutch, english) => {
    expect(describeFailure(failure, TEXTS.nl)).toContain(dutch);
    expect(describeFailure(failure, TEXTS.en)).toContain(english);
  });
});
