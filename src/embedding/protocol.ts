/**
 * The messages between the portal in a frame and the page that embeds it (version 1). Every
 * message is `{ source: 'broadband-portal', version: 1, type, …fields }`, sent with postMessage to
 * the exact origin of the other side, never to `*`.
 */
import type { FrameChrome, FrameLocale } from '../contract/framed-page.ts';

export { FRAME_PARAMETER, frameParameterValue, withoutFrameParameter } from '../contract/framed-page.ts';

export const SOURCE = 'broadband-portal';
export const VERSION = 1;

export type ThemeMode = 'light' | 'dark';

export interface Theme {
  mode?: ThemeMode;
  colorPrimary?: string;
  colorBackground?: string;
  colorText?: string;
  fontFamily?: string;
  borderRadius?: string;
  logoUrl?: string;
  /** `compact` fits more on a wide screen (phones keep finger-sized targets). */
  density?: 'comfortable' | 'compact';
}

export type Chrome = FrameChrome;
export type Locale = FrameLocale;

/** Portal → host. */
export type PortalEvent =
  | { type: 'ready' }
  | { type: 'resize'; height: number }
  | { type: 'navigate'; path: string }
  | { type: 'token-request' }
  | { type: 'signed-out'; reason: string }
  | {
      type: 'address-checked';
      zipcode: string;
      housenr: number;
      housenrext: string;
      /** Per provider its technologies, or its error: the service's code, or `reply` for a reply the portal could not read. */
      providers: Record<string, { products: string[]; error?: { code: number | 'reply'; message: string } }>;
    }
  | { type: 'product-selected'; product_id: number }
  | { type: 'transaction-cancelled'; uuid: string }
  /**
   * A page could not be shown; or, with code `theme`, some fields of the host's theme were left out
   * (the rest applied); with `theme-refused`, the host's theme was refused whole (the look stays);
   * or, with code `reply` or `not-offered`, the service's reply could not be read or the service
   * does not offer what a page needs (`details` says which method, and where).
   */
  | {
      type: 'error';
      code: string | number;
      message: string;
      details?: { class: string; method: string | null; pointer?: string; cid: string | null };
    };

/** Host → portal. */
export type HostCommand =
  | { type: 'token'; token: string }
  | { type: 'navigate'; path: string }
  | { type: 'theme'; theme: Theme }
  | { type: 'locale'; locale: Locale }
  | { type: 'sign-out' };

export type Envelope<Message> = Message & { source: typeof SOURCE; version: typeof VERSION };

export function envelope<Message extends { type: string }>(message: Message): Envelope<Message> {
  return { source: SOURCE, version: VERSION, ...message };
}

/** Whether data is a message of this protocol (any type), as opposed to another script's. */
export function isEnvelope(data: unknown): data is Envelope<{ type: string }> {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { source?: unknown }).source === SOURCE &&
    (data as { version?: unknown }).version === VERSION &&
    typeof (data as { type?: unknown }).type === 'string'
  );
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** A host command with well-formed fields, or null. */
export function hostCommandOf(data: unknown): HostCommand | null {
  if (!isEnvelope(data)) return null;
  const message = data as Record<string, unknown>;
  switch (message.type) {
    case 'token':
      return isText(message.token) && message.token !== '' ? { type: 'token', token: message.token } : null;
    case 'navigate':
      return isText(message.path) && message.path.startsWith('/')
        ? { type: 'navigate', path: message.path }
        : null;
    case 'theme':
      // each field is checked where the theme is applied (theme.ts), which refuses the wrong ones
      return typeof message.theme === 'object' && message.theme !== null
        ? { type: 'theme', theme: message.theme as Theme }
        : null;
    case 'locale':
      return message.locale === 'nl' || message.locale === 'en'
        ? { type: 'locale', locale: message.locale }
        : null;
    case 'sign-out':
      return { type: 'sign-out' };
    default:
      return null;
  }
}

/** An absolute URL, or null: `URL.parse` without needing Safari 18 or Chrome/Firefox 126. */
export function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/**
 * Whether `origin` is one of the allowed origins, where an entry may start its host with `*.` for
 * any subdomain (as CSP source expressions do): `https://*.shop.example:8443`.
 */
export function originAllowed(origin: string, allowed: readonly string[]): boolean {
  const parsed = parseUrl(origin);
  if (!parsed || parsed.origin !== origin) return false;
  return allowed.some((entry) => {
    if (entry === origin) return true;
    const wildcard = /^(https?):\/\/\*\.([^/:]+)(?::(\d+))?$/.exec(entry);
    if (!wildcard) return false;
    const [, scheme, domain, port] = wildcard;
    return (
      parsed.protocol === `${scheme}:` &&
      parsed.hostname.endsWith(`.${domain}`) &&
      parsed.port === (port ?? '')
    );
  });
}

/** The embedding settings the SDK puts in the frame's URL fragment (never a token). */
export interface EmbedSettings {
  chrome: Chrome;
  locale?: Locale;
  theme?: Theme;
}

export const SETTINGS_PREFIX = '#bp-embed=';

export function settingsFragment(settings: EmbedSettings): string {
  return `${SETTINGS_PREFIX}${encodeURIComponent(JSON.stringify(settings))}`;
}

export function settingsFromFragment(hash: string): EmbedSettings | null {
  if (!hash.startsWith(SETTINGS_PREFIX)) return null;
  try {
    const value = JSON.parse(
      decodeURIComponent(hash.slice(SETTINGS_PREFIX.length)),
    ) as Partial<EmbedSettings>;
    return {
      chrome: value.chrome === 'none' || value.chrome === 'compact' ? value.chrome : 'full',
      ...(value.locale === 'nl' || value.locale === 'en' ? { locale: value.locale } : {}),
      ...(typeof value.theme === 'object' && value.theme !== null ? { theme: value.theme } : {}),
    };
  } catch {
    return null;
  }
}
