import { StrictMode } from 'react';
import type { RuntimeConfig } from '../config/runtime-config.ts';
import { LocaleProvider } from '../i18n/locale.tsx';
import type { Locale, Messages } from '../i18n/messages.ts';
import { type PlugIns, PlugInProvider } from '../ui/plug-ins.tsx';
import { demoPlugIns } from './demo-plug-ins.ts';
import { Start, type startRouting } from './start.tsx';

const NO_PLUG_INS: PlugIns = {};

/**
 * The whole portal as main.tsx renders it, and as the build renders the log-in into index.html
 * beforehand (prerender-log-in.tsx): one tree, so the browser's first render matches that markup
 * and React takes it over without drawing it again. In demo mode, the demo's parts are plugged into
 * the log-in and the pages (demo-plug-ins.ts).
 */
export function PortalRoot({
  locale,
  messages,
  config,
  next,
  signedIn,
}: {
  locale: Locale;
  messages: Messages;
  config: RuntimeConfig;
  next: string | null;
  signedIn: Awaited<ReturnType<typeof startRouting>> | null;
}) {
  return (
    <StrictMode>
      <LocaleProvider initialLocale={locale} initialMessages={messages}>
        <PlugInProvider plugIns={config.demo ? demoPlugIns : NO_PLUG_INS}>
          <Start config={config} next={next} signedIn={signedIn} />
        </PlugInProvider>
      </LocaleProvider>
    </StrictMode>
  );
}
