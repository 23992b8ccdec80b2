/**
 * The mail page against a service that differs from the contract (a real sandbox behind
 * src/sandbox/testing/differing-service.ts). The mail methods beyond create_mailbox and
 * create_forwarder are the sandbox's own design, so a real service may well not have them: each
 * section says what it cannot show, and creating stays possible where the service offers it.
 */
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMailbox } from '../../api/mail/create-mailbox.ts';
import { forwardersQueryOptions } from '../../api/mail/list-forwarders.ts';
import { mailClientsQueryOptions } from '../../api/mail/list-clients.ts';
import { listMailboxes, mailboxesQueryOptions } from '../../api/mail/list-mailboxes.ts';
import { behindDifferingService } from '../../api/testing/behind-differing-service.ts';
import { preloadSchemaForm } from '../../forms/lazy-schema-form.tsx';
import { drawingClient, drawn, textOf } from '../../ui/testing/draw.ts';
import { atUrl, renderHookOnce } from '../../ui/testing/render-hook-once.ts';
import { MailPage } from './mail-view.tsx';
import en from './messages-en.ts';
import { mailMessages } from './messages.ts';
import { listView, useMailPage } from './use-mail-page.ts';

const { service } = behindDifferingService();
beforeAll(async () => {
  await Promise.all([mailMessages.load('en'), preloadSchemaForm()]);
});

/** A query cache holding what the service answered for the page's three lists. */
async function answeredLists(): Promise<QueryClient> {
  const client = drawingClient();
  await Promise.all([
    client.prefetchQuery(mailClientsQueryOptions()),
    client.prefetchQuery(mailboxesQueryOptions(null)),
    client.prefetchQuery(forwardersQueryOptions(null)),
  ]);
  return client;
}

/** The page at `url` as drawn with what the service answered. */
async function drawnPage(url = '/mail'): Promise<string> {
  return drawn(createElement(MailPage), { url, client: await answeredLists() });
}

/** The part of the page from one section's heading to the next section. */
function sectionOf(html: string, heading: string): string {
  const start = html.indexOf(`>${heading}</h2>`);
  expect(start).toBeGreaterThan(-1);
  const next = html.indexOf('<section', start);
  return html.slice(start, next === -1 ? undefined : next);
}

describe('a list the service does not offer (-32601)', () => {
  it('its section says so in place of the list; creating is still offered and says it cannot list', async () => {
    service.differ({ className: 'mail/v1', method: 'list_mailboxes', change: 'method-not-found' });
    const html = await drawnPage();
    const mailboxes = sectionOf(html, en.mailboxes.heading);
    expect(mailboxes).toContain('notice--not-offered');
    expect(mailboxes).toContain(en.mailboxes.listFailed);
    expect(mailboxes).toContain('mail/v1 list_mailboxes');
    expect(mailboxes).toContain(en.mailboxes.createWithoutList);
    expect(mailboxes).not.toContain(en.mailboxes.none);
    expect(mailboxes).not.toMatch(/\b0 mailboxes\b/);
    expect(mailboxes).toMatch(/<button type="button" class="button" aria-expanded="false"[^>]*>New mailbox</);

    const forwarders = sectionOf(html, en.forwarders.heading);
    expect(forwarders).toContain(`<caption class="visually-hidden">${en.forwarders.caption}</caption>`);
    expect(forwarders).not.toContain('notice--');
    expect(sectionOf(html, en.clients.heading)).toContain(en.clients.caption);
  });

  it('a mailbox created meanwhile is created', async () => {
    service.differ({ className: 'mail/v1', method: 'list_mailboxes', change: 'method-not-found' });
    await expect(listMailboxes(null)).rejects.toMatchObject({ method: 'list_mailboxes' });
    const { clients } = await answeredLists().then((client) =>
      client.getQueryData(mailClientsQueryOptions().queryKey)!,
    );
    const client = clients[0]!;
    const created = await createMailbox({
      client_id: client.client_id,
      email: `nieuw@${client.domain}`,
      name: 'Nieuw',
      password: 'een-lang-wachtwoord',
    });
    expect(created.email).toBe(`nieuw@${client.domain}`);
  });

  it('without the clients the form asks for the client by its number', async () => {
    service.differ({ className: 'mail/v1', method: 'list_clients', change: 'method-not-found' });
    const html = await drawnPage('/mail?new=mailbox');
    expect(sectionOf(html, en.clients.heading)).toContain('mail/v1 list_clients');
    const mailboxes = sectionOf(html, en.mailboxes.heading);
    expect(mailboxes).toContain(en.form.clientNumber);
    expect(mailboxes).toContain(en.form.clientNumberHelp);
    expect(mailboxes).toMatch(/<input id="[^"]*client_id"[^>]*type="number"/);
    expect(mailboxes).toContain(`<caption class="visually-hidden">${en.mailboxes.caption}</caption>`);
  });
});

describe('a whole class the service does not offer (404)', () => {
  it('each section says so once, and creating is not offered', async () => {
    service.differ({ className: 'mail/v1', method: '*', change: 'class-not-found' });
    const html = await drawnPage();
    for (const heading of [en.clients.heading, en.mailboxes.heading, en.forwarders.heading]) {
      const section = sectionOf(html, heading);
      expect(section.match(/notice--not-offered/g)).toHaveLength(1);
      expect(section).not.toContain('<table');
    }
    expect(sectionOf(html, en.mailboxes.heading)).toMatch(/<button[^>]*disabled=""[^>]*>New mailbox</);
    expect(sectionOf(html, en.mailboxes.heading)).not.toContain(en.mailboxes.createWithoutList);
  });
});

describe('a list the portal cannot read', () => {
  it('shows the notice in place of that list only', async () => {
    service.differ({ className: 'mail/v1', method: 'list_forwarders', change: 'missing-required' });
    const html = await drawnPage();
    const forwarders = sectionOf(html, en.forwarders.heading);
    expect(forwarders).toContain('notice--reply');
    expect(forwarders).toContain(en.forwarders.listFailed);
    expect(forwarders).not.toContain(en.forwarders.none);
    expect(forwarders).not.toContain('<table');
    expect(sectionOf(html, en.mailboxes.heading)).toContain('<table');
  });

  it('is a failure, never an empty list, also when a refetch failed after an answer', () => {
    expect(listView({ data: undefined, isError: true })).toBe('failed');
    expect(listView({ data: { mailboxes: [] }, isError: true })).toBe('failed');
    expect(listView({ data: undefined, isError: false })).toBe('loading');
    expect(listView({ data: { mailboxes: [] }, isError: false })).toBe('shown');
  });

  it('a mailbox can still be edited when the forwarders could not be listed', async () => {
    const { mailboxes } = await listMailboxes(null);
    const address = mailboxes[0]!.email;
    service.differ({ className: 'mail/v1', method: 'list_forwarders', change: 'method-not-found' });
    const client = await answeredLists();
    const page = renderHookOnce(
      useMailPage,
      atUrl(`/mail?edit=${encodeURIComponent(address)}`, (children) =>
        createElement(QueryClientProvider, { client, children }),
      ),
    );
    expect(page.forwarders.view).toBe('failed');
    expect(page.forwarders.all).toEqual([]);
    expect(page.edit).toMatchObject({ open: true, mailbox: { email: address } });
  });
});

describe('an address to change, named in the URL', () => {
  /** The change dialog (the page's first). */
  function editDialogOf(html: string): string {
    const start = html.indexOf('<dialog');
    expect(start).toBeGreaterThan(-1);
    return html.slice(start, html.indexOf('</dialog>', start));
  }

  it.each([
    ['missing-required', 'notice--reply'],
    ['method-not-found', 'notice--not-offered'],
  ] as const)(
    'a mailbox, when the mailboxes could not be listed (%s): the dialog says why, never that it is gone',
    async (change, notice) => {
      const { mailboxes } = await listMailboxes(null);
      const address = mailboxes[0]!.email;
      service.differ({ className: 'mail/v1', method: 'list_mailboxes', change });
      const dialog = editDialogOf(await drawnPage(`/mail?edit=${encodeURIComponent(address)}`));
      expect(dialog).not.toContain(en.editDialog.gone(address));
      expect(dialog).toContain(en.editDialog.unread(address));
      expect(dialog).toContain(notice);
      expect(dialog).toContain(en.mailboxes.listFailed);
      expect(textOf(dialog)).toContain('mail/v1 list_mailboxes');
      expect(dialog).not.toContain(en.forwarders.listFailed);
    },
  );

  it('an address in neither list, both read: it is gone', async () => {
    const address = 'niemand@voorbeeld.nl';
    const dialog = editDialogOf(await drawnPage(`/mail?edit=${encodeURIComponent(address)}`));
    expect(dialog).toContain(en.editDialog.gone(address));
    expect(dialog).not.toContain('notice--reply');
  });
});
