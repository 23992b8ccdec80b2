import {
  type ReactNode,
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { intlLocale, prepareFormats } from './intl-formats.ts';
import { type Locale, type Messages, loadMessages } from './messages.ts';

/** The chosen language is a preference, not a secret: it is kept across reloads. */
const STORAGE_KEY = 'portal.locale';

interface LocaleContextValue {
  locale: Locale;
  messages: Messages;
  setLocale: (locale: Locale) => void;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

export function storedLocale(): Locale | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return value === 'nl' || value === 'en' ? value : null;
  } catch {
    return null;
  }
}

/** The cookie that tells the portal server which language to draw a page in before the portal runs. */
export const LOCALE_COOKIE = 'portal-locale';

/**
 * A language the person chose, also in a cookie for the portal's own pages, so the server draws a
 * page in it before the portal runs (only the language: nothing about the person).
 */
function rememberLocaleForServer(locale: Locale) {
  // In another site's frame the portal keeps no cookie of its own.
  if (window.top !== window.self) return;
  const path = new URL(document.baseURI).pathname;
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=${path}; Max-Age=31536000; SameSite=Lax`;
}

/** The language to start in: the person's earlier choice, else the deployment's default. */
export function initialLocale(defaultLocale: Locale): Locale {
  const chosen = storedLocale();
  if (chosen) rememberLocaleForServer(chosen);
  return chosen ?? defaultLocale;
}

export function LocaleProvider(props: {
  initialLocale: Locale;
  initialMessages: Messages;
  children: ReactNode;
}) {
  const [current, setCurrent] = useState({ locale: props.initialLocale, messages: props.initialMessages });
  const { locale } = current;

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  useEffect(() => prepareFormats(intlLocale(locale)), [locale]);

  const setLocale = useCallback((next: Locale) => {
    // A transition: while texts of the page in view are still on their way (src/i18n/feature-messages.ts),
    // the page stays in the language it was in.
    void loadMessages(next).then((loaded) =>
      startTransition(() => setCurrent({ locale: next, messages: loaded })),
    );
    try {
      window.localStorage.setItem(STORAGE_KEY, next);
      rememberLocaleForServer(next);
    } catch {
      // a browser without storage keeps the choice for this visit only
    }
  }, []);

  const value = useMemo(() => ({ ...current, setLocale }), [current, setLocale]);
  return <LocaleContext.Provider value={value}>{props.children}</LocaleContext.Provider>;
}

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale needs a LocaleProvider');
  return value;
}

export function useMessages(): Messages {
  return useLocale().messages;
}

/**
 * Texts in the language in use: a catalog of both languages, kept in its folder so it loads with its
 * code, or a part of the shared texts (a function picking it out of them).
 */
export function useTranslations<T>(texts: Record<Locale, T> | ((shared: Messages) => T)): T {
  const { locale, messages } = useLocale();
  return typeof texts === 'function' ? texts(messages) : texts[locale];
}
