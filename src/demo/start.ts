import type { Theme } from '../embedding/protocol.ts';
import type { Locale } from '../i18n/messages.ts';
import { startProspectBranding } from './branding/prospect-branding-store.ts';
import { demoMessages } from './messages.ts';

/**
 * The start of a visit in demo mode (main.tsx), before the router reads the address: the prospect's
 * branding, and the demo's texts in the visit's language, on their way beside the portal's own.
 */
export function startDemo(deploymentTheme: Theme | undefined, locale: Locale): Promise<unknown> {
  startProspectBranding(deploymentTheme);
  return demoMessages.load(locale).catch(() => undefined);
}
