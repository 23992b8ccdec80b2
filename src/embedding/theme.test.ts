import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColor, themeVariables } from './theme.ts';

describe('colours and contrast', () => {
  it('reads hex and rgb() colours and nothing else', () => {
    expect(parseColor('#0b5394')).toEqual([11, 83, 148]);
    expect(parseColor('#fff')).toEqual([255, 255, 255]);
    expect(parseColor('rgb(1, 2, 3)')).toEqual([1, 2, 3]);
    expect(parseColor('rgb(1 2 3)')).toEqual([1, 2, 3]);
    expect(parseColor('rgb(300 2 3)')).toBeNull();
    expect(parseColor('red')).toBeNull();
    expect(parseColor('#12345')).toBeNull();
  });

  it('computes the WCAG contrast ratio', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([255, 255, 255], [255, 255, 255])).toBeCloseTo(1, 5);
    expect(contrastRatio([118, 118, 118], [255, 255, 255])).toBeCloseTo(4.54, 2);
  });
});

describe('themeVariables', () => {
  it('turns a readable theme into the portal’s custom properties', () => {
    const outcome = themeVariables({
      mode: 'light',
      colorPrimary: '#0b5394',
      colorBackground: '#ffffff',
      colorText: '#1a1a1a',
      fontFamily: 'Georgia, serif',
      borderRadius: '2px',
      logoUrl: 'https://partner.example/logo.svg',
    });
    expect(outcome).toMatchObject({
      ok: true,
      mode: 'light',
      logoUrl: 'https://partner.example/logo.svg',
      variables: {
        '--accent': 'rgb(11 83 148)',
        '--accent-text': 'rgb(255 255 255)',
        '--bg': 'rgb(255 255 255)',
        '--text': 'rgb(26 26 26)',
        '--font': 'Georgia, serif',
        '--radius': '2px',
      },
    });
  });

  it('gives a light primary a dark label, and keeps muted text readable', () => {
    const outcome = themeVariables({
      colorPrimary: '#ffd400',
      colorBackground: '#1a1a1a',
      colorText: '#f0f0f0',
    });
    expect(outcome.ok && outcome.variables['--accent-text']).toBe('rgb(0 0 0)');
    const muted = outcome.ok ? parseColor(outcome.variables['--muted']!) : null;
    expect(contrastRatio(muted!, [26, 26, 26])).toBeGreaterThanOrEqual(4.5);
  });

  it('refuses a theme whose text or controls fail 4.5:1, saying which', () => {
    const grey = themeVariables({ colorText: '#999999', colorBackground: '#ffffff' });
    expect(grey).toEqual({
      ok: false,
      problems: [expect.stringMatching(/^colorText on colorBackground has a contrast of 2\.85:1/)],
    });
    const pale = themeVariables({ colorPrimary: '#8fc1ff', colorBackground: '#ffffff' });
    expect(pale.ok).toBe(false);
    expect(pale.ok ? [] : pale.problems).toEqual([
      expect.stringContaining('colorPrimary on colorBackground'),
    ]);
  });

  it('makes a compact theme denser, and leaves out a density it does not know', () => {
    expect(themeVariables({ density: 'compact' })).toMatchObject({
      ok: true,
      variables: { '--root-size': '87.5%' },
    });
    expect(themeVariables({ density: 'comfortable' })).toMatchObject({ ok: true, variables: {} });
    expect(themeVariables({ density: 'tiny' })).toMatchObject({
      ok: true,
      variables: {},
      refused: ['density must be "comfortable" or "compact", not "tiny".'],
    });
  });

  it('leaves out values that are not what they claim to be, and applies the rest', () => {
    const outcome = themeVariables({
      colorPrimary: 'red;}body{display:none',
      fontFamily: 'x; background: url(https://evil.example)',
      borderRadius: '1e9px',
      logoUrl: 'javascript:alert(1)',
      colorText: '#1a1a1a',
    });
    expect(outcome).toMatchObject({ ok: true, logoUrl: null, variables: { '--text': 'rgb(26 26 26)' } });
    expect(outcome.ok ? outcome.refused : []).toEqual([
      expect.stringMatching(/^colorPrimary must be /),
      expect.stringMatching(/^fontFamily must be /),
      expect.stringMatching(/^borderRadius must be /),
      expect.stringMatching(/^logoUrl must be /),
    ]);
  });
});

describe('a theme as it comes from outside (config.json, the URL fragment, a host’s message)', () => {
  const VALID = {
    mode: 'light',
    colorPrimary: '#0b5394',
    colorBackground: '#ffffff',
    colorText: '#1a1a1a',
    fontFamily: 'Georgia, serif',
    borderRadius: '6px',
    logoUrl: 'https://partner.example/logo.svg',
    density: 'compact',
  } as const;
  const WRONG_TYPES = [
    ['a number', 8, 'the number 8'],
    ['an object', { value: '6px' }, 'an object'],
    ['null', null, 'null'],
    ['an array', ['6px'], 'an array'],
  ] as const;
  const cases = Object.keys(VALID).flatMap((field) =>
    WRONG_TYPES.map(([kind, value, described]) => ({ field, kind, value, described })),
  );

  it.each(cases)(
    'refuses $field as $kind, saying what was expected, and applies the rest as if it were not there',
    ({ field, value, described }) => {
      const { [field as keyof typeof VALID]: _left, ...rest } = VALID;
      const outcome = themeVariables({ ...VALID, [field]: value });
      expect(outcome).toEqual({
        ...themeVariables(rest),
        refused: [expect.stringMatching(new RegExp(`^${field} must be .+, not ${described}\\.$`))],
      });
    },
  );

  it('names what each field should be', () => {
    const outcome = themeVariables({ borderRadius: 8, mode: 'sepia', colorText: 'black' });
    expect(outcome.ok ? outcome.refused : []).toEqual([
      'borderRadius must be a length such as "6px" or "0.5rem", not the number 8.',
      'mode must be "light" or "dark", not "sepia".',
      'colorText must be a colour in #rrggbb or rgb() form, not "black".',
    ]);
  });

  it('refuses a field it does not know, and takes an undefined one for none', () => {
    expect(themeVariables({ colourPrimary: '#0b5394', colorText: undefined })).toEqual({
      ok: true,
      variables: {},
      mode: null,
      logoUrl: null,
      refused: [expect.stringMatching(/^colourPrimary is not a theme field \(known: mode, colorPrimary/)],
    });
  });

  it.each([null, 8, 'dark', ['#0b5394']])('refuses %j as a whole: a theme is an object', (value) => {
    expect(themeVariables(value)).toEqual({
      ok: false,
      problems: [expect.stringMatching(/^A theme must be an object of fields, not /)],
    });
  });

  it('still refuses the whole theme when the valid fields fail the contrast, naming the wrong ones too', () => {
    expect(themeVariables({ colorText: '#999999', borderRadius: 8 })).toEqual({
      ok: false,
      problems: [
        expect.stringMatching(/^borderRadius must be /),
        expect.stringMatching(/^colorText on colorBackground has a contrast of 2\.85:1/),
      ],
    });
  });
});
