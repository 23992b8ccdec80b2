/**
 * The mail lists in the URL (src/ui/list-params.ts; neither sorted nor paged): `client` (a client
 * id), `q` (text filter), `new` (`mailbox` | `forwarder`: the open create form) and `edit` (the
 * address being edited). Only one form is open at a time: opening one closes the other.
 */
import { type ListSpec, readPositiveInteger } from '../../ui/list-params.ts';

export type NewKind = 'mailbox' | 'forwarder';

export interface MailView {
  client: number | null;
  q: string;
  create: NewKind | null;
  edit: string | null;
}

function readMailView(params: URLSearchParams): MailView {
  const create = params.get('new');
  const edit = params.get('edit')?.trim();
  return {
    client: readPositiveInteger(params.get('client')),
    q: params.get('q') ?? '',
    create: create === 'mailbox' || create === 'forwarder' ? create : null,
    edit: edit ? edit : null,
  };
}

function writeMailView(view: MailView, params: URLSearchParams) {
  if (view.client !== null) params.set('client', String(view.client));
  if (view.q !== '') params.set('q', view.q);
  if (view.edit !== null) params.set('edit', view.edit);
  else if (view.create !== null) params.set('new', view.create);
}

export const MAIL_LIST: ListSpec<MailView> = { readFilter: readMailView, writeFilter: writeMailView };

export const withClient = (view: MailView, client: number | null): MailView => ({ ...view, client });
export const withQuery = (view: MailView, q: string): MailView => ({ ...view, q });
export const withCreate = (view: MailView, create: NewKind | null): MailView => ({
  ...view,
  create,
  edit: create === null ? view.edit : null,
});
export const withEdit = (view: MailView, edit: string | null): MailView => ({
  ...view,
  edit,
  create: edit === null ? view.create : null,
});

/** Case-insensitive match of the text filter against an entry's words. */
export function matchesQuery(q: string, ...words: readonly string[]): boolean {
  const needle = q.trim().toLowerCase();
  return needle === '' || words.some((word) => word.toLowerCase().includes(needle));
}
