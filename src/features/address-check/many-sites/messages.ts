import { featureMessages } from '../../../i18n/feature-messages.ts';
import type { ManySitesMessages } from './messages-nl.ts';

export type { ManySitesMessages };

/** The many-sites check's texts, in the language in use only. */
export const manySitesMessages = featureMessages<ManySitesMessages>({
  nl: () => import('./messages-nl.ts'),
  en: () => import('./messages-en.ts'),
});

export function useManySitesMessages(): ManySitesMessages {
  return manySitesMessages.useMessages();
}
