import { describe, expect, it } from 'vitest';
import type { CarrierListingProduct } from '../../contract/types.gen.ts';
import { COLUMNS } from './columns.ts';
import en from './messages-en.ts';
import nl from './messages-nl.ts';
import { productsCsv } from './products-csv.ts';

const product: CarrierListingProduct = {
  product_id: 7,
  name: 'Glasvezel 1/1 Gbit/s; zakelijk',
  supplier: 'KPN',
  carriertype: 'KPNFO',
  netcode_id: null,
  copper_pairs: null,
  base_technology: 'Fiber',
  network: 'KPN',
  nlstype: null,
  data_technology: 'GPON',
  maxnls: null,
  test_label: null,
  channel_type: null,
  distance: null,
  aggregated_data_technology: 'FTTH',
  area: 'Amsterdam',
  aggregated_carriertype: 'Fiber',
  download: 1_048_576,
  upload: 102_400,
  invoice_description: 'Glasvezel, 1 Gbit/s',
  active: true,
  estimated_delivery_duration: 10,
};

function parse(text: string, separator: string) {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [headings, ...records] = text.slice(1).trimEnd().split('\r\n');
  return { headings: headings!.split(separator), records };
}

describe('the products CSV', () => {
  it('in Dutch: Dutch headings, semicolons, Ja/Nee, speeds in kbit/s', () => {
    const text = productsCsv([product, { ...product, product_id: 8, active: false }], {
      texts: nl,
      locale: 'nl',
      apiNames: false,
    });
    const { headings, records } = parse(text, ';');
    expect(headings).toHaveLength(COLUMNS.length);
    expect(headings.slice(0, 3)).toEqual(['Product-id', 'Naam', 'Leverancier']);
    expect(headings).toContain('Download (kbit/s)');
    expect(headings).toContain('Upload (kbit/s)');
    expect(headings).toContain('Actief');
    expect(records[0]).toMatch(/^7;"Glasvezel 1\/1 Gbit\/s; zakelijk";KPN;KPNFO;;;Fiber;/);
    expect(records[0]).toContain(';1048576;102400;Glasvezel, 1 Gbit/s;Ja;10');
    expect(records[1]).toContain(';Nee;10');
  });

  it('in English: English headings, commas, Yes/No', () => {
    const text = productsCsv([product, { ...product, active: false }], {
      texts: en,
      locale: 'en',
      apiNames: false,
    });
    const { headings, records } = parse(text, ',');
    expect(headings.slice(0, 3)).toEqual(['Product id', 'Name', 'Supplier']);
    expect(headings).toContain('Download (kbit/s)');
    expect(records[0]).toMatch(/^7,Glasvezel 1\/1 Gbit\/s; zakelijk,KPN,/);
    expect(records[0]).toContain(',1048576,102400,"Glasvezel, 1 Gbit/s",Yes,10');
    expect(records[1]).toContain(',No,10');
  });

  it('with the API field names as headings', () => {
    const text = productsCsv([product], { texts: nl, locale: 'nl', apiNames: true });
    const { headings, records } = parse(text, ';');
    expect(headings).toEqual(COLUMNS.map((column) => column.id));
    expect(headings).toContain('download');
    expect(records[0]).toContain(';1048576;102400;');
    expect(records[0]).toContain(';Ja;');
  });
});
