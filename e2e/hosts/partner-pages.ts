/**
 * The pages of other sites the browser tests put the portal on: a partner's intranet that embeds
 * the portal with the SDK (`embed.js`), a stranger's advert that tries to command it, a frame that
 * tells its parent what referrer it got, and a partner's shop with the address-check widget. `serve.ts` serves them, once per test run, on the
 * partner's origin (EMBED_HOST_URL, allowed to frame the portal) and the stranger's (STRANGER_URL,
 * not allowed); the Chromium specs and the cross-engine flows both use them. A page's variant is
 * chosen by its address (`hostPagePath`, `widgetPagePath`), so any number of tests can share them.
 */

/** The host page of the embedding SDK, `/host.html?…`. */
export interface HostOptions {
  /** The portal's first page. */
  path?: string;
  chrome?: 'none' | 'compact' | 'full';
  locale?: 'nl' | 'en';
  /** Whether the host hands over a token at all (`getToken` gives null otherwise). */
  token?: boolean;
  /** A frame of the stranger's origin inside the host page, which tries to command the portal. */
  meddler?: boolean;
  /** The host page's referrer policy (a `<meta name="referrer">`), e.g. `no-referrer`. */
  referrerPolicy?: string;
  /** The host page mounts the portal only when its "Open the portal" button is pressed. */
  mountOnClick?: boolean;
}

export function hostPagePath(options: HostOptions = {}): string {
  const query = new URLSearchParams();
  if (options.path !== undefined) query.set('path', options.path);
  if (options.chrome) query.set('chrome', options.chrome);
  if (options.locale) query.set('locale', options.locale);
  if (options.token === false) query.set('token', 'none');
  if (options.meddler) query.set('meddler', '');
  if (options.referrerPolicy) query.set('referrer', options.referrerPolicy);
  if (options.mountOnClick) query.set('mount-on-click', '');
  const search = query.toString();
  return `/host.html${search ? `?${search}` : ''}`;
}

function hostOptionsOf(query: URLSearchParams): HostOptions {
  const chrome = query.get('chrome');
  return {
    path: query.get('path') ?? '/',
    chrome: chrome === 'none' || chrome === 'compact' ? chrome : 'full',
    locale: query.get('locale') === 'en' ? 'en' : 'nl',
    token: query.get('token') !== 'none',
    meddler: query.has('meddler'),
    ...(query.get('referrer') ? { referrerPolicy: query.get('referrer')! } : {}),
    mountOnClick: query.has('mount-on-click'),
  };
}

/** The widget's page, `/module.html` or `/classic.html`. */
export interface WidgetOptions {
  key?: string;
  locale?: string;
  /** Leave `api-base` out: the widget then calls the origin it was loaded from. */
  defaultBase?: boolean;
}

/** An API key of the sandbox that any site may use. */
export const ANY_SITE_KEY = 'pk_sandbox_any_8b3e5f0c9d21';

export function widgetPagePath(script: 'module' | 'classic', options: WidgetOptions = {}): string {
  const query = new URLSearchParams();
  if (options.key !== undefined) query.set('key', options.key);
  if (options.locale !== undefined) query.set('locale', options.locale);
  if (options.defaultBase) query.set('default-base', '');
  const search = query.toString().replace(/=(&|$)/g, '$1');
  return `/${script}.html${search ? `?${search}` : ''}`;
}

/** Where the pages point: the portal, and the stranger's origin for the meddler's frame. */
export interface Origins {
  portal: string;
  stranger: string;
  /** The API the widget calls, when not the portal's `/api` (a provider's service of its own). */
  api?: string;
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function hostPage(options: HostOptions, origins: Origins): string {
  const mountOptions = {
    src: `${origins.portal}/`,
    path: options.path ?? '/',
    chrome: options.chrome ?? 'full',
    locale: options.locale ?? 'nl',
  };
  const referrer = options.referrerPolicy
    ? `<meta name="referrer" content="${escapeAttribute(options.referrerPolicy)}">`
    : '';
  // a JSON text inside a <script>: no "</script>" can end it early
  const json = JSON.stringify(mountOptions).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">${referrer}<title>Partner intranet</title></head>
<body>
  <h1>Partner intranet</h1>
  <div id="portal"></div>
  ${options.meddler ? `<iframe id="meddler" title="advert" src="${origins.stranger}/meddler.html"></iframe>` : ''}
  <script src="${origins.portal}/embed.js"></script>
  ${options.mountOnClick ? '<button id="open-portal">Open the portal</button>' : ''}
  <script>
    window.events = [];
    const mountPortal = () => {
      window.portal = BroadbandPortal.mount(document.getElementById('portal'), Object.assign(${json}, {
        getToken: ${options.token === false ? 'async () => null' : "async () => (await fetch('/token')).text()"},
        onEvent: (event) => window.events.push(event),
      }));
    };
    ${options.mountOnClick ? "document.getElementById('open-portal').addEventListener('click', mountPortal);" : 'mountPortal();'}
  </script>
</body></html>`;
}

const MEDDLER_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>advert</title></head><body>
<script>
  // the portal is the host page's first frame: try to send it elsewhere and sign it in as someone else
  const message = (fields) => Object.assign({ source: 'broadband-portal', version: 1 }, fields);
  setInterval(() => {
    parent.frames[0].postMessage(message({ type: 'navigate', path: '/console' }), '*');
    parent.frames[0].postMessage(message({ type: 'token', token: 'forged.token.value' }), '*');
  }, 200);
</script></body></html>`;

/** A frame that tells its parent what it was told of it: its referrer and ancestor origins. */
const REFERRER_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>referrer</title></head><body>
<script>
  const ancestors = location.ancestorOrigins ? Array.from(location.ancestorOrigins) : null;
  parent.postMessage({ referrer: document.referrer, ancestorOrigins: ancestors }, '*');
</script></body></html>`;

function widgetPage(script: 'module' | 'classic', query: URLSearchParams, origins: Origins): string {
  const src = `${origins.portal}/widget/address-check.${script === 'module' ? 'mjs' : 'js'}`;
  const locale = query.get('locale');
  const attributes = [
    `api-key="${escapeAttribute(query.get('key') ?? ANY_SITE_KEY)}"`,
    query.has('default-base') ? '' : `api-base="${origins.api ?? `${origins.portal}/api`}"`,
    locale ? `locale="${escapeAttribute(locale)}"` : '',
  ].join(' ');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Partner shop</title></head>
<body>
  <main>
    <h1>Fast internet at your address</h1>
    <broadband-address-check ${attributes}></broadband-address-check>
  </main>
  <script>
    window.checked = [];
    document.addEventListener('address-checked', (event) => window.checked.push(event.detail));
  </script>
  <script ${script === 'module' ? 'type="module" ' : ''}src="${src}"></script>
</body></html>`;
}

export interface Reply {
  status: number;
  type?: string;
  body?: string;
}

const html = (body: string): Reply => ({ status: 200, type: 'text/html; charset=utf-8', body });

/**
 * The reply to a request for `path` with `query`; `token` signs in at the portal's API (only asked
 * for `/token`).
 */
export async function pageFor(
  path: string,
  query: URLSearchParams,
  origins: Origins,
  token: () => Promise<string>,
): Promise<Reply> {
  switch (path) {
    case '/':
      return html('<!doctype html><title>Partner pages</title><p>Pages for the browser tests.</p>');
    case '/host.html':
      return html(hostPage(hostOptionsOf(query), origins));
    case '/meddler.html':
      return html(MEDDLER_PAGE);
    case '/referrer.html':
      return html(REFERRER_PAGE);
    case '/module.html':
    case '/classic.html':
      return html(widgetPage(path === '/module.html' ? 'module' : 'classic', query, origins));
    case '/token':
      return { status: 200, type: 'text/plain; charset=utf-8', body: await token() };
    default:
      return { status: 404 };
  }
}
