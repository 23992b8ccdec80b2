import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { useMemo, useState } from 'react';
import type { MailClient } from '../../contract/types.gen.ts';
import { SchemaForm } from '../../forms/lazy-schema-form.tsx';
import { NotShownField } from '../../forms/not-shown-field.tsx';
import type { KnownMail, MailKind } from './causes.ts';
import { FailureNotice } from './failure-notice.tsx';
import { EditActions, clientDomain, newAddressUi, sameDomain } from './form-parts.tsx';
import { ClientWidget, type MailFormContext } from './form-widgets.tsx';
import { type MailMessages, useMailMessages } from './messages.ts';

/**
 * The create and edit forms of mailboxes and forwarders, generated from their request schemas: the
 * same frame for both kinds (validation as you type after the first try, the busy state, the
 * failure explained under the form); mailbox-forms.tsx and forwarder-forms.tsx give their fields.
 */

type Mutation<Request, Result> = UseMutationResult<Result, Error, Request>;

/** A kind's own fields, in order, with their texts. */
export interface KindFields {
  order: readonly string[];
  ui: (text: MailMessages) => UiSchema;
}

interface GeneratedForm {
  schema: RJSFSchema;
  validators: ValidatorFunctions;
}

const widgets = { client: ClientWidget };

export function CreateAddressForm<
  Data extends { client_id?: number; email?: string },
  Request extends { client_id: number; email: string },
  Result,
>({
  kind,
  form,
  fields,
  initialData,
  toRequest,
  mutation,
  clients,
  clientsUnavailable,
  initialClient,
  known,
  onCreated,
}: {
  kind: MailKind;
  form: GeneratedForm;
  fields: KindFields;
  /** The kind's own fields before anything is typed; the client is the one the page shows. */
  initialData: Data;
  /** What is sent: the address in lower case, as the service stores it. */
  toRequest: (data: Data) => Request;
  mutation: Mutation<Request, Result>;
  clients: readonly MailClient[] | undefined;
  clientsUnavailable: boolean;
  initialClient: number | null;
  known: KnownMail;
  onCreated: (created: Result) => void;
}) {
  const text = useMailMessages();
  const [formData, setFormData] = useState<Data>(() => ({
    ...initialData,
    client_id: initialClient ?? undefined,
  }));
  const [submitted, setSubmitted] = useState(false);
  const domain = clientDomain(clients, formData.client_id);

  const uiSchema = useMemo<UiSchema<Data>>(
    () => ({
      'ui:order': ['client_id', 'email', ...fields.order],
      ...newAddressUi(text, domain, clientsUnavailable),
      ...fields.ui(text),
    }),
    [text, domain, fields, clientsUnavailable],
  );
  const customValidate = useMemo(() => sameDomain<Data>(domain, text), [domain, text]);
  const formContext: MailFormContext = { clients, clientsUnavailable };
  const request = mutation.variables;

  return (
    <div className="mail-form" aria-busy={mutation.isPending}>
      <SchemaForm<Data>
        schema={form.schema}
        validators={form.validators}
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
          mutation.mutate(toRequest(data), { onSuccess: onCreated });
        }}
      >
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={mutation.isPending}>
            {mutation.isPending
              ? text.form.creating
              : kind === 'mailbox'
                ? text.form.createMailbox
                : text.form.createForwarder}
          </button>
        </div>
      </SchemaForm>
      {mutation.isError && request ? (
        <FailureNotice
          error={mutation.error}
          title={text.form.createFailed[kind]}
          kind={kind}
          email={request.email}
          clientId={request.client_id}
          domain={clientDomain(clients, request.client_id)}
          known={known}
        />
      ) : null}
    </div>
  );
}

export function EditAddressForm<Data extends { email: string }, Request, Result>({
  kind,
  form,
  fields,
  initialData,
  changesOf,
  mutation,
  onSaved,
  onCancel,
}: {
  kind: MailKind;
  form: GeneratedForm;
  fields: KindFields;
  /** The address (not shown, not changed) and its fields as they are. */
  initialData: Data;
  /** What is sent, or null when nothing changed (then nothing is sent, and the form says so). */
  changesOf: (data: Data) => Request | null;
  mutation: Mutation<Request, Result>;
  onSaved: (saved: Result) => void;
  onCancel: () => void;
}) {
  const text = useMailMessages();
  const [formData, setFormData] = useState<Data>(initialData);
  const [submitted, setSubmitted] = useState(false);
  const [unchanged, setUnchanged] = useState(false);

  const uiSchema = useMemo<UiSchema<Data>>(
    () => ({
      'ui:order': ['email', ...fields.order],
      email: { 'ui:field': NotShownField },
      ...fields.ui(text),
    }),
    [text, fields],
  );

  return (
    <div className="mail-form" aria-busy={mutation.isPending}>
      <SchemaForm<Data>
        schema={form.schema}
        validators={form.validators}
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
          const changes = changesOf(data);
          if (changes === null) {
            setUnchanged(true);
            return;
          }
          mutation.mutate(changes, { onSuccess: onSaved });
        }}
      >
        <EditActions busy={mutation.isPending} unchanged={unchanged} onCancel={onCancel} />
      </SchemaForm>
      {mutation.isError ? (
        <FailureNotice
          error={mutation.error}
          title={text.form.updateFailed[kind]}
          kind={kind}
          email={initialData.email}
        />
      ) : null}
    </div>
  );
}
