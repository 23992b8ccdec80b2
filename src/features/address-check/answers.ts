/**
 * The address check's answers as the page shows them: one card per provider asked (each with any
 * other provider its reply names, e.g. one the portal does not know), or, when the service's list
 * of providers could not be read and every provider was asked at once, one card per provider the
 * reply names. What the embedding host hears and what the copied text says come from the same cards.
 */
import { HttpError, NotOfferedError, ReplyShapeError, RpcError } from '../../api/errors.ts';
import { METHOD_NOT_FOUND } from '../../contract/json-rpc-envelope.ts';
import type { Replied } from '../../api/rpc-client.ts';
import type { BroadbandBasicZipcodeReply } from '../../contract/types.gen.ts';
import type { PortalEvent } from '../../embedding/protocol.ts';
import { technologyName } from '../../contract/service-sentences.ts';
import { formatSpeed } from '../../i18n/format-speed.ts';
import type { Locale } from '../../i18n/messages.ts';
import { productsOf } from './products.ts';

export type ZipcodeReplied = Replied<BroadbandBasicZipcodeReply>;

/** What the page needs of a query for one answer. */
export interface AnswerQuery {
  data?: ZipcodeReplied;
  error: unknown;
  isPending: boolean;
  dataUpdatedAt: number;
  errorUpdatedAt: number;
}

export interface ProviderAnswer {
  /** The provider asked, or named by the reply; null for every provider at once (a call that failed or is under way). */
  provider: string | null;
  reply: ZipcodeReplied | null;
  /** Why there is no reply; null when there is one or it is still coming. */
  error: unknown;
  pending: boolean;
  /** Providers the reply names besides `provider`: shown with it, never dropped. */
  others: string[];
  dataUpdatedAt: number;
  errorUpdatedAt: number;
}

/** The providers a reply names, in its order. */
export const providersIn = (reply: BroadbandBasicZipcodeReply | undefined | null): string[] =>
  Object.keys(reply?.available ?? {});

/** The reply of the latest attempt: none when it failed, though the cache keeps an earlier one. */
const latestReply = (query: AnswerQuery): ZipcodeReplied | null =>
  query.isPending || query.error ? null : (query.data ?? null);

function answerOf(provider: string | null, query: AnswerQuery, others: string[] = []): ProviderAnswer {
  return {
    provider,
    reply: latestReply(query),
    error: query.isPending ? null : (query.error ?? null),
    pending: query.isPending,
    others,
    dataUpdatedAt: query.dataUpdatedAt,
    errorUpdatedAt: query.errorUpdatedAt,
  };
}

/** Providers asked one by one, in the service's order. */
export function answersOfListed(
  providers: readonly string[],
  queries: readonly AnswerQuery[],
): ProviderAnswer[] {
  return providers.map((provider, index) => {
    const query = queries[index] ?? { error: null, isPending: true, dataUpdatedAt: 0, errorUpdatedAt: 0 };
    const others = providersIn(latestReply(query)?.result).filter((named) => named !== provider);
    return answerOf(provider, query, others);
  });
}

/** Every provider asked at once: a card per provider the reply names, else one for the whole call. */
export function answersOfEvery(query: AnswerQuery): ProviderAnswer[] {
  const named = providersIn(latestReply(query)?.result);
  if (named.length === 0) return [answerOf(null, query)];
  return named.map((provider) => answerOf(provider, query));
}

/** The number the host hears for a failure the service answered with; null when it sent none that the portal could read. */
export function failureCodeOf(error: unknown): number | 'reply' | null {
  if (error instanceof ReplyShapeError) return 'reply';
  if (error instanceof RpcError) return error.code;
  if (error instanceof HttpError) return error.status;
  if (error instanceof NotOfferedError) return error.method ? METHOD_NOT_FOUND : 404;
  return null;
}

export type HostProviders = Extract<PortalEvent, { type: 'address-checked' }>['providers'];

/**
 * The `address-checked` event's providers: each provider's technologies, or the error it answered
 * with. A provider named in more than one reply has the technologies of all. An answer the portal
 * could not read has the error code `reply` (the host hears the details in an `error` event).
 * Null when the event cannot name every provider asked: an answer that never came (the network) has
 * no code to tell, and a failed answer of every provider at once names none; a host would read the
 * providers left out as having nothing, so it hears only the `error` event then.
 */
export function hostProvidersOf(answers: readonly ProviderAnswer[]): HostProviders | null {
  const providers: HostProviders = {};
  for (const answer of answers) {
    if (answer.reply) {
      for (const provider of [answer.provider, ...answer.others]) {
        if (provider === null) continue;
        const { products, inlineError } = productsOf(answer.reply.result, provider);
        const earlier = providers[provider];
        const technologies = [...(earlier?.products ?? []), ...products.map(([technology]) => technology)];
        const error = inlineError
          ? { code: inlineError.code, message: inlineError.message }
          : (earlier?.error ?? null);
        providers[provider] = { products: [...new Set(technologies)], ...(error ? { error } : {}) };
      }
      continue;
    }
    const code = failureCodeOf(answer.error);
    if (answer.provider === null || code === null) return null;
    if (providers[answer.provider]) continue;
    const message = answer.error instanceof Error ? answer.error.message : String(answer.error);
    providers[answer.provider] = { products: [], error: { code, message } };
  }
  return providers;
}

export interface ResultTextWords {
  resultsFor: (address: string) => string;
  noProducts: string;
  /** Every provider asked at once, and the reply names none. */
  noneServes: string;
  expectedSpeed: string;
  /** The card of every provider at once. */
  everyProvider: string;
  /** A failure in the reader's words (a sentence of the service the portal knows, translated). */
  failure: (error: unknown) => string;
}

/** The result as plain text, for an e-mail: per provider its products fastest first, or why there are none. */
export function resultAsText(
  heading: string,
  answers: readonly ProviderAnswer[],
  words: ResultTextWords,
  locale: Locale,
): string {
  const lines = [words.resultsFor(heading), ''];
  for (const answer of answers) {
    const names = answer.reply ? [answer.provider, ...answer.others] : [answer.provider];
    for (const provider of names) {
      lines.push(`${provider ?? words.everyProvider}:`);
      const { products, inlineError } =
        answer.reply && provider !== null
          ? productsOf(answer.reply.result, provider)
          : { products: [], inlineError: null };
      const failure = inlineError ?? answer.error;
      if (failure) lines.push(`  ${words.failure(failure)}`);
      else if (products.length === 0)
        lines.push(`  ${provider === null ? words.noneServes : words.noProducts}`);
      for (const [technology, product] of products) {
        const note = product.carrier === 'Copper' ? ` (${words.expectedSpeed})` : '';
        lines.push(
          `  ${technologyName(technology, locale)}: ${formatSpeed(product.max_download, locale)} / ${formatSpeed(product.max_upload, locale)}${note}`,
        );
      }
    }
  }
  return lines.join('\n');
}
