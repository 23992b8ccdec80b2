import { describe, expect, it } from 'vitest';
import {
  MAX_LOGO_BYTES,
  brandingFromLink,
  brandingTheme,
  checkBranding,
  logoFileProblem,
  withoutBrandingParams,
} from './prospect-branding.ts';
import { themeVariables } from '../../embedding/theme.ts';

const PNG = `data:image/png;base64,${btoa('a tiny picture')}`;

describe('checkBranding', () => {
  it('keeps a name, colour and logo, normalised', () => {
    expect(checkBranding({ name: '  Glasvezel   Noord ', color: 'RGB(11, 83, 148)', logo: PNG })).toEqual({
      ok: true,
      branding: { name: 'Glasvezel Noord', color: '#0b5394', logo: PNG },
    });
    expect(checkBranding({ color: '#0B5394' })).toEqual({
      ok: true,
      branding: { name: '', color: '#0b5394', logo: null },
    });
  });

  it('reads a colour without its # (a link that forgot %23)', () => {
    expect(checkBranding({ color: '0b5394' })).toMatchObject({ branding: { color: '#0b5394' } });
    expect(checkBranding({ color: '036' })).toMatchObject({ branding: { color: '#003366' } });
  });

  it('is the portal’s own look when nothing is set', () => {
    expect(checkBranding({ name: '   ', color: '', logo: null })).toEqual({ ok: true, branding: null });
    expect(checkBranding({})).toEqual({ ok: true, branding: null });
  });

  it('refuses a colour below 4.5:1 against the background, with the ratio', () => {
    expect(checkBranding({ name: 'Geel', color: '#ffd400' })).toEqual({
      ok: false,
      problems: [{ field: 'color', reason: 'contrast', ratio: 1.43 }],
    });
    // #767676 is the lightest grey that passes on white; #777777 is not
    expect(checkBranding({ color: '#767676' }).ok).toBe(true);
    expect(checkBranding({ color: '#777777' })).toMatchObject({
      ok: false,
      problems: [{ field: 'color', reason: 'contrast', ratio: 4.47 }],
    });
  });

  it('checks against the deployment’s own background when it has one', () => {
    const dark = { colorBackground: '#101010', mode: 'dark' as const };
    expect(checkBranding({ color: '#0b5394' }, dark)).toMatchObject({
      ok: false,
      problems: [{ field: 'color', reason: 'contrast' }],
    });
    expect(checkBranding({ color: '#ffd400' }, dark).ok).toBe(true);
  });

  it('refuses what is not a colour, a long name and foreign logos', () => {
    expect(checkBranding({ color: 'red' })).toEqual({
      ok: false,
      problems: [{ field: 'color', reason: 'format' }],
    });
    expect(checkBranding({ name: 'x'.repeat(61) })).toEqual({
      ok: false,
      problems: [{ field: 'name', reason: 'too-long' }],
    });
    for (const logo of [
      'https://prospect.example/logo.png',
      'data:text/html;base64,PHNjcmlwdD4=',
      'data:image/png,not-base64',
      'javascript:alert(1)',
    ])
      expect(checkBranding({ logo })).toEqual({ ok: false, problems: [{ field: 'logo', reason: 'type' }] });
    const large = `data:image/png;base64,${'A'.repeat(Math.ceil((MAX_LOGO_BYTES * 4) / 3) + 4)}`;
    expect(checkBranding({ logo: large })).toEqual({
      ok: false,
      problems: [{ field: 'logo', reason: 'size' }],
    });
  });

  it('takes bidi, format and control characters out of the name', () => {
    const invisible = [
      ...['\u202A', '\u202B', '\u202C', '\u202D', '\u202E'], // embeddings and overrides
      ...['\u2066', '\u2067', '\u2068', '\u2069'], // isolates
      ...['\u200E', '\u200F', '\u061C'], // marks
      ...['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD'], // zero-width, soft hyphen
      ...['\u0000', '\u0007', '\u001B', '\u007F', '\u0085', '\u009B'], // C0 and C1 controls
    ];
    for (const char of invisible)
      expect(checkBranding({ name: `${char}Glasvezel${char} Noord${char}` })).toEqual({
        ok: true,
        branding: { name: 'Glasvezel Noord', color: null, logo: null },
      });
    expect(checkBranding({ name: 'Storing! Bel 0900-1234 \u202E' })).toMatchObject({
      branding: { name: 'Storing! Bel 0900-1234' },
    });
    expect(checkBranding({ name: 'Glasvezel\nNoord\t' })).toMatchObject({
      branding: { name: 'Glasvezel Noord' },
    });
    expect(checkBranding({ name: '\u202E\u200B' })).toEqual({ ok: true, branding: null });
    // right-to-left letters are a name's own: they stay (the name is shown isolated)
    expect(checkBranding({ name: 'שלום סיבים' })).toMatchObject({ branding: { name: 'שלום סיבים' } });
  });

  it('counts the name in characters, once the invisible ones are gone', () => {
    expect(checkBranding({ name: '😀'.repeat(60) })).toMatchObject({ ok: true });
    expect(checkBranding({ name: '😀'.repeat(61) })).toEqual({
      ok: false,
      problems: [{ field: 'name', reason: 'too-long' }],
    });
    expect(checkBranding({ name: 'e\u0301'.repeat(60) })).toMatchObject({
      branding: { name: '\u00e9'.repeat(60) },
    });
    expect(checkBranding({ name: `Acme${'\u200B'.repeat(100)}` })).toMatchObject({
      branding: { name: 'Acme' },
    });
  });

  it('reports every problem at once', () => {
    const outcome = checkBranding({ name: 'x'.repeat(80), color: '#ffffff', logo: 'nope' });
    expect(outcome.ok ? [] : outcome.problems.map((problem) => problem.field)).toEqual([
      'name',
      'color',
      'logo',
    ]);
  });
});

describe('brandingTheme', () => {
  it('puts the colour in a light theme that the theme check accepts', () => {
    const theme = brandingTheme({ name: 'Acme', color: '#0b5394', logo: null });
    expect(theme).toEqual({ colorPrimary: '#0b5394', mode: 'light' });
    expect(themeVariables(theme)).toMatchObject({ ok: true, variables: { '--accent': 'rgb(11 83 148)' } });
  });

  it('sets nothing without a colour', () => {
    expect(brandingTheme({ name: 'Acme', color: null, logo: PNG })).toEqual({});
  });
});

describe('logoFileProblem', () => {
  it('takes images up to the limit', () => {
    expect(logoFileProblem({ type: 'image/svg+xml', size: 2_000 })).toBeNull();
    expect(logoFileProblem({ type: 'image/png', size: MAX_LOGO_BYTES })).toBeNull();
    expect(logoFileProblem({ type: 'image/png', size: MAX_LOGO_BYTES + 1 })).toEqual({
      field: 'logo',
      reason: 'size',
    });
    expect(logoFileProblem({ type: 'application/pdf', size: 10 })).toEqual({ field: 'logo', reason: 'type' });
  });
});

describe('links', () => {
  it('reads prospect and brand, keeping what the link leaves out', () => {
    const current = { name: 'Acme', color: '#0b5394', logo: PNG };
    expect(brandingFromLink(new URLSearchParams('prospect=Glasvezel+Noord'), current)).toEqual({
      name: 'Glasvezel Noord',
      color: '#0b5394',
      logo: PNG,
    });
    expect(brandingFromLink(new URLSearchParams('brand=%23123456'), null)).toEqual({
      name: '',
      color: '#123456',
      logo: null,
    });
    expect(brandingFromLink(new URLSearchParams('brand='), current)).toMatchObject({ color: '' });
    expect(brandingFromLink(new URLSearchParams('zipcode=3011AB'), current)).toBeNull();
  });

  it('takes the branding parameters out of the address, and only those', () => {
    expect(withoutBrandingParams('?prospect=Acme&brand=%230b5394')).toBe('');
    expect(withoutBrandingParams('?zipcode=3011AB&prospect=Acme&housenr=10')).toBe(
      '?zipcode=3011AB&housenr=10',
    );
    expect(withoutBrandingParams('')).toBe('');
  });
});
