import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { mailKeys } from '../../api/mail/keys.ts';
import { endSession, startSession } from '../../api/session.ts';
import type { Forwarder, MailClient, Mailbox } from '../../contract/types.gen.ts';
import { atUrl, renderHookOnce } from '../../ui/testing/render-hook-once.ts';
import type { MailView } from './list-spec.ts';
import { listStatus, pinnedEditTarget, showCreated, useMailPage } from './use-mail-page.ts';

const view = (changes: Partial<MailView>): MailView => ({
  client: null,
  q: '',
  create: null,
  edit: null,
  ...changes,
});
const mailbox = (email: string, client_id = 1): Mailbox => ({
  email,
  client_id,
  name: 'Jan de Vries',
  quota_mb: 1024,
  created_at: '2025-01-01T00:00:00Z',
});
const forwarder = (email: string, client_id = 1): Forwarder => ({
  email,
  client_id,
  destinations: ['jan@elders.nl'],
  created_at: '2025-01-01T00:00:00Z',
});

describe('after creating an address', () => {
  it('closes the form and shows the new address: its client, a filter that lets it through', () => {
    expect(showCreated(view({ client: 2, q: 'piet', create: 'mailbox' }), 3, 'jan@b.nl', 'Jan')).toEqual(
      view({ client: 3 }),
    );
    expect(showCreated(view({ q: 'jan', create: 'forwarder' }), 3, 'jan@b.nl')).toEqual(view({ q: 'jan' }));
  });
});

describe('the address being edited', () => {
  const info = mailbox('info@b.nl');

  it('is kept while its dialog is open, even when a refreshed list no longer has it', () => {
    const pinned = pinnedEditTarget(null, 'info@b.nl', { mailbox: info });
    expect(pinned).toEqual({ email: 'info@b.nl', mailbox: info });
    expect(pinnedEditTarget(pinned, 'info@b.nl', {})).toBe(pinned);
  });

  it('is forgotten when the dialog closes or another address is edited', () => {
    const pinned = pinnedEditTarget(null, 'info@b.nl', { mailbox: info });
    expect(pinnedEditTarget(pinned, null, {})).toBeNull();
    expect(pinnedEditTarget(pinned, 'other@b.nl', {})).toBeNull();
    const other = forwarder('other@b.nl');
    expect(pinnedEditTarget(pinned, 'other@b.nl', { forwarder: other })).toEqual({
      email: 'other@b.nl',
      forwarder: other,
    });
  });
});

describe('what a list says under its heading', () => {
  const settled = { isPending: false, isPlaceholderData: false };
  it('names what was last done to that kind, else that it loads or refreshes', () => {
    const done = { kind: 'mailbox', email: 'a@b.nl', done: 'deleted' } as const;
    expect(listStatus(done, 'mailbox', { isPending: true, isPlaceholderData: false })).toBe(done);
    expect(listStatus(done, 'forwarder', { isPending: true, isPlaceholderData: false })).toBe('loading');
    expect(listStatus(null, 'forwarder', { isPending: false, isPlaceholderData: true })).toBe('refreshing');
    expect(listStatus(null, 'mailbox', settled)).toBeNull();
  });
});

/** A token the session holder reads (its signature is the service's business). */
const tokenWith = (roles: readonly string[]) =>
  `e30.${Buffer.from(JSON.stringify({ sub: 'tester', roles, exp: Date.now() / 1000 + 600 })).toString('base64url')}.x`;

function renderMailPage(url: string, roles: readonly string[]) {
  startSession(tokenWith(roles));
  const queryClient = new QueryClient();
  const clients: MailClient[] = [
    { client_id: 1, name: 'Bakkerij', domain: 'b.nl', mailbox_count: 2, forwarder_count: 1 },
  ];
  queryClient.setQueryData(mailKeys.clients(), { clients });
  queryClient.setQueryData(mailKeys.mailboxes(1), {
    mailboxes: [mailbox('info@b.nl'), { ...mailbox('jan@b.nl'), name: 'Jan' }],
  });
  queryClient.setQueryData(mailKeys.forwarders(1), { forwarders: [forwarder('verkoop@b.nl')] });
  const withQueries = (children: ReactNode) =>
    createElement(QueryClientProvider, { client: queryClient }, children);
  return renderHookOnce(useMailPage, atUrl(url, withQueries));
}

describe('useMailPage', () => {
  afterEach(() => endSession('logged-out'));

  it('shows the URL’s client, filtered by its text, with the address being edited', () => {
    const page = renderMailPage('/mail?client=1&q=info&edit=INFO@b.nl', ['#mail-r', '#mail-w']);
    expect(page.can).toEqual({ read: true, write: true, delete: false });
    expect(page.view).toEqual(view({ client: 1, q: 'info', edit: 'INFO@b.nl' }));
    expect(page.clients.selected?.name).toBe('Bakkerij');
    expect(page.mailboxes.all.map((entry) => entry.email)).toEqual(['info@b.nl', 'jan@b.nl']);
    expect(page.mailboxes.shown.map((entry) => entry.email)).toEqual(['info@b.nl']);
    expect(page.forwarders.shown).toEqual([]);
    expect(page.known.mailboxes).toEqual(['info@b.nl', 'jan@b.nl']);
    expect(page.edit).toMatchObject({ email: 'INFO@b.nl', open: true, mailbox: { email: 'info@b.nl' } });
  });

  it('names a client the account does not have, and opens no edit dialog without #mail-w', () => {
    const page = renderMailPage('/mail?client=9&edit=info@b.nl', ['#mail-r']);
    expect(page.clients.unknownClient).toBe(9);
    expect(page.edit.open).toBe(false);
    expect(page.mailboxes.status).toBe('loading');
  });
});
