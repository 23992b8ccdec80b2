export const mailKeys = {
  all: ['mail'] as const,
  clients: () => [...mailKeys.all, 'clients'] as const,
  allMailboxes: () => [...mailKeys.all, 'mailboxes'] as const,
  mailboxes: (clientId: number | null) => [...mailKeys.allMailboxes(), { clientId }] as const,
  allForwarders: () => [...mailKeys.all, 'forwarders'] as const,
  forwarders: (clientId: number | null) => [...mailKeys.allForwarders(), { clientId }] as const,
};
