import { type ReactNode, Suspense, lazy, useState, useSyncExternalStore } from 'react';
import { queryClient } from '../api/query-client.ts';
import { useSession } from '../api/session.ts';
import { demoSettings } from '../config/demo.ts';
import { resetDemoData } from './api.ts';
import { brandingState, subscribeToBranding } from './branding/prospect-branding-state.ts';
import { useDemoMessages } from './messages.ts';
import './banner.css';

/** Why a link's branding was refused: rare, so it loads only then. */
const LinkRefusal = lazy(() => import('./branding/link-refusal.tsx'));

type ResetState = 'idle' | 'confirming' | 'resetting' | 'done' | 'failed';

/** Where the name goes in a text: a character that is in no text, nor in a name (branding/prospect-branding.ts). */
const NAME_PLACE = '\u0000';

/** A text around the prospect's name, the name isolated: its own direction cannot turn the text after it. */
function WithProspectName({ text, name }: { text: (name: string) => string; name: string }) {
  const [before, after] = text(NAME_PLACE).split(NAME_PLACE);
  return (
    <>
      {before}
      <bdi>{name}</bdi>
      {after}
    </>
  );
}

/**
 * On every page of a demo: that the data is invented, whose it is and what happens to it; for a
 * persona's private copy, a way back to the seed. `children` are further demo tools.
 */
export function DemoBanner({ children }: { children?: ReactNode }) {
  const settings = demoSettings();
  const texts = useDemoMessages().banner;
  const session = useSession();
  const { branding, linkRefused } = useSyncExternalStore(subscribeToBranding, brandingState, brandingState);
  const [reset, setReset] = useState<ResetState>('idle');
  if (!settings) return null;

  const runReset = async () => {
    setReset('resetting');
    try {
      await resetDemoData();
      await queryClient.invalidateQueries();
      setReset('done');
    } catch {
      setReset('failed');
    }
  };

  return (
    <section className="demo-banner" aria-label={texts.label} data-print="hide">
      <p className="demo-banner__text">
        <strong className="demo-banner__tag">
          {branding?.name ? <WithProspectName text={texts.titleFor} name={branding.name} /> : texts.title}
        </strong>{' '}
        {texts.invented}{' '}
        {session.token
          ? session.privateDemoData
            ? texts.privateData(settings.idleMinutes)
            : texts.sharedData
          : null}{' '}
        {session.token ? texts.backoffice(settings.backofficeIntervalSeconds) : null}
      </p>
      <div className="demo-banner__actions">
        {session.token && session.privateDemoData ? (
          reset === 'confirming' ? (
            <span className="demo-banner__confirm" role="group" aria-label={texts.reset}>
              <span>{texts.resetConfirm}</span>
              <button type="button" className="button button--small" onClick={() => void runReset()}>
                {texts.resetYes}
              </button>
              <button type="button" className="button button--small" onClick={() => setReset('idle')}>
                {texts.resetNo}
              </button>
            </span>
          ) : (
            <button
              type="button"
              className="button button--small"
              disabled={reset === 'resetting'}
              aria-busy={reset === 'resetting'}
              onClick={() => setReset('confirming')}
            >
              {reset === 'resetting' ? texts.resetting : texts.reset}
            </button>
          )
        ) : null}
        {children}
      </div>
      {linkRefused ? (
        <Suspense fallback={null}>
          <LinkRefusal problems={linkRefused} />
        </Suspense>
      ) : null}
      <p className="demo-banner__status" role="status">
        {reset === 'done' ? texts.resetDone : reset === 'failed' ? texts.resetFailed : ''}
      </p>
    </section>
  );
}
