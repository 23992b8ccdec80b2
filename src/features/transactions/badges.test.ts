import { type ReactNode, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../i18n/locale.tsx';
import { type Locale, loadMessages } from '../../i18n/messages.ts';
import { ActionBadge, StateBadge } from './badges.tsx';
import { transactionMessages } from './messages.ts';

async function rendered(locale: Locale, element: ReactNode): Promise<string> {
  const messages = await loadMessages(locale);
  await transactionMessages.load(locale);
  return renderToStaticMarkup(
    createElement(LocaleProvider, { initialLocale: locale, initialMessages: messages, children: element }),
  );
}

const textOf = (html: string) => html.replace(/<[^>]+>/g, '');

describe('the state and kind of a transaction', () => {
  it('in words when the portal knows them', async () => {
    expect(textOf(await rendered('nl', createElement(StateBadge, { state: 'processing' })))).toBe(
      'In behandeling',
    );
    expect(textOf(await rendered('en', createElement(ActionBadge, { action: 'migrate' })))).toBe('Migration');
  });

  it('as the service names them when it does not, never an empty badge', async () => {
    const state = await rendered('nl', createElement(StateBadge, { state: 'on_hold' }));
    expect(textOf(state)).toBe('on_hold (zoals de dienst het noemt)');
    expect(state).toContain('tx-badge--unknown');
    expect(textOf(await rendered('en', createElement(ActionBadge, { action: 'relocate' })))).toBe(
      'relocate (as the service names it)',
    );
  });

  it('a value named like a member every object has is still a value the portal does not know', async () => {
    expect(textOf(await rendered('en', createElement(StateBadge, { state: 'constructor' })))).toBe(
      'constructor (as the service names it)',
    );
  });
});
