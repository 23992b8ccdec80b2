import { featureMessages } from '../../i18n/feature-messages.ts';
import type { AddressCheckMessages } from './messages-nl.ts';

export type { AddressCheckMessages };

/** The address check's texts, in the language in use only: the other one loads when the person switches. */
export const addressCheckMessages = featureMessages<AddressCheckMessages>({
  nl: () => import('./messages-nl.ts'),
  en: () => import('./messages-en.ts'),
});

export function useAddressCheckMessages(): AddressCheckMessages {
  return addressCheckMessages.useMessages();
}
