import type { FieldProps, WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds, errorId, helpId } from '@rjsf/utils';
import { useEffect, useRef } from 'react';
import type { MailClient } from '../../contract/types.gen.ts';
import { useMailMessages } from './messages.ts';

export interface MailFormContext {
  clients: readonly MailClient[] | undefined;
  /** The clients could not be listed (not offered, or an answer the portal cannot read). */
  clientsUnavailable: boolean;
}

const MAX_DESTINATIONS = 20;

/** The client's number, typed, when the clients cannot be listed to choose from. */
function ClientNumberInput(props: WidgetProps) {
  const value = typeof props.value === 'number' ? String(props.value) : '';
  return (
    <input
      id={props.id}
      name={props.htmlName ?? props.id}
      type="number"
      inputMode="numeric"
      min={1}
      step={1}
      value={value}
      required={props.required}
      disabled={props.disabled || props.readonly}
      aria-invalid={(props.rawErrors ?? []).length > 0 ? true : undefined}
      aria-describedby={ariaDescribedByIds(props.id, false)}
      onChange={(event) => props.onChange(event.target.value === '' ? undefined : Number(event.target.value))}
      onBlur={(event) => props.onBlur(props.id, event.target.value)}
      onFocus={(event) => props.onFocus(props.id, event.target.value)}
    />
  );
}

/**
 * The client (mail domain) as a select of list_clients; the value is the client_id. Without the
 * list (the service does not offer it, or its answer cannot be read) the client's number is typed.
 */
export function ClientWidget(props: WidgetProps) {
  const text = useMailMessages();
  const { clients, clientsUnavailable } = props.registry.formContext as MailFormContext;
  if (clientsUnavailable) return <ClientNumberInput {...props} />;
  const value = typeof props.value === 'number' ? String(props.value) : '';
  const known = clients?.some((client) => String(client.client_id) === value) ?? false;
  return (
    <select
      id={props.id}
      name={props.htmlName ?? props.id}
      value={value}
      required={props.required}
      disabled={props.disabled || props.readonly || !clients}
      aria-invalid={(props.rawErrors ?? []).length > 0 ? true : undefined}
      aria-describedby={ariaDescribedByIds(props.id, false)}
      onChange={(event) => props.onChange(event.target.value === '' ? undefined : Number(event.target.value))}
      onBlur={(event) => props.onBlur(props.id, event.target.value)}
      onFocus={(event) => props.onFocus(props.id, event.target.value)}
    >
      <option value="">{clients ? text.form.chooseClient : text.form.clientsLoading}</option>
      {value !== '' && !known && clients ? (
        <option value={value}>{text.filter.unknownClient(Number(value))}</option>
      ) : null}
      {(clients ?? []).map((client) => (
        <option key={client.client_id} value={client.client_id}>
          {text.filter.clientOption(client.name, client.domain)}
        </option>
      ))}
    </select>
  );
}

/**
 * Destinations as a list of address fields: each labelled, with its own error, a remove button, and
 * an add button below; focus follows what was added or removed.
 */
export function DestinationsField(props: FieldProps<string[]>) {
  const text = useMailMessages();
  const id = props.fieldPathId.$id;
  const values = Array.isArray(props.formData) ? props.formData : [];
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useRef<number | 'add' | null>(null);

  useEffect(() => {
    const target = focusAfterRender.current;
    if (target === null) return;
    focusAfterRender.current = null;
    if (target === 'add') addRef.current?.focus();
    else listRef.current?.querySelectorAll('input')[target]?.focus();
  });

  const change = (next: string[]) => props.onChange(next, props.fieldPathId.path);
  const disabled = props.disabled || props.readonly;
  const arrayErrors = props.rawErrors ?? [];

  return (
    <fieldset
      className="destinations"
      aria-describedby={[helpId(id), arrayErrors.length > 0 ? errorId(id) : null].filter(Boolean).join(' ')}
    >
      <legend>
        {text.form.destinations}
        {props.required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      <ol ref={listRef} className="destinations__list">
        {values.map((value, index) => {
          const inputId = `${id}_${index}`;
          const errors = (props.errorSchema?.[index] as { __errors?: string[] } | undefined)?.__errors ?? [];
          return (
            <li key={index} className="destinations__item">
              <label htmlFor={inputId}>{text.form.destination(index + 1)}</label>
              <div className="destinations__row">
                <input
                  id={inputId}
                  name={inputId}
                  type="email"
                  autoComplete="off"
                  spellCheck={false}
                  value={value ?? ''}
                  disabled={disabled}
                  aria-invalid={errors.length > 0 || arrayErrors.length > 0 ? true : undefined}
                  aria-describedby={errors.length > 0 ? errorId(inputId) : undefined}
                  onChange={(event) =>
                    change(
                      values.map((old, at) => (at === index ? event.target.value.trim().toLowerCase() : old)),
                    )
                  }
                  onBlur={(event) => props.onBlur(inputId, event.target.value)}
                  onFocus={(event) => props.onFocus(inputId, event.target.value)}
                />
                {values.length > 1 ? (
                  <button
                    type="button"
                    className="button button--small"
                    disabled={disabled}
                    aria-label={text.form.removeDestination(index + 1)}
                    onClick={() => {
                      focusAfterRender.current = values.length > 1 ? Math.max(0, index - 1) : 'add';
                      change(values.filter((_, at) => at !== index));
                    }}
                  >
                    {text.form.remove}
                  </button>
                ) : null}
              </div>
              {errors.length > 0 ? (
                <p id={errorId(inputId)} className="field__error">
                  {errors.join(' ')}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      <button
        ref={addRef}
        type="button"
        className="button button--small"
        disabled={disabled || values.length >= MAX_DESTINATIONS}
        onClick={() => {
          focusAfterRender.current = values.length;
          change([...values, '']);
        }}
      >
        {text.form.addDestination}
      </button>
    </fieldset>
  );
}
