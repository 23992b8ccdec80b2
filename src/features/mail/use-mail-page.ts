import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useForwarders } from '../../api/mail/list-forwarders.ts';
import { useMailClients } from '../../api/mail/list-clients.ts';
import { useMailboxes } from '../../api/mail/list-mailboxes.ts';
import { knownNotOffered, useNotOffered } from '../../api/offered.ts';
import { hasPermission, useSession } from '../../api/session.ts';
import type {
  Forwarder,
  MailListForwardersReply,
  MailListMailboxesReply,
  Mailbox,
} from '../../contract/types.gen.ts';
import { useListParams } from '../../ui/use-list-params.ts';
import type { KnownMail, MailKind, MailTarget } from './causes.ts';
import {
  MAIL_LIST,
  type MailView,
  matchesQuery,
  withClient,
  withCreate,
  withEdit,
  withQuery,
} from './list-spec.ts';

/** What the page last did, said above the list it changed. */
export interface MailDone extends MailTarget {
  done: 'created' | 'updated' | 'deleted';
}

/** What a list says under its heading: what was done, that it loads, or that it is being refreshed. */
export type ListStatus = MailDone | 'loading' | 'refreshing' | null;

/**
 * What a list shows: its entries, that they are on their way, or the failure in their place (never
 * an empty list for a list that could not be had).
 */
export type ListView = 'loading' | 'failed' | 'shown';

export function listView(query: Pick<UseQueryResult<unknown>, 'data' | 'isError'>): ListView {
  // A refetch that failed keeps the previous answer in the cache; it is no longer the list.
  if (query.isError) return 'failed';
  return query.data === undefined ? 'loading' : 'shown';
}

/** Whether a list has answered for what is asked now: with its entries, or with its failure. */
const isSettled = (query: Pick<UseQueryResult<unknown>, 'isSuccess' | 'isError' | 'isPlaceholderData'>) =>
  (query.isSuccess && !query.isPlaceholderData) || query.isError;

export interface KindList<Entry> {
  query: UseQueryResult<unknown>;
  view: ListView;
  /** The entries of a list shown; none otherwise. */
  all: readonly Entry[];
  /** Those the text filter lets through. */
  shown: readonly Entry[];
  status: ListStatus;
}

/** The entry being edited, kept while its dialog is open even when a refreshed list lost it (008). */
export interface EditTarget {
  email: string;
  mailbox?: Mailbox;
  forwarder?: Forwarder;
}

/** A list that could hold the address being edited but could not be read, with its failure. */
export interface UnreadList {
  kind: MailKind;
  error: unknown;
}

const NO_MAILBOXES: readonly Mailbox[] = [];
const NO_FORWARDERS: readonly Forwarder[] = [];
const NONE: readonly never[] = [];

/** After creating, show the new address: its client, and a text filter that does not hide it. */
export function showCreated(view: MailView, clientId: number, ...words: string[]): MailView {
  let next = withCreate(view, null);
  if (next.client !== null && next.client !== clientId) next = withClient(next, clientId);
  if (!matchesQuery(next.q, ...words)) next = withQuery(next, '');
  return next;
}

/**
 * The edit target to keep: the one found in the lists (once found, kept while the same address is
 * being edited), or none when nothing is being edited.
 */
export function pinnedEditTarget(
  pinned: EditTarget | null,
  editing: string | null,
  found: { mailbox?: Mailbox; forwarder?: Forwarder },
): EditTarget | null {
  if (!editing) return null;
  if (pinned?.email === editing) return pinned;
  return found.mailbox || found.forwarder ? { email: editing, ...found } : null;
}

/**
 * The lists an address not found may still be in: those that could not be read. Only when there
 * are none is the address known to be gone.
 */
export function unreadListsFor(
  target: { mailbox?: Mailbox; forwarder?: Forwarder },
  lists: Record<MailKind, Pick<KindList<unknown>, 'view' | 'query'>>,
): UnreadList[] {
  if (target.mailbox || target.forwarder) return [];
  return (['mailbox', 'forwarder'] as const)
    .filter((kind) => lists[kind].view === 'failed')
    .map((kind) => ({ kind, error: lists[kind].query.error }));
}

export function listStatus(
  done: MailDone | null,
  kind: MailKind,
  query: Pick<UseQueryResult<unknown>, 'isPending' | 'isPlaceholderData'>,
): ListStatus {
  if (done?.kind === kind) return done;
  if (query.isPending) return 'loading';
  return query.isPlaceholderData ? 'refreshing' : null;
}

function useKindList<Entry>(
  query: UseQueryResult<MailListMailboxesReply | MailListForwardersReply>,
  all: readonly Entry[],
  wordsOf: (entry: Entry) => readonly string[],
  q: string,
  done: MailDone | null,
  kind: MailKind,
): KindList<Entry> {
  const view = listView(query);
  const entries = view === 'shown' ? all : NONE;
  const shown = useMemo(
    () => entries.filter((entry) => matchesQuery(q, ...wordsOf(entry))),
    [entries, q, wordsOf],
  );
  return { query, view, all: entries, shown, status: listStatus(done, kind, query) };
}

const mailboxWords = (mailbox: Mailbox) => [mailbox.email, mailbox.name];
const forwarderWords = (forwarder: Forwarder) => [forwarder.email, ...forwarder.destinations];

/**
 * The mail page's state and data: the URL's client, text filter and open form (list-spec.ts), the
 * clients and both lists, what is being edited or deleted, and what was last done.
 */
export function useMailPage() {
  const session = useSession();
  const can = {
    read: hasPermission(session, '#mail-r'),
    write: hasPermission(session, '#mail-w'),
    delete: hasPermission(session, '#mail-d'),
  };
  const { params, changeFilter: update } = useListParams(MAIL_LIST);
  const view = params.filter;
  // Drawn again when the service turns out not to offer a method (the refusals below).
  useNotOffered();
  const clientsQuery = useMailClients(can.read);
  const mailboxesQuery = useMailboxes(view.client, can.read);
  const forwardersQuery = useForwarders(view.client, can.read);

  const [done, setDone] = useState<MailDone | null>(null);
  const [highlight, setHighlight] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<MailTarget | null>(null);

  const clientsView = listView(clientsQuery);
  const clients = clientsView === 'shown' ? clientsQuery.data?.clients : undefined;
  const clientsById = useMemo(
    () => new Map((clients ?? []).map((client) => [client.client_id, client] as const)),
    [clients],
  );
  const selected = view.client === null ? undefined : clientsById.get(view.client);
  const unknownClient = view.client !== null && clients !== undefined && !selected ? view.client : null;

  const mailboxes = useKindList(
    mailboxesQuery,
    mailboxesQuery.data?.mailboxes ?? NO_MAILBOXES,
    mailboxWords,
    view.q,
    done,
    'mailbox',
  );
  const forwarders = useKindList(
    forwardersQuery,
    forwardersQuery.data?.forwarders ?? NO_FORWARDERS,
    forwarderWords,
    view.q,
    done,
    'forwarder',
  );
  const known: KnownMail = {
    clientIds: clients?.map((client) => client.client_id),
    mailboxes: mailboxes.all.map((mailbox) => mailbox.email),
    forwarders: forwarders.all.map((forwarder) => forwarder.email),
  };

  const editing = view.edit?.toLowerCase() ?? null;
  const listsSettled = isSettled(mailboxesQuery) && isSettled(forwardersQuery);
  const found = editing
    ? {
        mailbox: mailboxes.all.find((mailbox) => mailbox.email === editing),
        forwarder: forwarders.all.find((forwarder) => forwarder.email === editing),
      }
    : {};
  const [pinned, setPinned] = useState<EditTarget | null>(null);
  const nextPinned = pinnedEditTarget(pinned, editing, found);
  if (nextPinned !== pinned) setPinned(nextPinned);
  const editTarget = nextPinned ?? found;

  const closeEdit = useCallback(() => {
    if (view.edit !== null) update((current) => withEdit(current, null));
  }, [update, view.edit]);

  const created = (kind: MailKind, entry: Mailbox | Forwarder, words: readonly string[]) => {
    setDone({ kind, email: entry.email, done: 'created' });
    setHighlight(entry.email);
    update((current) => showCreated(current, entry.client_id, ...words));
  };

  return {
    can,
    view,
    /** Changes the URL's view; `replace` for typing in the text filter. */
    update,
    clients: {
      query: clientsQuery,
      view: clientsView,
      list: clients,
      byId: clientsById,
      selected,
      unknownClient,
    },
    /** What the service said it does not offer: a list, creating (null: offered, as far as known). */
    refusals: {
      mailbox: {
        list: knownNotOffered('mail/v1', 'list_mailboxes'),
        create: knownNotOffered('mail/v1', 'create_mailbox'),
      },
      forwarder: {
        list: knownNotOffered('mail/v1', 'list_forwarders'),
        create: knownNotOffered('mail/v1', 'create_forwarder'),
      },
    },
    mailboxes,
    forwarders,
    known,
    highlight,
    edit: {
      email: view.edit,
      mailbox: editTarget.mailbox,
      forwarder: editTarget.forwarder,
      unread: unreadListsFor(editTarget, { mailbox: mailboxes, forwarder: forwarders }),
      open: view.edit !== null && can.write && listsSettled,
    },
    deleting: can.delete ? deleting : null,
    toggleForm: (kind: MailKind) =>
      update((current) => withCreate(current, current.create === kind ? null : kind)),
    startEdit: (email: string) => update((current) => withEdit(current, email)),
    closeEdit,
    startDelete: (target: MailTarget) => setDeleting(target),
    closeDelete: () => setDeleting(null),
    createdMailbox: (mailbox: Mailbox) => created('mailbox', mailbox, mailboxWords(mailbox)),
    createdForwarder: (forwarder: Forwarder) => created('forwarder', forwarder, forwarderWords(forwarder)),
    saved: (target: MailTarget) => {
      setDone({ ...target, done: 'updated' });
      update((current) => withEdit(current, null));
    },
    deleted: (target: MailTarget) => {
      setDone({ ...target, done: 'deleted' });
      if (highlight === target.email) setHighlight(null);
      setDeleting(null);
    },
  };
}

export type MailPageState = ReturnType<typeof useMailPage>;
