import { type ReactNode, createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { type Locale, type Messages, messages } from './messages.ts';

/** The chosen language is a preference, not a secret: it is kept across reloads. */
const STORAGE_KEY = 'portal.locale';

interface LocaleContextValue {
  locale: Locale;
  messages: Messages;
  setLocale: (locale: Locale) => void;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

function storedLocale(): Locale | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return value === 'nl' || value === 'en' ? value : null;
  } catch {
    return null;
  }
}

export function LocaleProvider({ defaultLocale, children }: { defaultLocale: Locale; children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(() => storedLocale() ?? defaultLocale);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const setLocale = useCallback((next: Locale) => {
    setLocaleState(next);
    try {
      window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // a browser without storage keeps the choice for this visit only
    }
  }, []);

  const value = useMemo(() => ({ locale, messages: messages[locale], setLocale }), [locale, setLocale]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale needs a LocaleProvider');
  return value;
}

export function useMessages(): Messages {
  return useLocale().messages;
}

/** A feature's own texts, kept in its folder so they load with its code. */
export function useTranslations<T>(catalog: Record<Locale, T>): T {
  return catalog[useLocale().locale];
}
