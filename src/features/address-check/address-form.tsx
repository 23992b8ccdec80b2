import type { UiSchema } from '@rjsf/utils';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { AddressKey } from '../../api/broadband-basic/keys.ts';
import { extensionsIn, housenrextQueryOptions } from '../../api/postcodes/get-housenrext.ts';
import { schema, validators } from '../../contract/forms/broadband-basic/zipcode.gen.js';
import { SchemaForm } from '../../forms/lazy-schema-form.tsx';
import { NotShownField } from '../../forms/not-shown-field.tsx';
import { type AddressDraft, withExtensionOfAddress } from './address.ts';
import {
  type AddressFormContext,
  ExtensionWidget,
  HouseNumberWidget,
  PostcodeWidget,
} from './address-widgets.tsx';
import { useAddressCheckMessages } from './messages.ts';

type AddressFormData = AddressDraft;

const widgets = { postcode: PostcodeWidget, housenr: HouseNumberWidget, extension: ExtensionWidget };

/** The address form, generated from `zipcode_request_v1.json`; our widgets for the address members. */
export function AddressForm({
  initial,
  onCheck,
}: {
  initial: AddressKey | null;
  onCheck: (address: AddressKey) => void;
}) {
  const text = useAddressCheckMessages();
  const queryClient = useQueryClient();
  const [formData, setFormData] = useState<AddressFormData>(() => ({
    zipcode: initial?.zipcode,
    housenr: initial?.housenr,
    housenrext: initial?.housenrext ?? '',
  }));
  const [submitted, setSubmitted] = useState(false);

  const uiSchema = useMemo<UiSchema<AddressFormData>>(
    () => ({
      'ui:order': ['zipcode', 'housenr', 'housenrext', '*'],
      zipcode: {
        'ui:widget': 'postcode',
        'ui:title': text.zipcode,
        'ui:help': text.zipcodeHelp,
        'ui:errorMessages': { pattern: text.zipcodeInvalid, required: text.zipcodeInvalid },
      },
      housenr: {
        'ui:widget': 'housenr',
        'ui:title': text.housenr,
        'ui:errorMessages': {
          type: text.housenrInvalid,
          minimum: text.housenrInvalid,
          maximum: text.housenrInvalid,
          required: text.housenrInvalid,
        },
      },
      housenrext: { 'ui:widget': 'extension', 'ui:title': text.housenrext },
      filter: { 'ui:field': NotShownField },
      timeout: { 'ui:field': NotShownField },
    }),
    [text],
  );

  const extensionsOf = (zipcode: string, housenr: number) => {
    const reply = queryClient.getQueryData(housenrextQueryOptions(zipcode, housenr).queryKey);
    return reply ? extensionsIn(reply) : undefined;
  };

  const formContext: AddressFormContext = {
    zipcode: formData.zipcode ?? '',
    housenr: typeof formData.housenr === 'number' ? formData.housenr : null,
  };

  return (
    <div className="address-form" data-print="hide">
      <SchemaForm<AddressFormData>
        schema={schema}
        validators={validators}
        uiSchema={uiSchema}
        formData={formData}
        formContext={formContext}
        widgets={widgets}
        liveValidate={submitted}
        onChange={(next) => setFormData((previous) => withExtensionOfAddress(previous, next, extensionsOf))}
        onError={() => setSubmitted(true)}
        onSubmit={(data) => {
          setSubmitted(true);
          onCheck({
            zipcode: data.zipcode ?? '',
            housenr: Number(data.housenr),
            housenrext: data.housenrext ?? '',
          });
        }}
      >
        <button type="submit" className="button button--primary">
          {text.check}
        </button>
      </SchemaForm>
    </div>
  );
}
