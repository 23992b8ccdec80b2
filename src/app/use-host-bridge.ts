import { useEffect, useRef } from 'react';
import { logOut } from '../api/auth-endpoints.ts';
import { currentSession, subscribeToSession } from '../api/session.ts';
import { useLocale } from '../i18n/locale.tsx';
import { applyTheme } from '../embedding/apply-theme.ts';
import { emitToHost, isEmbedded, onHostCommand } from '../embedding/host-channel.ts';

/** What the bridge needs of the router: where it is, and to go elsewhere. */
export interface BridgedRouter {
  state: { location: { pathname: string; search: string } };
  navigate(path: string): unknown;
  subscribe(listener: (state: { location: { pathname: string; search: string } }) => void): () => void;
}

/**
 * Carries the host page's commands into the portal (token, navigate, theme, locale, sign-out) and
 * tells the host where the portal went and when its session ended. `onToken` takes a token the
 * host hands over; `basename` is stripped from the paths the host is told.
 */
export function useHostBridge(router: BridgedRouter | null, onToken: (token: string) => void) {
  const { setLocale } = useLocale();
  const latest = useRef({ router, onToken, setLocale });
  useEffect(() => {
    latest.current = { router, onToken, setLocale };
  });

  useEffect(() => {
    if (!isEmbedded()) return undefined;
    const stopCommands = onHostCommand((command) => {
      const { router: current, onToken: takeToken, setLocale: changeLocale } = latest.current;
      if (command.type === 'token') takeToken(command.token);
      else if (command.type === 'navigate') void current?.navigate(command.path);
      else if (command.type === 'theme') applyTheme('host', command.theme);
      else if (command.type === 'locale') changeLocale(command.locale);
      else void logOut();
    });
    let hadToken = currentSession().token !== null;
    const stopSession = subscribeToSession(() => {
      const { token, endedBecause } = currentSession();
      if (hadToken && !token) {
        emitToHost({ type: 'signed-out', reason: endedBecause ?? 'logged-out' });
        if (endedBecause !== 'logged-out') emitToHost({ type: 'token-request' });
      }
      hadToken = token !== null;
    });
    return () => {
      stopCommands();
      stopSession();
    };
  }, []);

  useEffect(() => {
    if (!isEmbedded() || !router) return undefined;
    let last = '';
    const tell = (location: { pathname: string; search: string }) => {
      const path = `${location.pathname}${location.search}`;
      if (path === last) return;
      last = path;
      emitToHost({ type: 'navigate', path });
    };
    tell(router.state.location);
    return router.subscribe((state) => tell(state.location));
  }, [router]);
}
