import { featureMessages } from '../../i18n/feature-messages.ts';
import type { MailMessages } from './messages-nl.ts';

export type { MailMessages };

/** The mail page's texts, in the language in use only: the other one loads when the person switches. */
export const mailMessages = featureMessages<MailMessages>({
  nl: () => import('./messages-nl.ts'),
  en: () => import('./messages-en.ts'),
});

export function useMailMessages(): MailMessages {
  return mailMessages.useMessages();
}
