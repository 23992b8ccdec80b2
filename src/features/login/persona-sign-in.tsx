/**
 * Demo mode's part of the log-in (loaded only in demo mode): the banner with the demo settings, one
 * button per persona, and the TOTP persona's code of this moment, which its authenticator app would
 * show.
 */
import { useEffect, useState } from 'react';
import { type DemoInfo, type PersonaId, fetchDemoInfo, signInPersona } from '../../api/demo.ts';
import { demoMessages } from '../../i18n/demo-messages.ts';
import { useTranslations } from '../../i18n/locale.tsx';
import { DemoBanner as Banner } from '../../ui/demo-banner.tsx';
import { DemoSettingsButton } from '../../ui/demo-settings.tsx';

/** The demo bar of the log-in, with the demo settings (the prospect's branding). */
export function DemoBanner() {
  return (
    <Banner>
      <DemoSettingsButton />
    </Banner>
  );
}

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

/** The code and the seconds it has left; keyed by the code, so a new code starts its own count. */
function CodeCountdown({ totp }: { totp: { code: string; valid_for_seconds: number } }) {
  const texts = useTranslations(demoMessages).personas;
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
  const texts = useTranslations(demoMessages).personas;
  const totp = info && info !== 'failed' ? info.personas.find((persona) => persona.totp)?.totp : null;
  if (!totp) return null;
  return (
    <p className="notice notice--info persona-hint">
      {texts.codeHint(totp.code)} <CurrentCode totp={totp} />
    </p>
  );
}

export default function PersonaSignIn({
  onSignedIn,
  onCodeNeeded,
  onFailure,
}: {
  onSignedIn: () => Promise<void>;
  /** The persona signs in with a TOTP code: the log-in asks for it, then calls `submit`. */
  onCodeNeeded: (submit: (code: string) => Promise<void>) => void;
  onFailure: (error: unknown) => void;
}) {
  const info = useDemoInfo();
  const texts = useTranslations(demoMessages).personas;
  const [busy, setBusy] = useState<PersonaId | null>(null);

  const choose = async (persona: PersonaId, needsCode: boolean) => {
    if (needsCode) {
      onCodeNeeded((code) => signInPersona(persona, code));
      return;
    }
    setBusy(persona);
    try {
      await signInPersona(persona);
    } catch (error) {
      setBusy(null);
      onFailure(error);
      return;
    }
    await onSignedIn();
  };

  return (
    <section className="personas" aria-labelledby="personas-title">
      <h2 id="personas-title">{texts.title}</h2>
      <p>{texts.intro}</p>
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
