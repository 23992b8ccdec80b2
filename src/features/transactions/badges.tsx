import type { Transaction } from '../../contract/types.gen.ts';
import { useTransactionMessages } from './messages.ts';

/** The state in words; the colour only repeats what the words say. */
export function StateBadge({ state }: { state: Transaction['state'] }) {
  const text = useTransactionMessages();
  return <span className={`tx-badge tx-badge--state-${state}`}>{text.states[state]}</span>;
}

export function ActionBadge({ action }: { action: Transaction['action'] }) {
  const text = useTransactionMessages();
  return <span className="tx-badge tx-badge--action">{text.actions[action]}</span>;
}
