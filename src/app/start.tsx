import { useEffect, useState } from 'react';
import type { RuntimeConfig } from '../config/runtime-config.ts';
import { LogInScreen } from '../features/login/log-in-screen.tsx';
import { PAGE_HEADING_ID } from '../ui/page-heading.tsx';
import { logInFirst } from './paths.ts';
import type { AppRouter } from './routing.tsx';

/*
 * Every visit starts signed out (the token lives in memory only), so the first screen is always
 * the log-in. It comes with the entry and shows without the router (about a quarter of the
 * JavaScript the log-in would otherwise wait for), which loads from the person's first focus or key
 * and takes over, at the page they asked for, once they are signed in.
 */

const loadRouting = () => import('./routing.tsx');
type Routing = Awaited<ReturnType<typeof loadRouting>>;

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '');

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

export function Start({ config, next }: { config: RuntimeConfig; next: string | null }) {
  const [routed, setRouted] = useState<{ routing: Routing; router: AppRouter } | null>(null);
  useEffect(() => onFirstInteraction(() => void loadRouting().catch(() => undefined)), []);
  // The log-in button that had the focus is gone: the first page's heading takes it.
  useEffect(() => {
    if (routed) document.getElementById(PAGE_HEADING_ID)?.focus();
  }, [routed]);

  if (routed) return <routed.routing.RoutedApp router={routed.router} />;
  return (
    <LogInScreen
      next={next}
      onSignedIn={async (destination) => {
        const routing = await loadRouting();
        const logInUrl = `${window.location.pathname}${window.location.search}${window.location.hash}`;
        // The router starts at the address it finds.
        window.history.replaceState(null, '', `${withoutTrailingSlash(config.basename)}${destination}`);
        try {
          setRouted({ routing, router: await routing.readyRouter(config) });
        } catch (error) {
          window.history.replaceState(null, '', logInUrl);
          throw error;
        }
      }}
    />
  );
}
