/**
 * The portal's side of the embedding protocol (protocol.ts). The portal listens only to
 * `window.parent`, and only when the parent's origin is one of `allowedParentOrigins` (the same list
 * the server's CSP lets frame it); it posts only to that exact origin. Anything else is ignored
 * with one console warning. Outside a frame, or in a frame it does not trust, every call here is
 * a no-op, so features can report events without knowing whether they are embedded.
 */
import {
  type EmbedSettings,
  type HostCommand,
  type PortalEvent,
  envelope,
  hostCommandOf,
  isEnvelope,
  originAllowed,
  parseUrl,
  settingsFromFragment,
  withoutFrameParameter,
} from './protocol.ts';

let host: { origin: string } | null = null;
let settings: EmbedSettings = { chrome: 'full' };
const handlers = new Set<(command: HostCommand) => void>();
let warned = false;

function warnOnce(text: string) {
  if (warned) return;
  warned = true;
  console.warn(`Broadband portal: ${text}`);
}

/** The origin of the page that frames this one, as the browser tells it. */
function parentOrigin(): string | null {
  const ancestors = (window.location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins;
  if (ancestors && ancestors.length > 0) return ancestors[0] ?? null;
  return document.referrer ? (parseUrl(document.referrer)?.origin ?? null) : null;
}

function onMessage(event: MessageEvent) {
  if (!isEnvelope(event.data)) return;
  const command = hostCommandOf(event.data);
  if (!host || event.source !== window.parent || event.origin !== host.origin || !command) {
    warnOnce(`ignored a message from ${event.origin || 'an unknown origin'}: not the trusted host page.`);
    return;
  }
  for (const handler of handlers) handler(command);
}

/**
 * Starts listening to the host page when this page is framed by an allowed origin, and reads the
 * settings the host put in the URL fragment (then removes them from the address). True when embedded.
 */
export function connectToHost(allowedParentOrigins: readonly string[]): boolean {
  const fromFragment = settingsFromFragment(window.location.hash);
  const search = withoutFrameParameter(window.location.search);
  if (fromFragment || search !== window.location.search) {
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${search}${fromFragment ? '' : window.location.hash}`,
    );
  }
  if (window.parent === window) return false;
  const origin = parentOrigin();
  if (!origin || !originAllowed(origin, allowedParentOrigins)) {
    warnOnce(`framed by ${origin ?? 'an unknown origin'}, which is not an allowed parent origin.`);
    window.addEventListener('message', onMessage);
    return false;
  }
  host = { origin };
  settings = fromFragment ?? settings;
  document.documentElement.dataset.embedded = settings.chrome;
  window.addEventListener('message', onMessage);
  return true;
}

export const isEmbedded = (): boolean => host !== null;

export const embedSettings = (): EmbedSettings => settings;

/** Tells the host page; nothing when the portal is not embedded in a trusted page. */
export function emitToHost(event: PortalEvent): void {
  if (host) window.parent.postMessage(envelope(event), host.origin);
}

export function onHostCommand(handler: (command: HostCommand) => void): () => void {
  handlers.add(handler);
  return () => handlers.delete(handler);
}

/** The next `token` command within `timeoutMs`, or null. */
export function waitForHostToken(timeoutMs: number): Promise<string | null> {
  if (!host) return Promise.resolve(null);
  return new Promise((resolve) => {
    const timer = window.setTimeout(() => {
      stop();
      resolve(null);
    }, timeoutMs);
    const stop = onHostCommand((command) => {
      if (command.type !== 'token') return;
      window.clearTimeout(timer);
      stop();
      resolve(command.token);
    });
  });
}

/** Reports the page's height whenever it changes, so the host sizes the frame (no inner scrollbar). */
export function reportHeight(): void {
  if (!host) return;
  let last = 0;
  const report = () => {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    emitToHost({ type: 'resize', height });
  };
  new ResizeObserver(report).observe(document.documentElement);
  report();
}
