import { startTransition, useEffect, useState } from 'react';
import type { RuntimeConfig } from '../config/runtime-config.ts';
import { currentSession, startSession } from '../api/session.ts';
import { embedSettings, isEmbedded } from '../embedding/host-channel.ts';
import { useHostBridge } from './use-host-bridge.ts';
import { LogInScreen } from '../features/login/log-in-screen.tsx';
import { useMessages } from '../i18n/locale.tsx';
import { PAGE_HEADING_ID } from '../ui/page-heading.tsx';
import { logInFirst, safeNext, signedInStart } from '../ui/paths.ts';
import type { AppRouter } from './routing.tsx';

/*
 * A visit starts signed out unless the server kept this browser's session (the token itself lives
 * in memory only), so the first screen is usually the log-in. It comes with the entry and shows
 * without the router (about a quarter of the JavaScript the log-in would otherwise wait for), which
 * loads from the person's first focus or key and takes over, at the page they asked for, once they
 * are signed in. With a kept session the router is loaded at once and the page shows as it was.
 */

const loadRouting = () => import('./routing.tsx');
type Routing = Awaited<ReturnType<typeof loadRouting>>;

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '');

/** A visit with a kept session: off the log-in's address, if it is on it. */
export function showSignedInStart(basename: string): void {
  const replaceWith = signedInStart(window.location, basename);
  if (replaceWith) window.history.replaceState(null, '', replaceWith);
}

/** Puts the log-in's URL in the address bar and returns where to go once signed in. */
export function showLogInFirst(basename: string): string | null {
  const { replaceWith, next } = logInFirst(window.location, basename);
  if (replaceWith) window.history.replaceState(null, '', replaceWith);
  return next;
}

/** The first focus, press or key on the page: the person is about to log in. */
function onFirstInteraction(run: () => void): () => void {
  const types = ['focusin', 'pointerdown', 'keydown'] as const;
  const once = () => {
    stop();
    run();
  };
  const stop = () => types.forEach((type) => document.removeEventListener(type, once, true));
  types.forEach((type) => document.addEventListener(type, once, { capture: true, passive: true }));
  return stop;
}

type Routed = { routing: Routing; router: AppRouter };

/** The router at the current address, ready to show (for a visit that starts signed in). */
export async function startRouting(config: RuntimeConfig): Promise<Routed> {
  const routing = await loadRouting();
  return { routing, router: await routing.readyRouter(config) };
}

export function Start({
  config,
  next,
  signedIn = null,
}: {
  config: RuntimeConfig;
  next: string | null;
  /** The router, when the visit starts with a session the server kept. */
  signedIn?: Routed | null;
}) {
  const [routed, setRouted] = useState<Routed | null>(signedIn);
  useEffect(() => onFirstInteraction(() => void loadRouting().catch(() => undefined)), []);
  // After a log-in the button that had the focus is gone: the first page's heading takes it.
  useEffect(() => {
    if (routed && routed !== signedIn) document.getElementById(PAGE_HEADING_ID)?.focus();
  }, [routed, signedIn]);

  const goOn = async (destination: string) => {
    const routing = await loadRouting();
    const logInUrl = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    // The router starts at the address it finds.
    window.history.replaceState(null, '', `${withoutTrailingSlash(config.basename)}${destination}`);
    try {
      const router = await routing.readyRouter(config);
      // The signed-in frame and its first page are drawn in slices between which the browser stays
      // responsive, with the log-in (its button saying it is busy) on view until they are ready.
      startTransition(() => setRouted({ routing, router }));
    } catch (error) {
      window.history.replaceState(null, '', logInUrl);
      throw error;
    }
  };

  // A token the embedding page hands over later signs in as a log-in would, or replaces the one in use.
  useHostBridge(routed?.router ?? null, (token) => {
    const wasSignedIn = currentSession().token !== null;
    startSession(token);
    if (!routed) void goOn(safeNext(next, window.location.origin));
    else if (!wasSignedIn) {
      // the router is on its log-in page, which says where to go back to
      const back = new URLSearchParams(window.location.search).get('next');
      void routed.router.navigate(safeNext(back, window.location.origin), { replace: true });
    }
  });

  if (routed) return <routed.routing.RoutedApp router={routed.router} />;
  if (isEmbedded() && embedSettings().chrome === 'none') return <WaitingForHost />;
  return <LogInScreen next={next} sessionsKept={config.session !== 'off'} onSignedIn={goOn} />;
}

/** Embedded without any chrome of its own, the portal waits for the host page to sign it in. */
function WaitingForHost() {
  const messages = useMessages();
  return (
    <main id="main" className="waiting-for-host">
      <p role="status">{messages.embedding.waitingForHost}</p>
    </main>
  );
}
