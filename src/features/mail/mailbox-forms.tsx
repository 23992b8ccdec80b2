import { useCreateMailbox } from '../../api/mail/create-mailbox.ts';
import { useUpdateMailbox } from '../../api/mail/update-mailbox.ts';
import * as createForm from '../../contract/forms/mail/create_mailbox.gen.js';
import * as updateForm from '../../contract/forms/mail/update_mailbox.gen.js';
import type { MailClient, Mailbox } from '../../contract/types.gen.ts';
import { CreateAddressForm, EditAddressForm, type KindFields } from './address-forms.tsx';
import type { KnownMail } from './causes.ts';
import type { MailMessages } from './messages.ts';

interface CreateMailboxData {
  client_id?: number;
  email?: string;
  name?: string;
  password?: string;
  quota_mb?: number;
}

interface UpdateMailboxData {
  email: string;
  name?: string;
  password?: string;
  quota_mb?: number;
}

const quotaUi = (text: MailMessages) => ({
  'ui:widget': 'updown',
  'ui:title': text.form.quota,
  'ui:help': text.form.quotaHelp,
  'ui:errorMessages': {
    type: text.form.quotaInvalid,
    minimum: text.form.quotaInvalid,
    maximum: text.form.quotaInvalid,
  },
});

const nameUi = (text: MailMessages) => ({
  'ui:title': text.form.name,
  'ui:help': text.form.nameHelp,
  'ui:options': { autocomplete: 'off' },
  'ui:errorMessages': {
    required: text.form.nameRequired,
    minLength: text.form.nameRequired,
    maxLength: text.form.nameTooLong,
  },
});

const passwordUi = (title: string, help: string, text: MailMessages) => ({
  'ui:widget': 'password',
  'ui:title': title,
  'ui:help': help,
  'ui:options': { autocomplete: 'new-password' },
  'ui:errorMessages': {
    required: text.form.passwordRequired,
    minLength: text.form.passwordTooShort,
    maxLength: text.form.passwordTooLong,
  },
});

/** Name, password and quota; a new mailbox asks for its password, an existing one for a new one. */
const mailboxFields = (password: (text: MailMessages) => [title: string, help: string]): KindFields => ({
  order: ['name', 'password', 'quota_mb'],
  ui: (text) => ({
    name: nameUi(text),
    password: passwordUi(...password(text), text),
    quota_mb: quotaUi(text),
  }),
});

const createFields = mailboxFields((text) => [text.form.password, text.form.passwordHelp]);
const editFields = mailboxFields((text) => [text.form.newPassword, text.form.newPasswordHelp]);

const NOTHING_TYPED: CreateMailboxData = {};

/** A new mailbox, generated from `create_mailbox_request_v1.json`. */
export function CreateMailboxForm(props: {
  clients: readonly MailClient[] | undefined;
  /** The clients could not be listed: the client is asked for by its number. */
  clientsUnavailable: boolean;
  initialClient: number | null;
  known: KnownMail;
  onCreated: (mailbox: Mailbox) => void;
}) {
  return (
    <CreateAddressForm
      {...props}
      kind="mailbox"
      form={createForm}
      fields={createFields}
      initialData={NOTHING_TYPED}
      mutation={useCreateMailbox()}
      toRequest={(data) => ({
        client_id: data.client_id ?? 0,
        email: (data.email ?? '').toLowerCase(),
        name: data.name ?? '',
        password: data.password ?? '',
        quota_mb: data.quota_mb,
      })}
    />
  );
}

/** Name, password and quota of a mailbox, generated from `update_mailbox_request_v1.json`. */
export function EditMailboxForm({
  mailbox,
  onSaved,
  onCancel,
}: {
  mailbox: Mailbox;
  onSaved: (mailbox: Mailbox) => void;
  onCancel: () => void;
}) {
  const initialData: UpdateMailboxData = {
    email: mailbox.email,
    name: mailbox.name,
    quota_mb: mailbox.quota_mb,
  };
  return (
    <EditAddressForm
      kind="mailbox"
      form={updateForm}
      fields={editFields}
      initialData={initialData}
      mutation={useUpdateMailbox()}
      onSaved={onSaved}
      onCancel={onCancel}
      changesOf={(data) => {
        const changes = {
          ...(data.name !== undefined && data.name !== mailbox.name ? { name: data.name } : {}),
          ...(data.password ? { password: data.password } : {}),
          ...(data.quota_mb !== undefined && data.quota_mb !== mailbox.quota_mb
            ? { quota_mb: data.quota_mb }
            : {}),
        };
        return Object.keys(changes).length === 0 ? null : { email: mailbox.email, ...changes };
      }}
    />
  );
}
