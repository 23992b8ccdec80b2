import { useMessages } from '../../i18n/locale.tsx';
import { useTransactionMessages } from './messages.ts';

/**
 * The words for a value the portal knows; null for a value the service names otherwise (a state or
 * a kind added after the portal was made), which is then shown as the service names it.
 */
export function knownLabel(labels: Readonly<Record<string, string>>, value: string): string | null {
  return Object.hasOwn(labels, value) ? (labels[value] ?? null) : null;
}

/** The words for a transaction's state and kind, known or not. */
export function useTransactionWords() {
  const text = useTransactionMessages();
  const { reading } = useMessages();
  return {
    state: (state: string) => knownLabel(text.states, state) ?? reading.asNamed(state),
    action: (action: string) => knownLabel(text.actions, action) ?? reading.asNamed(action),
  };
}
