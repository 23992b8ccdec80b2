import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { configureApiBase } from './api/rpc-client.ts';
import { createAppRouter } from './app/router.tsx';
import './app/styles.css';
import { loadRuntimeConfig } from './config/runtime-config.ts';
import { LocaleProvider, initialLocale } from './i18n/locale.tsx';
import { loadMessages } from './i18n/messages.ts';

const config = await loadRuntimeConfig();
// Resolved like the server resolves it, so a relative apiBase follows the basename.
configureApiBase(new URL(config.apiBase, document.baseURI).href);
const router = createAppRouter(config);
const locale = initialLocale(config.defaultLocale);
const messages = await loadMessages(locale);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <LocaleProvider initialLocale={locale} initialMessages={messages}>
        <RouterProvider router={router} />
      </LocaleProvider>
    </StrictMode>,
  );
}
