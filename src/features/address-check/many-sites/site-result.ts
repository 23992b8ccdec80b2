import type { BroadbandBasicZipcodeReply } from '../../../contract/types.gen.ts';
import { productsOf } from '../products.ts';

/** One site of the list as it was read and validated: `line` is its line in the file (1 = the first). */
export interface Site {
  line: number;
  reference: string;
  zipcode: string;
  housenr: number;
  /** '' when none. */
  housenrext: string;
}

/** What one provider offers at a site: the best speeds over its technologies (kbit/s), or its inline error. */
export interface ProviderSummary {
  /** As the service names it (a provider the portal does not know included). */
  provider: string;
  /** Technology labels, fastest first. */
  technologies: string[];
  bestDownload: number | null;
  bestUpload: number | null;
  /** Whether one of its products runs over fibre. */
  fibre: boolean;
  /** The kinds of carrier of its products as the service names them (Fiber, Copper or another); absent in lists kept before. */
  carriers?: string[];
  /** The provider's inline error (a disruption, or an address too complex for it), else null. */
  disruption: string | null;
  /** The inline error's code (004 a disruption, 010 too complex); absent in lists kept before. */
  disruptionCode?: number;
}

export interface ConstructionNote {
  technology: string;
  network: string;
  message: string;
  /** YYYY-MM-DD or ''. */
  plannedFor: string;
}

/**
 * How a checked site's service stands: fibre, copper only, products over a carrier the portal does
 * not know (and no fibre), or none.
 */
export type Connection = 'fibre' | 'copper' | 'other' | 'none';

/**
 * Where a site counts in the summary, the filter and the exports: its connection when checked (or
 * none when the service serves it nowhere), unknown-address when the service does not know the
 * address (002: often a typing error in the list, never "not available"), failed when the check was
 * tried and failed, unchecked when no check finished (a run stopped short).
 */
export type Standing = Connection | 'unknown-address' | 'failed' | 'unchecked';

/** Where a reply that could not be read first differs from its schema, for whoever asks the provider. */
export interface UnreadReply {
  /** Class and method: `broadband/basic/v1 zipcode`. */
  method: string;
  /** JSON pointer ('' for the whole result). */
  pointer: string;
  expected: string;
  received: string;
  cid: string | null;
}

export type SiteOutcome =
  | {
      kind: 'checked';
      /** The address as the service names it. */
      address: { street: string; housenr: number; housenrext: string; city: string };
      providers: ProviderSummary[];
      construction: ConstructionNote[];
      connection: Connection;
    }
  /** 002: the service does not know the address. */
  | { kind: 'unknown-address'; message: string }
  /** 003: known, but no provider serves it. */
  | { kind: 'not-served'; message: string }
  /**
   * Anything else after the run's retries: every provider disrupted, a refusal, the network, or a
   * reply the portal could not read (`unreadReply`).
   */
  | { kind: 'failed'; message: string; code: number | null; unreadReply?: UnreadReply }
  /** Never asked: the run stopped (cancelled, or the check is not offered) before this site. */
  | { kind: 'unchecked' };

export interface SiteResult {
  site: Site;
  outcome: SiteOutcome;
}

const KNOWN_CARRIERS = ['Fiber', 'Copper'];
/** The inline error of a provider that finds the address too complex: an answer, not a disruption. */
const COMPLEX_ADDRESS = 10;

/**
 * The one reply of `zipcode` (every provider at once) read into what a row of the list shows: the
 * providers of the list in its order, then any other provider the reply names.
 */
export function summariseReply(reply: BroadbandBasicZipcodeReply, providers: readonly string[]): SiteOutcome {
  const named = Object.keys(reply.available).filter((provider) => !providers.includes(provider));
  const summaries = [...providers, ...named].map((provider): ProviderSummary => {
    const { products, inlineError } = productsOf(reply, provider);
    return {
      provider,
      technologies: products.map(([technology]) => technology),
      bestDownload: products.length ? Math.max(...products.map(([, product]) => product.max_download)) : null,
      bestUpload: products.length ? Math.max(...products.map(([, product]) => product.max_upload)) : null,
      fibre: products.some(([, product]) => product.carrier === 'Fiber'),
      carriers: [...new Set(products.map(([, product]) => String(product.carrier)))],
      disruption: inlineError?.message ?? null,
      ...(inlineError ? { disruptionCode: inlineError.code } : {}),
    };
  });
  const connection = connectionOfProviders(summaries);
  const disrupted = summaries.filter(
    (summary) => summary.disruption !== null && summary.disruptionCode !== COMPLEX_ADDRESS,
  );
  // nothing offered while a provider could not answer: whether the site is served is not known
  if (connection === 'none' && disrupted.length > 0)
    return {
      kind: 'failed',
      message: [...new Set(disrupted.map((summary) => summary.disruption))].join(' '),
      code: disrupted[0]!.disruptionCode ?? null,
    };
  const { street, housenr, housenrext, city } = reply.address;
  return {
    kind: 'checked',
    address: { street, housenr, housenrext: housenrext ?? '', city },
    providers: summaries,
    construction: (reply.construction_messages ?? []).map((note) => ({
      technology: note.technology,
      network: note.network,
      message: note.message,
      plannedFor: note.estimated_plandate ?? '',
    })),
    connection,
  };
}

function connectionOfProviders(summaries: readonly ProviderSummary[]): Connection {
  const serving = summaries.filter((summary) => summary.technologies.length > 0);
  if (serving.length === 0) return 'none';
  if (serving.some((summary) => summary.fibre)) return 'fibre';
  const carriers = serving.flatMap((summary) => summary.carriers ?? ['Copper']);
  return carriers.every((carrier) => carrier === 'Copper') ? 'copper' : 'other';
}

/** The kinds of carrier of a checked site that the portal does not know, as the service names them. */
export const unknownCarriersOf = (outcome: SiteOutcome): string[] =>
  outcome.kind === 'checked'
    ? [
        ...new Set(
          outcome.providers.flatMap((summary) =>
            (summary.carriers ?? []).filter((carrier) => !KNOWN_CARRIERS.includes(carrier)),
          ),
        ),
      ]
    : [];

/** Where a site counts: an address the service does not know, a failed or an unchecked site is never "not available". */
export function standingOf(outcome: SiteOutcome): Standing {
  switch (outcome.kind) {
    case 'checked':
      return outcome.connection;
    case 'not-served':
      return 'none';
    default:
      return outcome.kind;
  }
}

/**
 * The rows of a list: the finished ones, then, once a run has stopped short, every site it left
 * unchecked, so that what is counted and exported adds up to the list.
 */
export function rowsOfList(
  sites: readonly Site[],
  results: readonly SiteResult[],
  stoppedShort: boolean,
): SiteResult[] {
  if (!stoppedShort) return [...results];
  const finished = new Set(results.map((result) => result.site.line));
  const unchecked = sites.filter((site) => !finished.has(site.line));
  return [...results, ...unchecked.map((site): SiteResult => ({ site, outcome: { kind: 'unchecked' } }))];
}

/** The providers of a list's rows: the list's, then any other a reply named, in the order first seen. */
export function providersOfResults(listed: readonly string[], results: readonly SiteResult[]): string[] {
  const providers = new Set(listed);
  for (const { outcome } of results)
    if (outcome.kind === 'checked') for (const summary of outcome.providers) providers.add(summary.provider);
  return [...providers];
}

/** The facts of an unread reply in one line, the same in every language: method, place, what came, cid. */
export const unreadReplyDetail = (unread: UnreadReply): string =>
  [
    unread.method,
    unread.pointer === '' ? '(the whole result)' : unread.pointer,
    `expected ${unread.expected}, received ${unread.received}`,
    ...(unread.cid ? [`cid ${unread.cid}`] : []),
  ].join(' · ');

/** "Damrak 1 A": the street and number of a checked address, as the service names it. */
export const streetAndNumber = ({
  street,
  housenr,
  housenrext,
}: {
  street: string;
  housenr: number;
  housenrext: string;
}) => `${street} ${housenr}${housenrext ? ` ${housenrext}` : ''}`;
