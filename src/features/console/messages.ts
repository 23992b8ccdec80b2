import { featureMessages } from '../../i18n/feature-messages.ts';
import type { ConsoleMessages } from './messages-nl.ts';

export type { ConsoleMessages };

/** The API console's texts, in the language in use only: the other one loads when the person switches. */
export const consoleMessages = featureMessages<ConsoleMessages>({
  nl: () => import('./messages-nl.ts'),
  en: () => import('./messages-en.ts'),
});

export function useConsoleMessages(): ConsoleMessages {
  return consoleMessages.useMessages();
}
