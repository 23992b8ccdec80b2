import { type ReactNode, useEffect, useId, useRef } from 'react';

/**
 * A modal question: a native <dialog>, so focus moves in and stays, Escape cancels, and focus
 * returns to what had it before. Cancel has the focus first: the safe answer is one Enter away.
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
  const headingId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmed = useRef(false);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      confirmed.current = false;
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      cancelRef.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const closed = () => {
      if (confirmed.current) onConfirm();
      else onCancel();
      const target = returnFocusTo.current;
      if (target?.isConnected) target.focus({ preventScroll: true });
    };
    dialog.addEventListener('close', closed);
    return () => dialog.removeEventListener('close', closed);
  }, [onConfirm, onCancel]);

  return (
    <dialog ref={dialogRef} className="confirm-dialog" aria-labelledby={headingId}>
      <h2 id={headingId} className="confirm-dialog__title">
        {title}
      </h2>
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
    </dialog>
  );
}
