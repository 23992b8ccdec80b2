import './log-in.css';
import {
  type ComponentPropsWithRef,
  type ReactNode,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useForm } from 'react-hook-form';
import { LogInError, logIn } from '../../api/auth-endpoints.ts';
import { currentSession } from '../../api/session.ts';
import { safeNext } from '../../ui/paths.ts';
import { LanguageSwitch } from '../../ui/language-switch.tsx';
import { useMessages } from '../../i18n/locale.tsx';
import type { Messages } from '../../i18n/messages.ts';
import { PageHeading } from '../../ui/page-heading.tsx';
import { PlugIn } from '../../ui/plug-ins.tsx';

interface CredentialsForm {
  username: string;
  password: string;
}

interface CodeForm {
  code: string;
}

const digitsOnly = (code: string) => code.replace(/\s/g, '');

function failureText(error: unknown, messages: Messages): string {
  if (!(error instanceof LogInError)) return messages.logIn.failures.unknown;
  const texts = messages.logIn.failures;
  return error.failure === 'throttled' ? texts.throttled(error.retryAfterSeconds) : texts[error.failure];
}

const unchanging = () => () => {};

/**
 * False while React takes over the log-in the server drew into the page (its first render must be
 * that markup), true from then on and in a page React drew itself.
 */
const useTakenOver = () =>
  useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );

/** Why the person sees the log-in: an ended session, or a reload (the token is in memory only). */
function useArrivalReason(messages: Messages, hasNext: boolean, sessionsKept: boolean): string | null {
  const [reason] = useState(() => {
    const ended = currentSession().endedBecause;
    if (ended) return messages.logIn.reasons[ended];
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    if (!hasNext || navigation?.type !== 'reload') return null;
    return sessionsKept ? messages.logIn.reasons.reloadNoSession : messages.logIn.reasons.reload;
  });
  // the server's log-in gives no reason; the page adds it once React has taken over
  return useTakenOver() ? reason : null;
}

/** A labelled input with its message next to it. */
function Field({
  label,
  error,
  ...input
}: { label: string; error: string | undefined } & ComponentPropsWithRef<'input'>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Failure({ text }: { text: string | null }) {
  return text ? (
    <p className="notice notice--error" role="alert">
      {text}
    </p>
  ) : null;
}

/**
 * A password manager can fill a field without an input event, and a field filled before the script
 * arrived has had none: when the form is sent, what its fields hold counts.
 */
function fieldText(form: HTMLFormElement, name: string): string {
  return String(new FormData(form).get(name) ?? '');
}

function CredentialsStep({
  onSubmit,
  failure,
}: {
  onSubmit: (values: CredentialsForm) => Promise<void>;
  failure: string | null;
}) {
  const messages = useMessages();
  const takenOver = useTakenOver();
  // messages show when the form is sent and stay until it is sent again; the focus stays where it is
  const { register, handleSubmit, setValue, formState } = useForm<CredentialsForm>({
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = formState;
  const submit = handleSubmit(({ username, password }) => onSubmit({ username: username.trim(), password }));
  const required = messages.logIn.required;
  // POST, so that nothing typed before the script has arrived could end up in an address
  return (
    <form
      className="form"
      method="post"
      onSubmit={(event) => {
        setValue('username', fieldText(event.currentTarget, 'username'));
        setValue('password', fieldText(event.currentTarget, 'password'));
        void submit(event);
      }}
      noValidate
    >
      <Failure text={failure} />
      <Field
        label={messages.logIn.username}
        autoComplete="username"
        error={errors.username?.message}
        {...register('username', { validate: (username) => username.trim() !== '' || required })}
      />
      <Field
        label={messages.logIn.password}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password', { required })}
      />
      <button
        type="submit"
        className="button button--primary"
        disabled={isSubmitting || !takenOver}
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
  hint,
}: {
  onSubmit: (code: string) => Promise<void>;
  onBack: () => void;
  failure: string | null;
  /** Shown under the introduction (a hint of the plugged-in sign-in that asked for the code). */
  hint?: ReactNode;
}) {
  const messages = useMessages();
  const { register, handleSubmit, setValue, formState } = useForm<CodeForm>({
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = formState;
  const submit = handleSubmit(({ code }) => onSubmit(digitsOnly(code)));
  return (
    <form
      className="form"
      onSubmit={(event) => {
        setValue('code', fieldText(event.currentTarget, 'code'));
        void submit(event);
      }}
      noValidate
    >
      <h2>{messages.logIn.totpTitle}</h2>
      <p>{messages.logIn.totpIntro}</p>
      {hint}
      <Failure text={failure} />
      <Field
        label={messages.logIn.totpCode}
        className="input--code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the code is the only thing to do on this step
        autoFocus
        error={errors.code?.message}
        {...register('code', {
          validate: (code) => /^[0-9]{6}$/.test(digitsOnly(code)) || messages.logIn.totpFormat,
        })}
      />
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

/**
 * The log-in, with or without the router around it: `next` is where the person wanted to go,
 * `onSignedIn` takes them to the safe version of it once the session has started.
 */
export function LogInScreen({
  next,
  onSignedIn,
  sessionsKept = false,
}: {
  next: string | null;
  /** Whether the server keeps sessions across reloads (so a reload that lands here lost one). */
  sessionsKept?: boolean;
  onSignedIn: (destination: string) => Promise<void> | void;
}) {
  const messages = useMessages();
  const arrivalReason = useArrivalReason(messages, next !== null, sessionsKept);
  /**
   * The first step's sign-in, to finish with a TOTP code: kept only between the two steps, in
   * memory, and dropped as soon as the log-in ends.
   */
  const pendingSignIn = useRef<((code: string) => Promise<void>) | null>(null);
  const [step, setStep] = useState<'credentials' | 'code'>('credentials');
  /** Whether the code step was asked for by the sign-in plugged in beside the form. */
  const [plugInCode, setPlugInCode] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /**
   * Signed in, but the portal's next code did not load (a dropped connection, or a new version put
   * in place meanwhile). The browser keeps a failed module for the page's life: only a reload helps.
   */
  const [stuck, setStuck] = useState(false);

  const finish = async () => {
    pendingSignIn.current = null;
    try {
      await onSignedIn(safeNext(next, window.location.origin));
    } catch {
      setStuck(true);
    }
  };

  const submitCredentials = async (values: CredentialsForm) => {
    setFailure(null);
    try {
      await logIn(values);
    } catch (error) {
      if (error instanceof LogInError && error.failure === 'totp-required') {
        pendingSignIn.current = (code) => logIn({ ...values, totp: code });
        setPlugInCode(false);
        setStep('code');
        return;
      }
      setFailure(failureText(error, messages));
      return;
    }
    await finish();
  };

  const submitCode = async (code: string) => {
    const signIn = pendingSignIn.current;
    if (!signIn) {
      setStep('credentials');
      return;
    }
    setFailure(null);
    try {
      await signIn(code);
    } catch (error) {
      setFailure(failureText(error, messages));
      return;
    }
    await finish();
  };

  const back = () => {
    pendingSignIn.current = null;
    setFailure(null);
    setStep('credentials');
  };

  return (
    <main id="main" className="login">
      <PlugIn place="logInBanner" />
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
        {stuck ? (
          <div className="notice notice--error" role="alert">
            <p className="notice__summary">{messages.logIn.handoverFailed}</p>
            <button type="button" className="button" onClick={() => window.location.reload()}>
              {messages.logIn.reload}
            </button>
          </div>
        ) : step === 'credentials' ? (
          <>
            <PlugIn
              place="logInSignIn"
              fallback={<p role="status">{messages.loading}</p>}
              props={{
                onSignedIn: finish,
                onCodeNeeded: (submit) => {
                  pendingSignIn.current = submit;
                  setFailure(null);
                  setPlugInCode(true);
                  setStep('code');
                },
                onFailure: (error) => setFailure(failureText(error, messages)),
              }}
            />
            <p>{messages.logIn.intro}</p>
            <CredentialsStep onSubmit={submitCredentials} failure={failure} />
          </>
        ) : (
          <CodeStep
            onSubmit={submitCode}
            onBack={back}
            failure={failure}
            hint={plugInCode ? <PlugIn place="logInCodeHint" /> : null}
          />
        )}
      </section>
    </main>
  );
}
