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
  provider: string;
  /** Technology labels, fastest first. */
  technologies: string[];
  bestDownload: number | null;
  bestUpload: number | null;
  /** Whether one of its products runs over fibre. */
  fibre: boolean;
  /** The provider's inline error (a disruption, or an address too complex for it), else null. */
  disruption: string | null;
}

export interface ConstructionNote {
  technology: string;
  network: string;
  message: string;
  /** YYYY-MM-DD or ''. */
  plannedFor: string;
}

/** How the site's service stands, for the summary and the filter. */
export type Connection = 'fibre' | 'copper' | 'none';

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
  /** Anything else after the run's retries: every provider disrupted, a refusal, the network. */
  | { kind: 'failed'; message: string; code: number | null };

export interface SiteResult {
  site: Site;
  outcome: SiteOutcome;
}

/** The one reply of `zipcode` (every provider at once) read into what a row of the list shows. */
export function summariseReply(reply: BroadbandBasicZipcodeReply, providers: readonly string[]): SiteOutcome {
  const summaries = providers.map((provider): ProviderSummary => {
    const { products, inlineError } = productsOf(reply, provider);
    return {
      provider,
      technologies: products.map(([technology]) => technology),
      bestDownload: products.length ? Math.max(...products.map(([, product]) => product.max_download)) : null,
      bestUpload: products.length ? Math.max(...products.map(([, product]) => product.max_upload)) : null,
      fibre: products.some(([, product]) => product.carrier === 'Fiber'),
      disruption: inlineError?.message ?? null,
    };
  });
  const served = summaries.some((summary) => summary.technologies.length > 0);
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
    connection: summaries.some((summary) => summary.fibre) ? 'fibre' : served ? 'copper' : 'none',
  };
}

/** The connection of any outcome: a site that could not be checked counts as not served. */
export const connectionOf = (outcome: SiteOutcome): Connection =>
  outcome.kind === 'checked' ? outcome.connection : 'none';

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
