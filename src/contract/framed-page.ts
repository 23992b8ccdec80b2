/**
 * How the embedding SDK tells the portal's server which look to draw a framed page in:
 * `?bp-frame=<chrome>` or `?bp-frame=<chrome>.<locale>` on the frame's URL. It carries the look
 * only, never a token: the server puts the requested page's frame and heading into the document
 * (src/server/static-files.ts), and the portal takes the parameter out of its address as it starts.
 * The rest of the settings (the theme) stay in the URL's fragment, which no server sees.
 */
export const FRAME_PARAMETER = 'bp-frame';

export const FRAME_CHROMES = ['none', 'compact', 'full'] as const;
export type FrameChrome = (typeof FRAME_CHROMES)[number];
const FRAME_LOCALES = ['nl', 'en'] as const;
export type FrameLocale = (typeof FRAME_LOCALES)[number];

export interface FrameLook {
  chrome: FrameChrome;
  locale: FrameLocale | null;
}

export const frameParameterValue = ({ chrome, locale }: FrameLook): string =>
  locale === null ? chrome : `${chrome}.${locale}`;

/** The look a `bp-frame` value asks for; null for none or one that is not of this shape. */
export function frameLookOf(value: string | null): FrameLook | null {
  const match = /^([a-z]+)(?:\.([a-z]{2}))?$/.exec(value ?? '');
  const chrome = FRAME_CHROMES.find((known) => known === match?.[1]);
  if (!match || !chrome) return null;
  if (match[2] === undefined) return { chrome, locale: null };
  const locale = FRAME_LOCALES.find((known) => known === match[2]);
  return locale ? { chrome, locale } : null;
}

/** `search` (with or without its `?`) without the `bp-frame` parameter, as `?…` or ''. */
export function withoutFrameParameter(search: string): string {
  const params = new URLSearchParams(search);
  if (!params.has(FRAME_PARAMETER)) return search;
  params.delete(FRAME_PARAMETER);
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}
