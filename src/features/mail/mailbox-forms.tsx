import type { UiSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { useCreateMailbox } from '../../api/mail/create-mailbox.ts';
import { useUpdateMailbox } from '../../api/mail/update-mailbox.ts';
import {
  schema as createSchema,
  validators as createValidators,
} from '../../contract/forms/mail/create_mailbox.gen.js';
import {
  schema as updateSchema,
  validators as updateValidators,
} from '../../contract/forms/mail/update_mailbox.gen.js';
import type { MailClient, Mailbox } from '../../contract/types.gen.ts';
import { SchemaForm } from '../../forms/lazy-schema-form.tsx';
import { NotShownField } from '../../forms/not-shown-field.tsx';
import { useTranslations } from '../../i18n/locale.tsx';
import type { KnownMail } from './causes.ts';
import { FailureNotice } from './failure-notice.tsx';
import { EditActions, clientDomain, newAddressUi, sameDomain } from './form-parts.tsx';
import { ClientWidget, type MailFormContext } from './form-widgets.tsx';
import { type MailMessages, mailMessages } from './messages.ts';

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

const widgets = { client: ClientWidget };

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

const passwordErrors = (text: MailMessages) => ({
  required: text.form.passwordRequired,
  minLength: text.form.passwordTooShort,
  maxLength: text.form.passwordTooLong,
});

/** A new mailbox, generated from `create_mailbox_request_v1.json`. */
export function CreateMailboxForm({
  clients,
  initialClient,
  known,
  onCreated,
}: {
  clients: readonly MailClient[] | undefined;
  initialClient: number | null;
  known: KnownMail;
  onCreated: (mailbox: Mailbox) => void;
}) {
  const text = useTranslations(mailMessages);
  const mutation = useCreateMailbox();
  const [formData, setFormData] = useState<CreateMailboxData>(() => ({
    client_id: initialClient ?? undefined,
  }));
  const [submitted, setSubmitted] = useState(false);
  const domain = clientDomain(clients, formData.client_id);

  const uiSchema = useMemo<UiSchema<CreateMailboxData>>(
    () => ({
      'ui:order': ['client_id', 'email', 'name', 'password', 'quota_mb'],
      ...newAddressUi(text, domain),
      name: nameUi(text),
      password: {
        'ui:widget': 'password',
        'ui:title': text.form.password,
        'ui:help': text.form.passwordHelp,
        'ui:options': { autocomplete: 'new-password' },
        'ui:errorMessages': passwordErrors(text),
      },
      quota_mb: quotaUi(text),
    }),
    [text, domain],
  );

  const customValidate = useMemo(() => sameDomain<CreateMailboxData>(domain, text), [domain, text]);

  const formContext: MailFormContext = { clients };
  const request = mutation.variables;

  return (
    <div className="mail-form" aria-busy={mutation.isPending}>
      <SchemaForm<CreateMailboxData>
        schema={createSchema}
        validators={createValidators}
        uiSchema={uiSchema}
        formData={formData}
        formContext={formContext}
        widgets={widgets}
        customValidate={customValidate}
        liveValidate={submitted}
        onChange={setFormData}
        onError={() => setSubmitted(true)}
        onSubmit={(data) => {
          setSubmitted(true);
          mutation.mutate(
            {
              client_id: data.client_id ?? 0,
              email: (data.email ?? '').toLowerCase(),
              name: data.name ?? '',
              password: data.password ?? '',
              quota_mb: data.quota_mb,
            },
            { onSuccess: onCreated },
          );
        }}
      >
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={mutation.isPending}>
            {mutation.isPending ? text.form.creating : text.form.createMailbox}
          </button>
        </div>
      </SchemaForm>
      {mutation.isError && request ? (
        <FailureNotice
          error={mutation.error}
          title={text.form.createFailed.mailbox}
          kind="mailbox"
          email={request.email}
          clientId={request.client_id}
          domain={clientDomain(clients, request.client_id)}
          known={known}
        />
      ) : null}
    </div>
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
  const text = useTranslations(mailMessages);
  const mutation = useUpdateMailbox();
  const [formData, setFormData] = useState<UpdateMailboxData>(() => ({
    email: mailbox.email,
    name: mailbox.name,
    quota_mb: mailbox.quota_mb,
  }));
  const [submitted, setSubmitted] = useState(false);
  const [unchanged, setUnchanged] = useState(false);

  const uiSchema = useMemo<UiSchema<UpdateMailboxData>>(
    () => ({
      'ui:order': ['email', 'name', 'password', 'quota_mb'],
      email: { 'ui:field': NotShownField },
      name: nameUi(text),
      password: {
        'ui:widget': 'password',
        'ui:title': text.form.newPassword,
        'ui:help': text.form.newPasswordHelp,
        'ui:options': { autocomplete: 'new-password' },
        'ui:errorMessages': passwordErrors(text),
      },
      quota_mb: quotaUi(text),
    }),
    [text],
  );

  return (
    <div className="mail-form" aria-busy={mutation.isPending}>
      <SchemaForm<UpdateMailboxData>
        schema={updateSchema}
        validators={updateValidators}
        uiSchema={uiSchema}
        formData={formData}
        liveValidate={submitted}
        onChange={(data) => {
          setFormData(data);
          setUnchanged(false);
        }}
        onError={() => setSubmitted(true)}
        onSubmit={(data) => {
          setSubmitted(true);
          const changes = {
            ...(data.name !== undefined && data.name !== mailbox.name ? { name: data.name } : {}),
            ...(data.password ? { password: data.password } : {}),
            ...(data.quota_mb !== undefined && data.quota_mb !== mailbox.quota_mb
              ? { quota_mb: data.quota_mb }
              : {}),
          };
          if (Object.keys(changes).length === 0) {
            setUnchanged(true);
            return;
          }
          mutation.mutate({ email: mailbox.email, ...changes }, { onSuccess: onSaved });
        }}
      >
        <EditActions busy={mutation.isPending} unchanged={unchanged} onCancel={onCancel} />
      </SchemaForm>
      {mutation.isError ? (
        <FailureNotice
          error={mutation.error}
          title={text.form.updateFailed.mailbox}
          kind="mailbox"
          email={mailbox.email}
        />
      ) : null}
    </div>
  );
}
