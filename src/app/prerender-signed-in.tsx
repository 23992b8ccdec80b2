/**
 * Build time only (vite.config.ts): each signed-in page's frame as the portal draws it while the
 * page's data is on its way — the header, the menu, the page's heading and what it shows before its
 * first answer — as HTML for the server to put into the document of a page loaded with a kept
 * session (src/server/static-files.ts). It is on screen with the document; main.tsx then draws the
 * page, with its data, in its place.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  type RouteObject,
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
} from 'react-router';
import { defaultRuntimeConfig } from '../config/runtime-config.ts';
import { LocaleProvider } from '../i18n/locale.tsx';
import { type Locale, loadMessages } from '../i18n/messages.ts';
import { appRoutes, routerBasename } from './router.tsx';
import { DrawnChrome } from './app-layout.tsx';
import type { Chrome } from '../embedding/protocol.ts';
import { startSession } from '../api/session.ts';
import { addressQueryOptions } from '../api/postcodes/get-address.ts';
import { queryClient } from '../api/query-client.ts';
import { DRAWN_ADDRESS, DRAWN_CHECK_PATH } from '../contract/drawn-address.ts';

/** Where the drawn page names the person; the server writes the kept session's name there. */
export const DRAWN_USERNAME = 'portal-drawn-username';

/** A token shaped like the service's, never sent: the page is drawn as for a person signed in. */
const base64Url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
/**
 * Every permission the pages look at: each page is drawn as the person will most likely see it (one
 * without a permission sees its notice once the page draws itself).
 */
const DRAWN_PERMISSIONS = [
  '#broadband-basic-r',
  '#broadband-r',
  '#broadband-ordering-d',
  '#postcodes-r',
  '#user-r',
  '#user-w',
  '#mail-r',
  '#mail-w',
  '#mail-d',
];
const DRAWING_TOKEN = `${base64Url({ alg: 'none' })}.${base64Url({ name: DRAWN_USERNAME, roles: DRAWN_PERMISSIONS })}.`;

/** The routes without their loaders: nothing is fetched while drawing. */
function withoutLoaders(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { loader: _loader, lazy, children, ...rest } = route;
    const plain = { ...rest } as RouteObject;
    if (typeof lazy === 'function')
      plain.lazy = async () => {
        const { loader: _lazyLoader, ...loaded } = (await lazy()) as Record<string, unknown>;
        return loaded;
      };
    if (children) (plain as { children: RouteObject[] }).children = withoutLoaders(children);
    return plain;
  }) as RouteObject[];
}

/**
 * The page at `path` as it shows while its data is on its way; with `chrome`, as a portal framed by
 * a partner's page draws it in that chrome ('full' is drawn as the portal on its own).
 */
export async function prerenderSignedInPage(
  locale: Locale,
  path: string,
  chrome: Chrome | null = null,
): Promise<string> {
  const messages = await loadMessages(locale);
  startSession(DRAWING_TOKEN);
  const config = { ...defaultRuntimeConfig, session: 'kept' as const };
  const handler = createStaticHandler(withoutLoaders(appRoutes(config)), {
    basename: routerBasename(config),
  });
  const context = await handler.query(new Request(new URL(path, 'http://portal.invalid')));
  if (context instanceof Response) throw new Error(`${path}: the router answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = renderToString(
    <StrictMode>
      <LocaleProvider initialLocale={locale} initialMessages={messages}>
        <DrawnChrome value={chrome}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </DrawnChrome>
      </LocaleProvider>
    </StrictMode>,
  );
  // The CSP refuses style attributes in a document (React sets styles through the DOM, which it
  // allows): the few a page draws with, such as column widths, come back when it draws itself.
  return markup.replace(/\sstyle="[^"]*"/g, '');
}

/**
 * The address check with a result on its way: the address as the postcode lookup named it, in the
 * result's heading, while the providers are asked (for a page opened with a check in its URL).
 */
export async function prerenderAddressCheckResult(locale: Locale): Promise<string> {
  const { zipcode, housenr, street, city } = DRAWN_ADDRESS;
  queryClient.setQueryData(addressQueryOptions(zipcode, housenr).queryKey, {
    zipcode,
    street,
    city,
    municipality: city,
    province: '',
    latitude: '0',
    longitude: '0',
    housenrs_count: 1,
  });
  try {
    return await prerenderSignedInPage(locale, DRAWN_CHECK_PATH);
  } finally {
    queryClient.removeQueries({ queryKey: addressQueryOptions(zipcode, housenr).queryKey });
  }
}
