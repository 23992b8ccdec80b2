import Form from '@rjsf/core';
import type {
  CustomValidator,
  ErrorTransformer,
  RJSFSchema,
  RegistryWidgetsType,
  UiSchema,
} from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { type ReactNode, useMemo } from 'react';
import { useTranslations } from '../i18n/locale.tsx';
import { type FormMessages, formMessages } from './messages.ts';
import { BaseInputTemplate, ErrorListTemplate, FieldTemplate, ObjectFieldTemplate } from './templates.tsx';

export interface SchemaFormProps<T> {
  /** A generated form schema (`src/contract/forms/…`), with the validators compiled from it. */
  schema: RJSFSchema;
  validators: ValidatorFunctions;
  uiSchema?: UiSchema<T>;
  formData: T;
  onChange?: (data: T) => void;
  onSubmit: (data: T) => void;
  /** Called when a submit was refused by validation. */
  onError?: () => void;
  /** Handed to widgets as `registry.formContext`. */
  formContext?: unknown;
  customValidate?: CustomValidator<T>;
  widgets?: RegistryWidgetsType<T>;
  children: ReactNode;
  /** Validate as the person types once they have tried to submit. */
  liveValidate?: boolean;
}

/** AJV speaks English; people read their own language, with the field's own words where it has them. */
function localiseErrors(messages: FormMessages, uiSchema: UiSchema | undefined): ErrorTransformer {
  return (errors) =>
    errors.map((error) => {
      const field = error.property?.replace(/^\./, '').split('.')[0] ?? '';
      const own = (uiSchema?.[field] as { 'ui:errorMessages'?: Record<string, string> } | undefined)?.[
        'ui:errorMessages'
      ]?.[error.name ?? ''];
      const generic = messages.errors[error.name as keyof FormMessages['errors']];
      return { ...error, message: own ?? generic ?? error.message };
    });
}

export function SchemaForm<T>(props: SchemaFormProps<T>) {
  const messages = useTranslations(formMessages);
  const validator = useMemo(
    () => createPrecompiledValidator<T>(props.validators, props.schema),
    [props.validators, props.schema],
  );
  const transformErrors = useMemo(
    () => localiseErrors(messages, props.uiSchema as UiSchema | undefined),
    [messages, props.uiSchema],
  );
  return (
    <Form<T>
      className="form schema-form"
      schema={props.schema}
      uiSchema={props.uiSchema}
      validator={validator}
      formData={props.formData}
      onChange={(event) => props.onChange?.(event.formData as T)}
      onSubmit={(event) => props.onSubmit(event.formData as T)}
      onError={() => props.onError?.()}
      formContext={props.formContext}
      customValidate={props.customValidate}
      transformErrors={transformErrors}
      templates={{ FieldTemplate, BaseInputTemplate, ErrorListTemplate, ObjectFieldTemplate }}
      widgets={props.widgets}
      showErrorList={false}
      noHtml5Validate
      liveValidate={props.liveValidate ? 'onChange' : false}
      focusOnFirstError
    >
      {props.children}
    </Form>
  );
}
