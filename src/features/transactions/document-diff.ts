/**
 * The documents before and after a transaction, laid side by side: every member of both, grouped
 * for people, each row marked changed when both sides exist and their values differ. Circuits and
 * location contacts are paired by position. `undefined` on a side means that side has no such
 * document, circuit or contact; `null` is a value the service left empty.
 */
import type { TransactionDocument } from '../../contract/types.gen.ts';
import type { TransactionMessages } from './messages.ts';

export type ValueKind =
  | 'text'
  | 'date'
  | 'datetime'
  | 'boolean'
  | 'speed'
  | 'months'
  | 'days'
  | 'metres'
  | 'tags'
  | 'action'
  | 'state'
  /** Fiber, Copper: in the reader's words where there are some. */
  | 'technology';

export type FieldKey = keyof TransactionMessages['documents']['fields'];

export type SectionTitle =
  | { key: 'general' | 'address' | 'carrier' | 'sla' | 'contract' }
  | { key: 'circuit' | 'contact'; number: number };

export interface ComparedRow {
  field: FieldKey;
  kind: ValueKind;
  before: unknown;
  after: unknown;
  changed: boolean;
}

export interface ComparedSection {
  id: string;
  title: SectionTitle;
  rows: ComparedRow[];
  changes: number;
}

type Doc = TransactionDocument;
type Circuit = Doc['circuits'][number];
type Contact = Doc['location_contacts'][number];

interface FieldSpec<T> {
  field: FieldKey;
  kind: ValueKind;
  read: (item: T) => unknown;
}

const spec = <T>(field: FieldKey, kind: ValueKind, read: (item: T) => unknown): FieldSpec<T> => ({
  field,
  kind,
  read,
});

const GENERAL: FieldSpec<Doc>[] = [
  spec('supplier', 'text', (d) => d.supplier),
  spec('active', 'boolean', (d) => d.active),
  spec('transactionAction', 'action', (d) => d.transaction.action),
  spec('transactionState', 'state', (d) => d.transaction.state),
  spec('transactionUuid', 'text', (d) => d.transaction.uuid),
  spec('enduser', 'text', (d) => d.enduser.uuid),
];

const ADDRESS: FieldSpec<Doc>[] = [
  spec('street', 'text', (d) => d.address.street),
  spec('housenr', 'text', (d) => d.address.housenr),
  spec('housenrext', 'text', (d) => d.address.housenrext),
  spec('zipcode', 'text', (d) => d.address.zipcode),
  spec('city', 'text', (d) => d.address.city),
  spec('municipality', 'text', (d) => d.address.municipality),
  spec('province', 'text', (d) => d.address.province),
  spec('latitude', 'text', (d) => d.address.latitude),
  spec('longitude', 'text', (d) => d.address.longitude),
];

const CARRIER: FieldSpec<Doc>[] = [
  spec('nid', 'text', (d) => d.carrier.nid),
  spec('tags', 'tags', (d) => d.carrier.tags),
  spec('productName', 'text', (d) => d.carrier.product.name),
  spec('productId', 'text', (d) => d.carrier.product.product_id),
  spec('productSupplier', 'text', (d) => d.carrier.product.supplier),
  spec('productActive', 'boolean', (d) => d.carrier.product.active),
  spec('carriertype', 'text', (d) => d.carrier.product.carriertype),
  spec('baseTechnology', 'technology', (d) => d.carrier.product.base_technology),
  spec('dataTechnology', 'text', (d) => d.carrier.product.data_technology),
  spec('nlstype', 'text', (d) => d.carrier.product.nlstype),
  spec('area', 'text', (d) => d.carrier.product.area),
  spec('download', 'speed', (d) => d.carrier.product.download),
  spec('upload', 'speed', (d) => d.carrier.product.upload),
  spec('distance', 'metres', (d) => d.carrier.product.distance),
  spec('copperPairs', 'text', (d) => d.carrier.product.copper_pairs),
  spec('testLabel', 'text', (d) => d.carrier.product.test_label),
  spec('deliveryDuration', 'days', (d) => d.carrier.product.estimated_delivery_duration),
];

const CIRCUIT: FieldSpec<Circuit>[] = [
  spec('nid', 'text', (c) => c.nid),
  spec('port', 'text', (c) => c.port),
  spec('vlan', 'text', (c) => c.vlan),
  spec('provisioningType', 'text', (c) => c.provisioning_type),
  spec('tags', 'tags', (c) => c.tags),
  spec('productName', 'text', (c) => c.product.name),
  spec('productId', 'text', (c) => c.product.product_id),
  spec('productSupplier', 'text', (c) => c.product.supplier),
  spec('productActive', 'boolean', (c) => c.product.active),
  spec('serviceType', 'text', (c) => c.product.service_type),
  spec('download', 'speed', (c) => c.product.download),
  spec('upload', 'speed', (c) => c.product.upload),
  spec('qos', 'text', (c) => c.product.qos),
  spec('quality', 'text', (c) => c.product.quality),
  spec('overbooking', 'text', (c) => c.product.overbooking),
  spec('isPvc', 'boolean', (c) => c.product.is_pvc),
  spec('transportInstance', 'text', (c) => c.product.transport_instance),
  spec('area', 'text', (c) => c.product.area),
];

const SLA: FieldSpec<Doc>[] = [
  spec('slaName', 'text', (d) => d.sla.product.name),
  spec('slaDescription', 'text', (d) => d.sla.product.description),
  spec('slaProductId', 'text', (d) => d.sla.product.product_id),
  spec('slaSupplier', 'text', (d) => d.sla.product.supplier),
  spec('slaOrderDate', 'date', (d) => d.sla.order_date),
];

const CONTRACT: FieldSpec<Doc>[] = [
  spec('contractFrom', 'date', (d) => d.contract_period.from),
  spec('contractTo', 'date', (d) => d.contract_period.to),
  spec('contractLastChange', 'datetime', (d) => d.contract_period.last_change),
  spec('contractDuration', 'months', (d) => d.contract_duration),
];

const CONTACT: FieldSpec<Contact>[] = [
  spec('contactName', 'text', (c) => c.name),
  spec('contactPrimary', 'boolean', (c) => c.primary),
  spec('contactEmail', 'text', (c) => c.email),
  spec('contactPhone', 'text', (c) => c.phonenumber),
  spec('contactUuid', 'text', (c) => c.uuid),
];

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

function compare<T>(specs: FieldSpec<T>[], before: T | undefined, after: T | undefined): ComparedRow[] {
  return specs.map(({ field, kind, read }) => {
    const left = before === undefined ? undefined : read(before);
    const right = after === undefined ? undefined : read(after);
    return {
      field,
      kind,
      before: left,
      after: right,
      changed: before !== undefined && after !== undefined && !same(left, right),
    };
  });
}

function section(id: string, title: SectionTitle, rows: ComparedRow[]): ComparedSection {
  return { id, title, rows, changes: rows.filter((row) => row.changed).length };
}

/**
 * Pairs by position. Both documents present: a circuit or contact only one side has is itself a
 * change, shown as rows with one side absent and marked changed.
 */
function paired<T>(
  specs: FieldSpec<T>[],
  before: readonly T[] | undefined,
  after: readonly T[] | undefined,
  bothDocuments: boolean,
): ComparedRow[][] {
  const count = Math.max(before?.length ?? 0, after?.length ?? 0);
  return Array.from({ length: count }, (_, index) => {
    const left = before?.[index];
    const right = after?.[index];
    const rows = compare(specs, left, right);
    if (bothDocuments && (left === undefined) !== (right === undefined))
      return rows.map((row) => ({ ...row, changed: true }));
    return rows;
  });
}

export function compareDocuments(before: Doc | null, after: Doc | null): ComparedSection[] {
  const left = before ?? undefined;
  const right = after ?? undefined;
  if (!left && !right) return [];
  const both = left !== undefined && right !== undefined;
  return [
    section('general', { key: 'general' }, compare(GENERAL, left, right)),
    section('address', { key: 'address' }, compare(ADDRESS, left, right)),
    section('carrier', { key: 'carrier' }, compare(CARRIER, left, right)),
    ...paired(CIRCUIT, left?.circuits, right?.circuits, both).map((rows, index) =>
      section(`circuit-${index + 1}`, { key: 'circuit', number: index + 1 }, rows),
    ),
    section('sla', { key: 'sla' }, compare(SLA, left, right)),
    section('contract', { key: 'contract' }, compare(CONTRACT, left, right)),
    ...paired(CONTACT, left?.location_contacts, right?.location_contacts, both).map((rows, index) =>
      section(`contact-${index + 1}`, { key: 'contact', number: index + 1 }, rows),
    ),
  ];
}

export const totalChanges = (sections: readonly ComparedSection[]): number =>
  sections.reduce((sum, entry) => sum + entry.changes, 0);
