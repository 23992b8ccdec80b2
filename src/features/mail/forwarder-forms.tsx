import type { UiSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { useCreateForwarder } from '../../api/mail/create-forwarder.ts';
import { useUpdateForwarder } from '../../api/mail/update-forwarder.ts';
import {
  schema as createSchema,
  validators as createValidators,
} from '../../contract/forms/mail/create_forwarder.gen.js';
import {
  schema as updateSchema,
  validators as updateValidators,
} from '../../contract/forms/mail/update_forwarder.gen.js';
import type { Forwarder, MailClient } from '../../contract/types.gen.ts';
import { SchemaForm } from '../../forms/lazy-schema-form.tsx';
import { NotShownField } from '../../forms/not-shown-field.tsx';
import { useTranslations } from '../../i18n/locale.tsx';
import type { KnownMail } from './causes.ts';
import { FailureNotice } from './failure-notice.tsx';
import { EditActions, clientDomain, newAddressUi, sameDomain } from './form-parts.tsx';
import { ClientWidget, DestinationsField, type MailFormContext } from './form-widgets.tsx';
import { type MailMessages, mailMessages } from './messages.ts';

interface CreateForwarderData {
  client_id?: number;
  email?: string;
  destinations?: string[];
}

interface UpdateForwarderData {
  email: string;
  destinations?: string[];
}

const widgets = { client: ClientWidget };

const destinationsUi = (text: MailMessages) => ({
  'ui:field': DestinationsField,
  'ui:help': text.form.destinationsHelp,
  'ui:errorMessages': {
    required: text.form.destinationsRequired,
    minItems: text.form.destinationsRequired,
    maxItems: text.form.destinationsTooMany,
    uniqueItems: text.form.destinationsUnique,
    format: text.form.destinationInvalid,
    type: text.form.destinationInvalid,
    maxLength: text.form.destinationInvalid,
  },
});

/** The destinations as sent: lower case, as the service stores them. */
const cleaned = (destinations: readonly string[] | undefined) =>
  (destinations ?? []).map((destination) => destination.toLowerCase());

/** A new forwarder, generated from `create_forwarder_request_v1.json`. */
export function CreateForwarderForm({
  clients,
  initialClient,
  known,
  onCreated,
}: {
  clients: readonly MailClient[] | undefined;
  initialClient: number | null;
  known: KnownMail;
  onCreated: (forwarder: Forwarder) => void;
}) {
  const text = useTranslations(mailMessages);
  const mutation = useCreateForwarder();
  const [formData, setFormData] = useState<CreateForwarderData>(() => ({
    client_id: initialClient ?? undefined,
    destinations: [''],
  }));
  const [submitted, setSubmitted] = useState(false);
  const domain = clientDomain(clients, formData.client_id);

  const uiSchema = useMemo<UiSchema<CreateForwarderData>>(
    () => ({
      'ui:order': ['client_id', 'email', 'destinations'],
      ...newAddressUi(text, domain),
      destinations: destinationsUi(text),
    }),
    [text, domain],
  );

  const customValidate = useMemo(() => sameDomain<CreateForwarderData>(domain, text), [domain, text]);

  const formContext: MailFormContext = { clients };
  const request = mutation.variables;

  return (
    <div className="mail-form" aria-busy={mutation.isPending}>
      <SchemaForm<CreateForwarderData>
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
              destinations: cleaned(data.destinations),
            },
            { onSuccess: onCreated },
          );
        }}
      >
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={mutation.isPending}>
            {mutation.isPending ? text.form.creating : text.form.createForwarder}
          </button>
        </div>
      </SchemaForm>
      {mutation.isError && request ? (
        <FailureNotice
          error={mutation.error}
          title={text.form.createFailed.forwarder}
          kind="forwarder"
          email={request.email}
          clientId={request.client_id}
          domain={clientDomain(clients, request.client_id)}
          known={known}
        />
      ) : null}
    </div>
  );
}

/** The destinations of a forwarder, generated from `update_forwarder_request_v1.json`. */
export function EditForwarderForm({
  forwarder,
  onSaved,
  onCancel,
}: {
  forwarder: Forwarder;
  onSaved: (forwarder: Forwarder) => void;
  onCancel: () => void;
}) {
  const text = useTranslations(mailMessages);
  const mutation = useUpdateForwarder();
  const [formData, setFormData] = useState<UpdateForwarderData>(() => ({
    email: forwarder.email,
    destinations: [...forwarder.destinations],
  }));
  const [submitted, setSubmitted] = useState(false);
  const [unchanged, setUnchanged] = useState(false);

  const uiSchema = useMemo<UiSchema<UpdateForwarderData>>(
    () => ({
      'ui:order': ['email', 'destinations'],
      email: { 'ui:field': NotShownField },
      destinations: destinationsUi(text),
    }),
    [text],
  );

  return (
    <div className="mail-form" aria-busy={mutation.isPending}>
      <SchemaForm<UpdateForwarderData>
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
          const destinations = cleaned(data.destinations);
          if (destinations.join('\n') === forwarder.destinations.join('\n')) {
            setUnchanged(true);
            return;
          }
          mutation.mutate({ email: forwarder.email, destinations }, { onSuccess: onSaved });
        }}
      >
        <EditActions busy={mutation.isPending} unchanged={unchanged} onCancel={onCancel} />
      </SchemaForm>
      {mutation.isError ? (
        <FailureNotice
          error={mutation.error}
          title={text.form.updateFailed.forwarder}
          kind="forwarder"
          email={forwarder.email}
        />
      ) : null}
    </div>
  );
}
