import {
  type BaseInputTemplateProps,
  type FieldTemplateProps,
  type ObjectFieldTemplateProps,
  ariaDescribedByIds,
  errorId,
  getInputProps,
  helpId,
} from '@rjsf/utils';
import type { ChangeEvent } from 'react';

/** Label, control, help and errors, wired by id; RJSF core sets no aria-invalid, so we do. */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, rawErrors = [], rawHelp, hidden, required, displayLabel, schema } = props;
  if (hidden) return <div hidden>{children}</div>;
  if (schema.type === 'object') return <div className="schema-form__group">{children}</div>;
  return (
    <div className="field">
      {displayLabel && label ? (
        <label htmlFor={id}>
          {label}
          {required ? <span aria-hidden="true"> *</span> : null}
        </label>
      ) : null}
      {children}
      {rawHelp ? (
        <p id={helpId(id)} className="field__help">
          {rawHelp}
        </p>
      ) : null}
      {rawErrors.length > 0 ? (
        <p id={errorId(id)} className="field__error">
          {rawErrors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}

export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const {
    id,
    htmlName,
    value,
    required,
    disabled,
    readonly,
    autofocus,
    placeholder,
    onChange,
    onChangeOverride,
    onBlur,
    onFocus,
    options,
    schema,
    type,
    rawErrors = [],
  } = props;
  const inputProps = getInputProps(schema, type, options);
  const handleChange = ({ target }: ChangeEvent<HTMLInputElement>) =>
    onChange(target.value === '' ? options.emptyValue : target.value);
  return (
    <input
      id={id}
      name={htmlName ?? id}
      className="schema-form__input"
      {...inputProps}
      value={value === undefined || value === null ? '' : String(value)}
      required={required}
      disabled={disabled || readonly}
      readOnly={readonly}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- only where a uiSchema asks for it
      autoFocus={autofocus}
      placeholder={placeholder}
      aria-invalid={rawErrors.length > 0 ? true : undefined}
      aria-describedby={ariaDescribedByIds(id, false)}
      autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : undefined}
      onChange={onChangeOverride ?? handleChange}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}

/** Errors stand next to their fields; the list at the top would only repeat them. */
export function ErrorListTemplate() {
  return null;
}

/**
 * The form's root shows only its fields (the page has the heading); a nested object is a fieldset
 * with its title as legend.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const fields = props.properties.filter((property) => !property.hidden).map((property) => property.content);
  if (props.fieldPathId.path.length === 0) return <div className="schema-form__group">{fields}</div>;
  return (
    <fieldset className="schema-form__fieldset">
      {props.title ? <legend>{props.title}</legend> : null}
      {fields}
    </fieldset>
  );
}
