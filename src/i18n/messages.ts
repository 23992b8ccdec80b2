import type { Messages } from './messages-nl.ts';

export type { Messages };
export type Locale = 'nl' | 'en';

/** Only the language in use is loaded; the other follows when the person switches. */
export function loadMessages(locale: Locale): Promise<Messages> {
  return locale === 'en'
    ? import('./messages-en.ts').then((module) => module.default)
    : import('./messages-nl.ts').then((module) => module.default);
}
