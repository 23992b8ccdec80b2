import { useId } from 'react';
import type { EntryInputs } from './use-entry-form.ts';

/** A subnet and a description input with their messages beside them; shared by the add form and a row being edited. */
export function EntryFields({
  inputs,
  labels,
  compact = false,
}: {
  inputs: EntryInputs;
  labels: { subnet: string; description: string; help?: string };
  compact?: boolean;
}) {
  const id = useId();
  const subnetProblem = inputs.errors.subnet?.message;
  const descriptionProblem = inputs.errors.description?.message;
  const describedBy = (name: string, problem: string | undefined, help?: string) =>
    [problem ? `${id}-${name}-error` : null, help ? `${id}-${name}-help` : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-subnet`} className={compact ? 'visually-hidden' : undefined}>
          {labels.subnet}
        </label>
        <input
          {...inputs.subnet}
          id={`${id}-subnet`}
          className="whitelist__subnet-input"
          maxLength={64}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          aria-invalid={subnetProblem ? true : undefined}
          aria-describedby={describedBy('subnet', subnetProblem, labels.help)}
        />
        {labels.help ? (
          <p id={`${id}-subnet-help`} className="field__help">
            {labels.help}
          </p>
        ) : null}
        {subnetProblem ? (
          <p id={`${id}-subnet-error`} className="field__error">
            {subnetProblem}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={`${id}-description`} className={compact ? 'visually-hidden' : undefined}>
          {labels.description}
        </label>
        <input
          {...inputs.description}
          id={`${id}-description`}
          aria-invalid={descriptionProblem ? true : undefined}
          aria-describedby={describedBy('description', descriptionProblem)}
        />
        {descriptionProblem ? (
          <p id={`${id}-description-error`} className="field__error">
            {descriptionProblem}
          </p>
        ) : null}
      </div>
    </>
  );
}
