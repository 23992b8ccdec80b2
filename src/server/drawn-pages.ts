/**
 * Signed-in pages drawn at build time (src/app/prerender-signed-in.tsx): the frame, the menu, the
 * page's heading and what it shows while its data is on its way, in each language. The server puts
 * the one of the asked-for page into the document of a page loaded with a kept session, with the
 * person's name and the page's id written in, so the page is on screen with the document; the
 * portal draws the page with its data in its place.
 */
import type { IncomingMessage } from 'node:http';
import type { FrameChrome } from '../contract/framed-page.ts';
import { signedInPageOf } from './route-preloads.ts';

/** Where a drawn page names the person (the build draws it for this name). */
export const DRAWN_USERNAME = 'portal-drawn-username';
/** The portal's origin as a drawn page shows it in an absolute URL (the console's API address). */
export const DRAWN_ORIGIN = 'http://portal-drawn-origin';
/** The id a page below `transactions/:id` is drawn for. */
export const DRAWN_ID = '00000000-0000-4000-8000-000000000000';

/** The cookie that carries the language the person chose (set by the portal beside its storage). */
export const LOCALE_COOKIE = 'portal-locale';
const LOCALES = ['nl', 'en'] as const;
type Locale = (typeof LOCALES)[number];

/** The file of a drawn page: `page-<path with dashes>-<locale>.html` (the overview is `page-home`). */
export function drawnPageFile(pagePath: string, locale: string): string {
  const key = pagePath === '' ? 'home' : pagePath.replace(/:/g, '').replace(/\//g, '-');
  return `page-${key}-${locale}.html`;
}

/** Chromes a framed page is drawn in besides the portal's own ('full', drawn as `drawnPageFile`). */
export const FRAMED_CHROMES = ['none', 'compact'] as const;

/** The file of a page drawn for a frame in `chrome`: `page-<…>-<locale>-framed-<chrome>.html`. */
export function drawnFramedPageFile(pagePath: string, locale: string, chrome: FrameChrome): string {
  const file = drawnPageFile(pagePath, locale);
  return chrome === 'full' ? file : file.replace(/\.html$/, `-framed-${chrome}.html`);
}

/** The URL a page is drawn at: its route path with `:id` as DRAWN_ID. */
export const drawingPath = (pagePath: string) => `/${pagePath.replace(/:[^/]+/g, DRAWN_ID)}`;

/** The page of a decoded path below the basename (`transactions/5d0c…`) with the id in it, or null. */
export function drawnPageOf(path: string): { pagePath: string; id: string | null } | null {
  const page = signedInPageOf(path);
  return page && { pagePath: page.path, id: page.id };
}

/** The language of the drawn page: the person's choice (LOCALE_COOKIE), else the deployment's. */
export function drawnLocale(cookieHeader: string | undefined, defaultLocale: string): Locale {
  const chosen = /(?:^|;\s*)portal-locale=(nl|en)(?:;|$)/.exec(cookieHeader ?? '')?.[1];
  const locale = chosen ?? defaultLocale;
  return (LOCALES as readonly string[]).includes(locale) ? (locale as Locale) : 'nl';
}

export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** The name the portal shows for a token: its `name` claim, else its `sub` (as src/api/session.ts). */
export function usernameOf(token: string): string {
  try {
    const payload = token.split('.')[1] ?? '';
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (typeof claims.name === 'string') return claims.name;
    if (typeof claims.sub === 'string') return claims.sub;
  } catch {
    // not a JWT: no name
  }
  return '';
}

/** A drawn page with the person's name, the page's id and the portal's origin written in (escaped). */
export function fillDrawnPage(
  markup: string,
  values: { username: string; id: string | null; origin: string },
): string {
  // a function, not a string, so that `$&`, `$'` or `` $` `` in a value is written as it is
  const written = (value: string) => () => escapeHtml(value);
  const filled = markup
    .replaceAll(DRAWN_USERNAME, written(values.username))
    .replaceAll(DRAWN_ORIGIN, written(values.origin));
  return values.id === null ? filled : filled.replaceAll(DRAWN_ID, written(values.id));
}

/**
 * The origin the browser asked for, as the portal's pages show it: https when it came that way, and
 * the Host it named (only a host name or address and a port: anything else, no origin).
 */
export function originOf(request: IncomingMessage, isHttps: (request: IncomingMessage) => boolean) {
  const host = request.headers.host ?? '';
  if (!/^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i.test(host)) return null;
  return `${isHttps(request) ? 'https' : 'http'}://${host}`;
}

/**
 * The drawn page in `#root`, inert until the portal draws the page in its place (React empties
 * `#root` as it first draws): nothing typed or pressed there can be lost.
 */
export function injectDrawnPage(
  html: string,
  markup: string,
  locale: string,
  framedIn: FrameChrome | null = null,
): string {
  // framed, the page's styles for a frame apply from the first paint, as the portal sets them
  const embedded = framedIn === null ? '' : ` data-embedded="${framedIn}"`;
  return html
    .replace(
      /<html\b([^>]*)\blang="[^"]*"/i,
      (_, attributes: string) => `<html${attributes}lang="${locale}"${embedded}`,
    )
    .replace(
      /<div id="root"><\/div>/,
      // a function: the markup holds what the person's link gave, where `$` must stay itself
      () => `<div id="root" data-drawn-page=""><div class="drawn-page" inert>${markup}</div></div>`,
    );
}
