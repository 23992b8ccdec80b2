import type { Messages } from './messages-nl.ts';

export type { Messages };
export type Locale = 'nl' | 'en';

let inUse: Locale | null = null;

/**
 * The language the portal draws in: the one whose texts were asked for last (at the start of a
 * visit, and when the person switches), or null before any.
 */
export const localeInUse = (): Locale | null => inUse;

/** Only the language in use is loaded; the other follows when the person switches. */
export function loadMessages(locale: Locale): Promise<Messages> {
  inUse = locale;
  return locale === 'en'
    ? import('./messages-en.ts').then((module) => module.default)
    : import('./messages-nl.ts').then((module) => module.default);
}
