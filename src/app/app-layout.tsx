import { useQueryClient } from '@tanstack/react-query';
import {
  type MouseEvent,
  Suspense,
  createContext,
  useContext,
  useEffect,
  useRef,
  useSyncExternalStore,
} from 'react';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { logOut } from '../api/auth-endpoints.ts';
import { subscribeToTheme, themeLogo } from '../embedding/apply-theme.ts';
import { SignedInDemoBar } from './demo-plug-ins.ts';
import { embedSettings, isEmbedded } from '../embedding/host-channel.ts';
import type { Chrome } from '../embedding/protocol.ts';
import { useSession } from '../api/session.ts';
import { demoSettings } from '../config/demo.ts';
import { useMessages } from '../i18n/locale.tsx';
import { GlobalProgress } from '../ui/global-progress.tsx';
import { PAGE_HEADING_ID } from '../ui/page-heading.tsx';
import { LanguageSwitch } from '../ui/language-switch.tsx';
import { MainNav } from './main-nav.tsx';
import { logInPath, paths } from '../ui/paths.ts';
import { SessionWarning } from './session-warning.tsx';

/** The chrome the build draws a framed page in (prerender-signed-in.tsx); null: as the host page asks. */
export const DrawnChrome = createContext<Chrome | null>(null);

function useFocusHeadingOnNavigation() {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    document.getElementById(PAGE_HEADING_ID)?.focus();
  }, [pathname]);
}

function UserMenu() {
  const session = useSession();
  const messages = useMessages();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = async () => {
    await logOut();
    queryClient.clear();
    await navigate(paths.logIn, { replace: true });
  };
  return (
    <details className="user-menu">
      <summary>
        <span className="user-menu__prefix">{messages.user.signedInAs} </span>
        {session.username}
      </summary>
      <div className="user-menu__panel">
        <h2 className="user-menu__heading">{messages.user.permissions}</h2>
        {session.permissions.length > 0 ? (
          <ul className="user-menu__permissions">
            {session.permissions.map((permission) => (
              <li key={permission}>
                <code>{permission}</code>
              </li>
            ))}
          </ul>
        ) : (
          <p>{messages.user.noPermissions}</p>
        )}
        <button type="button" className="button" onClick={() => void signOut()}>
          {messages.user.logOut}
        </button>
      </div>
    </details>
  );
}

/** The document has a <base href>, so a bare "#main" link would leave the page: move focus instead. */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById('main')?.focus();
}

export function AppLayout() {
  const messages = useMessages();
  const session = useSession();
  const location = useLocation();
  const logo = useSyncExternalStore(subscribeToTheme, themeLogo, themeLogo);
  const navigate = useNavigate();
  useFocusHeadingOnNavigation();
  const drawnChrome = useContext(DrawnChrome);

  if (!session.token) {
    const next = session.endedBecause === 'logged-out' ? undefined : `${location.pathname}${location.search}`;
    return <Navigate to={logInPath(next)} replace />;
  }

  // Embedded, the host may want only the navigation ('compact') or nothing of the frame ('none').
  const chrome = drawnChrome ?? (isEmbedded() ? embedSettings().chrome : 'full');
  return (
    <div className="app">
      {chrome === 'none' ? null : (
        <a className="skip-link" href="#main" onClick={skipToContent}>
          {messages.skipToContent}
        </a>
      )}
      <GlobalProgress />
      {demoSettings() ? (
        <Suspense fallback={null}>
          <SignedInDemoBar navigate={navigate} />
        </Suspense>
      ) : null}
      {chrome === 'none' ? null : (
        <header className="app-header">
          {chrome === 'full' ? (
            <Link to={paths.home} className="app-header__brand">
              {logo ? <img src={logo} alt="" className="app-header__logo" /> : null}
              {messages.appName}
            </Link>
          ) : null}
          <MainNav
            tools={
              chrome === 'full' ? (
                <>
                  <LanguageSwitch />
                  <UserMenu />
                </>
              ) : null
            }
          />
        </header>
      )}
      <SessionWarning />
      <main id="main" tabIndex={-1} className="app-main">
        <Outlet />
      </main>
    </div>
  );
}
