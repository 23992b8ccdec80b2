import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { useEffect, useRef } from 'react';
import { useHousenrext } from '../../api/postcodes/get-housenrext.ts';
import { useHousenrs } from '../../api/postcodes/get-housenrs.ts';
import { enterSubmitsDespiteSuggestions } from '../../ui/enter-submits.ts';
import { isValidZipcode, normaliseZipcode } from './address.ts';
import { useAddressCheckMessages } from './messages.ts';

export interface AddressFormContext {
  zipcode: string;
  housenr: number | null;
}

const contextOf = (props: WidgetProps) => props.registry.formContext as AddressFormContext;
const invalid = (props: WidgetProps) => ((props.rawErrors ?? []).length > 0 ? true : undefined);
const describedBy = (props: WidgetProps, extra: string | null) =>
  [ariaDescribedByIds(props.id, false), extra].filter(Boolean).join(' ');

/** Normalises as the person types, so what they see is what is checked. */
export function PostcodeWidget(props: WidgetProps) {
  return (
    <input
      id={props.id}
      name={props.htmlName ?? props.id}
      className="input--zipcode"
      value={typeof props.value === 'string' ? props.value : ''}
      autoComplete="postal-code"
      spellCheck={false}
      maxLength={8}
      required={props.required}
      aria-invalid={invalid(props)}
      aria-describedby={ariaDescribedByIds(props.id, false)}
      onChange={(event) => props.onChange(normaliseZipcode(event.target.value) || undefined)}
      onBlur={(event) => props.onBlur(props.id, normaliseZipcode(event.target.value))}
      onFocus={(event) => props.onFocus(props.id, event.target.value)}
    />
  );
}

/**
 * Offers the postcode's house numbers as the person types (get_housenrs), once the postcode is valid;
 * says so below the field when they could not be looked up (the number can still be typed).
 */
export function HouseNumberWidget(props: WidgetProps) {
  const text = useAddressCheckMessages();
  const { zipcode } = contextOf(props);
  const housenrs = useHousenrs(isValidZipcode(zipcode) ? zipcode : null);
  const listId = `${props.id}-options`;
  const unreadId = `${props.id}-unread`;
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => (field.current ? enterSubmitsDespiteSuggestions(field.current) : undefined), []);
  return (
    <>
      <input
        ref={field}
        id={props.id}
        name={props.htmlName ?? props.id}
        inputMode="numeric"
        className="input--housenr"
        list={listId}
        value={props.value === undefined || props.value === null ? '' : String(props.value)}
        required={props.required}
        aria-invalid={invalid(props)}
        aria-describedby={describedBy(props, housenrs.isError ? unreadId : null)}
        onChange={(event) => {
          const text = event.target.value.trim();
          props.onChange(text === '' ? undefined : /^\d+$/.test(text) ? Number(text) : text);
        }}
        onBlur={(event) => props.onBlur(props.id, event.target.value)}
        onFocus={(event) => props.onFocus(props.id, event.target.value)}
      />
      <datalist id={listId}>
        {(housenrs.data?.housenrs ?? []).map((housenr) => (
          <option key={housenr} value={housenr} />
        ))}
      </datalist>
      {housenrs.isError ? (
        <p id={unreadId} className="field__help">
          {text.housenrsUnread}
        </p>
      ) : null}
    </>
  );
}

/**
 * The extensions every source knows for the number (get_housenrext), "none" included; a field to
 * type one in when they could not be looked up.
 */
export function ExtensionWidget(props: WidgetProps) {
  const text = useAddressCheckMessages();
  const { zipcode, housenr } = contextOf(props);
  const extensions = useHousenrext(isValidZipcode(zipcode) && housenr !== null ? zipcode : null, housenr);
  const value = typeof props.value === 'string' ? props.value : '';
  if (extensions.isError) {
    const unreadId = `${props.id}-unread`;
    return (
      <>
        <input
          id={props.id}
          name={props.htmlName ?? props.id}
          value={value}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={invalid(props)}
          aria-describedby={describedBy(props, unreadId)}
          onChange={(event) => props.onChange(event.target.value.trim())}
          onBlur={(event) => props.onBlur(props.id, event.target.value)}
          onFocus={(event) => props.onFocus(props.id, event.target.value)}
        />
        <p id={unreadId} className="field__help">
          {text.extensionsUnread}
        </p>
      </>
    );
  }
  const options = extensions.data ?? [''];
  const choices = options.includes(value) ? options : [...options, value];
  return (
    <select
      id={props.id}
      name={props.htmlName ?? props.id}
      value={value}
      aria-invalid={invalid(props)}
      aria-describedby={ariaDescribedByIds(props.id, false)}
      onChange={(event) => props.onChange(event.target.value)}
      onBlur={(event) => props.onBlur(props.id, event.target.value)}
      onFocus={(event) => props.onFocus(props.id, event.target.value)}
    >
      {choices.map((extension) => (
        <option key={extension} value={extension}>
          {extension === '' ? text.noExtension : extension}
        </option>
      ))}
    </select>
  );
}
