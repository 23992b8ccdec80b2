/**
 * A theme is a few brand values turned into the portal's CSS custom properties (styles.css). One
 * whose text or control colours would fail WCAG AA contrast (4.5:1) against its background is
 * refused as a whole, with the reasons, and the portal keeps the look it had.
 */
import { type Theme, parseUrl } from './protocol.ts';

export type Rgb = readonly [number, number, number];

const MIN_CONTRAST = 4.5;
const BLACK: Rgb = [0, 0, 0];
const WHITE: Rgb = [255, 255, 255];

/** `#rgb`, `#rrggbb` or `rgb(r g b)` / `rgb(r, g, b)`; null for anything else. */
export function parseColor(text: string): Rgb | null {
  const value = text.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as unknown as Rgb;
  }
  const rgb = /^rgb\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})\s*\)$/.exec(value);
  if (rgb) {
    const channels = rgb.slice(1, 4).map(Number);
    return channels.every((channel) => channel <= 255) ? (channels as unknown as Rgb) : null;
  }
  return null;
}

function luminance([red, green, blue]: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const mix = (a: Rgb, b: Rgb, share: number): Rgb =>
  a.map((channel, index) => Math.round(channel * share + b[index]! * (1 - share))) as unknown as Rgb;
const css = ([red, green, blue]: Rgb) => `rgb(${red} ${green} ${blue})`;

/** A CSS length such as `6px` or `0.5rem`, or a font list without anything that could end the value. */
const safeLength = (text: string) => /^\d{1,3}(\.\d+)?(px|rem|em)$/.test(text.trim());
const safeFontList = (text: string) => /^[\w\s,'"-]{1,200}$/.test(text);

/** The portal's own background in dark mode, which a dark theme without a background is checked against. */
const DARK_BACKGROUND: Rgb = [17, 20, 24];

/** The background a theme's colours must stand out from: its own, else the portal's of its mode. */
export function themeBackground(theme: Pick<Theme, 'colorBackground' | 'mode'>): Rgb {
  const own = theme.colorBackground === undefined ? null : parseColor(theme.colorBackground);
  return own ?? (theme.mode === 'dark' ? DARK_BACKGROUND : WHITE);
}

export type ThemeOutcome =
  | { ok: true; variables: Record<string, string>; mode: Theme['mode'] | null; logoUrl: string | null }
  | { ok: false; problems: string[] };

/** The custom properties a theme sets, or why it is refused. */
export function themeVariables(theme: Theme): ThemeOutcome {
  const problems: string[] = [];
  const variables: Record<string, string> = {};
  const color = (name: keyof Theme): Rgb | null => {
    const value = theme[name];
    if (value === undefined) return null;
    const parsed = typeof value === 'string' ? parseColor(value) : null;
    if (!parsed) problems.push(`${name} "${String(value)}" is not a colour in #rrggbb or rgb() form.`);
    return parsed;
  };
  const background = color('colorBackground');
  const text = color('colorText');
  const primary = color('colorPrimary');
  const against = background ?? themeBackground({ mode: theme.mode });
  const check = (label: string, foreground: Rgb, backdrop: Rgb) => {
    const ratio = contrastRatio(foreground, backdrop);
    if (ratio < MIN_CONTRAST)
      problems.push(
        `${label} has a contrast of ${ratio.toFixed(2)}:1; at least ${MIN_CONTRAST}:1 is needed.`,
      );
  };
  if (text) {
    check('colorText on colorBackground', text, against);
    variables['--text'] = css(text);
    // muted text is text mixed toward the background, as far as the contrast allows
    const muted =
      [0.75, 0.85]
        .map((share) => mix(text, against, share))
        .find((candidate) => contrastRatio(candidate, against) >= MIN_CONTRAST) ?? text;
    variables['--muted'] = css(muted);
    variables['--border'] = css(mix(text, against, 0.3));
  }
  if (background) {
    variables['--bg'] = css(background);
    variables['--surface'] = css(background);
  }
  if (primary) {
    check('colorPrimary on colorBackground', primary, against);
    const onPrimary = contrastRatio(WHITE, primary) >= contrastRatio(BLACK, primary) ? WHITE : BLACK;
    check('the label colour on colorPrimary', onPrimary, primary);
    variables['--accent'] = css(primary);
    variables['--accent-text'] = css(onPrimary);
    variables['--accent-soft'] = css(mix(primary, against, 0.15));
  }
  if (theme.fontFamily !== undefined) {
    if (safeFontList(theme.fontFamily)) variables['--font'] = theme.fontFamily;
    else problems.push(`fontFamily "${theme.fontFamily}" is not a plain list of font names.`);
  }
  if (theme.borderRadius !== undefined) {
    if (safeLength(theme.borderRadius)) variables['--radius'] = theme.borderRadius.trim();
    else problems.push(`borderRadius "${theme.borderRadius}" is not a length such as 6px or 0.5rem.`);
  }
  let logoUrl: string | null = null;
  if (theme.logoUrl !== undefined) {
    const url = parseUrl(theme.logoUrl);
    if (url && (url.protocol === 'https:' || url.protocol === 'http:')) logoUrl = url.href;
    else problems.push(`logoUrl "${theme.logoUrl}" is not an http(s) URL.`);
  }
  if (theme.density === 'compact') variables['--root-size'] = '87.5%';
  else if (theme.density !== undefined && theme.density !== 'comfortable')
    problems.push(`density "${String(theme.density)}" is neither comfortable nor compact.`);
  if (theme.mode !== undefined && theme.mode !== 'light' && theme.mode !== 'dark')
    problems.push(`mode "${String(theme.mode)}" is neither light nor dark.`);
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, variables, mode: theme.mode ?? null, logoUrl };
}
