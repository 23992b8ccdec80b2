import { type ReactNode, useRef } from 'react';
import { ModalDialog } from '../../ui/modal-dialog.tsx';

/**
 * A modal question. Cancel has the focus first: the safe answer is one Enter away; every other way
 * of closing (Escape included) cancels too.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmed = useRef(false);

  const closed = () => {
    const answer = confirmed.current;
    confirmed.current = false;
    if (answer) onConfirm();
    else onCancel();
  };

  return (
    <ModalDialog
      ref={dialogRef}
      open={open}
      className="confirm-dialog"
      title={title}
      initialFocus={cancelRef}
      onClose={closed}
    >
      {children}
      <div className="form__actions">
        <button ref={cancelRef} type="button" className="button" onClick={() => dialogRef.current?.close()}>
          {cancelLabel}
        </button>
        <button
          type="button"
          className="button button--danger"
          onClick={() => {
            confirmed.current = true;
            dialogRef.current?.close();
          }}
        >
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
