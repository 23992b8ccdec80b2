/**
 * The built portal under its basename: files from dist/ only (decoded segments checked, then the
 * real path checked to lie inside dist/), index.html with the base href and runtime config
 * written in, the runtime config, and index.html for deep links (paths without an extension
 * outside assets/); other misses are 404. Source maps (*.map) only when asked for: they would
 * publish the sources. Text files go out as the build's brotli or gzip copy (`<file>.br`,
 * `<file>.gz`) when the client accepts it; the generated ones are compressed once per content.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { type Encoding, MIN_COMPRESSED_BYTES, acceptedEncodings, compress } from '../http/compression.ts';
import { SAME_ORIGIN_ONLY, opensPage } from '../http/fetch-metadata.ts';
import {
  PRERENDERED_DIR,
  injectKeptSession,
  injectPreloads,
  injectPrerenderedLogIn,
  inlinable,
  inlineStylesheets,
  linkedStylesheets,
  renderIndexHtml,
} from './index-html.ts';
import { type Manifest, preloadsFor } from './route-preloads.ts';
import { FRAME_PARAMETER, type FrameChrome, frameLookOf } from '../contract/framed-page.ts';
import {
  drawnFramedPageFile,
  drawnLocale,
  drawnPageFile,
  drawnPageOf,
  fillDrawnPage,
  injectDrawnPage,
  originOf,
  usernameOf,
} from './drawn-pages.ts';
import { type CallForPage, drawnCheckFile, fillDrawnCheck, lookUpCheckAddress } from './drawn-check.ts';
import { EMBED_WARM_FILE, EMBED_WARM_SCRIPT, embedWarmPage, embedWarmScript } from './embed-warm.ts';
import { decodeSegments } from './path-segments.ts';
import type { RuntimeConfig } from './runtime-config.ts';
import { allowInlineStyles } from './security-headers.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

export const contentTypeOf = (file: string) =>
  contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream';

/** What the build compresses (see `precompress.ts`) and the server may send compressed. */
export const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|webmanifest|txt|map)$/i;
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Scripts other sites load on their own pages (`embed.js`, `widget/…`): as modules they need CORS. */
const forOtherSites = /^(embed\.m?js|widget\/[^/]+\.m?js)$/;
/** Vite's output names: assets/<name>-<hash>.<ext>, and their source maps. */
const hashedAsset = /^assets\/(.+\/)?[^/]+[-.](?=[\w-]*[0-9A-Z])[\w-]{6,}\.[A-Za-z0-9]+(\.map)?$/;

/**
 * What the page is told about a session the server keeps for it (session-keeper.ts); `unchecked`
 * when the store of logged-out sessions cannot be asked, so nothing is restored.
 */
export type SessionState = 'kept' | 'none' | 'off' | 'unchecked';

/** The session a request carries: what the page is told, and the token when it is live. */
export interface KeptSessionOf {
  state: SessionState;
  token: string | null;
}

export interface StaticFilesOptions {
  distDir: string;
  runtimeConfig: RuntimeConfig;
  /**
   * The session this request carries, whose token is written into the document it gets; 'off'
   * when the server keeps none.
   */
  sessionOf?: (request: IncomingMessage) => Promise<KeptSessionOf>;
  /** Serve the build's *.map files; off by default. */
  sourceMaps?: boolean;
  /** Whether the browser reached the server over https (directly or through a trusted proxy). */
  isHttps?: (request: IncomingMessage) => boolean;
  /** The API's calls for a page being drawn (drawn-check.ts); without it no result is drawn. */
  callForPage?: CallForPage;
}

export type StaticHandler = (
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
) => Promise<void>;

export const NOT_BUILT =
  'The portal is not built (or is being built) here: try again in a moment. An operator runs `npm run build`.\n';

function plain(response: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  response.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  });
  response.end(text);
}

export const sendNotFound = (response: ServerResponse, path: string) =>
  plain(response, 404, `Not found: ${path}\n`);

function notModified(request: IncomingMessage, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header === '*' || header.split(',').some((candidate) => candidate.trim() === etag);
}

const compressedBodies = new Map<string, Buffer>();

/** The compressed copy of a generated body, made once per content and encoding. */
function compressedOnce(bytes: Buffer, etag: string, encoding: Encoding): Buffer {
  const key = `${encoding}:${etag}`;
  let compressed = compressedBodies.get(key);
  if (!compressed) {
    compressed = compress(bytes, encoding) as Buffer;
    if (compressedBodies.size >= 16) compressedBodies.clear();
    compressedBodies.set(key, compressed);
  }
  return compressed;
}

/** A document for this request alone (it holds its token): compressed now, never cached, never 304. */
function sendPrivate(request: IncomingMessage, response: ServerResponse, body: string, contentType: string) {
  const bytes = Buffer.from(body, 'utf8');
  const encoding =
    bytes.length >= MIN_COMPRESSED_BYTES
      ? acceptedEncodings(request.headers['accept-encoding'])[0]
      : undefined;
  const sent = encoding ? (compress(bytes, encoding) as Buffer) : bytes;
  response.writeHead(200, {
    'Content-Type': contentType,
    'Cache-Control': 'no-store',
    Vary: 'Accept-Encoding, Cookie, Sec-Fetch-Dest, Sec-Fetch-Mode, Sec-Fetch-Site',
    ...SAME_ORIGIN_ONLY,
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    'Content-Length': String(sent.length),
  });
  response.end(request.method === 'HEAD' ? undefined : sent);
}

function sendGenerated(
  request: IncomingMessage,
  response: ServerResponse,
  body: string,
  contentType: string,
) {
  const bytes = Buffer.from(body, 'utf8');
  const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
  const encoding =
    bytes.length >= MIN_COMPRESSED_BYTES
      ? acceptedEncodings(request.headers['accept-encoding'])[0]
      : undefined;
  const shownEtag = encoding ? `${etag.slice(0, -1)}-${encoding}"` : etag;
  const headers = {
    'Content-Type': contentType,
    'Cache-Control': 'no-cache',
    ETag: shownEtag,
    // index.html differs with the session cookie and in a frame (no log-in drawn in)
    Vary: 'Accept-Encoding, Cookie, Sec-Fetch-Dest, Sec-Fetch-Mode, Sec-Fetch-Site',
  };
  if (notModified(request, shownEtag)) {
    response.writeHead(304, headers).end();
    return;
  }
  const sent = encoding ? compressedOnce(bytes, etag, encoding) : bytes;
  response.writeHead(200, {
    ...headers,
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    'Content-Length': String(sent.length),
  });
  response.end(request.method === 'HEAD' ? undefined : sent);
}

export function createStaticFiles(options: StaticFilesOptions): StaticHandler {
  const { runtimeConfig } = options;
  const distDir = resolve(options.distDir);
  const sessionOf =
    options.sessionOf ?? (async (): Promise<KeptSessionOf> => ({ state: 'off', token: null }));
  let manifest: Promise<Manifest> | null = null;
  const prerendered = new Map<string, Promise<string | null>>();
  /** A file the build drew (`log-in-nl.html`, `page-transactions-en.html`), read once; null when missing. */
  const prerenderedFile = (file: string) => {
    let markup = prerendered.get(file);
    if (!markup) {
      markup = readFile(join(distDir, PRERENDERED_DIR, file), 'utf8').catch(() => null);
      prerendered.set(file, markup);
    }
    return markup;
  };
  const prerenderedLogIn = (locale: string) => prerenderedFile(`log-in-${locale}.html`);
  /** The asked-for signed-in page as drawn by the build, filled in for this session; null for none. */
  async function drawnPage(request: IncomingMessage, path: string, token: string) {
    if (runtimeConfig.demo) return null;
    const page = drawnPageOf(path);
    const origin = originOf(request, options.isHttps ?? (() => false));
    if (!page || origin === null) return null;
    const locale = drawnLocale(request.headers.cookie, runtimeConfig.defaultLocale);
    const values = { username: usernameOf(token), id: page.id, origin };
    const check =
      page.pagePath === 'address-check' && options.callForPage
        ? await lookUpCheckAddress(request, request.url ?? '', token, options.callForPage)
        : null;
    const withResult = check && (await prerenderedFile(drawnCheckFile(locale)));
    if (check && withResult)
      return { locale, markup: fillDrawnPage(fillDrawnCheck(withResult, check), values) };
    const markup = await prerenderedFile(drawnPageFile(page.pagePath, locale));
    return markup === null ? null : { locale, markup: fillDrawnPage(markup, values) };
  }
  /** Where a page drawn for a frame names the person, whose token the host page hands over later. */
  const NAME_TO_COME = '…';
  /**
   * The asked-for page as the build drew it for a frame in `chrome`: nobody's data, and an ellipsis
   * for the name (the host page hands the token over later); null for none.
   */
  async function drawnFramedPage(
    request: IncomingMessage,
    path: string,
    chrome: FrameChrome,
    locale: string,
  ) {
    if (runtimeConfig.demo) return null;
    const page = drawnPageOf(path);
    const origin = originOf(request, options.isHttps ?? (() => false));
    if (!page || origin === null) return null;
    const markup = await prerenderedFile(drawnFramedPageFile(page.pagePath, locale, chrome));
    return markup === null ? null : fillDrawnPage(markup, { username: NAME_TO_COME, id: page.id, origin });
  }
  const stylesheetTexts = new Map<string, Promise<string | null>>();
  /** The build's stylesheet `file` (inside dist/), read once; null when it cannot be read. */
  const stylesheetText = (file: string) => {
    let text = stylesheetTexts.get(file);
    if (!text) {
      const path = join(distDir, file);
      text = insideDist(path).then(
        (inside) => (inside ? readFile(path, 'utf8') : null),
        () => null,
      );
      stylesheetTexts.set(file, text);
    }
    return text;
  };
  /**
   * The drawn log-in with its stylesheets in the page and allowed by the CSP: it paints with the
   * document alone, like a static page, while the scripts are still on their way.
   */
  async function withInlineStyles(response: ServerResponse, html: string): Promise<string> {
    const styles = new Map<string, string>();
    for (const file of linkedStylesheets(html)) {
      const text = await stylesheetText(file);
      if (text !== null && inlinable(text)) styles.set(file, text);
    }
    const policy = response.getHeader('Content-Security-Policy');
    if (styles.size === 0 || typeof policy !== 'string') return html;
    response.setHeader('Content-Security-Policy', allowInlineStyles(policy, [...styles.values()]));
    return inlineStylesheets(html, styles);
  }
  const inFrame = (request: IncomingMessage) => {
    const destination = request.headers['sec-fetch-dest'];
    return destination === 'iframe' || destination === 'frame';
  };
  /**
   * A visit that starts at the log-in gets it drawn into the page; not a portal in a frame (the host
   * page signs it in), nor demo mode (its log-in has the personas).
   */
  const startsAtLogIn = (request: IncomingMessage) => !runtimeConfig.demo && !inFrame(request);
  const readManifest = () =>
    (manifest ??= readFile(join(distDir, '.vite', 'manifest.json'), 'utf8').then(
      (text) => JSON.parse(text) as Manifest,
      () => ({}),
    ));
  /** The runtime config as this request's page sees it: with whether a session is kept for it. */
  const configFor = (session: KeptSessionOf) => ({ ...runtimeConfig, session: session.state });
  let realDist: Promise<string> | null = null;

  async function insideDist(file: string): Promise<boolean> {
    realDist ??= realpath(distDir);
    const [root, real] = await Promise.all([realDist, realpath(file)]);
    return real.startsWith(root + sep);
  }

  /** index.html for `path` (below the basename); with a kept session, its token and the page's files. */
  async function sendIndex(request: IncomingMessage, response: ServerResponse, path: string) {
    const built = await readFile(join(distDir, 'index.html'), 'utf8').catch(() => null);
    if (built === null) {
      // `npm run build` empties dist/ first: for the moment it takes, or a server given no build
      plain(response, 503, NOT_BUILT, { 'Retry-After': '5' });
      return;
    }
    const session = await sessionOf(request);
    const html = renderIndexHtml(built, configFor(session));
    // only a page being opened gets the token, not a script tag, a no-cors fetch or a prefetch
    const token = opensPage(request) ? session.token : null;
    if (token === null && inFrame(request)) {
      // The host page signs a framed portal in: the page it opens at loads as one with a kept session,
      // drawn in the look the embedding SDK asked for in the query (`bp-frame`).
      const look = frameLookOf(
        new URL(request.url ?? '/', 'http://portal.invalid').searchParams.get(FRAME_PARAMETER),
      );
      const locale = look?.locale ?? drawnLocale(request.headers.cookie, runtimeConfig.defaultLocale);
      const page = injectPreloads(html, preloadsFor(await readManifest(), path, locale));
      const drawn = look && (await drawnFramedPage(request, path, look.chrome, locale));
      const framed = drawn
        ? await withInlineStyles(response, injectDrawnPage(page, drawn, locale, look.chrome))
        : page;
      sendGenerated(request, response, framed, contentTypes['.html']!);
      return;
    }
    if (token === null) {
      const markup = startsAtLogIn(request) ? await prerenderedLogIn(runtimeConfig.defaultLocale) : null;
      const page = markup
        ? await withInlineStyles(response, injectPrerenderedLogIn(html, markup, runtimeConfig.defaultLocale))
        : html;
      sendGenerated(request, response, page, contentTypes['.html']!);
      return;
    }
    const locale = drawnLocale(request.headers.cookie, runtimeConfig.defaultLocale);
    const preloads = preloadsFor(await readManifest(), path, locale);
    const kept = injectKeptSession(html, token, preloads);
    const drawn = await drawnPage(request, path, token);
    const page =
      drawn === null
        ? kept
        : await withInlineStyles(response, injectDrawnPage(kept, drawn.markup, drawn.locale));
    sendPrivate(request, response, page, contentTypes['.html']!);
  }

  /** The page embed.js frames, hidden, to fetch the portal's files before `mount()` (embed-warm.ts). */
  async function sendEmbedWarm(request: IncomingMessage, response: ServerResponse) {
    const built = await readFile(join(distDir, 'index.html'), 'utf8').catch(() => null);
    if (built === null) {
      plain(response, 503, NOT_BUILT, { 'Retry-After': '5' });
      return;
    }
    const locale = drawnLocale(request.headers.cookie, runtimeConfig.defaultLocale);
    const html = renderIndexHtml(built, configFor({ state: 'off', token: null }));
    const page = embedWarmPage(html, preloadsFor(await readManifest(), EMBED_WARM_FILE, locale));
    sendGenerated(request, response, page, contentTypes['.html']!);
  }

  /** The build's compressed copy of `file` that the client takes, brotli first, if there is one. */
  async function compressedCopy(request: IncomingMessage, file: string) {
    if (!COMPRESSIBLE.test(file)) return null;
    for (const encoding of acceptedEncodings(request.headers['accept-encoding'])) {
      const copy = `${file}${SUFFIX[encoding]}`;
      const info = await stat(copy).catch(() => null);
      if (info?.isFile() && (await insideDist(copy))) return { encoding, file: copy, size: info.size };
    }
    return null;
  }

  async function sendFile(
    request: IncomingMessage,
    response: ServerResponse,
    file: string,
    relative: string,
    size: number,
    modified: Date,
  ) {
    const copy = await compressedCopy(request, file);
    const sentSize = copy?.size ?? size;
    const etag = `W/"${size.toString(36)}-${Math.floor(modified.getTime()).toString(36)}${copy ? `-${copy.encoding}` : ''}"`;
    const headers = {
      'Content-Type': contentTypeOf(file),
      'Cache-Control': hashedAsset.test(relative) ? IMMUTABLE : 'no-cache',
      ETag: etag,
      'Last-Modified': modified.toUTCString(),
      ...(COMPRESSIBLE.test(file) ? { Vary: 'Accept-Encoding' } : {}),
      ...(forOtherSites.test(relative)
        ? { 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin' }
        : {}),
    };
    if (notModified(request, etag)) {
      response.writeHead(304, headers).end();
      return;
    }
    response.writeHead(200, {
      ...headers,
      ...(copy ? { 'Content-Encoding': copy.encoding } : {}),
      'Content-Length': String(sentSize),
    });
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    await new Promise<void>((resolve) => {
      const stream = createReadStream(copy?.file ?? file);
      stream.once('error', () => {
        response.destroy();
        resolve();
      });
      response.once('close', () => {
        stream.destroy();
        resolve();
      });
      stream.pipe(response);
    });
  }

  return async function serve(request, response, path) {
    const method = request.method ?? 'GET';
    const shownPath = `${runtimeConfig.basename}${path.split('?')[0] ?? ''}`;
    if (method !== 'GET' && method !== 'HEAD') {
      plain(response, 405, `Method ${method} is not allowed on ${shownPath}; use GET or HEAD.\n`, {
        Allow: 'GET, HEAD',
      });
      return;
    }
    const decoded = decodeSegments(path.split('?')[0] ?? '');
    if (!decoded.ok) {
      plain(response, 400, 'Bad request: the path is malformed or leaves the portal.\n');
      return;
    }
    const { segments } = decoded;
    const relative = segments.join('/');
    if (relative === EMBED_WARM_FILE) {
      await sendEmbedWarm(request, response);
      return;
    }
    if (relative === EMBED_WARM_SCRIPT) {
      sendGenerated(request, response, embedWarmScript, contentTypes['.js']!);
      return;
    }
    if (relative === 'config.json') {
      sendGenerated(
        request,
        response,
        `${JSON.stringify(configFor(await sessionOf(request)), null, 2)}\n`,
        contentTypes['.json']!,
      );
      return;
    }
    if (relative === '' || relative === 'index.html') {
      await sendIndex(request, response, '');
      return;
    }
    const name = segments.at(-1) ?? '';
    const hidden = segments.some((segment) => segment.startsWith('.'));
    const refusedMap = !options.sourceMaps && extname(name).toLowerCase() === '.map';
    const file = join(distDir, ...segments);
    if (!hidden && !refusedMap && file.startsWith(distDir + sep)) {
      const info = await stat(file).catch(() => null);
      if (info?.isFile() && (await insideDist(file))) {
        await sendFile(request, response, file, relative, info.size, info.mtime);
        return;
      }
    }
    const deepLink = extname(name) === '' && segments[0] !== 'assets';
    if (deepLink) await sendIndex(request, response, relative);
    else sendNotFound(response, shownPath);
  };
}
