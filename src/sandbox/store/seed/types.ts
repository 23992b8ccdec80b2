/**
 * Shapes of the seeded JSON (spec §2.2–2.5, contract TransactionDocument). Local to the seed so it
 * does not depend on generated types; keep in step with schemas/defs/transaction*.json.
 */

export type Provider = 'KPNWBA' | 'KPNWEAS' | 'EUROFIBER' | 'TELE2' | 'ZIGGO';
export const PROVIDERS: readonly Provider[] = ['KPNWBA', 'KPNWEAS', 'EUROFIBER', 'TELE2', 'ZIGGO'];

export type Carrier = 'Copper' | 'Fiber';
export type CarrierStatus = 'Open' | 'Planned' | 'Closed';

export type TransactionAction = 'offer' | 'new' | 'migrate' | 'change' | 'terminate' | 'migrate_out';
export type TransactionState = 'new' | 'processing' | 'finished' | 'cancelled';
export const TRANSACTION_ACTIONS: readonly TransactionAction[] = [
  'offer',
  'new',
  'migrate',
  'change',
  'terminate',
  'migrate_out',
];
export const TRANSACTION_STATES: readonly TransactionState[] = ['new', 'processing', 'finished', 'cancelled'];

/** §2.3 address. */
export type DocumentAddress = {
  city: string;
  street: string;
  housenr: number;
  zipcode: string;
  latitude: string;
  longitude: string;
  province: string;
  housenrext: string;
  municipality: string;
};

/** §2.4 carrier product inside a document. */
export type DocumentCarrierProduct = {
  area: string;
  name: string;
  active: boolean;
  upload: number | null;
  nlstype: string | null;
  distance: number | null;
  download: number | null;
  supplier: string;
  product_id: number;
  test_label: string | null;
  carriertype: string;
  copper_pairs: number | null;
  base_technology: string;
  data_technology: string;
  estimated_delivery_duration: number | null;
};

/** §2.5 circuit product. */
export type CircuitProduct = {
  qos: string | null;
  area: string | null;
  name: string;
  active: boolean;
  is_pvc: boolean;
  upload: number;
  quality: string | null;
  download: number;
  supplier: string;
  product_id: number;
  overbooking: string | null;
  service_type: string | null;
  transport_instance: string | null;
};

export type TransactionDocument = {
  sla: {
    product: { name: string; supplier: string; product_id: number; description: string };
    order_date: string;
  };
  active: boolean;
  address: DocumentAddress;
  carrier: { nid: string | null; tags: string[]; product: DocumentCarrierProduct };
  enduser: { uuid: string };
  circuits: {
    nid: string;
    port: number;
    tags: string[];
    vlan: number;
    provisioning_type: string;
    product: CircuitProduct;
  }[];
  supplier: string;
  transaction: { uuid: string; action: TransactionAction; state: TransactionState };
  contract_period: { from: string | null; to: string | null; last_change: string | null };
  contract_duration: number;
  location_contacts: {
    name: string;
    uuid: string;
    email: string | null;
    primary: boolean;
    phonenumber: string;
  }[];
};

/** §2.2 Transaction: every field, always present. */
export type Transaction = {
  nid: string | null;
  uuid: string;
  customer_account_id: number | null;
  action: TransactionAction;
  open: boolean;
  state: TransactionState;
  last_updated: string;
  closed_at: string | null;
  created_at: string | null;
  update_contacts: boolean | null;
  sitesurvey_plan_date: string | null;
  sitesurvey_date_replan: boolean | null;
  sitesurvey_executed_date: string | null;
  sitesurvey_document: string | null;
  internalworks_plan_date: string | null;
  internalworks_date_replan: boolean | null;
  internalworks_executed_date: string | null;
  externalworks_plan_date: string | null;
  externalworks_date_replan: boolean | null;
  externalworks_executed_date: string | null;
  permit: string | null;
  expected_completion_date: string | null;
  expected_completion_date_delayed: string | null;
  expected_completion_date_is_forecast: boolean | null;
  expected_completion_date_replan: boolean | null;
  customer_wish_date: string | null;
  customer_wish_date_replan: boolean | null;
  cleanorder_executed_date: string | null;
  cancelled_by: string | null;
  cancel_date: string | null;
  cancel_reason: string | null;
  cancel_requested: boolean | null;
  cancel_possible: boolean;
  purchase_price: number | null;
  sales_price: number | null;
  purchase_teardown_price: number | null;
  sales_teardown_price: number | null;
  purchase_setup_price: number | null;
  sales_setup_price: number | null;
  change_proposal: Record<string, unknown>;
  document_before_transaction: TransactionDocument | null;
  document_after_transaction: TransactionDocument | null;
  ftu_count: number | null;
  appointment_url: string | null;
  is_complex: boolean | null;
  is_realtime: boolean | null;
  replan_date: string | null;
  replan_requested: boolean | null;
  replan_possible: boolean;
  on_demand: boolean;
  on_demand_requested: boolean;
};

/** The §2.2 field names in spec order (tests check every seeded transaction against this list). */
export const TRANSACTION_FIELDS: readonly (keyof Transaction)[] = [
  'nid',
  'uuid',
  'customer_account_id',
  'action',
  'open',
  'state',
  'last_updated',
  'closed_at',
  'created_at',
  'update_contacts',
  'sitesurvey_plan_date',
  'sitesurvey_date_replan',
  'sitesurvey_executed_date',
  'sitesurvey_document',
  'internalworks_plan_date',
  'internalworks_date_replan',
  'internalworks_executed_date',
  'externalworks_plan_date',
  'externalworks_date_replan',
  'externalworks_executed_date',
  'permit',
  'expected_completion_date',
  'expected_completion_date_delayed',
  'expected_completion_date_is_forecast',
  'expected_completion_date_replan',
  'customer_wish_date',
  'customer_wish_date_replan',
  'cleanorder_executed_date',
  'cancelled_by',
  'cancel_date',
  'cancel_reason',
  'cancel_requested',
  'cancel_possible',
  'purchase_price',
  'sales_price',
  'purchase_teardown_price',
  'sales_teardown_price',
  'purchase_setup_price',
  'sales_setup_price',
  'change_proposal',
  'document_before_transaction',
  'document_after_transaction',
  'ftu_count',
  'appointment_url',
  'is_complex',
  'is_realtime',
  'replan_date',
  'replan_requested',
  'replan_possible',
  'on_demand',
  'on_demand_requested',
];
