/** The documents of a transaction: the situation before and after it, with circuits and contacts. */
import type { CarrierProduct, CircuitProduct, TransactionDocument } from '../../../contract/types.gen.ts';
import { addDays, addMonths, toDate, toDatetime } from './dates.ts';
import { dutchPhone, firstNames, surnames } from './places.ts';
import type { ProductRow } from './products.ts';
import { speedText } from './products.ts';
import type { Rng } from './random.ts';
import type { Context, Shared } from './transaction-context.ts';
import { CONTACT_MAIL_DOMAINS, SLA_LEVELS, SUPPLIER_OFFSET } from './transactions-data.ts';

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

/** The document of the situation before or after the transaction, with the given product. */
export function buildDocument(
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

/** One or two location contacts, the first one primary. */
export function contactsFor(rng: Rng): TransactionDocument['location_contacts'] {
  const count = rng.chance(0.35) ? 2 : 1;
  const contacts: TransactionDocument['location_contacts'] = [];
  for (let i = 0; i < count; i++) {
    const first = rng.pick(firstNames);
    const last = rng.pick(surnames);
    const local = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
    contacts.push({
      name: `${first} ${last}`,
      uuid: rng.uuid(),
      email: rng.chance(0.8) ? `${local}@${rng.pick(CONTACT_MAIL_DOMAINS)}` : null,
      primary: i === 0,
      phonenumber: dutchPhone(rng),
    });
  }
  return contacts;
}
