import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslations } from '../../i18n/locale.tsx';
import { profileMessages } from './messages.ts';

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
  const text = useTranslations(profileMessages).totp;
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [attempted, setAttempted] = useState(false);
  const formatProblem = attempted && !CODE_FORMAT.test(code) ? text.codeFormat : null;
  const problem = formatProblem ?? refusal;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!CODE_FORMAT.test(code)) {
      inputRef.current?.focus();
      return;
    }
    onSubmit(code);
  };

  return (
    <form className="code-form" noValidate onSubmit={submit}>
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input
          ref={inputRef}
          id={id}
          className="input--code"
          value={code}
          inputMode="numeric"
          autoComplete="one-time-code"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          onChange={(event) => {
            setCode(event.target.value.replace(/\s+/g, ''));
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
