import { featureMessages } from '../../i18n/feature-messages.ts';
import type { ProfileMessages } from './messages-nl.ts';

export type { ProfileMessages };

/** The profile page's texts, in the language in use only: the other one loads when the person switches. */
export const profileMessages = featureMessages<ProfileMessages>({
  nl: () => import('./messages-nl.ts'),
  en: () => import('./messages-en.ts'),
});

export function useProfileMessages(): ProfileMessages {
  return profileMessages.useMessages();
}
