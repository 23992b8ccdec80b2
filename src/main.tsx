import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApiBase } from './api/transport.ts';
import { restoreSession } from './api/auth-endpoints.ts';
import { Start, showLogInFirst, showSignedInStart, startRouting } from './app/start.tsx';
import './app/styles.css';
import { loadRuntimeConfig } from './config/runtime-config.ts';
import { LocaleProvider, initialLocale } from './i18n/locale.tsx';
import { loadMessages } from './i18n/messages.ts';

const config = await loadRuntimeConfig();
// Resolved like the server resolves it, so a relative apiBase follows the basename.
configureApiBase(new URL(config.apiBase, document.baseURI).href);
const locale = initialLocale(config.defaultLocale);
const [messages, restored] = await Promise.all([
  loadMessages(locale),
  config.session === 'kept' || config.session === 'ask'
    ? restoreSession(new URL('session', document.baseURI).href)
    : false,
]);
if (restored) showSignedInStart(config.basename);
const signedIn = restored ? await startRouting(config).catch(() => null) : null;
const next = signedIn ? null : showLogInFirst(config.basename);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <LocaleProvider initialLocale={locale} initialMessages={messages}>
        <Start config={config} next={next} signedIn={signedIn} />
      </LocaleProvider>
    </StrictMode>,
  );
}
