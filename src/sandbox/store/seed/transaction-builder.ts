/** One transaction: its data (§2.2) and documents (§2.3), consistent with its state and action. */
import type { Provider, Transaction } from '../../../contract/types.gen.ts';
import { addDays, toDate, toDatetime } from './dates.ts';
import type { ServedAddress } from './network.ts';
import type { ProductRow } from './products.ts';
import type { Context, Shared, TransactionAction, TransactionState } from './transaction-context.ts';
import { buildDocument, contactsFor } from './transaction-documents.ts';
import {
  alternativeProduct,
  monthlyPrice,
  nidFor,
  pickOffer,
  productFor,
  round2,
} from './transaction-products.ts';
import { buildSearchText, type TransactionRow } from './transaction-rows.ts';
import { timelineFor, works } from './transaction-timeline.ts';
import {
  CANCEL_REASONS,
  CANCELLERS,
  DEMO_CUSTOMER_ACCOUNT_ID,
  LOWER_ALNUM,
  OTHER_CUSTOMER_ACCOUNTS,
  PROPOSAL_REASONS,
} from './transactions-data.ts';

/** What a transaction must be; what it leaves open is chosen at random. */
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

/** A transaction as the spec asks, at one of the candidate addresses unless the spec names one. */
export function buildTransaction(
  ctx: Context,
  spec: Spec,
  candidates: readonly ServedAddress[],
): TransactionRow {
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
