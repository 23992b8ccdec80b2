/**
 * Build time only (vite.config.ts): the log-in as the portal first draws it, as HTML for
 * index.html, so the page shows its form before any script has arrived. The server puts it in for a
 * visit that starts at the log-in (src/server/index-html.ts); main.tsx hydrates it.
 */
import { renderToString } from 'react-dom/server';
import { defaultRuntimeConfig } from '../config/runtime-config.ts';
import { type Locale, loadMessages } from '../i18n/messages.ts';
import { PortalRoot } from './portal-root.tsx';

export async function prerenderLogIn(locale: Locale): Promise<string> {
  const messages = await loadMessages(locale);
  return renderToString(
    <PortalRoot
      locale={locale}
      messages={messages}
      config={{ ...defaultRuntimeConfig, session: 'none' }}
      next={null}
      signedIn={null}
    />,
  );
}
