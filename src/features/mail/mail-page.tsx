import { useCallback, useId, useMemo, useRef, useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import './mail.css';
import { forwardersQueryOptions, useForwarders } from '../../api/mail/list-forwarders.ts';
import { mailClientsQueryOptions, useMailClients } from '../../api/mail/list-clients.ts';
import { mailboxesQueryOptions, useMailboxes } from '../../api/mail/list-mailboxes.ts';
import { queryClient } from '../../api/query-client.ts';
import { currentSession, hasPermission, useSession } from '../../api/session.ts';
import { revalidateOnEntry, waitForRouteData } from '../../api/route-data.ts';
import type { Forwarder, Mailbox } from '../../contract/types.gen.ts';
import { preloadSchemaForm } from '../../forms/lazy-schema-form.tsx';
import { useTranslations } from '../../i18n/locale.tsx';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { useUrlState } from '../../ui/use-url-state.ts';
import type { KnownMail, MailKind } from './causes.ts';
import { ClientsOverview } from './clients-overview.tsx';
import { CreateForwarderForm } from './forwarder-forms.tsx';
import { DeleteDialog, EditDialog, type MailTarget } from './mail-dialogs.tsx';
import { MailFilters } from './mail-filters.tsx';
import { MailSection } from './mail-section.tsx';
import { ForwarderTable, MailboxTable, type RowActions } from './mail-tables.tsx';
import {
  type MailView,
  matchesQuery,
  readMailView,
  withClient,
  withCreate,
  withEdit,
  withQuery,
  writeMailView,
} from './mail-url.ts';
import { CreateMailboxForm } from './mailbox-forms.tsx';
import { mailMessages } from './messages.ts';

const NO_MAILBOXES: readonly Mailbox[] = [];
const NO_FORWARDERS: readonly Forwarder[] = [];

/**
 * The clients and the lists of the URL's client come with the page, and the forms' code when the
 * URL opens a form; another client, the filter or a form opened on the page are the page's own.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const session = currentSession();
  if (!session.token || !hasPermission(session, '#mail-r')) return null;
  const view = readMailView(new URL(request.url).searchParams);
  await waitForRouteData(request.signal, [
    queryClient.prefetchQuery(mailClientsQueryOptions()),
    queryClient.prefetchQuery(mailboxesQueryOptions(view.client)),
    queryClient.prefetchQuery(forwardersQueryOptions(view.client)),
    ...(view.create !== null || view.edit !== null ? [preloadSchemaForm()] : []),
  ]);
  return null;
}

export { revalidateOnEntry as shouldRevalidate };

/** After creating, show the new address: its client, and a text filter that does not hide it. */
function showCreated(view: MailView, clientId: number, ...words: string[]): MailView {
  let next = withCreate(view, null);
  if (next.client !== null && next.client !== clientId) next = withClient(next, clientId);
  if (!matchesQuery(next.q, ...words)) next = withQuery(next, '');
  return next;
}

export function MailPage() {
  const text = useTranslations(mailMessages);
  const session = useSession();
  const canRead = hasPermission(session, '#mail-r');
  const canWrite = hasPermission(session, '#mail-w');
  const canDelete = hasPermission(session, '#mail-d');
  const [view, update] = useUrlState(readMailView, writeMailView);
  const clientsQuery = useMailClients(canRead);
  const mailboxesQuery = useMailboxes(view.client, canRead);
  const forwardersQuery = useForwarders(view.client, canRead);

  const [status, setStatus] = useState<{ kind: MailKind; text: string } | null>(null);
  const [highlight, setHighlight] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<MailTarget | null>(null);
  const writeReasonId = useId();
  const deleteReasonId = useId();
  const mailboxHeading = useRef<HTMLHeadingElement>(null);
  const forwarderHeading = useRef<HTMLHeadingElement>(null);
  const mailboxNew = useRef<HTMLButtonElement>(null);
  const forwarderNew = useRef<HTMLButtonElement>(null);

  const clients = clientsQuery.data?.clients;
  const clientsById = useMemo(
    () => new Map((clients ?? []).map((client) => [client.client_id, client] as const)),
    [clients],
  );
  const selected = view.client === null ? undefined : clientsById.get(view.client);
  const unknownClient = view.client !== null && clients !== undefined && !selected ? view.client : null;

  const mailboxes = mailboxesQuery.data?.mailboxes ?? NO_MAILBOXES;
  const forwarders = forwardersQuery.data?.forwarders ?? NO_FORWARDERS;
  const shownMailboxes = mailboxes.filter((mailbox) => matchesQuery(view.q, mailbox.email, mailbox.name));
  const shownForwarders = forwarders.filter((forwarder) =>
    matchesQuery(view.q, forwarder.email, ...forwarder.destinations),
  );
  const known: KnownMail = {
    clientIds: clients?.map((client) => client.client_id),
    mailboxes: mailboxes.map((mailbox) => mailbox.email),
    forwarders: forwarders.map((forwarder) => forwarder.email),
  };

  const editing = view.edit?.toLowerCase() ?? null;
  const listsSettled =
    mailboxesQuery.isSuccess &&
    forwardersQuery.isSuccess &&
    !mailboxesQuery.isPlaceholderData &&
    !forwardersQuery.isPlaceholderData;
  const foundMailbox = editing ? mailboxes.find((mailbox) => mailbox.email === editing) : undefined;
  const foundForwarder = editing ? forwarders.find((forwarder) => forwarder.email === editing) : undefined;
  // What is being edited stays in the dialog while it is open, even when a refreshed list (after a
  // 008: someone else deleted it) no longer has it.
  const [pinned, setPinned] = useState<{ email: string; mailbox?: Mailbox; forwarder?: Forwarder } | null>(
    null,
  );
  if (editing && (foundMailbox || foundForwarder) && pinned?.email !== editing)
    setPinned({ email: editing, mailbox: foundMailbox, forwarder: foundForwarder });
  if (!editing && pinned) setPinned(null);
  const editMailbox = pinned?.email === editing ? pinned?.mailbox : foundMailbox;
  const editForwarder = pinned?.email === editing ? pinned?.forwarder : foundForwarder;

  const closeEdit = useCallback(() => {
    if (view.edit !== null) update((current) => withEdit(current, null));
  }, [update, view.edit]);

  const actionsFor = (kind: MailKind): RowActions => ({
    canWrite,
    canDelete,
    writeReasonId: canWrite ? undefined : writeReasonId,
    deleteReasonId: canDelete ? undefined : deleteReasonId,
    onEdit: (email) => update((current) => withEdit(current, email)),
    onDelete: (email) => setDeleting({ kind, email }),
  });

  const listStatus = (kind: MailKind, pending: boolean, placeholder: boolean) => {
    if (status?.kind === kind) return status.text;
    if (pending) return kind === 'mailbox' ? text.mailboxes.loading : text.forwarders.loading;
    return placeholder ? text.refreshing : null;
  };

  if (!canRead) {
    return (
      <section className="page mail">
        <PageHeading title={text.title}>{text.title}</PageHeading>
        <p className="notice notice--info">{text.noAccess}</p>
      </section>
    );
  }

  return (
    <section className="page mail">
      <PageHeading title={text.title}>{text.title}</PageHeading>
      <p>{text.intro}</p>
      {!canWrite || !canDelete ? (
        <div className="notice notice--info mail-permissions">
          {!canWrite ? <p id={writeReasonId}>{text.permissions.write}</p> : null}
          {!canDelete ? <p id={deleteReasonId}>{text.permissions.delete}</p> : null}
        </div>
      ) : null}

      <ClientsOverview query={clientsQuery} view={view} />

      <MailFilters view={view} clients={clients} update={update} />
      {unknownClient !== null ? (
        <p className="notice notice--info">{text.filter.unknownClientNotice(unknownClient)}</p>
      ) : null}

      <MailSection
        kind="mailbox"
        title={selected ? text.mailboxes.headingFor(selected.name) : text.mailboxes.heading}
        count={mailboxesQuery.data ? text.mailboxes.count(shownMailboxes.length, mailboxes.length) : null}
        newLabel={text.mailboxes.new}
        formOpen={view.create === 'mailbox'}
        onToggleForm={() =>
          update((current) => withCreate(current, current.create === 'mailbox' ? null : 'mailbox'))
        }
        canCreate={canWrite}
        disabledReasonId={writeReasonId}
        headingRef={mailboxHeading}
        newButtonRef={mailboxNew}
        busy={mailboxesQuery.isFetching}
        status={listStatus('mailbox', mailboxesQuery.isPending, mailboxesQuery.isPlaceholderData)}
        form={
          <CreateMailboxForm
            clients={clients}
            initialClient={view.client}
            known={known}
            onCreated={(mailbox) => {
              setStatus({ kind: 'mailbox', text: text.done.mailboxCreated(mailbox.email) });
              setHighlight(mailbox.email);
              update((current) => showCreated(current, mailbox.client_id, mailbox.email, mailbox.name));
              mailboxNew.current?.focus();
            }}
          />
        }
      >
        {mailboxesQuery.isError ? <ErrorNotice error={mailboxesQuery.error} /> : null}
        {mailboxesQuery.data ? (
          shownMailboxes.length > 0 ? (
            <MailboxTable
              mailboxes={shownMailboxes}
              clients={clientsById}
              showClient={view.client === null}
              highlight={highlight}
              actions={actionsFor('mailbox')}
            />
          ) : (
            <p className="mail-empty">
              {mailboxes.length > 0 ? text.mailboxes.noneMatching : text.mailboxes.none}
            </p>
          )
        ) : null}
      </MailSection>

      <MailSection
        kind="forwarder"
        title={selected ? text.forwarders.headingFor(selected.name) : text.forwarders.heading}
        count={forwardersQuery.data ? text.forwarders.count(shownForwarders.length, forwarders.length) : null}
        newLabel={text.forwarders.new}
        formOpen={view.create === 'forwarder'}
        onToggleForm={() =>
          update((current) => withCreate(current, current.create === 'forwarder' ? null : 'forwarder'))
        }
        canCreate={canWrite}
        disabledReasonId={writeReasonId}
        headingRef={forwarderHeading}
        newButtonRef={forwarderNew}
        busy={forwardersQuery.isFetching}
        status={listStatus('forwarder', forwardersQuery.isPending, forwardersQuery.isPlaceholderData)}
        form={
          <CreateForwarderForm
            clients={clients}
            initialClient={view.client}
            known={known}
            onCreated={(forwarder) => {
              setStatus({ kind: 'forwarder', text: text.done.forwarderCreated(forwarder.email) });
              setHighlight(forwarder.email);
              update((current) =>
                showCreated(current, forwarder.client_id, forwarder.email, ...forwarder.destinations),
              );
              forwarderNew.current?.focus();
            }}
          />
        }
      >
        {forwardersQuery.isError ? <ErrorNotice error={forwardersQuery.error} /> : null}
        {forwardersQuery.data ? (
          shownForwarders.length > 0 ? (
            <ForwarderTable
              forwarders={shownForwarders}
              clients={clientsById}
              showClient={view.client === null}
              highlight={highlight}
              actions={actionsFor('forwarder')}
            />
          ) : (
            <p className="mail-empty">
              {forwarders.length > 0 ? text.forwarders.noneMatching : text.forwarders.none}
            </p>
          )
        ) : null}
      </MailSection>

      <EditDialog
        email={view.edit}
        mailbox={editMailbox}
        forwarder={editForwarder}
        open={view.edit !== null && canWrite && listsSettled}
        onClose={closeEdit}
        onSaved={(target) => {
          setStatus({
            kind: target.kind,
            text:
              target.kind === 'mailbox'
                ? text.done.mailboxUpdated(target.email)
                : text.done.forwarderUpdated(target.email),
          });
          update((current) => withEdit(current, null));
        }}
      />
      <DeleteDialog
        target={canDelete ? deleting : null}
        onClose={() => setDeleting(null)}
        onDeleted={(target) => {
          setStatus({
            kind: target.kind,
            text:
              target.kind === 'mailbox'
                ? text.done.mailboxDeleted(target.email)
                : text.done.forwarderDeleted(target.email),
          });
          if (highlight === target.email) setHighlight(null);
          setDeleting(null);
        }}
        fallbackFocus={(kind) => (kind === 'mailbox' ? mailboxHeading : forwarderHeading).current?.focus()}
      />
    </section>
  );
}

export { MailPage as Component };
