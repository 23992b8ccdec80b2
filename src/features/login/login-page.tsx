import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { LogInError, logIn } from '../../api/auth-endpoints.ts';
import { currentSession } from '../../api/session.ts';
import { safeNext } from '../../app/paths.ts';
import { LanguageSwitch } from '../../app/language-switch.tsx';
import { useMessages } from '../../i18n/locale.tsx';
import type { Messages } from '../../i18n/messages.ts';
import { PageHeading } from '../../ui/page-heading.tsx';

interface CredentialsForm {
  username: string;
  password: string;
}

interface CodeForm {
  code: string;
}

function failureText(error: unknown, messages: Messages): string {
  if (!(error instanceof LogInError)) return messages.logIn.failures.unknown;
  const texts = messages.logIn.failures;
  return error.failure === 'throttled' ? texts.throttled(error.retryAfterSeconds) : texts[error.failure];
}

/** Why the person sees the log-in: an ended session, or a reload (the token is in memory only). */
function useArrivalReason(messages: Messages, hasNext: boolean): string | null {
  const [reason] = useState(() => {
    const ended = currentSession().endedBecause;
    if (ended) return messages.logIn.reasons[ended];
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return hasNext && navigation?.type === 'reload' ? messages.logIn.reasons.reload : null;
  });
  return reason;
}

function CredentialsStep({
  onSubmit,
  failure,
}: {
  onSubmit: (values: CredentialsForm) => Promise<void>;
  failure: string | null;
}) {
  const messages = useMessages();
  const ids = { username: useId(), password: useId(), failure: useId() };
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CredentialsForm>({ defaultValues: { username: '', password: '' } });
  return (
    <form
      className="form"
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      aria-describedby={failure ? ids.failure : undefined}
    >
      {failure ? (
        <p id={ids.failure} className="notice notice--error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="field">
        <label htmlFor={ids.username}>{messages.logIn.username}</label>
        <input
          id={ids.username}
          autoComplete="username"
          aria-invalid={errors.username ? true : undefined}
          aria-describedby={errors.username ? `${ids.username}-error` : undefined}
          {...register('username', { required: messages.logIn.required })}
        />
        {errors.username ? (
          <p id={`${ids.username}-error`} className="field__error">
            {errors.username.message}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={ids.password}>{messages.logIn.password}</label>
        <input
          id={ids.password}
          type="password"
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? `${ids.password}-error` : undefined}
          {...register('password', { required: messages.logIn.required })}
        />
        {errors.password ? (
          <p id={`${ids.password}-error`} className="field__error">
            {errors.password.message}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        className="button button--primary"
        disabled={isSubmitting}
        aria-busy={isSubmitting}
      >
        {isSubmitting ? messages.logIn.submitting : messages.logIn.submit}
      </button>
    </form>
  );
}

function CodeStep({
  onSubmit,
  onBack,
  failure,
}: {
  onSubmit: (code: string) => Promise<void>;
  onBack: () => void;
  failure: string | null;
}) {
  const messages = useMessages();
  const ids = { code: useId(), failure: useId() };
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<CodeForm>({ defaultValues: { code: '' } });
  useEffect(() => setFocus('code'), [setFocus]);
  return (
    <form className="form" onSubmit={handleSubmit((values) => onSubmit(values.code))} noValidate>
      <h2>{messages.logIn.totpTitle}</h2>
      <p>{messages.logIn.totpIntro}</p>
      {failure ? (
        <p id={ids.failure} className="notice notice--error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="field">
        <label htmlFor={ids.code}>{messages.logIn.totpCode}</label>
        <input
          id={ids.code}
          className="input--code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          aria-invalid={errors.code ? true : undefined}
          aria-describedby={errors.code ? `${ids.code}-error` : undefined}
          {...register('code', {
            required: messages.logIn.totpFormat,
            pattern: { value: /^[0-9]{6}$/, message: messages.logIn.totpFormat },
            setValueAs: (value: string) => value.replace(/\s/g, ''),
          })}
        />
        {errors.code ? (
          <p id={`${ids.code}-error`} className="field__error">
            {errors.code.message}
          </p>
        ) : null}
      </div>
      <div className="form__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={isSubmitting}
          aria-busy={isSubmitting}
        >
          {isSubmitting ? messages.logIn.submitting : messages.logIn.totpSubmit}
        </button>
        <button type="button" className="button" onClick={onBack}>
          {messages.logIn.back}
        </button>
      </div>
    </form>
  );
}

export function LogInPage() {
  const messages = useMessages();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = searchParams.get('next');
  const arrivalReason = useArrivalReason(messages, next !== null);
  /** Kept only between the two steps, in memory, and dropped as soon as the log-in ends. */
  const pendingCredentials = useRef<CredentialsForm | null>(null);
  const [step, setStep] = useState<'credentials' | 'code'>('credentials');
  const [failure, setFailure] = useState<string | null>(null);

  const finish = async () => {
    pendingCredentials.current = null;
    await navigate(safeNext(next), { replace: true });
  };

  const submitCredentials = async (values: CredentialsForm) => {
    setFailure(null);
    try {
      await logIn(values);
      await finish();
    } catch (error) {
      if (error instanceof LogInError && error.failure === 'totp-required') {
        pendingCredentials.current = values;
        setStep('code');
        return;
      }
      setFailure(failureText(error, messages));
    }
  };

  const submitCode = async (code: string) => {
    const credentials = pendingCredentials.current;
    if (!credentials) {
      setStep('credentials');
      return;
    }
    setFailure(null);
    try {
      await logIn({ ...credentials, totp: code });
      await finish();
    } catch (error) {
      setFailure(failureText(error, messages));
    }
  };

  const back = () => {
    pendingCredentials.current = null;
    setFailure(null);
    setStep('credentials');
  };

  return (
    <main id="main" className="login">
      <div className="login__tools">
        <LanguageSwitch />
      </div>
      <section className="login__card">
        <p className="login__brand">{messages.appName}</p>
        <PageHeading title={messages.logIn.title}>{messages.logIn.title}</PageHeading>
        {arrivalReason && step === 'credentials' ? (
          <p className="notice notice--info" role="status">
            {arrivalReason}
          </p>
        ) : null}
        {step === 'credentials' ? (
          <>
            <p>{messages.logIn.intro}</p>
            <CredentialsStep onSubmit={submitCredentials} failure={failure} />
          </>
        ) : (
          <CodeStep onSubmit={submitCode} onBack={back} failure={failure} />
        )}
      </section>
    </main>
  );
}

export { LogInPage as Component };
