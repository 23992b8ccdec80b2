import { HttpError, NetworkError, NotOfferedError, ReplyShapeError, RpcError } from '../api/errors.ts';
import { displayCode } from '../contract/error-code-lookup.ts';
import { differenceFacts } from '../contract/reply-reading.ts';
import { readServiceSentence } from '../contract/service-sentences.ts';
import { serviceErrorText } from '../i18n/error-texts.ts';
import type { Locale, Messages } from '../i18n/messages.ts';

export interface ErrorDescription {
  /** What happened, in the person's language: the service's own sentence translated when the portal knows it. */
  summary: string;
  /** The service's own words, shown as detail. */
  detail: string | null;
  /** `001`-style code or HTTP status, when there is one. */
  code: string | null;
  cid: string | null;
}

/**
 * A failure in the person's words. Given their `locale`, a sentence of the service that the portal
 * knows (src/contract/service-sentences.ts) is said in it, with its postcode, provider and the like;
 * otherwise the code's general explanation stands in for the service's words.
 */
export function describeError(error: unknown, messages: Messages, locale?: Locale): ErrorDescription {
  const texts = messages.errors;
  if (error instanceof RpcError) {
    const read = locale ? readServiceSentence(error.message, locale) : null;
    return {
      summary: read?.known ? read.text : serviceErrorText(texts.rpc, error.code),
      detail: error.message,
      code: displayCode(error.code),
      cid: error.cid,
    };
  }
  if (error instanceof HttpError) {
    const summary = texts.http[error.status] ?? (error.status >= 500 ? texts.http.server : texts.http.other);
    return { summary, detail: error.message, code: `HTTP ${error.status}`, cid: error.cid };
  }
  if (error instanceof NetworkError) return { summary: texts.network, detail: null, code: null, cid: null };
  if (error instanceof ReplyShapeError)
    return { summary: texts.reply.summary, detail: null, code: null, cid: error.cid };
  if (error instanceof NotOfferedError) {
    return {
      summary: error.method ? texts.notOffered.method : texts.notOffered.class,
      detail: null,
      code: null,
      cid: error.cid,
    };
  }
  return {
    summary: texts.unknown,
    detail: error instanceof Error ? error.message : null,
    code: null,
    cid: null,
  };
}

/** Where a reply differs, in the person's words: "a list", "text or empty (null)". */
export function describeKinds(kinds: readonly string[] | string, messages: Messages): string {
  const texts = messages.errors.reply;
  const list = typeof kinds === 'string' ? [kinds] : kinds;
  return list.map((kind) => texts.kind[kind] ?? kind).join(` ${texts.or} `);
}

/**
 * The facts of a reply the portal could not read, as one text to send on (to the portal's
 * administrator, to the provider): the same in every language, with the names the service uses.
 */
export function replyDifferenceReport(error: ReplyShapeError): string {
  const { pointer, expected, received } = differenceFacts(error.difference);
  return [
    'The portal could not read a reply of the service.',
    `class: ${error.className}`,
    `method: ${error.method}`,
    `pointer: ${pointer}`,
    `expected: ${expected}`,
    `received: ${received}`,
    `cid: ${error.cid ?? '(none)'}`,
  ].join('\n');
}
