import type { ReactNode } from 'react';
import { readServiceSentence } from '../contract/service-sentences.ts';
import { useLocale } from '../i18n/locale.tsx';

/**
 * A sentence the service sent, in the reader's language when the portal knows it, followed by
 * `after` (a date, say), with the service's own words folded away below it on the screen (never on
 * paper). A sentence the portal does not know is shown as sent, marked as the service's. `lang` is
 * the language the service wrote it in. Placed in flow content (a list item, a cell), not in a line.
 */
export function ServiceSentence({
  sentence,
  lang,
  after,
}: {
  sentence: string;
  lang: 'nl' | 'en';
  after?: ReactNode;
}) {
  const { locale, messages } = useLocale();
  const read = readServiceSentence(sentence, locale);
  if (!read.known)
    return (
      <>
        {messages.errors.serviceSaid} <q lang={lang}>{read.original}</q>
        {after}
      </>
    );
  return (
    <>
      {read.text}
      {after}
      {read.same ? null : (
        <details className="service-sentence" data-print="hide">
          <summary>{messages.errors.originalMessage}</summary>
          <span lang={lang}>{read.original}</span>
        </details>
      )}
    </>
  );
}

/**
 * A text the service recorded that people may also have written (a cancellation's reason): in the
 * reader's words when it is one the portal knows (the service's default), with the service's own
 * words folded away below it on the screen; anyone else's words as they were written.
 */
export function ServiceText({ text }: { text: string }) {
  const { locale, messages } = useLocale();
  const read = readServiceSentence(text, locale);
  if (!read.known || read.same) return <>{text}</>;
  return (
    <>
      {read.text}
      <details className="service-sentence" data-print="hide">
        <summary>{messages.reading.serviceWords}</summary>
        <span lang="en">{read.original}</span>
      </details>
    </>
  );
}
