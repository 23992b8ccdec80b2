import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { restoreSession, takeKeptSessionToken } from './api/auth-endpoints.ts';
import { endSession, startSession } from './api/session.ts';
import { configureApiBase } from './api/transport.ts';
import { preloadDemoBars } from './app/demo-plug-ins.ts';
import { PortalRoot } from './app/portal-root.tsx';
import { showLogInFirst, showSignedInStart, startRouting } from './app/start.tsx';
import './app/styles.css';
import { configureDemo } from './config/demo.ts';
import { loadRuntimeConfig } from './config/runtime-config.ts';
import { applyTheme } from './embedding/apply-theme.ts';
import {
  connectToHost,
  embedSettings,
  emitToHost,
  reportHeight,
  waitForHostToken,
} from './embedding/host-channel.ts';
import { initialLocale } from './i18n/locale.tsx';
import { loadMessages } from './i18n/messages.ts';

/** How long an embedding page has to hand over a token before the portal shows its own log-in. */
const HOST_TOKEN_WAIT_MS = 3000;

// public/browser-check.js ran first: a browser too old for the portal shows its message instead.
if (document.documentElement.dataset.browser === 'unsupported') {
  throw new Error('This browser is too old for the portal (see the message on the page).');
}
const config = await loadRuntimeConfig();
// Resolved like the server resolves it, so a relative apiBase follows the basename.
configureApiBase(new URL(config.apiBase, document.baseURI).href);
configureDemo(config.demo);
applyTheme('deployment', config.theme);
const embedded = connectToHost(config.allowedParentOrigins);
const settings = embedSettings();
const keptToken = embedded ? null : takeKeptSessionToken();
// Signed in from the first moment: the router and the page's first data load beside the texts.
if (keptToken) {
  startSession(keptToken);
  showSignedInStart(config.basename);
}
const locale = settings.locale ?? initialLocale(config.defaultLocale);
// Demo mode's start: the prospect's branding (a link's branding parameters taken out before the
// router reads the address), and the demo's texts.
// The demo bar's code and texts come before the first page is drawn: the bar is there from the
// first frame, and pushes nothing down when it arrives.
const demoStart = config.demo
  ? Promise.all([
      import('./demo/start.ts').then((demo) => demo.startDemo(config.theme, locale)),
      preloadDemoBars(),
    ]).catch(() => undefined)
  : null;
const routingAtStart = keptToken
  ? Promise.resolve(demoStart)
      .then(() => startRouting(config))
      .catch(() => null)
  : null;

/**
 * A session to go on with: the embedding page's token, or the one the server kept for this browser
 * (written into this document, or else asked for).
 */
async function startingSession(): Promise<boolean> {
  if (embedded) {
    const token = waitForHostToken(HOST_TOKEN_WAIT_MS);
    emitToHost({ type: 'ready' });
    const received = await token;
    if (received) startSession(received);
    return received !== null;
  }
  if (keptToken) return true;
  if (config.session === 'unchecked') endSession('not-restored');
  if (config.session === 'kept' || config.session === 'ask')
    return restoreSession(new URL('session', document.baseURI).href);
  return false;
}

if (embedded) {
  applyTheme('host', settings.theme);
  reportHeight();
}
const [messages, signedInAtStart] = await Promise.all([loadMessages(locale), startingSession(), demoStart]);
if (signedInAtStart && !routingAtStart) showSignedInStart(config.basename);
const signedIn = signedInAtStart ? await (routingAtStart ?? startRouting(config).catch(() => null)) : null;
const next = signedIn ? null : showLogInFirst(config.basename);

const root = document.getElementById('root');
if (root) {
  const app = (
    <PortalRoot locale={locale} messages={messages} config={config} next={next} signedIn={signedIn} />
  );
  // The server drew the log-in into the page (in one language): React takes that markup over when
  // the visit starts there, in that language; anything else is drawn afresh.
  const drawnLogIn = root.dataset.prerendered;
  if (drawnLogIn === locale && !signedIn && !embedded && !config.demo) hydrateRoot(root, app);
  else {
    if (drawnLogIn) root.replaceChildren();
    const reactRoot = createRoot(root);
    // A signed-in page the server drew stays on view while React draws it again in slices, between
    // which the browser stays responsive.
    if (signedIn) startTransition(() => reactRoot.render(app));
    else reactRoot.render(app);
  }
}
