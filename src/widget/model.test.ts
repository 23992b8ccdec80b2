import { describe, expect, it } from 'vitest';
import {
  addressLabel,
  apiBaseOf,
  checkedDetail,
  defaultApiBase,
  extensionsFrom,
  housenrError,
  housenrsFrom,
  normalisePostcode,
  normaliseWhileTyping,
  parseHousenr,
  postcodeError,
  providerViews,
  providersFrom,
  reasonOf,
} from './model.ts';

// What the sandbox answers for 3011AB 10 (TELE2's backoffice down, EUROFIBER absent), trimmed.
const ROTTERDAM = {
  address: {
    street: 'Hoogstraat',
    housenr: 10,
    housenrext: '',
    city: 'Rotterdam',
    municipality: 'Rotterdam',
  },
  available: {
    KPNWBA: {
      VDSL: {
        max_download: 46700,
        max_upload: 9300,
        carrier: 'Copper',
        network: 'KPN',
        area: 'Rtd-C',
        distance: '420',
      },
      Fiber: {
        max_download: 1048576,
        max_upload: 1048576,
        carrier: 'Fiber',
        network: 'KPN-GPON',
        area: '',
        distance: '',
      },
      VPLUS: {
        max_download: 223900,
        max_upload: 33600,
        carrier: 'Copper',
        network: 'KPN',
        area: 'Rtd-C',
        distance: '420',
      },
      'FTTH/FTTO': {
        max_download: 1048576,
        max_upload: 524288,
        carrier: 'Fiber',
        network: 'KPN',
        area: '',
        distance: '',
      },
    },
    TELE2: {
      error: {
        code: 4,
        message: 'Service temporarily unavailable at 3011AB 10: the TELE2 backoffice has a disruption.',
      },
    },
    ZIGGO: {
      Copper: {
        max_download: 1048576,
        max_upload: 51200,
        carrier: 'Copper',
        network: 'ZIGGO',
        area: '',
        distance: '',
      },
    },
  },
};
const PROVIDERS = ['KPNWBA', 'KPNWEAS', 'EUROFIBER', 'TELE2', 'ZIGGO'];

describe('postcode', () => {
  it('drops every space and upper-cases as typed', () => {
    expect(normalisePostcode(' 1012 ab ')).toBe('1012AB');
    expect(normalisePostcode('1012\tAb')).toBe('1012AB');
    expect(normalisePostcode('')).toBe('');
  });

  it('keeps the caret behind the same character', () => {
    expect(normaliseWhileTyping('1012 a', 6)).toEqual({ value: '1012A', caret: 5 });
    expect(normaliseWhileTyping('10 12AB', 3)).toEqual({ value: '1012AB', caret: 2 });
    expect(normaliseWhileTyping('1012ab', null)).toEqual({ value: '1012AB', caret: 6 });
  });

  it('accepts four digits (not starting with 0) and two letters', () => {
    expect(postcodeError('1012AB')).toBeNull();
    expect(postcodeError('1012 ab')).toBeNull();
    expect(postcodeError('9999ZZ')).toBeNull();
    expect(postcodeError('')).toBe('required');
    expect(postcodeError('   ')).toBe('required');
    for (const wrong of ['0123AB', '1012A', '1012ABC', '101AB', 'AB1012', '1012-AB', '1012ÄB']) {
      expect(postcodeError(wrong), wrong).toBe('format');
    }
  });
});

describe('house number', () => {
  it('is a whole number from 1 to 99999', () => {
    expect(parseHousenr('1')).toBe(1);
    expect(parseHousenr(' 99999 ')).toBe(99999);
    for (const wrong of ['0', '100000', '01', '1a', '1.5', '-1', '', '1e3']) {
      expect(parseHousenr(wrong), wrong).toBeNull();
    }
    expect(housenrError('')).toBe('required');
    expect(housenrError('0')).toBe('format');
    expect(housenrError('12')).toBeNull();
  });
});

describe('postcode look-ups', () => {
  it('reads the house numbers, sorted and unique', () => {
    expect(housenrsFrom({ housenrs: [5, 1, 3, 3, 0, 'x', 100000] })).toEqual([1, 3, 5]);
    expect(housenrsFrom(null)).toEqual([]);
  });

  it('joins the extensions of every source, without "no extension", in natural order', () => {
    const reply = {
      CADASTRAL: { housenrexts: ['', 'A', 'B', 'H', '10', '2'] },
      KPNWBA: { housenrexts: ['', 'A', 'B'] },
      KPNWEAS: { housenrexts: ['', 'A', 'bis'] },
    };
    expect(extensionsFrom(reply)).toEqual(['2', '10', 'A', 'B', 'bis', 'H']);
    expect(extensionsFrom({ CADASTRAL: { housenrexts: [''] } })).toEqual([]);
    expect(extensionsFrom('nonsense')).toEqual([]);
  });

  it('reads the provider list', () => {
    expect(providersFrom({ providers: PROVIDERS })).toEqual(PROVIDERS);
    expect(providersFrom({})).toBeNull();
  });
});

describe('providerViews', () => {
  const views = providerViews(PROVIDERS, ROTTERDAM);

  it('has a block per provider, in the list’s order', () => {
    expect(views.map((view) => view.provider)).toEqual(PROVIDERS);
  });

  it('lists products fastest first: download, then upload', () => {
    expect(views[0]!.products.map((product) => product.technology)).toEqual([
      'Fiber',
      'FTTH/FTTO',
      'VPLUS',
      'VDSL',
    ]);
    expect(views[0]!.products[0]).toEqual({ technology: 'Fiber', download: 1048576, upload: 1048576 });
    expect(views[0]!.reason).toBeUndefined();
  });

  it('keeps the API’s order for equal speeds', () => {
    const [view] = providerViews(['X'], {
      available: {
        X: {
          B: { max_download: 10, max_upload: 1 },
          A: { max_download: 10, max_upload: 1 },
          C: { max_download: 10, max_upload: 2 },
        },
      },
    });
    expect(view!.products.map((product) => product.technology)).toEqual(['C', 'B', 'A']);
  });

  it('gives a reason instead of products', () => {
    expect(views[1]).toEqual({ provider: 'KPNWEAS', products: [], reason: 'not-served' });
    expect(views[3]).toEqual({
      provider: 'TELE2',
      products: [],
      error: { code: 4, message: ROTTERDAM.available.TELE2.error.message },
      reason: 'unavailable',
    });
    expect(reasonOf(10)).toBe('complex');
    expect(reasonOf(3)).toBe('not-served');
    expect(reasonOf(1)).toBe('failed');
  });

  it('adds providers the list does not name, and survives odd replies', () => {
    expect(providerViews(['A'], { available: { B: { Fiber: { max_download: 1, max_upload: 1 } } } })).toEqual(
      [
        { provider: 'A', products: [], reason: 'not-served' },
        { provider: 'B', products: [{ technology: 'Fiber', download: 1, upload: 1 }] },
      ],
    );
    expect(providerViews(['A'], null)).toEqual([{ provider: 'A', products: [], reason: 'not-served' }]);
    expect(providerViews(['A'], { available: { A: { error: 'down' } } })).toEqual([
      { provider: 'A', products: [], reason: 'not-served' },
    ]);
  });
});

describe('the address-checked detail', () => {
  it('maps each provider to its technologies, fastest first, and its error', () => {
    const input = { zipcode: '3011AB', housenr: 10, housenrext: '' };
    const detail = checkedDetail(input, providerViews(PROVIDERS, ROTTERDAM));
    expect(detail).toEqual({
      zipcode: '3011AB',
      housenr: 10,
      housenrext: '',
      providers: {
        KPNWBA: { products: ['Fiber', 'FTTH/FTTO', 'VPLUS', 'VDSL'] },
        KPNWEAS: { products: [] },
        EUROFIBER: { products: [] },
        TELE2: { products: [], error: { code: 4, message: ROTTERDAM.available.TELE2.error.message } },
        ZIGGO: { products: ['Copper'] },
      },
    });
    expect(JSON.parse(JSON.stringify(detail))).toEqual(detail);
  });

  it('names the address as people write it', () => {
    expect(addressLabel({ zipcode: '3011AB', housenr: 10, housenrext: '' }, ROTTERDAM)).toBe(
      'Hoogstraat 10, 3011AB Rotterdam',
    );
    expect(addressLabel({ zipcode: '1012AB', housenr: 1, housenrext: 'A' }, {})).toBe('1012AB 1 A');
  });
});

describe('the API base', () => {
  it('is the origin the script came from, plus /api', () => {
    const page = 'https://partner.example/shop/check.html';
    expect(defaultApiBase('https://portal.example/widget/address-check.mjs', undefined, page)).toBe(
      'https://portal.example/api',
    );
    expect(defaultApiBase(undefined, 'http://127.0.0.1:4173/widget/address-check.js?v=2', page)).toBe(
      'http://127.0.0.1:4173/api',
    );
    // An inline or bundled script: the page's own origin.
    expect(defaultApiBase(undefined, '', page)).toBe('https://partner.example/api');
    expect(defaultApiBase('blob:null/x', undefined, page)).toBe('https://partner.example/api');
  });

  it('takes the attribute without trailing slashes, relative to the page', () => {
    const page = 'https://partner.example/shop/';
    expect(apiBaseOf('https://api.example/v/', 'x', page)).toBe('https://api.example/v');
    expect(apiBaseOf('/api', 'x', page)).toBe('https://partner.example/api');
    expect(apiBaseOf(null, 'https://fallback.example/api', page)).toBe('https://fallback.example/api');
    expect(apiBaseOf('  ', 'https://fallback.example/api', page)).toBe('https://fallback.example/api');
  });
});
