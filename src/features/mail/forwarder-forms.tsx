import type { CustomValidator, UiSchema } from '@rjsf/utils';
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
import { useTranslations } from '../../i18n/locale.tsx';
import type { KnownMail } from './causes.ts';
import { FailureNotice } from './failure-notice.tsx';
import { ClientWidget, DestinationsField, type MailFormContext, NotShownField } from './form-widgets.tsx';
import { type MailMessages, mailMessages } from './messages.ts';
import { domainError } from './validation.ts';

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
  const domain = clients?.find((client) => client.client_id === formData.client_id)?.domain ?? null;

  const uiSchema = useMemo<UiSchema<CreateForwarderData>>(
    () => ({
      'ui:order': ['client_id', 'email', 'destinations'],
      client_id: {
        'ui:widget': 'client',
        'ui:title': text.form.client,
        'ui:errorMessages': { required: text.form.clientRequired, type: text.form.clientRequired },
      },
      email: {
        'ui:title': text.form.email,
        'ui:help': domain ? text.form.emailHelp(domain) : text.form.emailHelpChoose,
        'ui:placeholder': domain ? text.form.emailPlaceholder(domain) : undefined,
        'ui:options': { autocomplete: 'off' },
        'ui:errorMessages': {
          required: text.form.emailInvalid,
          format: text.form.emailInvalid,
          maxLength: text.form.emailTooLong,
        },
      },
      destinations: destinationsUi(text),
    }),
    [text, domain],
  );

  const customValidate = useMemo<CustomValidator<CreateForwarderData>>(
    () => (data, errors) => {
      const problem = domainError(data?.email, domain);
      if (problem) errors.email?.addError(text.form.wrongDomain(problem));
      return errors;
    },
    [domain, text],
  );

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
          domain={clients?.find((client) => client.client_id === request.client_id)?.domain ?? null}
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
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={mutation.isPending}>
            {mutation.isPending ? text.form.saving : text.form.save}
          </button>
          <button type="button" className="button" onClick={onCancel}>
            {text.form.cancel}
          </button>
        </div>
        <p className="mail-form__note" role="status">
          {unchanged ? text.form.nothingChanged : ''}
        </p>
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
