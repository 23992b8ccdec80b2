import { type ReactNode, useId, useRef } from 'react';
import { NotOfferedError } from '../../api/errors.ts';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { SectionBoundary } from '../../ui/section-boundary.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import type { MailKind } from './causes.ts';
import { ClientsOverview } from './clients-overview.tsx';
import { CreateForwarderForm } from './forwarder-forms.tsx';
import { DeleteDialog, EditDialog } from './mail-dialogs.tsx';
import { MailFilters } from './mail-filters.tsx';
import { MailSection } from './mail-section.tsx';
import { ForwarderTable, MailboxTable, type RowActions } from './mail-tables.tsx';
import { CreateMailboxForm } from './mailbox-forms.tsx';
import { useMailMessages } from './messages.ts';
import { type KindList, type ListStatus, useMailPage } from './use-mail-page.ts';

const isClassRefusal = (error: unknown) => error instanceof NotOfferedError && error.method === null;

/** The mail page: the clients, and per kind its list and create form, each failing on its own. */
export function MailPage() {
  const text = useMailMessages();
  const page = useMailPage();
  const { can, view } = page;
  const writeReasonId = useId();
  const deleteReasonId = useId();
  const headings = {
    mailbox: useRef<HTMLHeadingElement>(null),
    forwarder: useRef<HTMLHeadingElement>(null),
  };
  const newButtons = {
    mailbox: useRef<HTMLButtonElement>(null),
    forwarder: useRef<HTMLButtonElement>(null),
  };

  if (!can.read) {
    return (
      <section className="page mail">
        <PageHeading title={text.title}>{text.title}</PageHeading>
        <p className="notice notice--info">{text.noAccess}</p>
      </section>
    );
  }

  const selected = page.clients.selected;
  const textsOf = (kind: MailKind) => (kind === 'mailbox' ? text.mailboxes : text.forwarders);
  const statusText = (kind: MailKind, status: ListStatus) =>
    status === null
      ? null
      : status === 'loading'
        ? textsOf(kind).loading
        : status === 'refreshing'
          ? text.refreshing
          : text.done[status.done][status.kind](status.email);
  const actionsFor = (kind: MailKind): RowActions => ({
    canWrite: can.write,
    canDelete: can.delete,
    writeReasonId: can.write ? undefined : writeReasonId,
    deleteReasonId: can.delete ? undefined : deleteReasonId,
    onEdit: page.startEdit,
    onDelete: (email) => page.startDelete({ kind, email }),
  });
  const section = (kind: MailKind, list: KindList<unknown>, form: ReactNode, table: ReactNode) => {
    const texts = textsOf(kind);
    const refusal = page.refusals[kind];
    // A class the service does not offer refuses both: said once, where the list would be.
    const createRefused = refusal.create !== null && !isClassRefusal(list.query.error);
    const canCreate = can.write && refusal.create === null;
    return (
      <MailSection
        kind={kind}
        title={selected ? texts.headingFor(selected.name) : texts.heading}
        count={list.view === 'shown' ? texts.count(list.shown.length, list.all.length) : null}
        newLabel={texts.new}
        formOpen={view.create === kind}
        onToggleForm={() => page.toggleForm(kind)}
        canCreate={canCreate}
        disabledReasonId={can.write ? undefined : writeReasonId}
        headingRef={headings[kind]}
        newButtonRef={newButtons[kind]}
        busy={list.query.isFetching}
        status={statusText(kind, list.status)}
        form={form}
        notice={createRefused ? <ErrorNotice error={refusal.create} title={texts.createNotOffered} /> : null}
      >
        {list.view === 'failed' ? (
          <>
            <ErrorNotice error={list.query.error} title={texts.listFailed} />
            {canCreate && list.query.error instanceof NotOfferedError ? (
              <p className="notice notice--info">{texts.createWithoutList}</p>
            ) : null}
          </>
        ) : list.view === 'shown' ? (
          <SectionBoundary title={texts.listFailed} resetKey={list.all}>
            {list.shown.length > 0 ? (
              table
            ) : (
              <p className="mail-empty">{list.all.length > 0 ? texts.noneMatching : texts.none}</p>
            )}
          </SectionBoundary>
        ) : null}
      </MailSection>
    );
  };

  return (
    <section className="page mail">
      <PageHeading title={text.title}>{text.title}</PageHeading>
      <p>{text.intro}</p>
      {!can.write || !can.delete ? (
        <div className="notice notice--info mail-permissions">
          {!can.write ? <p id={writeReasonId}>{text.permissions.write}</p> : null}
          {!can.delete ? <p id={deleteReasonId}>{text.permissions.delete}</p> : null}
        </div>
      ) : null}

      <ClientsOverview query={page.clients.query} view={view} />

      <MailFilters view={view} clients={page.clients.list} update={page.update} />
      {page.clients.unknownClient !== null ? (
        <p className="notice notice--info">{text.filter.unknownClientNotice(page.clients.unknownClient)}</p>
      ) : null}

      {section(
        'mailbox',
        page.mailboxes,
        <CreateMailboxForm
          clients={page.clients.list}
          clientsUnavailable={page.clients.view === 'failed'}
          initialClient={view.client}
          known={page.known}
          onCreated={(mailbox) => {
            page.createdMailbox(mailbox);
            newButtons.mailbox.current?.focus();
          }}
        />,
        <MailboxTable
          mailboxes={page.mailboxes.shown}
          clients={page.clients.byId}
          showClient={view.client === null}
          highlight={page.highlight}
          actions={actionsFor('mailbox')}
        />,
      )}

      {section(
        'forwarder',
        page.forwarders,
        <CreateForwarderForm
          clients={page.clients.list}
          clientsUnavailable={page.clients.view === 'failed'}
          initialClient={view.client}
          known={page.known}
          onCreated={(forwarder) => {
            page.createdForwarder(forwarder);
            newButtons.forwarder.current?.focus();
          }}
        />,
        <ForwarderTable
          forwarders={page.forwarders.shown}
          clients={page.clients.byId}
          showClient={view.client === null}
          highlight={page.highlight}
          actions={actionsFor('forwarder')}
        />,
      )}

      <EditDialog
        email={page.edit.email}
        mailbox={page.edit.mailbox}
        forwarder={page.edit.forwarder}
        unread={page.edit.unread}
        open={page.edit.open}
        onClose={page.closeEdit}
        onSaved={page.saved}
      />
      <DeleteDialog
        target={page.deleting}
        onClose={page.closeDelete}
        onDeleted={page.deleted}
        fallbackFocus={(kind) => headings[kind].current?.focus()}
      />
    </section>
  );
}
