/**
 * A demo's prospect branding: the prospect's name, logo and brand colour, checked before they are
 * shown. The name loses every character that could change how the text around it reads, and is shown
 * isolated (`<bdi>`), so that its own right-to-left letters stay within it. The colour becomes the
 * accent of a theme layer and must pass the same 4.5:1 contrast as any theme; the logo is an image
 * file the sales person picked, kept as a `data:` URL because the CSP's `img-src` allows `data:` but
 * no other site's images.
 */
import type { Theme } from '../../embedding/protocol.ts';
import {
  type Rgb,
  contrastRatio,
  parseColor,
  themeBackground,
  themeVariables,
} from '../../embedding/theme.ts';

export interface ProspectBranding {
  /** Shown as "Demo for <name>"; empty for none. At most MAX_NAME_LENGTH characters (code points). */
  name: string;
  /** `#rrggbb`, or null for the portal's own accent. */
  color: string | null;
  /** A `data:image/…;base64,…` URL, or null for none. */
  logo: string | null;
}

export const MAX_NAME_LENGTH = 60;
export const MAX_LOGO_BYTES = 256 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'] as const;
export const MIN_CONTRAST = 4.5;

export type BrandingProblem =
  | { field: 'name'; reason: 'too-long' }
  | { field: 'color'; reason: 'format' }
  | { field: 'color'; reason: 'contrast'; ratio: number }
  | { field: 'logo'; reason: 'type' | 'size' | 'unreadable' };

export type BrandingOutcome =
  { ok: true; branding: ProspectBranding | null } | { ok: false; problems: BrandingProblem[] };

/** What a person typed or a link said; empty or missing members mean "none". */
export interface BrandingInput {
  name?: string | null;
  color?: string | null;
  logo?: string | null;
}

/**
 * A name as it is shown: without control and format characters (Unicode Cc and Cf: bidi embeddings,
 * overrides, isolates and marks, zero-width characters), which could turn the text after it around
 * or hide what it says; spaces collapsed and letters composed (NFC).
 */
function cleanName(text: string): string {
  return text
    .replace(/[\p{Cc}\p{Cf}]/gu, (char) => (/\s/.test(char) ? ' ' : ''))
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Characters as a person counts them, near enough: an emoji is one, not two UTF-16 units. */
const characterCount = (text: string) => [...text].length;
const hex = (channel: number) => channel.toString(16).padStart(2, '0');
const toHex = ([red, green, blue]: Rgb) => `#${hex(red)}${hex(green)}${hex(blue)}`;

/** `0b5394` is read as `#0b5394`: a `#` in a link must be written `%23`, and is easily forgotten. */
function colorText(value: string): string {
  const trimmed = value.trim();
  return /^([0-9a-f]{3}|[0-9a-f]{6})$/i.test(trimmed) ? `#${trimmed}` : trimmed;
}

const LOGO_URL = /^data:(image\/(?:png|jpeg|gif|webp|svg\+xml));base64,([A-Za-z0-9+/]+={0,2})$/;

/** Bytes a base64 text decodes to. */
const decodedLength = (base64: string) =>
  Math.floor((base64.length * 3) / 4) - (base64.match(/=+$/)?.[0].length ?? 0);

/** The theme the branding's colour goes into: the deployment's background (and mode) are kept. */
export function brandingTheme(branding: ProspectBranding, deployment?: Theme): Theme {
  if (!branding.color) return {};
  return {
    colorPrimary: branding.color,
    // A colour readable on the light background is not on the dark one: a branded demo is light.
    mode: deployment?.mode ?? 'light',
    ...(deployment?.colorBackground ? { colorBackground: deployment.colorBackground } : {}),
  };
}

/**
 * The branding to keep, normalised (name cleaned, colour as `#rrggbb`), or every problem with it.
 * Nothing at all (no name, colour or logo) is `null`: the portal's own look.
 */
export function checkBranding(input: BrandingInput, deployment?: Theme): BrandingOutcome {
  const problems: BrandingProblem[] = [];
  const name = cleanName(input.name ?? '');
  if (characterCount(name) > MAX_NAME_LENGTH) problems.push({ field: 'name', reason: 'too-long' });

  let color: string | null = null;
  const typed = colorText(input.color ?? '');
  if (typed !== '') {
    const rgb = parseColor(typed);
    if (!rgb) problems.push({ field: 'color', reason: 'format' });
    else {
      color = toHex(rgb);
      const theme = brandingTheme({ name, color, logo: null }, deployment);
      if (!themeVariables(theme).ok) {
        const ratio = contrastRatio(rgb, themeBackground(theme));
        problems.push({ field: 'color', reason: 'contrast', ratio: Math.floor(ratio * 100) / 100 });
      }
    }
  }

  const logo = input.logo ? input.logo : null;
  if (logo !== null) {
    const parts = LOGO_URL.exec(logo);
    if (!parts) problems.push({ field: 'logo', reason: 'type' });
    else if (decodedLength(parts[2]!) > MAX_LOGO_BYTES) problems.push({ field: 'logo', reason: 'size' });
  }

  if (problems.length > 0) return { ok: false, problems };
  if (name === '' && color === null && logo === null) return { ok: true, branding: null };
  return { ok: true, branding: { name, color, logo } };
}

/** A picked file that cannot be a logo, before it is read: its type or its size. */
export function logoFileProblem(file: { type: string; size: number }): BrandingProblem | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return { field: 'logo', reason: 'type' };
  if (file.size > MAX_LOGO_BYTES) return { field: 'logo', reason: 'size' };
  return null;
}

/** The parameters a link may set the branding with: `?prospect=Acme&brand=%230b5394`. */
export const BRANDING_PARAMS = { name: 'prospect', color: 'brand' } as const;

/**
 * The branding a link asks for, on top of the one in use (a parameter left out keeps its value, an
 * empty one clears it), or null when the link says nothing about branding.
 */
export function brandingFromLink(
  search: URLSearchParams,
  current: ProspectBranding | null,
): BrandingInput | null {
  const name = search.get(BRANDING_PARAMS.name);
  const color = search.get(BRANDING_PARAMS.color);
  if (name === null && color === null) return null;
  return {
    name: name ?? current?.name ?? '',
    color: color ?? current?.color ?? '',
    logo: current?.logo ?? null,
  };
}

/** The search part without the branding parameters (`''` when nothing is left). */
export function withoutBrandingParams(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of Object.values(BRANDING_PARAMS)) params.delete(name);
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}
