/**
 * `embed.js`: the host page's side of embedding the portal. No dependencies; as a classic script it
 * sets the global `BroadbandPortal`, as an ES module (`embed.mjs`) it exports `mount`.
 *
 *   const portal = BroadbandPortal.mount(element, { src, path, getToken, locale, theme, chrome, onEvent });
 *   portal.navigate(path); portal.setTheme(theme); portal.setLocale(locale); portal.signOut(); portal.destroy();
 *
 * Messages are accepted only from the frame's own window at the portal's origin and sent only to
 * that origin; the token goes by message, never in the frame's URL.
 */
import {
  type Chrome,
  type EmbedSettings,
  type Envelope,
  type HostCommand,
  type Locale,
  type PortalEvent,
  type Theme,
  FRAME_PARAMETER,
  envelope,
  frameParameterValue,
  isEnvelope,
  settingsFragment,
} from '../protocol.ts';

export type { Chrome, Locale, PortalEvent, Theme };

export interface MountOptions {
  /** Where the portal is served: its basename, e.g. `https://portal.partner.example/`. */
  src: string;
  /** The first page, e.g. `/address-check?zipcode=1012AB&housenr=1`. */
  path?: string;
  /** Called at start and whenever the portal needs a (new) token; null or undefined for none. */
  getToken?: () => Promise<string | null | undefined> | string | null | undefined;
  locale?: Locale;
  theme?: Theme;
  chrome?: Chrome;
  /** Every portal → host event. */
  onEvent?: (event: PortalEvent) => void;
  /** The frame's accessible name. */
  title?: string;
}

export interface MountedPortal {
  readonly iframe: HTMLIFrameElement;
  navigate(path: string): void;
  setTheme(theme: Theme): void;
  setLocale(locale: Locale): void;
  signOut(): void;
  destroy(): void;
}

/** The page the portal serves for `warmPortalFiles`, and what it posts here once its files are in (src/server/embed-warm.ts). */
const WARM_PAGE = 'embed-warm.html';
const WARMED_MESSAGE = 'broadband-portal:warmed';
/** A warm-up page that never says it is done (a portal without its script) leaves after this. */
const WARM_UP_LIMIT_MS = 30_000;

/** Whether the host page has called `mount()`: then the portal's own frame fetches its files. */
let mountCalled = false;

/**
 * Once the host page is parsed, unless it has called `mount()` by then: the portal's files fetched
 * into the cache its frame will read from, by a hidden frame of the portal's warm-up page next to
 * this script. A frame is needed because browsers keep a framed site's files apart per embedding
 * site; links in the host page would fill a cache the portal's frame never reads. A page that
 * mounts at once gets none: the portal's frame names the same files itself, and the warm-up's
 * downloads would only hold its document back. `data-no-warm` on the script tag skips it. The frame
 * stays until its page says its files are in, also when `mount()` comes later: removed earlier, it
 * would cancel the downloads the portal's frame is about to read.
 */
function warmPortalFiles() {
  if (typeof document === 'undefined') return;
  const script = document.currentScript;
  if (script instanceof HTMLScriptElement && script.hasAttribute('data-no-warm')) return;
  const moduleUrl: unknown = import.meta.url;
  const scriptUrl = script instanceof HTMLScriptElement ? script.src : moduleUrl;
  if (typeof scriptUrl !== 'string' || scriptUrl === '') return;
  const warmUrl = new URL(WARM_PAGE, scriptUrl);
  if (warmUrl.protocol !== 'https:' && warmUrl.protocol !== 'http:') return;
  const frame = document.createElement('iframe');
  frame.title = 'Broadband portal (loading)';
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.style.display = 'none';
  frame.referrerPolicy = 'origin';
  frame.dataset.broadbandPortalWarm = '';
  frame.src = warmUrl.href;

  let limit: ReturnType<typeof setTimeout> | undefined;
  function startWarming() {
    if (mountCalled) return;
    limit = setTimeout(stopWarming, WARM_UP_LIMIT_MS);
    window.addEventListener('message', onWarmed);
    (document.body ?? document.documentElement).append(frame);
  }
  function onWarmed(event: MessageEvent) {
    if (
      event.source === frame.contentWindow &&
      event.origin === warmUrl.origin &&
      event.data === WARMED_MESSAGE
    ) {
      stopWarming();
    }
  }
  function stopWarming() {
    clearTimeout(limit);
    window.removeEventListener('message', onWarmed);
    frame.remove();
  }
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', startWarming, { once: true });
  else setTimeout(startWarming, 0);
}

try {
  warmPortalFiles();
} catch {
  // a script URL that is none: the portal loads without the head start
}

let warned = false;
function warnOnce(text: string) {
  if (warned) return;
  warned = true;
  console.warn(`BroadbandPortal: ${text}`);
}

export function mount(element: HTMLElement, options: MountOptions): MountedPortal {
  mountCalled = true;
  const base = new URL(options.src, document.baseURI);
  if (!base.pathname.endsWith('/')) base.pathname += '/';
  const origin = base.origin;
  const settings: EmbedSettings = {
    chrome: options.chrome ?? 'full',
    ...(options.locale ? { locale: options.locale } : {}),
    ...(options.theme ? { theme: options.theme } : {}),
  };
  const iframe = document.createElement('iframe');
  iframe.title = options.title ?? 'Breedband portaal';
  // The portal checks who frames it by location.ancestorOrigins, or, in engines without it (Firefox
  // before it shipped ancestorOrigins), by its referrer: send the host's origin (never its path) even
  // when the host page's own policy sends none (no-referrer, same-origin), else the portal refuses it.
  iframe.referrerPolicy = 'origin';
  // A host that hands the portal its token gets the requested page drawn into the frame's document
  // by the portal's server, in the look named in the query; the fragment's settings are the portal's.
  const page = new URL((options.path ?? '/').replace(/^\/+/, ''), base);
  if (options.getToken)
    page.searchParams.set(
      FRAME_PARAMETER,
      frameParameterValue({ chrome: settings.chrome, locale: settings.locale ?? null }),
    );
  iframe.src = `${page.href}${settingsFragment(settings)}`;
  iframe.style.display = 'block';
  iframe.style.width = '100%';
  iframe.style.minHeight = '200px';
  iframe.style.border = '0';
  iframe.setAttribute('allow', 'clipboard-write');
  element.append(iframe);

  const post = (command: HostCommand) => iframe.contentWindow?.postMessage(envelope(command), origin);

  async function sendToken() {
    try {
      const token = await options.getToken?.();
      if (typeof token === 'string' && token !== '') post({ type: 'token', token });
    } catch (error) {
      warnOnce(`getToken failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  function onMessage(event: MessageEvent) {
    if (!isEnvelope(event.data)) return;
    if (event.source !== iframe.contentWindow || event.origin !== origin) {
      warnOnce(
        `ignored a message from ${event.origin || 'an unknown origin'} that is not the portal's frame.`,
      );
      return;
    }
    const { source: _source, version: _version, ...message } = event.data as Envelope<PortalEvent>;
    const portalEvent = message as PortalEvent;
    if (portalEvent.type === 'ready' || portalEvent.type === 'token-request') void sendToken();
    if (portalEvent.type === 'resize' && Number.isFinite(portalEvent.height)) {
      iframe.style.height = `${Math.ceil(portalEvent.height)}px`;
    }
    options.onEvent?.(portalEvent);
  }

  window.addEventListener('message', onMessage);
  return {
    iframe,
    navigate: (path) => post({ type: 'navigate', path: path.startsWith('/') ? path : `/${path}` }),
    setTheme: (theme) => post({ type: 'theme', theme }),
    setLocale: (locale) => post({ type: 'locale', locale }),
    signOut: () => post({ type: 'sign-out' }),
    destroy() {
      window.removeEventListener('message', onMessage);
      iframe.remove();
    },
  };
}

export const version = 1;
