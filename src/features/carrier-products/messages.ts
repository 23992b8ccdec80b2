import { featureMessages } from '../../i18n/feature-messages.ts';
import type { ProductMessages } from './messages-nl.ts';

export type { ProductMessages };

/** The carrier product page's texts, in the language in use only: the other one loads when the person switches. */
export const productMessages = featureMessages<ProductMessages>({
  nl: () => import('./messages-nl.ts'),
  en: () => import('./messages-en.ts'),
});

export function useProductMessages(): ProductMessages {
  return productMessages.useMessages();
}
