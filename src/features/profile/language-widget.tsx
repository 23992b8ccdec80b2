import { type WidgetProps, ariaDescribedByIds } from '@rjsf/utils';

/** The schema's languages by name, with their own codes as values and no empty choice (the profile always has one). */
export function LanguageWidget(props: WidgetProps) {
  const options = props.options.enumOptions ?? [];
  return (
    <select
      id={props.id}
      name={props.htmlName ?? props.id}
      value={typeof props.value === 'string' ? props.value : ''}
      disabled={props.disabled || props.readonly}
      aria-invalid={(props.rawErrors ?? []).length > 0 ? true : undefined}
      aria-describedby={ariaDescribedByIds(props.id, false)}
      onChange={(event) => props.onChange(event.target.value)}
      onBlur={(event) => props.onBlur(props.id, event.target.value)}
      onFocus={(event) => props.onFocus(props.id, event.target.value)}
    >
      {options.map((option) => (
        <option key={String(option.value)} value={String(option.value)}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
