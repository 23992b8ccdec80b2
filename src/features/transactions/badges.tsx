import { knownLabel, useTransactionWords } from './labels.ts';
import { useTransactionMessages } from './messages.ts';

/**
 * The state in words; the colour only repeats what the words say. A state or kind the portal does
 * not know is shown as the service names it, in a dashed outline of its own.
 */
export function StateBadge({ state }: { state: string }) {
  const text = useTransactionMessages();
  const words = useTransactionWords();
  const known = knownLabel(text.states, state) !== null;
  return (
    <span className={known ? `tx-badge tx-badge--state-${state}` : 'tx-badge tx-badge--unknown'}>
      {words.state(state)}
    </span>
  );
}

export function ActionBadge({ action }: { action: string }) {
  const text = useTransactionMessages();
  const words = useTransactionWords();
  const known = knownLabel(text.actions, action) !== null;
  return (
    <span className={known ? 'tx-badge tx-badge--action' : 'tx-badge tx-badge--action tx-badge--unknown'}>
      {words.action(action)}
    </span>
  );
}
