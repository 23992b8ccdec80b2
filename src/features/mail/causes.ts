/**
 * Why a create (006), delete (007) or update (008) failed, in words the page can translate. The
 * service's message names the cause (its wording follows the spec: "creating a mailbox requires an
 * existing client", "a forwarder requires that the address does not already exist as a mailbox");
 * when it does not, what the page already knows (clients, listed addresses) is the fallback.
 */
import { RpcError } from '../../api/errors.ts';

export type MailKind = 'mailbox' | 'forwarder';

/** One mailbox or forwarder. */
export interface MailTarget {
  kind: MailKind;
  email: string;
}

export type FailureCause =
  'client-missing' | 'address-is-mailbox' | 'address-is-forwarder' | 'wrong-domain' | 'not-found';

export interface KnownMail {
  clientIds?: readonly number[];
  mailboxes?: readonly string[];
  forwarders?: readonly string[];
  /** The domain of the chosen client, when known. */
  domain?: string | null;
}

const CREATE_FAILED = 6;
const DELETE_FAILED = 7;
const UPDATE_FAILED = 8;

export const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

function causeFromMessage(text: string, kind: MailKind): FailureCause | null {
  const message = text.replace(/\S+@\S+/g, '');
  if (/existing client|client\b[^;]*\b(does not exist|not found|unknown)/i.test(message))
    return 'client-missing';
  if (/as a mailbox/i.test(message)) return 'address-is-mailbox';
  if (/as a forwarder/i.test(message)) return 'address-is-forwarder';
  if (/domain/i.test(message)) return 'wrong-domain';
  if (/already exists/i.test(message))
    return kind === 'mailbox' ? 'address-is-mailbox' : 'address-is-forwarder';
  return null;
}

function causeFromKnown(
  request: { email: string; clientId?: number },
  known: KnownMail,
): FailureCause | null {
  const email = request.email.toLowerCase();
  if (request.clientId !== undefined && known.clientIds && !known.clientIds.includes(request.clientId))
    return 'client-missing';
  if (known.domain && domainOf(email) !== known.domain.toLowerCase()) return 'wrong-domain';
  if (known.mailboxes?.some((address) => address.toLowerCase() === email)) return 'address-is-mailbox';
  if (known.forwarders?.some((address) => address.toLowerCase() === email)) return 'address-is-forwarder';
  return null;
}

export function failureCause(
  error: unknown,
  kind: MailKind,
  request: { email: string; clientId?: number },
  known: KnownMail = {},
): FailureCause | null {
  if (!(error instanceof RpcError)) return null;
  if (error.code === DELETE_FAILED || error.code === UPDATE_FAILED) return 'not-found';
  if (error.code !== CREATE_FAILED) return null;
  return causeFromMessage(error.message, kind) ?? causeFromKnown(request, known);
}
