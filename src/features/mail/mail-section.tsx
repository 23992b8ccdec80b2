import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import type { MailKind } from './causes.ts';

/**
 * One list (mailboxes or forwarders): its heading and count, the button that opens its create form
 * (disabled, with the reason, without #mail-w or when the service does not offer creating; `notice`
 * says the latter), the form, and the list with its loading state.
 */
export function MailSection({
  kind,
  title,
  count,
  newLabel,
  formOpen,
  onToggleForm,
  canCreate,
  disabledReasonId,
  headingRef,
  newButtonRef,
  busy,
  status,
  form,
  notice = null,
  children,
}: {
  kind: MailKind;
  title: string;
  count: string | null;
  newLabel: string;
  formOpen: boolean;
  onToggleForm: () => void;
  canCreate: boolean;
  disabledReasonId: string | undefined;
  headingRef: RefObject<HTMLHeadingElement | null>;
  newButtonRef: RefObject<HTMLButtonElement | null>;
  busy: boolean;
  status: string | null;
  form: ReactNode;
  notice?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  const noticeId = useId();
  const panelId = useId();
  const panelHeadingRef = useRef<HTMLHeadingElement>(null);
  const openedHere = useRef(false);

  useEffect(() => {
    if (formOpen && openedHere.current) panelHeadingRef.current?.focus();
    openedHere.current = false;
  }, [formOpen]);

  return (
    <section className={`mail-section mail-section--${kind}`} aria-labelledby={headingId}>
      <div className="mail-section__header">
        <div>
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="mail-section__title">
            {title}
          </h2>
          {count ? <p className="mail-section__count">{count}</p> : null}
        </div>
        <button
          ref={newButtonRef}
          type="button"
          className="button"
          aria-expanded={canCreate ? formOpen : undefined}
          aria-controls={canCreate && formOpen ? panelId : undefined}
          aria-describedby={canCreate ? undefined : (disabledReasonId ?? (notice ? noticeId : undefined))}
          disabled={!canCreate}
          onClick={() => {
            openedHere.current = !formOpen;
            onToggleForm();
          }}
        >
          {newLabel}
        </button>
      </div>
      {notice ? <div id={noticeId}>{notice}</div> : null}
      {canCreate && formOpen ? (
        <div id={panelId} className="mail-section__panel">
          <h3 ref={panelHeadingRef} tabIndex={-1} className="mail-section__panel-title">
            {newLabel}
          </h3>
          {form}
        </div>
      ) : null}
      <div className="mail-section__list" aria-busy={busy}>
        <p className="mail-section__status" role="status">
          {status}
        </p>
        {children}
      </div>
    </section>
  );
}
