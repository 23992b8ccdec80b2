/**
 * Demo mode's sign-in on the log-in: one button per persona, the TOTP persona's code of this moment,
 * which its authenticator app would show, and, when one of the demo's limits turned a sign-in away
 * (the demo is full), when to try again.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { dateTimeFormat, intlLocale } from '../i18n/intl-formats.ts';
import { useLocale } from '../i18n/locale.tsx';
import type { PlugInPlaces } from '../ui/plug-ins.tsx';
import {
  type DemoInfo,
  type DemoLimit,
  DemoLimitError,
  type PersonaId,
  fetchDemoInfo,
  signInPersona,
} from './api.ts';
import { useDemoMessages } from './messages.ts';
import './persona-sign-in.css';

/** What the demo offers, read again when the TOTP code turns over; null while loading, 'failed' if it cannot. */
function useDemoInfo(): DemoInfo | null | 'failed' {
  const [info, setInfo] = useState<DemoInfo | null | 'failed'>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    const load = () => {
      fetchDemoInfo(controller.signal).then(
        (loaded) => {
          setInfo(loaded);
          const seconds = loaded.personas.find((persona) => persona.totp)?.totp?.valid_for_seconds;
          if (seconds !== undefined) timer = setTimeout(load, seconds * 1000 + 250);
        },
        (error: unknown) => {
          if (!controller.signal.aborted)
            setInfo((known) => (known && known !== 'failed' ? known : 'failed'));
          if (!(error instanceof DOMException)) timer = setTimeout(load, 10_000);
        },
      );
    };
    load();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, []);
  return info;
}

/**
 * The latest sign-in a limit of the demo turned away, kept outside the components: the log-in's
 * steps come and go (the TOTP persona's code step replaces the persona buttons). Forgotten when
 * another sign-in starts, and when the persona buttons go.
 */
interface LimitRefusal {
  limit: DemoLimit;
  retryAt: Date | null;
  retryAfterSeconds: number | null;
}
let limitRefusal: LimitRefusal | null = null;
const limitListeners = new Set<() => void>();

function noteLimitRefusal(refusal: LimitRefusal | null) {
  limitRefusal = refusal;
  for (const listener of limitListeners) listener();
}

function subscribeToLimitRefusal(listener: () => void) {
  limitListeners.add(listener);
  return () => limitListeners.delete(listener);
}

/** A persona's sign-in; a refusal by one of the demo's limits is noted for DemoLimitNotice, then thrown on. */
async function signInNoting(persona: PersonaId, code?: string): Promise<void> {
  noteLimitRefusal(null);
  try {
    await signInPersona(persona, code);
  } catch (error) {
    if (error instanceof DemoLimitError) {
      const seconds = error.retryAfterSeconds;
      noteLimitRefusal({
        limit: error.limit,
        retryAt: seconds === null ? null : new Date(Date.now() + seconds * 1000),
        retryAfterSeconds: seconds,
      });
    }
    throw error;
  }
}

/** What the demo's limit said and when to try again (the demo is full, this address has its most copies, …). */
function DemoLimitNotice() {
  const refusal = useSyncExternalStore(
    subscribeToLimitRefusal,
    () => limitRefusal,
    () => limitRefusal,
  );
  const texts = useDemoMessages().personas;
  const { locale } = useLocale();
  if (!refusal) return null;
  const time = refusal.retryAt
    ? dateTimeFormat(intlLocale(locale), { hour: '2-digit', minute: '2-digit' }).format(refusal.retryAt)
    : '';
  return (
    <p className="notice notice--error" role="alert">
      {texts.limits[refusal.limit](texts.tryAgainIn(refusal.retryAfterSeconds, time))}
    </p>
  );
}

/** The code and the seconds it has left; keyed by the code, so a new code starts its own count. */
function CodeCountdown({ totp }: { totp: { code: string; valid_for_seconds: number } }) {
  const texts = useDemoMessages().personas;
  const [arrived] = useState(() => Date.now());
  const [now, setNow] = useState(arrived);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = Math.max(0, totp.valid_for_seconds - Math.floor((now - arrived) / 1000));
  return <span className="persona__code">{texts.currentCode(totp.code, left)}</span>;
}

function CurrentCode({ totp }: { totp: { code: string; valid_for_seconds: number } }) {
  return <CodeCountdown key={totp.code} totp={totp} />;
}

/** The TOTP persona's code of this moment, beside the code field of the log-in's second step. */
export function PersonaCodeHint() {
  const info = useDemoInfo();
  const texts = useDemoMessages().personas;
  const totp = info && info !== 'failed' ? info.personas.find((persona) => persona.totp)?.totp : null;
  return (
    <>
      <DemoLimitNotice />
      {totp ? (
        <p className="notice notice--info persona-hint">
          {texts.codeHint(totp.code)} <CurrentCode totp={totp} />
        </p>
      ) : null}
    </>
  );
}

export function PersonaSignIn({ onSignedIn, onCodeNeeded, onFailure }: PlugInPlaces['logInSignIn']) {
  const info = useDemoInfo();
  const texts = useDemoMessages().personas;
  const [busy, setBusy] = useState<PersonaId | null>(null);
  useEffect(() => () => noteLimitRefusal(null), []);

  const choose = async (persona: PersonaId, needsCode: boolean) => {
    if (needsCode) {
      onCodeNeeded((code) => signInNoting(persona, code));
      return;
    }
    setBusy(persona);
    try {
      await signInNoting(persona);
    } catch (error) {
      setBusy(null);
      if (!(error instanceof DemoLimitError)) onFailure(error);
      return;
    }
    await onSignedIn();
  };

  return (
    <section className="personas" aria-labelledby="personas-title">
      <h2 id="personas-title">{texts.title}</h2>
      <p>{texts.intro}</p>
      <DemoLimitNotice />
      {info === null ? (
        <p role="status">{texts.loading}</p>
      ) : info === 'failed' ? (
        <p className="notice notice--info">{texts.unavailable}</p>
      ) : (
        <ul className="personas__list">
          {info.personas.map((persona) => {
            const role = texts.roles[persona.id];
            return (
              <li key={persona.id} className="persona">
                <button
                  type="button"
                  className="button persona__button"
                  disabled={busy !== null}
                  aria-busy={busy === persona.id}
                  aria-describedby={`persona-${persona.id}-line`}
                  onClick={() => void choose(persona.id, persona.totp !== null)}
                >
                  <span className="persona__title">{role?.title ?? persona.username}</span>
                  <span className="persona__name">
                    {busy === persona.id ? texts.signingIn : texts.signIn(persona.name)}
                  </span>
                </button>
                <p id={`persona-${persona.id}-line`} className="persona__line">
                  {role?.line}
                  {persona.totp ? (
                    <>
                      {' '}
                      <CurrentCode totp={persona.totp} />
                    </>
                  ) : null}
                </p>
              </li>
            );
          })}
        </ul>
      )}
      <h2 className="personas__form-title">{texts.formTitle}</h2>
    </section>
  );
}
