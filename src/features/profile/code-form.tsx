import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useProfileMessages } from './messages.ts';

const CODE_FORMAT = /^\d{6}$/;

/** One six-digit TOTP code: checked for its form here, for its value by the service. */
export function CodeForm({
  label,
  submitLabel,
  busy,
  refusal,
  onEdit,
  onSubmit,
}: {
  label: string;
  submitLabel: string;
  busy: boolean;
  /** The service's refusal of the last code, shown next to the field. */
  refusal: string | null;
  onEdit: () => void;
  onSubmit: (code: string) => void;
}) {
  const text = useProfileMessages().totp;
  const id = useId();
  // checked when sent, then at every change; the field gets the focus when its code is not six digits
  const { register, handleSubmit, formState } = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const problem = formState.errors.code?.message ?? refusal;
  const code = register('code', { validate: (value) => CODE_FORMAT.test(value) || text.codeFormat });

  return (
    <form
      className="code-form"
      noValidate
      onSubmit={(event) => void handleSubmit(({ code }) => onSubmit(code))(event)}
    >
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input
          {...code}
          id={id}
          className="input--code"
          inputMode="numeric"
          autoComplete="one-time-code"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          onChange={(event) => {
            // a code is often pasted or read out in groups: the spaces go as they come
            const digits = event.target.value.replace(/\s+/g, '');
            if (digits !== event.target.value) event.target.value = digits;
            void code.onChange(event);
            onEdit();
          }}
        />
        {problem ? (
          <p id={`${id}-error`} className="field__error">
            {problem}
          </p>
        ) : null}
      </div>
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
