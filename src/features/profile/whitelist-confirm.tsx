import { useProfileMessages } from './messages.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import type { PendingConfirmation } from './use-whitelist.ts';

/** Asks before a change takes away the only entry that admits the current address `ip`. */
export function WhitelistConfirm({
  confirming,
  ip,
  totpEnabled,
  onConfirm,
  onCancel,
}: {
  confirming: PendingConfirmation | null;
  ip: string;
  totpEnabled: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const text = useProfileMessages().confirm;
  return (
    <ConfirmDialog
      open={confirming !== null}
      title={text.title}
      confirmLabel={confirming?.next ? text.editConfirm : text.removeConfirm}
      cancelLabel={text.cancel}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {confirming ? (
        <>
          <p>{text.text(confirming.entry.subnet, ip)}</p>
          <p>{totpEnabled ? text.withTotp : text.withoutTotp}</p>
        </>
      ) : null}
    </ConfirmDialog>
  );
}
