import {
  type ReactNode,
  type Ref,
  type RefObject,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
} from 'react';

/**
 * A native modal <dialog>, named by its heading: focus moves in (to `initialFocus` when given, else
 * where the browser puts it) and stays, and Escape closes it. Every way of closing (Escape, the close
 * button, `open` turning false, `close()` on the ref) ends in `onClose`. Then focus goes back to
 * `returnFocus`, else to what had it when the dialog opened, else to `fallbackFocus` — unless the
 * page has meanwhile put it somewhere on purpose.
 *
 * Every dialog has the `modal-dialog` look (src/ui/modal-dialog.css); `className` names its block for
 * what is its own: the header is `<block>__header`, the heading `<block>__title`.
 * Children stay mounted while the dialog is closed; render nothing then if they should start afresh.
 */
export function ModalDialog({
  ref,
  open,
  className,
  title,
  closeLabel,
  initialFocus,
  returnFocus,
  fallbackFocus,
  onClose,
  children,
}: {
  ref?: Ref<HTMLDialogElement>;
  open: boolean;
  className: string;
  title: ReactNode;
  /** A close button in the header, with this text; none when omitted. */
  closeLabel?: string;
  initialFocus?: RefObject<HTMLElement | null>;
  returnFocus?: HTMLElement | null;
  fallbackFocus?: () => void;
  onClose: () => void;
  children?: ReactNode;
}) {
  const headingId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const latest = useRef({ onClose, returnFocus, fallbackFocus });
  useEffect(() => {
    latest.current = { onClose, returnFocus, fallbackFocus };
  });
  useImperativeHandle(ref, () => dialogRef.current!, []);

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
      const before = opener.current;
      opener.current = null;
      const { onClose, returnFocus, fallbackFocus } = latest.current;
      const active = document.activeElement;
      const focusLost = !active || active === document.body || active === before || dialog.contains(active);
      onClose();
      if (!focusLost) return;
      const target = returnFocus ?? before;
      if (target instanceof HTMLElement && target.isConnected && target !== document.body)
        target.focus({ preventScroll: true });
      else fallbackFocus?.();
    };
    dialog.addEventListener('close', closed);
    return () => dialog.removeEventListener('close', closed);
  }, []);

  return (
    <dialog ref={dialogRef} className={`modal-dialog ${className}`} aria-labelledby={headingId}>
      <div className={`${className}__header`}>
        <h2 id={headingId} className={`${className}__title`}>
          {title}
        </h2>
        {open && closeLabel ? (
          <button type="button" className="button button--small" onClick={() => dialogRef.current?.close()}>
            {closeLabel}
          </button>
        ) : null}
      </div>
      {children}
    </dialog>
  );
}
