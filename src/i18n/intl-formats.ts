import type { Locale } from './messages.ts';

/** The tag the portal formats numbers and dates with in each of its languages. */
export const intlLocale = (locale: Locale): string => (locale === 'nl' ? 'nl-NL' : 'en-GB');

/**
 * Intl formatters cost far more to build than to use (about a millisecond for a date format, tens
 * for the first format of a page): one per locale and options, built on first use and kept.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function kept<Format>(formats: Map<string, Format>, locale: string, options: object, build: () => Format) {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = build();
    formats.set(key, format);
  }
  return format;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return kept(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return kept(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/**
 * The first format a page builds also loads the browser's locale data, far the largest part of the
 * cost: the formats most pages use are built while the browser is idle, one at a time, so the first
 * page with numbers or dates does not pay for them. Returns a function that cancels what is left.
 */
export function prepareFormats(locale: string): () => void {
  const steps = [
    () => numberFormat(locale).format(0),
    () => dateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(0),
  ];
  let handle: number | undefined;
  const whenIdle = (run: () => void) =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(run, { timeout: 5000 })
      : window.setTimeout(run, 500);
  const cancel = (id: number) =>
    typeof window.cancelIdleCallback === 'function' ? window.cancelIdleCallback(id) : window.clearTimeout(id);
  const next = () => {
    const step = steps.shift();
    if (!step) return;
    step();
    handle = whenIdle(next);
  };
  handle = whenIdle(next);
  return () => {
    if (handle !== undefined) cancel(handle);
  };
}
