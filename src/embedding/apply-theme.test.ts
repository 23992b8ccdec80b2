import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyTheme, clearTheme } from './apply-theme.ts';
import { emitToHost } from './host-channel.ts';

vi.mock('./host-channel.ts', () => ({ emitToHost: vi.fn() }));

/** The document's root style, as far as the theme layers use it. */
function stubRootStyle() {
  const properties = new Map<string, string>();
  const style = {
    colorScheme: '',
    setProperty: (name: string, value: string) => void properties.set(name, value),
    removeProperty: (name: string) => void properties.delete(name),
    getPropertyValue: (name: string) => properties.get(name) ?? '',
    [Symbol.iterator]: () => properties.keys(),
  };
  vi.stubGlobal('document', { documentElement: { style } });
  return style;
}

const HOST_THEME = {
  mode: 'light',
  colorPrimary: '#7a1f5c',
  colorBackground: '#ffffff',
  colorText: '#1a1a1a',
  fontFamily: 'Georgia, serif',
  borderRadius: '6px',
  logoUrl: 'https://partner.example/logo.svg',
  density: 'compact',
} as const;

describe('applyTheme', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    clearTheme('host');
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.mocked(emitToHost).mockClear();
  });

  it('applies a host theme with borderRadius: 8 without it, warns, and tells the host', () => {
    const style = stubRootStyle();
    let refused: readonly string[] = [];
    expect(() => {
      refused = applyTheme('host', { colorPrimary: '#7a1f5c', borderRadius: 8 });
    }).not.toThrow();
    expect(style.getPropertyValue('--accent')).toBe('rgb(122 31 92)');
    expect(style.getPropertyValue('--radius')).toBe('');
    const problem = 'borderRadius must be a length such as "6px" or "0.5rem", not the number 8.';
    expect(refused).toEqual([problem]);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(problem));
    expect(emitToHost).toHaveBeenCalledExactlyOnceWith({
      type: 'error',
      code: 'theme',
      message: expect.stringContaining(problem) as string,
    });
  });

  const WRONG_TYPES = [8, { value: 'x' }, null, ['x']];
  const cases = Object.keys(HOST_THEME).flatMap((field) => WRONG_TYPES.map((value) => ({ field, value })));

  it.each(cases)('never throws for $field: $value, and applies the other fields', ({ field, value }) => {
    const style = stubRootStyle();
    expect(() => applyTheme('host', { ...HOST_THEME, [field]: value })).not.toThrow();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`\\n- ${field} must be `)));
    expect(emitToHost).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'error', code: 'theme', message: expect.stringContaining(field) }),
    );
    if (field !== 'colorPrimary') expect(style.getPropertyValue('--accent')).toBe('rgb(122 31 92)');
    if (field !== 'borderRadius') expect(style.getPropertyValue('--radius')).toBe('6px');
    if (field !== 'mode') expect(style.colorScheme).toBe('light');
  });

  it('keeps the look when the host’s theme is refused as a whole, and tells the host why', () => {
    const style = stubRootStyle();
    applyTheme('host', { colorPrimary: '#7a1f5c' });
    expect(applyTheme('host', { colorPrimary: '#ffd400', borderRadius: '2px' })).toEqual([
      expect.stringMatching(/^colorPrimary on colorBackground has a contrast of 1\.43:1/),
    ]);
    expect(style.getPropertyValue('--accent')).toBe('rgb(122 31 92)');
    expect(style.getPropertyValue('--radius')).toBe('');
    expect(emitToHost).toHaveBeenCalledExactlyOnceWith({
      type: 'error',
      code: 'theme-refused',
      message: expect.stringMatching(
        /refused, the look stays as it was:\n- colorPrimary on colorBackground/,
      ) as string,
    });
  });

  it('tells only the host about the host’s theme', () => {
    stubRootStyle();
    applyTheme('deployment', { borderRadius: 8 });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('borderRadius must be'));
    expect(emitToHost).not.toHaveBeenCalled();
    clearTheme('deployment');
  });
});
