import { use } from 'react';
import { useLocale } from './locale.tsx';
import type { Locale } from './messages.ts';

/**
 * A feature's own texts, one module per language (`messages-nl.ts`, and `messages-en.ts` of the
 * same type), each fetched the first time the portal shows that language.
 */
export interface FeatureMessages<T> {
  /** The texts in `locale`, fetched once. */
  load: (locale: Locale) => Promise<T>;
  /**
   * The texts in the language in use. Until they have arrived the component waits (suspends): on a
   * switch of language the page keeps showing the previous one meanwhile.
   */
  useMessages: () => T;
}

export function featureMessages<T>(
  modules: Record<Locale, () => Promise<{ default: T }>>,
): FeatureMessages<T> {
  const loading = new Map<Locale, Promise<T>>();
  const loaded = new Map<Locale, T>();

  function load(locale: Locale): Promise<T> {
    let texts = loading.get(locale);
    if (!texts) {
      texts = modules[locale]().then((module) => {
        loaded.set(locale, module.default);
        return module.default;
      });
      loading.set(locale, texts);
    }
    return texts;
  }

  function useMessages(): T {
    const { locale } = useLocale();
    return loaded.get(locale) ?? use(load(locale));
  }

  return { load, useMessages };
}
