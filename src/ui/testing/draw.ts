import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { LocaleProvider } from '../../i18n/locale.tsx';
import { type Locale, loadMessages } from '../../i18n/messages.ts';

/**
 * Draws an element once, in Node without a DOM, as the portal draws it: in a language, with a query
 * cache and a router at `url` (path and search). Effects do not run; what the cache holds is drawn.
 * Gives the HTML, or with `text` what a person reads of it.
 */
export async function drawn(
  element: ReactNode,
  options: {
    url?: string;
    client?: QueryClient;
    locale?: Locale;
    /** A boundary without fallback around the element, for parts that wait (lazy texts, suspense queries). */
    suspense?: boolean;
    text?: boolean;
  } = {},
): Promise<string> {
  const { url = '/', client = new QueryClient(), locale = 'en' } = options;
  const page = options.suspense ? createElement(Suspense, { fallback: null }, element) : element;
  const html = renderToString(
    createElement(LocaleProvider, {
      initialLocale: locale,
      initialMessages: await loadMessages(locale),
      children: createElement(QueryClientProvider, {
        client,
        children: createElement(MemoryRouter, { initialEntries: [url] }, page),
      }),
    }),
  );
  return options.text ? textOf(html) : html;
}

/** What a person reads of HTML: each tag a space, runs of white space one space. */
export const textOf = (html: string): string => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

/**
 * A query cache for a drawing: a failure is neither retried nor asked again when the drawing
 * mounts, so what is drawn is what the service answered.
 */
export const drawingClient = (): QueryClient =>
  new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });
