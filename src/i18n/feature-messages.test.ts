import { Suspense, createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { featureMessages } from './feature-messages.ts';
import { LocaleProvider } from './locale.tsx';
import { type Locale, loadMessages } from './messages.ts';

const dutch = { greeting: 'Hallo' };
const english: typeof dutch = { greeting: 'Hello' };

function greetingTexts() {
  const modules = {
    nl: vi.fn(() => Promise.resolve({ default: dutch })),
    en: vi.fn(() => Promise.resolve({ default: english })),
  };
  return { modules, texts: featureMessages(modules) };
}

/** What a component using the texts shows in `locale`: the fallback while they are on their way. */
async function shown(texts: ReturnType<typeof greetingTexts>['texts'], locale: Locale): Promise<string> {
  function Greeting() {
    return texts.useMessages().greeting;
  }
  const tree = createElement(Suspense, { fallback: 'waiting' }, createElement(Greeting));
  const initialMessages = await loadMessages(locale);
  const markup = renderToString(
    createElement(LocaleProvider, { initialLocale: locale, initialMessages, children: tree }),
  );
  return markup.replace(/<!--.*?-->/g, '');
}

describe('a feature’s texts', () => {
  it('load in the language in use only, once', async () => {
    const { modules, texts } = greetingTexts();
    await Promise.all([texts.load('nl'), texts.load('nl')]);
    expect(await shown(texts, 'nl')).toBe('Hallo');
    expect(modules.nl).toHaveBeenCalledTimes(1);
    expect(modules.en).not.toHaveBeenCalled();
  });

  it('load the other language when it is shown, and the page waits for them meanwhile', async () => {
    const { modules, texts } = greetingTexts();
    await texts.load('nl');
    const meanwhile = await shown(texts, 'en');
    expect(meanwhile).toContain('waiting');
    expect(meanwhile).not.toContain('Hello');
    expect(modules.en).toHaveBeenCalledTimes(1);
    await texts.load('en');
    expect(await shown(texts, 'en')).toBe('Hello');
    expect(await shown(texts, 'nl')).toBe('Hallo');
    expect(modules.en).toHaveBeenCalledTimes(1);
  });
});
