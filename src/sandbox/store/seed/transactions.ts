/**
 * Transactions (orders) with complete §2.2 data and §2.3 documents, consistent with their state:
 * open = new/processing; finished ones have executed dates and closed_at; cancelled ones carry
 * the cancel fields. Every state × action combination occurs at least six times.
 */
import type {
  CarrierProduct,
  CircuitProduct,
  Provider,
  Transaction,
  TransactionDocument,
} from '../../../contract/types.gen.ts';
import { addDays, addMinutes, addMonths, earliest, startOfDay, toDate, toDatetime } from './dates.ts';
import { FIXED_CARRIER_NIDS } from './network.ts';
import type { AvailabilityRow, NidFactory, ServedAddress } from './network.ts';
import { dutchPhone, firstNames, surnames } from './places.ts';
import type { ProductIndex, ProductRow } from './products.ts';
import { speedText } from './products.ts';
import type { Rng } from './random.ts';
import { TRANSACTION_ACTIONS, TRANSACTION_STATES } from './types.ts';

type TransactionAction = Transaction['action'];
type TransactionState = Transaction['state'];

/** The customer account of the demo users (but `regionet`). */
export const DEMO_CUSTOMER_ACCOUNT_ID = 4242;
/** A second customer with a demo user and mail clients of its own. */
export const SECOND_CUSTOMER_ACCOUNT_ID = 5150;
const OTHER_CUSTOMER_ACCOUNTS = [SECOND_CUSTOMER_ACCOUNT_ID, 7311];

/**
 * Fixed transactions tests and demos can rely on (both belong to customer account 4242, and their
 * NIDs are used by no other transaction).
 */
export const demoTransactions = {
  /** State new, cancel_possible true, cancel_requested false: cancel_transaction succeeds. */
  cancellable: {
    uuid: '5d0c7a8e-3f41-4b6a-9c2d-7e18f4a90b35',
    nid: FIXED_CARRIER_NIDS.everythingFiber,
    action: 'new',
    state: 'new',
  },
  /** State processing, cancel_possible false: cancel_transaction gives error 012. */
  notCancellable: {
    uuid: 'b7e2f914-0c6d-4d3a-8f5e-21a9c6d4e870',
    nid: FIXED_CARRIER_NIDS.copperOnlyCopper,
    action: 'migrate',
    state: 'processing',
  },
} as const satisfies Record<string, Pick<Transaction, 'uuid' | 'action' | 'state'> & { nid: string }>;

/** A `transactions` row: the indexed columns copy fields of `data`. */
export type TransactionRow = Readonly<
  Pick<
    Transaction,
    | 'uuid'
    | 'nid'
    | 'customer_account_id'
    | 'action'
    | 'state'
    | 'created_at'
    | 'last_updated'
    | 'expected_completion_date'
  > & {
    search_text: string;
    cancel_due_at: string | null;
    data: Transaction;
  }
>;

/** The document a summary describes: the situation after the transaction, else the one before. */
export function primaryDocument(transaction: Transaction): TransactionDocument | null {
  return transaction.document_after_transaction ?? transaction.document_before_transaction;
}

/**
 * `transactions.search_text`: lower-case nid, uuid, zipcode, street, city, supplier and carrier
 * product name (of the primary document), separated by spaces.
 */
export function buildSearchText(transaction: Transaction): string {
  const document = primaryDocument(transaction);
  return [
    transaction.nid,
    transaction.uuid,
    document?.address.zipcode,
    document?.address.street,
    document?.address.city,
    document?.supplier,
    document?.carrier.product.name,
  ]
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .join(' ')
    .toLowerCase();
}

const CANCELLERS = ['Anna de Vries', 'Carla Bakker', 'Daan Visser', 'Backoffice', 'Klantenservice'];
const CANCEL_REASONS = [
  'Cancelled by customer',
  'Klant ziet af van de bestelling',
  'Dubbele bestelling',
  'Eindgebruiker verhuist',
  'Schouw niet mogelijk: adres niet bereikbaar',
  'Gewenste opleverdatum niet haalbaar',
];
const PROPOSAL_REASONS = [
  'Gewenste snelheid is niet leverbaar op deze lijnlengte; alternatief voorgesteld.',
  'Het product wordt uitgefaseerd; vervangend product voorgesteld.',
  'Onvoldoende capaciteit in de wijkkast voor het gewenste profiel.',
];
const LOWER_ALNUM = 'abcdefghijkmnpqrstuvwxyz23456789';

const SLA_LEVELS = [
  { name: 'SLA Basis', description: 'Herstel binnen 24 uur op werkdagen' },
  { name: 'SLA Plus', description: 'Herstel binnen 8 uur, maandag tot en met zaterdag 08:00–18:00' },
  { name: 'SLA Premium', description: 'Herstel binnen 4 uur, 24 uur per dag, 7 dagen per week' },
] as const;

const SUPPLIER_OFFSET: Readonly<Record<string, number>> = {
  KPNWBA: 0,
  KPNWEAS: 10,
  EUROFIBER: 20,
  TELE2: 30,
  ZIGGO: 40,
};

type Combo = readonly [TransactionState, TransactionAction];

type Context = {
  readonly rng: Rng;
  readonly now: Date;
  readonly index: ProductIndex;
  readonly nids: NidFactory;
  readonly usedTransactionNids: Set<string>;
  readonly usedUuids: Set<string>;
  readonly circuitProducts: Map<string, CircuitProduct>;
};

type Timeline = {
  created: Date;
  lastUpdated: Date;
  closed: Date | null;
  cancelDate: Date | null;
  expected: Date | null;
};

const round2 = (value: number): number => Math.round(value * 100) / 100;

function docProduct(product: ProductRow): CarrierProduct {
  return {
    area: product.area,
    name: product.name,
    active: product.active === 1,
    upload: product.upload,
    nlstype: product.nlstype,
    distance: product.distance,
    download: product.download,
    supplier: product.supplier,
    product_id: product.product_id,
    test_label: product.test_label,
    carriertype: product.carriertype,
    copper_pairs: product.copper_pairs,
    base_technology: product.base_technology,
    data_technology: product.data_technology,
    estimated_delivery_duration: product.estimated_delivery_duration,
  };
}

type CircuitKind = 'internet' | 'business' | 'voip' | 'iptv';

function circuitProduct(ctx: Context, product: ProductRow, kind: CircuitKind): CircuitProduct {
  const key = `${product.supplier}|${kind}|${kind === 'internet' || kind === 'business' ? `${product.download}/${product.upload}|${product.area}` : ''}`;
  const existing = ctx.circuitProducts.get(key);
  if (existing) return existing;
  const id = 70001 + ctx.circuitProducts.size;
  const speed = speedText(product.download, product.upload);
  let created: CircuitProduct;
  switch (kind) {
    case 'internet':
      created = {
        qos: 'Best effort',
        area: product.area,
        name: `Internet ${speed}`,
        active: true,
        is_pvc: false,
        upload: product.upload,
        quality: 'Standaard',
        download: product.download,
        supplier: product.supplier,
        product_id: id,
        overbooking: '1:20',
        service_type: 'Internet',
        transport_instance: null,
      };
      break;
    case 'business':
      created = {
        qos: 'Premium',
        area: product.area,
        name: `Zakelijk internet ${speed}`,
        active: true,
        is_pvc: true,
        upload: product.upload,
        quality: 'Gegarandeerd',
        download: product.download,
        supplier: product.supplier,
        product_id: id,
        overbooking: '1:1',
        service_type: 'Internet',
        transport_instance: `TI-${product.area.replace('/', '')}-${String(ctx.circuitProducts.size % 97).padStart(2, '0')}`,
      };
      break;
    case 'voip':
      created = {
        qos: 'EF',
        area: null,
        name: 'VoIP 2 lijnen',
        active: true,
        is_pvc: true,
        upload: 256,
        quality: 'Spraak',
        download: 256,
        supplier: product.supplier,
        product_id: id,
        overbooking: '1:1',
        service_type: 'VoIP',
        transport_instance: null,
      };
      break;
    case 'iptv':
      created = {
        qos: 'AF41',
        area: null,
        name: 'IPTV multicast',
        active: true,
        is_pvc: true,
        upload: 1024,
        quality: 'Video',
        download: 20480,
        supplier: product.supplier,
        product_id: id,
        overbooking: null,
        service_type: 'IPTV',
        transport_instance: null,
      };
      break;
  }
  ctx.circuitProducts.set(key, created);
  return created;
}

type Shared = {
  readonly uuid: string;
  readonly action: TransactionAction;
  readonly state: TransactionState;
  readonly served: ServedAddress;
  readonly enduser: string;
  readonly contacts: TransactionDocument['location_contacts'];
  readonly timeline: Timeline;
};

function buildDocument(
  ctx: Context,
  shared: Shared,
  product: ProductRow,
  nid: string | null,
  role: 'before' | 'after',
): TransactionDocument {
  const { rng } = ctx;
  const row = shared.served.row;
  const business = product.channel_type === 'Business' || product.aggregated_data_technology === 'FTTO';
  const sla = SLA_LEVELS[business ? rng.int(1, 2) : rng.chance(0.8) ? 0 : 1] ?? SLA_LEVELS[0];
  const kinds: CircuitKind[] = [business ? 'business' : 'internet'];
  if (product.channel_type === 'VoIP' || (rng.chance(0.3) && !business)) kinds.push('voip');
  else if (product.channel_type === 'IPTV') kinds.push('iptv');
  const duration = business ? rng.pick([36, 60]) : rng.pick([1, 12, 24]);
  const { timeline } = shared;

  let from: Date | null;
  let lastChange: Date | null;
  if (role === 'before') {
    from = addDays(timeline.created, -rng.int(90, 2200));
    lastChange = rng.chance(0.6) ? addDays(from, rng.int(30, 80)) : null;
  } else if (shared.state === 'finished' && timeline.closed) {
    from = timeline.closed;
    lastChange = timeline.closed;
  } else {
    from = shared.state === 'cancelled' ? null : timeline.expected;
    lastChange = null;
  }
  const to = from && (role === 'after' || rng.chance(0.7)) ? addMonths(from, duration) : null;

  const carrierTags = product.base_technology === 'Fiber' ? ['glasvezel'] : ['koper'];
  if (business) carrierTags.push('zakelijk');

  return {
    sla: {
      product: {
        name: sla.name,
        supplier: product.supplier,
        product_id: 9001 + SLA_LEVELS.indexOf(sla) + (SUPPLIER_OFFSET[product.supplier] ?? 0),
        description: sla.description,
      },
      order_date: toDate(role === 'before' && from ? from : timeline.created),
    },
    active: role === 'before' ? shared.state !== 'finished' : shared.state === 'finished',
    address: {
      city: row.city,
      street: row.street,
      housenr: row.housenr,
      zipcode: row.zipcode,
      latitude: row.latitude,
      longitude: row.longitude,
      province: row.province,
      housenrext: row.housenrext,
      municipality: row.municipality,
    },
    carrier: { nid, tags: rng.chance(0.25) ? [] : carrierTags, product: docProduct(product) },
    enduser: { uuid: shared.enduser },
    circuits: kinds.map((kind, position) => ({
      nid: ctx.nids.make(rng, row.zipcode, row.housenr),
      port: position + 1,
      tags: [kind === 'business' ? 'internet' : kind],
      vlan: kind === 'internet' ? 6 : kind === 'voip' ? 7 : kind === 'iptv' ? 4 : rng.int(100, 3999),
      provisioning_type:
        kind === 'internet' ? rng.pick(['PPPoE', 'DHCP', 'IPoE']) : kind === 'business' ? 'Static' : 'DHCP',
      product: circuitProduct(ctx, product, kind),
    })),
    supplier: product.supplier,
    transaction: { uuid: shared.uuid, action: shared.action, state: shared.state },
    contract_period: {
      from: from ? toDate(from) : null,
      to: to ? toDate(to) : null,
      last_change: lastChange ? toDatetime(lastChange) : null,
    },
    contract_duration: duration,
    location_contacts: shared.contacts,
  };
}

function contactsFor(rng: Rng): TransactionDocument['location_contacts'] {
  const count = rng.chance(0.35) ? 2 : 1;
  const contacts: TransactionDocument['location_contacts'] = [];
  for (let i = 0; i < count; i++) {
    const first = rng.pick(firstNames);
    const last = rng.pick(surnames);
    const local = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
    contacts.push({
      name: `${first} ${last}`,
      uuid: rng.uuid(),
      email: rng.chance(0.8)
        ? `${local}@${rng.pick(['gmail.com', 'outlook.com', 'ziggo.nl', 'kpnmail.nl', 'hotmail.com', 'xs4all.nl'])}`
        : null,
      primary: i === 0,
      phonenumber: dutchPhone(rng),
    });
  }
  return contacts;
}

/** Typical lead time of an action in days. */
const LEAD_TIME: Readonly<Record<TransactionAction, readonly [number, number]>> = {
  offer: [1, 14],
  new: [14, 70],
  migrate: [7, 35],
  change: [1, 14],
  terminate: [10, 40],
  migrate_out: [5, 20],
};

function timelineFor(rng: Rng, now: Date, state: TransactionState, action: TransactionAction): Timeline {
  const [minLead, maxLead] = LEAD_TIME[action];
  const daysAgo =
    state === 'new'
      ? rng.int(0, 10)
      : state === 'processing'
        ? rng.int(4, 75)
        : state === 'finished'
          ? rng.int(20, 600)
          : rng.int(3, 400);
  let created = addMinutes(addDays(startOfDay(now), -daysAgo), rng.int(7 * 60, 18 * 60));
  if (created.getTime() > now.getTime() - 30 * 60_000) created = addMinutes(now, -rng.int(30, 300));
  const lead = rng.int(minLead, maxLead);
  const planned = addMinutes(addDays(created, lead), rng.int(0, 600));
  const latest = addMinutes(now, -120);

  switch (state) {
    case 'new': {
      const lastUpdated = rng.chance(0.4)
        ? created
        : addMinutes(
            created,
            rng.int(1, Math.max(1, Math.floor((now.getTime() - created.getTime()) / 60_000))),
          );
      const expected = planned.getTime() < addDays(now, 2).getTime() ? addDays(now, rng.int(2, 30)) : planned;
      return { created, lastUpdated, closed: null, cancelDate: null, expected };
    }
    case 'processing': {
      const span = Math.max(1, Math.floor((now.getTime() - created.getTime()) / 60_000));
      const lastUpdated = addMinutes(created, rng.int(Math.min(span, 60), span));
      const expected = planned.getTime() < addDays(now, 2).getTime() ? addDays(now, rng.int(2, 40)) : planned;
      return { created, lastUpdated, closed: null, cancelDate: null, expected };
    }
    case 'finished': {
      let closed = earliest(planned, latest);
      if (closed.getTime() <= created.getTime()) closed = addMinutes(created, 60);
      return {
        created,
        lastUpdated: addMinutes(closed, rng.int(0, 20)),
        closed,
        cancelDate: null,
        expected: closed,
      };
    }
    case 'cancelled': {
      let cancelDate = earliest(
        addDays(created, rng.int(0, Math.max(0, Math.min(10, daysAgo, lead - 1)))),
        latest,
      );
      if (cancelDate.getTime() < created.getTime()) cancelDate = created;
      const closed = earliest(addMinutes(cancelDate, rng.int(30, 48 * 60)), latest);
      const finalClosed = closed.getTime() < cancelDate.getTime() ? cancelDate : closed;
      return {
        created,
        lastUpdated: finalClosed,
        closed: finalClosed,
        cancelDate,
        expected: rng.chance(0.7) ? planned : null,
      };
    }
  }
}

type Works = {
  plan: string | null;
  replan: boolean | null;
  executed: string | null;
};

/** A planned piece of work between creation and completion, executed when its date has passed. */
function works(rng: Rng, now: Date, state: TransactionState, timeline: Timeline, fraction: number): Works {
  const end = timeline.closed ?? timeline.expected ?? addDays(timeline.created, 30);
  const span = Math.max(0, end.getTime() - timeline.created.getTime());
  if (state === 'new' && rng.chance(0.6)) return { plan: null, replan: null, executed: null };
  let plan = new Date(timeline.created.getTime() + span * fraction);
  if (state === 'new' && plan.getTime() < now.getTime()) plan = addDays(now, rng.int(1, 10));
  const limit =
    state === 'cancelled' ? (timeline.cancelDate ?? timeline.created) : state === 'finished' ? end : now;
  const executed = state !== 'new' && plan.getTime() <= limit.getTime();
  if (state === 'cancelled' && !executed)
    return { plan: rng.chance(0.5) ? toDate(plan) : null, replan: false, executed: null };
  return { plan: toDate(plan), replan: rng.chance(0.1), executed: executed ? toDate(plan) : null };
}

function pickOffer(rng: Rng, served: ServedAddress): AvailabilityRow {
  return rng.pick(served.availability);
}

function productFor(ctx: Context, offer: AvailabilityRow): ProductRow {
  const { rng, index } = ctx;
  const ids =
    offer.product_ids.length > 0
      ? offer.product_ids
      : (index.byLabel.get(`${offer.provider}|${offer.technology}`) ??
        index.bySupplier.get(offer.provider) ??
        []);
  if (ids.length === 0) return index.get(1);
  return index.get(rng.pick(ids));
}

/** Another product of the same supplier and label (for change / change proposals). */
function alternativeProduct(ctx: Context, product: ProductRow, lower: boolean): ProductRow {
  // Prefer the same area (the line does not move), then any area of the same label.
  const local = ctx.index.byLabelArea.get(`${product.supplier}|${product.label}|${product.area}`) ?? [];
  const wide = ctx.index.byLabel.get(`${product.supplier}|${product.label}`) ?? [];
  for (const ids of [local, wide]) {
    for (let attempt = 0; attempt < 30 && ids.length > 1; attempt++) {
      const candidate = ctx.index.get(ctx.rng.pick(ids));
      if (candidate.product_id === product.product_id) continue;
      if (lower ? candidate.download < product.download : candidate.download !== product.download)
        return candidate;
    }
  }
  for (const ids of [local, wide]) {
    for (let attempt = 0; attempt < 10 && ids.length > 1; attempt++) {
      const candidate = ctx.index.get(ctx.rng.pick(ids));
      if (candidate.product_id !== product.product_id) return candidate;
    }
  }
  return product;
}

function nidFor(ctx: Context, served: ServedAddress, offer: AvailabilityRow, fixed: string | null): string {
  if (fixed) {
    ctx.usedTransactionNids.add(fixed);
    return fixed;
  }
  const carriers = served.carriers.filter((carrier) => !ctx.usedTransactionNids.has(carrier.nid));
  const match = carriers.find((carrier) => carrier.carrier === offer.carrier) ?? carriers[0];
  const nid = match ? match.nid : ctx.nids.make(ctx.rng, served.row.zipcode, served.row.housenr);
  ctx.usedTransactionNids.add(nid);
  return nid;
}

function monthlyPrice(product: ProductRow): number {
  const mbit = product.download / 1024;
  let price = product.base_technology === 'Fiber' ? 22 + Math.min(mbit, 10_000) * 0.012 : 14.5 + mbit * 0.09;
  if (product.aggregated_data_technology === 'FTTO') price += 120;
  if (product.channel_type === 'Business') price += 35;
  if (product.supplier === 'EUROFIBER') price *= 1.4;
  return round2(price);
}

type Spec = {
  readonly state: TransactionState;
  readonly action: TransactionAction;
  readonly uuid?: string;
  readonly nid?: string;
  readonly served?: ServedAddress;
  readonly provider?: Provider;
  readonly technology?: string;
  readonly cancelPossible?: boolean;
  readonly customer?: number;
};

function buildTransaction(ctx: Context, spec: Spec, candidates: readonly ServedAddress[]): TransactionRow {
  const { rng, now } = ctx;
  const { state, action } = spec;
  let uuid = spec.uuid ?? rng.uuid();
  while (!spec.uuid && ctx.usedUuids.has(uuid)) uuid = rng.uuid();
  ctx.usedUuids.add(uuid);

  const served = spec.served ?? rng.pick(candidates);
  const offer =
    (spec.provider &&
      served.availability.find(
        (row) => row.provider === spec.provider && (!spec.technology || row.technology === spec.technology),
      )) ||
    pickOffer(rng, served);
  const product = productFor(ctx, offer);
  const timeline = timelineFor(rng, now, state, action);
  const open = state === 'new' || state === 'processing';
  const nid =
    action === 'offer' && !spec.nid && rng.chance(0.3) ? null : nidFor(ctx, served, offer, spec.nid ?? null);

  const shared: Shared = {
    uuid,
    action,
    state,
    served,
    enduser: rng.uuid(),
    contacts: contactsFor(rng),
    timeline,
  };

  // The situation before: another supplier for migrations, another profile for changes.
  let before: ProductRow | null = null;
  if (action === 'migrate') {
    const others = served.availability.filter((row) => row.provider !== offer.provider);
    before = others.length > 0 ? productFor(ctx, rng.pick(others)) : alternativeProduct(ctx, product, false);
  } else if (action === 'change') {
    before = alternativeProduct(ctx, product, false);
  } else if (action === 'terminate' || action === 'migrate_out') {
    before = product;
  }
  const after = action === 'terminate' || action === 'migrate_out' ? null : product;
  const mainProduct = after ?? product;
  const fiberWork = mainProduct.base_technology === 'Fiber' && (action === 'new' || action === 'migrate');

  const survey =
    fiberWork && rng.chance(0.7)
      ? works(rng, now, state, timeline, 0.25)
      : { plan: null, replan: null, executed: null };
  const external =
    fiberWork && action === 'new'
      ? works(rng, now, state, timeline, 0.5)
      : { plan: null, replan: null, executed: null };
  const internal = fiberWork
    ? works(rng, now, state, timeline, 0.75)
    : { plan: null, replan: null, executed: null };
  const cancelled = state === 'cancelled';
  const isOffer = action === 'offer';

  const purchase = rng.chance(0.08) ? null : monthlyPrice(mainProduct);
  const margin = 1.18 + rng.next() * 0.27;
  const setupBase =
    action === 'new' || action === 'migrate' || isOffer
      ? mainProduct.aggregated_data_technology === 'FTTO'
        ? 250
        : rng.pick([0, 49, 49, 99])
      : action === 'change'
        ? rng.pick([0, 0, 15])
        : null;
  const teardownBase = action === 'terminate' || action === 'migrate_out' ? rng.pick([0, 25, 45]) : null;

  let changeProposal: Record<string, unknown> = {};
  if (action === 'change' && open && rng.chance(0.35)) {
    const proposal = alternativeProduct(ctx, mainProduct, true);
    changeProposal = {
      product_id: proposal.product_id,
      product_name: proposal.name,
      proposed_by: 'backoffice',
      reason: rng.pick(PROPOSAL_REASONS),
    };
  }

  const delayed =
    state === 'processing' && timeline.expected && rng.chance(0.12)
      ? addDays(timeline.expected, rng.int(7, 28))
      : null;
  const replanDate = state === 'processing' && rng.chance(0.15) ? addDays(now, rng.int(3, 20)) : null;
  const onDemand = rng.chance(0.08);
  const wish =
    (action === 'new' || action === 'migrate' || action === 'terminate') && rng.chance(0.35)
      ? addDays(timeline.created, rng.int(14, 45))
      : null;
  const cancelPossible = spec.cancelPossible ?? (state === 'new' && rng.chance(0.8));
  const customer =
    spec.customer ?? (rng.chance(0.9) ? DEMO_CUSTOMER_ACCOUNT_ID : rng.pick(OTHER_CUSTOMER_ACCOUNTS));
  const fiber = mainProduct.base_technology === 'Fiber';

  const data: Transaction = {
    nid,
    uuid,
    customer_account_id: customer,
    action,
    open,
    state,
    last_updated: toDatetime(timeline.lastUpdated),
    closed_at: timeline.closed ? toDatetime(timeline.closed) : null,
    created_at: toDatetime(timeline.created),
    update_contacts: rng.chance(0.15) ? null : rng.chance(0.18),
    sitesurvey_plan_date: survey.plan,
    sitesurvey_date_replan: survey.replan,
    sitesurvey_executed_date: survey.executed,
    sitesurvey_document: survey.executed
      ? `schouwrapport-${served.row.zipcode}-${served.row.housenr}${served.row.housenrext}.pdf`
      : null,
    internalworks_plan_date: internal.plan,
    internalworks_date_replan: internal.replan,
    internalworks_executed_date: internal.executed,
    externalworks_plan_date: external.plan,
    externalworks_date_replan: external.replan,
    externalworks_executed_date: external.executed,
    permit: external.plan
      ? state === 'finished'
        ? rng.pick(['Niet vereist', 'Verleend'])
        : rng.pick(['Niet vereist', 'Niet vereist', 'Aangevraagd', 'Verleend'])
      : null,
    expected_completion_date:
      timeline.expected && !(isOffer && state === 'finished') ? toDate(timeline.expected) : null,
    expected_completion_date_delayed: delayed ? toDate(delayed) : null,
    expected_completion_date_is_forecast:
      isOffer || cancelled ? null : state === 'finished' ? false : rng.chance(0.6),
    expected_completion_date_replan: isOffer ? null : state === 'processing' ? rng.chance(0.1) : false,
    customer_wish_date: wish ? toDate(wish) : null,
    customer_wish_date_replan: wish ? rng.chance(0.08) : null,
    cleanorder_executed_date:
      state === 'finished' &&
      timeline.closed &&
      (action === 'new' || action === 'migrate' || action === 'change')
        ? toDate(timeline.closed)
        : null,
    cancelled_by: cancelled ? rng.pick(CANCELLERS) : null,
    cancel_date: cancelled && timeline.cancelDate ? toDate(timeline.cancelDate) : null,
    cancel_reason: cancelled ? (isOffer ? 'Offerte verlopen' : rng.pick(CANCEL_REASONS)) : null,
    cancel_requested: cancelled
      ? true
      : state === 'new'
        ? spec.uuid || !rng.chance(0.1)
          ? false
          : null
        : rng.chance(0.3)
          ? null
          : false,
    cancel_possible: cancelPossible,
    purchase_price: purchase,
    sales_price: purchase === null ? null : round2(purchase * margin),
    purchase_teardown_price: teardownBase,
    sales_teardown_price: teardownBase === null ? null : round2(teardownBase * 1.2),
    purchase_setup_price: setupBase,
    sales_setup_price: setupBase === null ? null : round2(setupBase * 1.25),
    change_proposal: changeProposal,
    document_before_transaction: before ? buildDocument(ctx, shared, before, nid, 'before') : null,
    document_after_transaction: after ? buildDocument(ctx, shared, after, nid, 'after') : null,
    ftu_count: isOffer && rng.chance(0.3) ? null : fiber ? (rng.chance(0.1) ? 2 : 1) : 0,
    appointment_url:
      fiberWork && open && rng.chance(0.6)
        ? `https://afspraak.example.nl/a/${rng.chars(LOWER_ALNUM, 10)}`
        : null,
    is_complex: served.row.isComplex ? true : rng.chance(0.15) ? null : false,
    is_realtime: isOffer ? rng.chance(0.7) : rng.chance(0.2) ? null : false,
    replan_date: replanDate ? toDate(replanDate) : null,
    replan_requested: replanDate ? true : open ? false : null,
    replan_possible: (state === 'processing' && rng.chance(0.5)) || (state === 'new' && rng.chance(0.3)),
    on_demand: onDemand,
    on_demand_requested: onDemand && rng.chance(0.5),
  };

  return {
    uuid,
    nid,
    customer_account_id: customer,
    action,
    state,
    created_at: data.created_at,
    last_updated: data.last_updated,
    expected_completion_date: data.expected_completion_date,
    search_text: buildSearchText(data),
    cancel_due_at: null,
    data,
  };
}

const STATE_WEIGHTS: readonly (readonly [TransactionState, number])[] = [
  ['finished', 45],
  ['processing', 20],
  ['new', 15],
  ['cancelled', 20],
];
const ACTION_WEIGHTS: readonly (readonly [TransactionAction, number])[] = [
  ['new', 30],
  ['migrate', 20],
  ['change', 20],
  ['terminate', 10],
  ['offer', 12],
  ['migrate_out', 8],
];

export const GUARANTEED_PER_COMBINATION = 6;
export const EXTRA_TRANSACTIONS = 216;

export function generateTransactions(
  rng: Rng,
  served: readonly ServedAddress[],
  index: ProductIndex,
  now: Date,
  nids: NidFactory,
): TransactionRow[] {
  const ctx: Context = {
    rng,
    now,
    index,
    nids,
    usedTransactionNids: new Set(),
    usedUuids: new Set(),
    circuitProducts: new Map(),
  };
  const candidates = served.filter((address) => address.availability.length > 0);
  const find = (zipcode: string, housenr: number): ServedAddress => {
    const found = served.find(
      (address) =>
        address.row.zipcode === zipcode && address.row.housenr === housenr && address.row.housenrext === '',
    );
    if (!found) throw new Error(`demo address ${zipcode} ${housenr} missing`);
    return found;
  };
  for (const demo of Object.values(demoTransactions)) {
    ctx.usedUuids.add(demo.uuid);
    ctx.usedTransactionNids.add(demo.nid);
  }

  const rows: TransactionRow[] = [
    buildTransaction(
      ctx,
      {
        ...demoTransactions.cancellable,
        served: find('1012AB', 1),
        provider: 'KPNWBA',
        technology: 'Fiber',
        cancelPossible: true,
        customer: DEMO_CUSTOMER_ACCOUNT_ID,
      },
      candidates,
    ),
    buildTransaction(
      ctx,
      {
        ...demoTransactions.notCancellable,
        served: find('3511AB', 7),
        provider: 'KPNWBA',
        technology: 'VVDSL',
        cancelPossible: false,
        customer: DEMO_CUSTOMER_ACCOUNT_ID,
      },
      candidates,
    ),
  ];
  const combos: Combo[] = [];
  for (const state of TRANSACTION_STATES) {
    for (const action of TRANSACTION_ACTIONS) {
      for (let i = 0; i < GUARANTEED_PER_COMBINATION; i++) combos.push([state, action]);
    }
  }
  for (let i = 0; i < EXTRA_TRANSACTIONS; i++)
    combos.push([rng.weighted(STATE_WEIGHTS), rng.weighted(ACTION_WEIGHTS)]);
  for (const [state, action] of combos) rows.push(buildTransaction(ctx, { state, action }, candidates));
  return rows;
}
