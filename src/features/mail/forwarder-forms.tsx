import { useCreateForwarder } from '../../api/mail/create-forwarder.ts';
import { useUpdateForwarder } from '../../api/mail/update-forwarder.ts';
import * as createForm from '../../contract/forms/mail/create_forwarder.gen.js';
import * as updateForm from '../../contract/forms/mail/update_forwarder.gen.js';
import type { Forwarder, MailClient } from '../../contract/types.gen.ts';
import { CreateAddressForm, EditAddressForm, type KindFields } from './address-forms.tsx';
import type { KnownMail } from './causes.ts';
import { DestinationsField } from './form-widgets.tsx';

interface CreateForwarderData {
  client_id?: number;
  email?: string;
  destinations?: string[];
}

interface UpdateForwarderData {
  email: string;
  destinations?: string[];
}

const fields: KindFields = {
  order: ['destinations'],
  ui: (text) => ({
    destinations: {
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
    },
  }),
};

/** The destinations as sent: lower case, as the service stores them. */
const cleaned = (destinations: readonly string[] | undefined) =>
  (destinations ?? []).map((destination) => destination.toLowerCase());

const ONE_EMPTY_DESTINATION: CreateForwarderData = { destinations: [''] };

/** A new forwarder, generated from `create_forwarder_request_v1.json`. */
export function CreateForwarderForm(props: {
  clients: readonly MailClient[] | undefined;
  /** The clients could not be listed: the client is asked for by its number. */
  clientsUnavailable: boolean;
  initialClient: number | null;
  known: KnownMail;
  onCreated: (forwarder: Forwarder) => void;
}) {
  return (
    <CreateAddressForm
      {...props}
      kind="forwarder"
      form={createForm}
      fields={fields}
      initialData={ONE_EMPTY_DESTINATION}
      mutation={useCreateForwarder()}
      toRequest={(data) => ({
        client_id: data.client_id ?? 0,
        email: (data.email ?? '').toLowerCase(),
        destinations: cleaned(data.destinations),
      })}
    />
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
  const initialData: UpdateForwarderData = {
    email: forwarder.email,
    destinations: [...forwarder.destinations],
  };
  return (
    <EditAddressForm
      kind="forwarder"
      form={updateForm}
      fields={fields}
      initialData={initialData}
      mutation={useUpdateForwarder()}
      onSaved={onSaved}
      onCancel={onCancel}
      changesOf={(data) => {
        const destinations = cleaned(data.destinations);
        return destinations.join('\n') === forwarder.destinations.join('\n')
          ? null
          : { email: forwarder.email, destinations };
      }}
    />
  );
}
