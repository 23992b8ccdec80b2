import type { CustomValidator } from '@rjsf/utils';
import type { MailClient } from '../../contract/types.gen.ts';
import { type MailMessages, useMailMessages } from './messages.ts';
import { domainError } from './validation.ts';

/** The mail domain of a client, when the client is known. */
export const clientDomain = (clients: readonly MailClient[] | undefined, clientId: number | undefined) =>
  clients?.find((client) => client.client_id === clientId)?.domain ?? null;

/**
 * The client and the new address, as both create forms ask for them. When the clients cannot be
 * listed, the client is asked for by its number, and its domain is not known to the form.
 */
export const newAddressUi = (text: MailMessages, domain: string | null, clientsUnavailable = false) => ({
  client_id: {
    'ui:widget': 'client',
    'ui:title': clientsUnavailable ? text.form.clientNumber : text.form.client,
    ...(clientsUnavailable ? { 'ui:help': text.form.clientNumberHelp } : {}),
    'ui:errorMessages': { required: text.form.clientRequired, type: text.form.clientRequired },
  },
  email: {
    'ui:title': text.form.email,
    'ui:help': domain
      ? text.form.emailHelp(domain)
      : clientsUnavailable
        ? text.form.emailHelpUnknownDomain
        : text.form.emailHelpChoose,
    'ui:placeholder': domain ? text.form.emailPlaceholder(domain) : undefined,
    'ui:options': { autocomplete: 'off' },
    'ui:errorMessages': {
      required: text.form.emailInvalid,
      format: text.form.emailInvalid,
      maxLength: text.form.emailTooLong,
    },
  },
});

/** A new address must be at the chosen client's domain. */
export const sameDomain =
  <T extends { email?: string }>(domain: string | null, text: MailMessages): CustomValidator<T> =>
  (data, errors) => {
    const problem = domainError(data?.email, domain);
    if (problem) errors.email?.addError(text.form.wrongDomain(problem));
    return errors;
  };

/** Save and cancel under an edit form, and the note when nothing was changed. */
export function EditActions({
  busy,
  unchanged,
  onCancel,
}: {
  busy: boolean;
  unchanged: boolean;
  onCancel: () => void;
}) {
  const text = useMailMessages();
  return (
    <>
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? text.form.saving : text.form.save}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {text.form.cancel}
        </button>
      </div>
      <p className="mail-form__note" role="status">
        {unchanged ? text.form.nothingChanged : ''}
      </p>
    </>
  );
}
