import { type RefObject, useEffect, useRef } from 'react';
import { useDeleteForwarder } from '../../api/mail/delete-forwarder.ts';
import { useDeleteMailbox } from '../../api/mail/delete-mailbox.ts';
import type { Forwarder, Mailbox } from '../../contract/types.gen.ts';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import type { MailKind, MailTarget } from './causes.ts';
import { FailureNotice } from './failure-notice.tsx';
import { EditForwarderForm } from './forwarder-forms.tsx';
import { EditMailboxForm } from './mailbox-forms.tsx';
import { useMailMessages } from './messages.ts';
import type { UnreadList } from './use-mail-page.ts';

function DeleteConfirmation({
  target,
  cancelRef,
  onCancel,
  onDeleted,
}: {
  target: MailTarget;
  cancelRef: RefObject<HTMLButtonElement | null>;
  onCancel: () => void;
  onDeleted: (target: MailTarget) => void;
}) {
  const text = useMailMessages();
  const deleteMailbox = useDeleteMailbox();
  const deleteForwarder = useDeleteForwarder();
  const mutation = target.kind === 'mailbox' ? deleteMailbox : deleteForwarder;
  return (
    <div className="mail-dialog__body" aria-busy={mutation.isPending}>
      <p>
        {target.kind === 'mailbox'
          ? text.deleteDialog.mailboxBody(target.email)
          : text.deleteDialog.forwarderBody(target.email)}
      </p>
      {mutation.isError ? (
        <FailureNotice
          error={mutation.error}
          title={text.deleteDialog.failed[target.kind]}
          kind={target.kind}
          email={target.email}
        />
      ) : null}
      <div className="form__actions">
        <button ref={cancelRef} type="button" className="button" onClick={onCancel}>
          {mutation.isError ? text.form.close : text.form.cancel}
        </button>
        {mutation.isError ? null : (
          <button
            type="button"
            className="button button--danger-solid"
            disabled={mutation.isPending}
            onClick={() => mutation.mutate({ email: target.email }, { onSuccess: () => onDeleted(target) })}
          >
            {mutation.isPending ? text.deleteDialog.deleting : text.deleteDialog.confirm}
          </button>
        )}
      </div>
      <p className="visually-hidden" role="status">
        {mutation.isPending ? text.deleteDialog.deleting : ''}
      </p>
    </div>
  );
}

/** Asks before deleting; a 007 is explained in the dialog, and the list is refreshed. */
export function DeleteDialog({
  target,
  onClose,
  onDeleted,
  fallbackFocus,
}: {
  target: MailTarget | null;
  onClose: () => void;
  onDeleted: (target: MailTarget) => void;
  fallbackFocus: (kind: MailKind) => void;
}) {
  const text = useMailMessages();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const lastKind = useRef<MailKind>('mailbox');
  useEffect(() => {
    if (target) lastKind.current = target.kind;
  }, [target]);
  const title = target
    ? target.kind === 'mailbox'
      ? text.deleteDialog.mailboxTitle
      : text.deleteDialog.forwarderTitle
    : '';
  return (
    <ModalDialog
      open={target !== null}
      className="mail-dialog"
      title={title}
      onClose={onClose}
      initialFocus={cancelRef}
      fallbackFocus={() => fallbackFocus(lastKind.current)}
    >
      {target ? (
        <DeleteConfirmation
          key={`${target.kind}:${target.email}`}
          target={target}
          cancelRef={cancelRef}
          onCancel={onClose}
          onDeleted={onDeleted}
        />
      ) : null}
    </ModalDialog>
  );
}

/** Changes a mailbox or forwarder; the address comes from the URL (`edit`). */
export function EditDialog({
  email,
  mailbox,
  forwarder,
  unread,
  open,
  onClose,
  onSaved,
}: {
  email: string | null;
  mailbox: Mailbox | undefined;
  forwarder: Forwarder | undefined;
  /** The lists that could hold an address not found but could not be read. */
  unread: readonly UnreadList[];
  open: boolean;
  onClose: () => void;
  onSaved: (target: MailTarget) => void;
}) {
  const text = useMailMessages();
  const title = mailbox
    ? text.editDialog.mailbox(mailbox.email)
    : forwarder
      ? text.editDialog.forwarder(forwarder.email)
      : (email ?? '');
  return (
    <ModalDialog
      open={open}
      className="mail-dialog"
      title={title}
      onClose={onClose}
      closeLabel={text.form.close}
    >
      {!open ? null : mailbox ? (
        <EditMailboxForm
          key={`mailbox:${mailbox.email}`}
          mailbox={mailbox}
          onCancel={onClose}
          onSaved={(saved) => onSaved({ kind: 'mailbox', email: saved.email })}
        />
      ) : forwarder ? (
        <EditForwarderForm
          key={`forwarder:${forwarder.email}`}
          forwarder={forwarder}
          onCancel={onClose}
          onSaved={(saved) => onSaved({ kind: 'forwarder', email: saved.email })}
        />
      ) : email && unread.length > 0 ? (
        <div className="mail-dialog__body">
          <p>{text.editDialog.unread(email)}</p>
          {unread.map(({ kind, error }) => (
            <ErrorNotice
              key={kind}
              error={error}
              title={kind === 'mailbox' ? text.mailboxes.listFailed : text.forwarders.listFailed}
            />
          ))}
        </div>
      ) : email ? (
        <p className="notice notice--info">{text.editDialog.gone(email)}</p>
      ) : null}
    </ModalDialog>
  );
}
