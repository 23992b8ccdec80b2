import { type ReactNode, useId, useRef } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import './mail.css';
import { forwardersQueryOptions } from '../../api/mail/list-forwarders.ts';
import { mailClientsQueryOptions } from '../../api/mail/list-clients.ts';
import { mailboxesQueryOptions } from '../../api/mail/list-mailboxes.ts';
import { queryClient } from '../../api/query-client.ts';
import { currentSession, hasPermission } from '../../api/session.ts';
import { revalidateOnEntry, waitForRouteData } from '../../api/route-data.ts';
import { preloadSchemaForm } from '../../forms/lazy-schema-form.tsx';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { readListParams } from '../../ui/list-params.ts';
import { PageHeading } from '../../ui/page-heading.tsx';
import type { MailKind } from './causes.ts';
import { ClientsOverview } from './clients-overview.tsx';
import { CreateForwarderForm } from './forwarder-forms.tsx';
import { MAIL_LIST } from './list-spec.ts';
import { DeleteDialog, EditDialog } from './mail-dialogs.tsx';
import { MailFilters } from './mail-filters.tsx';
import { MailSection } from './mail-section.tsx';
import { ForwarderTable, MailboxTable, type RowActions } from './mail-tables.tsx';
import { CreateMailboxForm } from './mailbox-forms.tsx';
import { useMailMessages } from './messages.ts';
import { type KindList, type ListStatus, useMailPage } from './use-mail-page.ts';

/**
 * The clients and the lists of the URL's client come with the page, and the forms' code when the
 * URL opens a form; another client, the filter or a form opened on the page are the page's own.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const session = currentSession();
  if (!session.token || !hasPermission(session, '#mail-r')) return null;
  const view = readListParams(MAIL_LIST, new URL(request.url).searchParams).filter;
  await waitForRouteData(request.signal, [
    queryClient.prefetchQuery(mailClientsQueryOptions()),
    queryClient.prefetchQuery(mailboxesQueryOptions(view.client)),
    queryClient.prefetchQuery(forwardersQueryOptions(view.client)),
    ...(view.create !== null || view.edit !== null ? [preloadSchemaForm()] : []),
  ]);
  return null;
}

export { revalidateOnEntry as shouldRevalidate };

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
    return (
      <MailSection
        kind={kind}
        title={selected ? texts.headingFor(selected.name) : texts.heading}
        count={list.query.data ? texts.count(list.shown.length, list.all.length) : null}
        newLabel={texts.new}
        formOpen={view.create === kind}
        onToggleForm={() => page.toggleForm(kind)}
        canCreate={can.write}
        disabledReasonId={writeReasonId}
        headingRef={headings[kind]}
        newButtonRef={newButtons[kind]}
        busy={list.query.isFetching}
        status={statusText(kind, list.status)}
        form={form}
      >
        {list.query.isError ? <ErrorNotice error={list.query.error} /> : null}
        {list.query.data ? (
          list.shown.length > 0 ? (
            table
          ) : (
            <p className="mail-empty">{list.all.length > 0 ? texts.noneMatching : texts.none}</p>
          )
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

export { MailPage as Component };

/** The page's own texts: the router loads them with the page, in the language in use. */
export { mailMessages as texts } from './messages.ts';
