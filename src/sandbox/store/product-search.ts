/**
 * What `list_carriers` searches with, derived from `carrier_products` (migration 2 creates it):
 * the trigram index `carrier_products_text` over the lower-cased `name` and `invoice_description`,
 * how many products hold each of its trigrams per column, and every distinct value of the other
 * text columns with its product count; and what it answers with (migration 3): every product as
 * the JSON object of the reply, in `carrier_product_json`; and a count of refills in `meta`, which
 * with the seed's `seeded_at` tells readers that keep products in memory to read them again. Refill
 * after every write to `carrier_products`.
 */
import type { DatabaseSync } from 'node:sqlite';

/** Text columns with few distinct values, searched through `carrier_product_values`. */
export const PRODUCT_VALUE_COLUMNS = [
  'carriertype',
  'base_technology',
  'network',
  'nlstype',
  'data_technology',
  'maxnls',
  'test_label',
  'channel_type',
  'supplier',
  'aggregated_data_technology',
  'area',
  'aggregated_carriertype',
] as const;

/** Columns with an index of their own (created by migration 2). */
export const PRODUCT_INDEXED_COLUMNS = ['netcode_id', 'download', 'upload', 'area'] as const;

/** Text columns with many distinct values, searched through the trigram index. */
export const PRODUCT_TEXT_COLUMNS = ['name', 'invoice_description'] as const;

/** The members of a product in the reply, in order. */
const PRODUCT_REPLY_COLUMNS = [
  'product_id',
  'name',
  'supplier',
  'carriertype',
  'netcode_id',
  'copper_pairs',
  'base_technology',
  'network',
  'nlstype',
  'data_technology',
  'maxnls',
  'test_label',
  'channel_type',
  'distance',
  'aggregated_data_technology',
  'area',
  'aggregated_carriertype',
  'download',
  'upload',
  'invoice_description',
  'active',
  'estimated_delivery_duration',
] as const;

/** A product row as the reply's JSON object (`active` is stored as 0 or 1, answered as a boolean). */
export const PRODUCT_JSON = `json_object(${PRODUCT_REPLY_COLUMNS.map((column) =>
  column === 'active'
    ? `'active', json(CASE WHEN active THEN 'true' ELSE 'false' END)`
    : `'${column}', ${column}`,
).join(', ')})`;

export function refillProductSearch(db: DatabaseSync): void {
  db.exec(`
    INSERT INTO meta (key, value) VALUES ('products_refills', '1')
      ON CONFLICT (key) DO UPDATE SET value = value + 1;
    DELETE FROM carrier_product_json;
    INSERT INTO carrier_product_json (product_id, json) SELECT product_id, ${PRODUCT_JSON} FROM carrier_products;
    INSERT INTO carrier_products_text (carrier_products_text) VALUES ('delete-all');
    INSERT INTO carrier_products_text (rowid, name, invoice_description)
      SELECT product_id, lower(name), lower(invoice_description) FROM carrier_products;
    INSERT INTO carrier_products_text (carrier_products_text) VALUES ('optimize');
    DELETE FROM carrier_product_trigrams;
    INSERT INTO carrier_product_trigrams (column_name, trigram, products)
      SELECT col, term, doc FROM carrier_products_text_vocab;
    DELETE FROM carrier_product_values;
    INSERT INTO carrier_product_values (column_name, value, products)
      ${PRODUCT_VALUE_COLUMNS.map(
        (column) =>
          `SELECT '${column}', ${column}, count(*) FROM carrier_products WHERE ${column} IS NOT NULL GROUP BY 1, 2`,
      ).join('\n      UNION ALL ')};
  `);
}
