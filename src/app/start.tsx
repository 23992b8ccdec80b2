import { useEffect, useState } from 'react';
import type { RuntimeConfig } from '../config/runtime-config.ts';
import { LogInScreen } from '../features/login/log-in-screen.tsx';
import { logInPath, paths } from './paths.ts';
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

/**
 * Puts the log-in's URL in the address bar (`/login?next=/mail` for a visit that began at
 * `/mail`) and returns where to go afterwards.
 */
export function showLogInFirst(basename: string): string | null {
  const base = withoutTrailingSlash(basename);
  const { pathname, search, hash } = window.location;
  const appPath = pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : '/';
  if (appPath === paths.logIn) return new URLSearchParams(search).get('next');
  const next = `${appPath}${search}`;
  window.history.replaceState(null, '', `${base}${logInPath(next)}${hash}`);
  return next === paths.home ? null : next;
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
  useEffect(() => onFirstInteraction(() => void loadRouting()), []);

  if (routed) return <routed.routing.RoutedApp router={routed.router} />;
  return (
    <LogInScreen
      next={next}
      onSignedIn={async (destination) => {
        const routing = await loadRouting();
        window.history.replaceState(null, '', `${withoutTrailingSlash(config.basename)}${destination}`);
        setRouted({ routing, router: await routing.readyRouter(config) });
      }}
    />
  );
}
