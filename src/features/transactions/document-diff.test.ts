import { describe, expect, it } from 'vitest';
import type { TransactionDocument } from '../../contract/types.gen.ts';
import { compareDocuments, totalChanges } from './document-diff.ts';

const circuit = (nid: string, download: number): TransactionDocument['circuits'][number] => ({
  nid,
  port: 1,
  tags: ['internet'],
  vlan: 6,
  provisioning_type: 'PPPoE',
  product: {
    qos: 'Best effort',
    area: 'Gv-W',
    name: `Internet ${download}`,
    active: true,
    is_pvc: false,
    upload: 10240,
    quality: 'Standaard',
    download,
    supplier: 'KPNWBA',
    product_id: 70001,
    overbooking: '1:20',
    service_type: 'Internet',
    transport_instance: null,
  },
});

const document: TransactionDocument = {
  sla: {
    product: {
      name: 'SLA Basis',
      supplier: 'KPNWBA',
      product_id: 9001,
      description: 'Herstel binnen 24 uur',
    },
    order_date: '2024-01-02',
  },
  active: true,
  address: {
    city: 'Amsterdam',
    street: 'Damrak',
    housenr: 1,
    zipcode: '1012AB',
    latitude: '52.37',
    longitude: '4.89',
    province: 'Noord-Holland',
    housenrext: '',
    municipality: 'Amsterdam',
  },
  carrier: {
    nid: '1012AB00001G7K2',
    tags: ['koper'],
    product: {
      area: 'Gv-W',
      name: 'VDSL 50/10',
      active: true,
      upload: 10240,
      nlstype: '1',
      distance: 800,
      download: 51200,
      supplier: 'KPNWBA',
      product_id: 1659,
      test_label: null,
      carriertype: 'MDF',
      copper_pairs: 1,
      base_technology: 'Copper',
      data_technology: 'VDSL2',
      estimated_delivery_duration: 8,
    },
  },
  enduser: { uuid: 'e1' },
  circuits: [circuit('1012AB00001AAAA', 51200)],
  supplier: 'KPNWBA',
  transaction: { uuid: 't1', action: 'change', state: 'new' },
  contract_period: { from: '2024-01-02', to: null, last_change: null },
  contract_duration: 12,
  location_contacts: [{ name: 'Tim Vos', uuid: 'c1', email: null, primary: true, phonenumber: '+31 6 1' }],
};

const section = (sections: ReturnType<typeof compareDocuments>, id: string) => {
  const found = sections.find((entry) => entry.id === id);
  if (!found) throw new Error(`no section ${id}`);
  return found;
};

describe('documents before and after a transaction', () => {
  it('marks exactly the values that differ', () => {
    const after: TransactionDocument = {
      ...document,
      carrier: {
        ...document.carrier,
        product: { ...document.carrier.product, download: 102400, name: 'VDSL 100/30' },
      },
      contract_duration: 24,
    };
    const sections = compareDocuments(document, after);
    const carrier = section(sections, 'carrier');
    expect(carrier.rows.filter((row) => row.changed).map((row) => row.field)).toEqual([
      'productName',
      'download',
    ]);
    expect(section(sections, 'contract').changes).toBe(1);
    expect(section(sections, 'address').changes).toBe(0);
    expect(totalChanges(sections)).toBe(3);
  });

  it('shows every member of the document, nulls kept as null', () => {
    const sections = compareDocuments(document, document);
    expect(totalChanges(sections)).toBe(0);
    expect(sections.map((entry) => entry.id)).toEqual([
      'general',
      'address',
      'carrier',
      'circuit-1',
      'sla',
      'contract',
      'contact-1',
    ]);
    const rows = sections.flatMap((entry) => entry.rows);
    expect(rows).toHaveLength(6 + 9 + 17 + 18 + 5 + 4 + 5);
    expect(section(sections, 'carrier').rows.find((row) => row.field === 'testLabel')?.before).toBeNull();
  });

  it('a circuit only one side has is a change; pairs circuits by position', () => {
    const after = {
      ...document,
      circuits: [circuit('1012AB00001AAAA', 51200), circuit('1012AB00001BBBB', 256)],
    };
    const sections = compareDocuments(document, after);
    const second = section(sections, 'circuit-2');
    expect(second.rows.every((row) => row.changed && row.before === undefined)).toBe(true);
    expect(section(sections, 'circuit-1').changes).toBe(0);
  });

  it('with one document there is nothing to compare: no side marked changed', () => {
    const sections = compareDocuments(null, document);
    expect(totalChanges(sections)).toBe(0);
    expect(sections.flatMap((entry) => entry.rows).every((row) => row.before === undefined)).toBe(true);
    expect(compareDocuments(null, null)).toEqual([]);
  });
});
