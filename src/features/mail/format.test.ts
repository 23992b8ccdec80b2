import { createElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Mailbox } from '../../contract/types.gen.ts';
import { drawn } from '../../ui/testing/draw.ts';
import { MailboxTable } from './mail-tables.tsx';
import { mailMessages } from './messages.ts';

beforeAll(async () => {
  await mailMessages.load('en');
});

const createdAt = async (created_at: string) => {
  const mailbox: Mailbox = {
    email: 'jan@voorbeeld.nl',
    client_id: 1,
    name: 'Jan',
    quota_mb: 1024,
    created_at,
  };
  const text = await drawn(
    createElement(MailboxTable, {
      mailboxes: [mailbox],
      clients: new Map(),
      showClient: false,
      highlight: null,
      actions: {
        canWrite: false,
        canDelete: false,
        writeReasonId: undefined,
        deleteReasonId: undefined,
        onEdit: () => {},
        onDelete: () => {},
      },
    }),
    { text: true },
  );
  return /1,024 MB (.*?) Change/.exec(text)?.[1];
};

describe('when a mailbox was created', () => {
  it("a moment with its time zone, in the reader's zone", async () => {
    expect(await createdAt('2026-03-01T10:00:00Z')).toMatch(/^1 Mar 2026, \d{2}:\d{2}$/);
  });

  it('a day that does not exist or a time without a zone, as the service sent it', async () => {
    expect(await createdAt('2026-02-30T10:00:00Z')).toBe('2026-02-30T10:00:00Z');
    expect(await createdAt('2026-03-01T10:00:00')).toBe('2026-03-01T10:00:00');
    expect(await createdAt('gisteren')).toBe('gisteren');
  });
});
