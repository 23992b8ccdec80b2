/**
 * A theme is a few brand values turned into the portal's CSS custom properties (src/ui/base.css). It
 * comes from outside (config.json, the URL fragment, a host's message), so every field is checked
 * before it is used: a field that is not what it should be is left out, with the reason, and the
 * rest applies. A theme whose text or control colours would fail WCAG AA contrast (4.5:1) against
 * its background is refused as a whole, with the reasons, and the portal keeps the look it had.
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

const isText = (value: unknown): value is string => typeof value === 'string';
const isColor = (value: unknown): value is string => isText(value) && parseColor(value) !== null;
/** A CSS length such as `6px` or `0.5rem`, or a font list without anything that could end the value. */
const isLength = (value: unknown): value is string =>
  isText(value) && /^\d{1,3}(\.\d+)?(px|rem|em)$/.test(value.trim());
const isFontList = (value: unknown): value is string => isText(value) && /^[\w\s,'"-]{1,200}$/.test(value);
const isWebUrl = (value: unknown): value is string => {
  const url = isText(value) ? parseUrl(value) : null;
  return url?.protocol === 'https:' || url?.protocol === 'http:';
};
const isOneOf =
  <Value extends string>(...values: Value[]) =>
  (value: unknown): value is Value =>
    values.includes(value as Value);

/** What each field of a theme must be: in words, for the reason a field is left out, and as a check. */
const FIELDS: { [Field in keyof Theme]-?: { expected: string; accepts: (value: unknown) => boolean } } = {
  mode: { expected: '"light" or "dark"', accepts: isOneOf('light', 'dark') },
  colorPrimary: { expected: 'a colour in #rrggbb or rgb() form', accepts: isColor },
  colorBackground: { expected: 'a colour in #rrggbb or rgb() form', accepts: isColor },
  colorText: { expected: 'a colour in #rrggbb or rgb() form', accepts: isColor },
  fontFamily: { expected: 'a plain list of font names', accepts: isFontList },
  borderRadius: { expected: 'a length such as "6px" or "0.5rem"', accepts: isLength },
  logoUrl: { expected: 'an http(s) URL', accepts: isWebUrl },
  density: { expected: '"comfortable" or "compact"', accepts: isOneOf('comfortable', 'compact') },
};

/** A value as a reason quotes it: `the number 8`, `an array`, `"sepia"`. */
function described(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value);
  return `the ${typeof value} ${String(value)}`;
}

/** The fields of a theme that are what they should be, and why each other one is left out. */
function checkedFields(value: object): { theme: Theme; refused: string[] } {
  const theme: Record<string, unknown> = {};
  const refused: string[] = [];
  for (const [field, fieldValue] of Object.entries(value)) {
    if (fieldValue === undefined) continue;
    const rule = Object.hasOwn(FIELDS, field) ? FIELDS[field as keyof Theme] : null;
    if (!rule) refused.push(`${field} is not a theme field (known: ${Object.keys(FIELDS).join(', ')}).`);
    else if (rule.accepts(fieldValue)) theme[field] = fieldValue;
    else refused.push(`${field} must be ${rule.expected}, not ${described(fieldValue)}.`);
  }
  return { theme: theme as Theme, refused };
}

/** The portal's own background in dark mode, which a dark theme without a background is checked against. */
const DARK_BACKGROUND: Rgb = [17, 20, 24];

/** The background a theme's colours must stand out from: its own, else the portal's of its mode. */
export function themeBackground(theme: Pick<Theme, 'colorBackground' | 'mode'>): Rgb {
  const own = isColor(theme.colorBackground) ? parseColor(theme.colorBackground) : null;
  return own ?? (theme.mode === 'dark' ? DARK_BACKGROUND : WHITE);
}

export type ThemeOutcome =
  | {
      ok: true;
      variables: Record<string, string>;
      mode: Theme['mode'] | null;
      logoUrl: string | null;
      /** The fields left out, each with why. */
      refused: string[];
    }
  | { ok: false; problems: string[] };

/**
 * The custom properties a theme sets (without the fields that are not right), or why it is refused
 * as a whole. `value` is a theme as it came, whatever it holds.
 */
export function themeVariables(value: unknown): ThemeOutcome {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { ok: false, problems: [`A theme must be an object of fields, not ${described(value)}.`] };
  const { theme, refused } = checkedFields(value);
  const problems: string[] = [];
  const variables: Record<string, string> = {};
  const color = (text: string | undefined) => (text === undefined ? null : parseColor(text));
  const background = color(theme.colorBackground);
  const text = color(theme.colorText);
  const primary = color(theme.colorPrimary);
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
  if (theme.fontFamily !== undefined) variables['--font'] = theme.fontFamily;
  if (theme.borderRadius !== undefined) variables['--radius'] = theme.borderRadius.trim();
  if (theme.density === 'compact') variables['--root-size'] = '87.5%';
  if (problems.length > 0) return { ok: false, problems: [...refused, ...problems] };
  const logoUrl = theme.logoUrl === undefined ? null : (parseUrl(theme.logoUrl)?.href ?? null);
  return { ok: true, variables, mode: theme.mode ?? null, logoUrl, refused };
}
