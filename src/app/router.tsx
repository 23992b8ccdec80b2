import { type RouteObject, createBrowserRouter } from 'react-router';
import type { RuntimeConfig } from '../config/runtime-config.ts';
import type { FeatureMessages } from '../i18n/feature-messages.ts';
import { localeInUse } from '../i18n/messages.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { PageError, RouteError } from './route-error.tsx';
import { requireSession } from './session-guard.ts';

/** Routes load lazily: each feature folder is its own chunk, fetched on first visit. */
export function appRoutes(config: RuntimeConfig): RouteObject[] {
  return [
    {
      path: '/login',
      lazy: () => import('../features/login/login-page.tsx'),
      ErrorBoundary: RouteError,
    },
    {
      id: 'app',
      path: '/',
      loader: (args) => requireSession(args, config.basename),
      // The frame loads with the first signed-in page: the log-in page does not need it.
      lazy: () => import('./signed-in-shell.tsx').then((module) => ({ Component: module.SignedInShell })),
      ErrorBoundary: RouteError,
      children: [
        { index: true, lazy: () => import('../features/home/home-page.tsx') },
        { path: 'address-check', lazy: () => import('../features/address-check/address-check-page.tsx') },
        {
          path: 'address-check/many',
          lazy: () => import('../features/address-check/many-sites/many-sites-page.tsx'),
        },
        { path: 'products', lazy: () => import('../features/carrier-products/carrier-products-page.tsx') },
        { path: 'transactions', lazy: () => import('../features/transactions/transactions-page.tsx') },
        { path: 'transactions/:id', lazy: () => import('../features/transactions/transaction-page.tsx') },
        { path: 'profile', lazy: () => import('../features/profile/profile-page.tsx') },
        { path: 'mail', lazy: () => import('../features/mail/mail-page.tsx') },
        { path: 'console', lazy: () => import('../features/console/console-page.tsx') },
        { path: '*', Component: NotFoundPage },
      ]
        .map(withPageTexts)
        .map((route) => ({ ...route, ErrorBoundary: PageError })),
    },
  ];
}

/**
 * A page with texts of its own (its module's `texts`) comes with them, in the language in use: it
 * draws at once, also where the server draws it beforehand, without loaders.
 */
function withPageTexts(route: RouteObject): RouteObject {
  const { lazy } = route;
  if (typeof lazy !== 'function') return route;
  return {
    ...route,
    lazy: async () => {
      const page = await lazy();
      const { texts } = page as { texts?: FeatureMessages<unknown> };
      const locale = localeInUse();
      if (texts && locale) await texts.load(locale);
      return page;
    },
  };
}

export const routerBasename = (config: RuntimeConfig) => config.basename.replace(/\/$/, '') || '/';

export function createAppRouter(config: RuntimeConfig) {
  return createBrowserRouter(appRoutes(config), { basename: routerBasename(config) });
}
