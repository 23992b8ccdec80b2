import { featureMessages } from '../i18n/feature-messages.ts';
import type { DemoMessages } from './messages-nl.ts';

export type { DemoMessages };

/** Demo mode's texts, in the language in use only: the other one loads when the person switches. */
export const demoMessages = featureMessages<DemoMessages>({
  nl: () => import('./messages-nl.ts'),
  en: () => import('./messages-en.ts'),
});

export function useDemoMessages(): DemoMessages {
  return demoMessages.useMessages();
}
