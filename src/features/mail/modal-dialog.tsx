import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';

/**
 * A native modal <dialog>: focus moves in (to `initialFocus` when given) and stays, Escape closes
 * it, and on closing focus returns to what opened it, or to `fallbackFocus` when that is gone.
 * Every way of closing (Escape, a button, `open` turning false) ends in `onClose`.
 */
export function ModalDialog({
  open,
  title,
  onClose,
  closeLabel,
  initialFocus,
  fallbackFocus,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  /** A close button in the header, with this text; none when omitted. */
  closeLabel?: string;
  initialFocus?: RefObject<HTMLElement | null>;
  fallbackFocus?: () => void;
  children: ReactNode;
}) {
  const headingId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const latest = useRef({ onClose, fallbackFocus });
  useEffect(() => {
    latest.current = { onClose, fallbackFocus };
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
      initialFocus?.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open, initialFocus]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const closed = () => {
      const target = opener.current;
      opener.current = null;
      latest.current.onClose();
      if (target instanceof HTMLElement && target.isConnected && target !== document.body) target.focus();
      else latest.current.fallbackFocus?.();
    };
    dialog.addEventListener('close', closed);
    return () => dialog.removeEventListener('close', closed);
  }, []);

  return (
    <dialog ref={dialogRef} className="mail-dialog" aria-labelledby={headingId}>
      <div className="mail-dialog__header">
        <h2 id={headingId} className="mail-dialog__title">
          {title}
        </h2>
        {open && closeLabel ? (
          <button type="button" className="button button--small" onClick={() => dialogRef.current?.close()}>
            {closeLabel}
          </button>
        ) : null}
      </div>
      {open ? children : null}
    </dialog>
  );
}
