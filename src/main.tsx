import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApiBase } from './api/transport.ts';
import { Start, showLogInFirst } from './app/start.tsx';
import './app/styles.css';
import { loadRuntimeConfig } from './config/runtime-config.ts';
import { LocaleProvider, initialLocale } from './i18n/locale.tsx';
import { loadMessages } from './i18n/messages.ts';

const config = await loadRuntimeConfig();
// Resolved like the server resolves it, so a relative apiBase follows the basename.
configureApiBase(new URL(config.apiBase, document.baseURI).href);
const next = showLogInFirst(config.basename);
const locale = initialLocale(config.defaultLocale);
const messages = await loadMessages(locale);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <LocaleProvider initialLocale={locale} initialMessages={messages}>
        <Start config={config} next={next} />
      </LocaleProvider>
    </StrictMode>,
  );
}
