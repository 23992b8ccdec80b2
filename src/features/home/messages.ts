import { featureMessages } from '../../i18n/feature-messages.ts';
import type { HomeMessages } from './messages-nl.ts';

export type { HomeMessages };

/** The overview's texts, in the language in use only: the other one loads when the person switches. */
export const homeMessages = featureMessages<HomeMessages>({
  nl: () => import('./messages-nl.ts'),
  en: () => import('./messages-en.ts'),
});

export function useHomeMessages(): HomeMessages {
  return homeMessages.useMessages();
}
