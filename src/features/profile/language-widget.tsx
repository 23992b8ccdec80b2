import { type WidgetProps, ariaDescribedByIds } from '@rjsf/utils';

/**
 * The schema's languages by name, with their own codes as values and no empty choice (the profile
 * always has one). A language the service names that the form does not offer (`options.asSent`, the
 * name as sent) is shown as the choice in force until another is chosen; it is never sent back.
 */
export function LanguageWidget(props: WidgetProps) {
  const options = props.options.enumOptions ?? [];
  const value = typeof props.value === 'string' ? props.value : '';
  const asSent = typeof props.options.asSent === 'string' ? props.options.asSent : null;
  return (
    <select
      id={props.id}
      name={props.htmlName ?? props.id}
      value={value}
      disabled={props.disabled || props.readonly}
      aria-invalid={(props.rawErrors ?? []).length > 0 ? true : undefined}
      aria-describedby={ariaDescribedByIds(props.id, false)}
      onChange={(event) => props.onChange(event.target.value === '' ? undefined : event.target.value)}
      onBlur={(event) => props.onBlur(props.id, event.target.value)}
      onFocus={(event) => props.onFocus(props.id, event.target.value)}
    >
      {value === '' && asSent !== null ? <option value="">{asSent}</option> : null}
      {options.map((option) => (
        <option key={String(option.value)} value={String(option.value)}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
