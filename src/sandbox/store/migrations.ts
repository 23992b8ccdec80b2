import type { DatabaseSync } from 'node:sqlite';
import { PRODUCT_JSON } from './product-search.ts';

/**
 * Ordered schema migrations. Each runs once, inside one transaction, and bumps `user_version`.
 * Never edit a migration that has shipped: append a new one.
 */
const migrations: readonly string[] = [
  `
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

  CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    username TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    phone TEXT,
    language TEXT NOT NULL DEFAULT 'nl' CHECK (language IN ('nl', 'en')),
    customer_account_id INTEGER,
    permissions TEXT NOT NULL,
    totp_secret TEXT,
    totp_enabled INTEGER NOT NULL DEFAULT 0,
    totp_pending_secret TEXT,
    totp_last_step INTEGER,
    created_at TEXT NOT NULL
  );

  CREATE TABLE ip_whitelist (
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    subnet TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    position INTEGER NOT NULL,
    PRIMARY KEY (user_id, subnet)
  );

  CREATE TABLE api_keys (
    token TEXT PRIMARY KEY,
    description TEXT NOT NULL,
    referers TEXT NOT NULL,
    permissions TEXT NOT NULL,
    rate_limit_per_minute INTEGER NOT NULL
  );

  CREATE TABLE addresses (
    zipcode TEXT NOT NULL,
    housenr INTEGER NOT NULL,
    housenrext TEXT NOT NULL DEFAULT '',
    street TEXT NOT NULL,
    city TEXT NOT NULL,
    municipality TEXT NOT NULL,
    province TEXT NOT NULL,
    latitude TEXT NOT NULL,
    longitude TEXT NOT NULL,
    sources TEXT NOT NULL DEFAULT '["CADASTRAL","KPNWBA","KPNWEAS"]',
    is_complex INTEGER NOT NULL DEFAULT 0,
    disrupted_providers TEXT NOT NULL DEFAULT '[]',
    PRIMARY KEY (zipcode, housenr, housenrext)
  );

  CREATE TABLE availability (
    zipcode TEXT NOT NULL,
    housenr INTEGER NOT NULL,
    housenrext TEXT NOT NULL DEFAULT '',
    provider TEXT NOT NULL,
    technology TEXT NOT NULL,
    rank INTEGER NOT NULL,
    max_download INTEGER NOT NULL,
    max_upload INTEGER NOT NULL,
    carrier TEXT NOT NULL CHECK (carrier IN ('Copper', 'Fiber')),
    network TEXT NOT NULL,
    area TEXT NOT NULL,
    distance TEXT NOT NULL,
    product_ids TEXT NOT NULL DEFAULT '[]',
    carrier_detail TEXT NOT NULL,
    PRIMARY KEY (zipcode, housenr, housenrext, provider, technology)
  );

  CREATE TABLE construction_messages (
    zipcode TEXT NOT NULL,
    housenr INTEGER NOT NULL,
    housenrext TEXT NOT NULL DEFAULT '',
    technology TEXT NOT NULL,
    network TEXT NOT NULL,
    message TEXT NOT NULL,
    estimated_plandate TEXT
  );
  CREATE INDEX construction_messages_address ON construction_messages (zipcode, housenr, housenrext);

  CREATE TABLE carriers (
    nid TEXT PRIMARY KEY,
    zipcode TEXT NOT NULL,
    housenr INTEGER NOT NULL,
    housenrext TEXT NOT NULL DEFAULT '',
    carrier TEXT NOT NULL CHECK (carrier IN ('Copper', 'Fiber')),
    carriertype TEXT NOT NULL,
    nlstype TEXT,
    status TEXT NOT NULL CHECK (status IN ('Open', 'Planned', 'Closed')),
    base_technology TEXT NOT NULL,
    network TEXT NOT NULL,
    area TEXT NOT NULL,
    distance INTEGER,
    copper_pairs INTEGER,
    ftu_type TEXT,
    mdf_location TEXT
  );
  CREATE INDEX carriers_address ON carriers (zipcode, housenr, housenrext);

  CREATE TABLE carrier_products (
    product_id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    supplier TEXT NOT NULL,
    carriertype TEXT NOT NULL,
    netcode_id INTEGER,
    copper_pairs INTEGER,
    base_technology TEXT NOT NULL,
    network TEXT NOT NULL,
    nlstype TEXT,
    data_technology TEXT NOT NULL,
    maxnls TEXT,
    test_label TEXT,
    channel_type TEXT,
    distance INTEGER,
    aggregated_data_technology TEXT NOT NULL,
    area TEXT NOT NULL,
    aggregated_carriertype TEXT NOT NULL,
    download INTEGER NOT NULL,
    upload INTEGER NOT NULL,
    invoice_description TEXT NOT NULL,
    active INTEGER NOT NULL,
    estimated_delivery_duration INTEGER
  );

  CREATE TABLE transactions (
    uuid TEXT PRIMARY KEY,
    nid TEXT,
    customer_account_id INTEGER,
    action TEXT NOT NULL,
    state TEXT NOT NULL,
    created_at TEXT,
    last_updated TEXT NOT NULL,
    expected_completion_date TEXT,
    search_text TEXT NOT NULL,
    cancel_due_at TEXT,
    data TEXT NOT NULL
  );
  CREATE INDEX transactions_nid ON transactions (nid);
  CREATE INDEX transactions_created ON transactions (created_at);
  CREATE INDEX transactions_cancel_due ON transactions (cancel_due_at) WHERE cancel_due_at IS NOT NULL;

  CREATE TABLE mail_clients (
    client_id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    domain TEXT NOT NULL UNIQUE
  );

  CREATE TABLE mailboxes (
    email TEXT PRIMARY KEY,
    client_id INTEGER NOT NULL REFERENCES mail_clients(client_id),
    name TEXT NOT NULL,
    quota_mb INTEGER NOT NULL,
    password_hash TEXT NOT NULL,
    created_at TEXT NOT NULL
  );

  CREATE TABLE forwarders (
    email TEXT PRIMARY KEY,
    client_id INTEGER NOT NULL REFERENCES mail_clients(client_id),
    destinations TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  `,
  // 2: what list_carriers searches with (see methods/broadband/list-carriers.ts), filled from the
  // products already there; the seed refills both whenever it writes products.
  `
  CREATE VIRTUAL TABLE carrier_products_text USING fts5(
    name, invoice_description,
    content = '', columnsize = 0, detail = full, tokenize = 'trigram case_sensitive 1'
  );
  -- Filled in bulk and then merged into one segment ('optimize'): no merging while filling.
  INSERT INTO carrier_products_text (carrier_products_text, rank) VALUES ('automerge', 0);
  INSERT INTO carrier_products_text (carrier_products_text, rank) VALUES ('crisismerge', 64);
  INSERT INTO carrier_products_text (rowid, name, invoice_description)
    SELECT product_id, lower(name), lower(invoice_description) FROM carrier_products;
  INSERT INTO carrier_products_text (carrier_products_text) VALUES ('optimize');

  CREATE VIRTUAL TABLE carrier_products_text_vocab USING fts5vocab(carrier_products_text, col);
  CREATE TABLE carrier_product_trigrams (
    column_name TEXT NOT NULL,
    trigram TEXT NOT NULL,
    products INTEGER NOT NULL,
    PRIMARY KEY (column_name, trigram)
  ) WITHOUT ROWID;
  INSERT INTO carrier_product_trigrams (column_name, trigram, products)
    SELECT col, term, doc FROM carrier_products_text_vocab;

  CREATE INDEX carrier_products_netcode_id ON carrier_products (netcode_id);
  CREATE INDEX carrier_products_download ON carrier_products (download);
  CREATE INDEX carrier_products_upload ON carrier_products (upload);
  CREATE INDEX carrier_products_area ON carrier_products (area);

  CREATE TABLE carrier_product_values (
    column_name TEXT NOT NULL,
    value TEXT NOT NULL,
    products INTEGER NOT NULL,
    PRIMARY KEY (column_name, value)
  ) WITHOUT ROWID;
  INSERT INTO carrier_product_values (column_name, value, products)
    SELECT 'carriertype', carriertype, count(*) FROM carrier_products WHERE carriertype IS NOT NULL GROUP BY 1, 2
    UNION ALL SELECT 'base_technology', base_technology, count(*) FROM carrier_products WHERE base_technology IS NOT NULL GROUP BY 1, 2
    UNION ALL SELECT 'network', network, count(*) FROM carrier_products WHERE network IS NOT NULL GROUP BY 1, 2
    UNION ALL SELECT 'nlstype', nlstype, count(*) FROM carrier_products WHERE nlstype IS NOT NULL GROUP BY 1, 2
    UNION ALL SELECT 'data_technology', data_technology, count(*) FROM carrier_products WHERE data_technology IS NOT NULL GROUP BY 1, 2
    UNION ALL SELECT 'maxnls', maxnls, count(*) FROM carrier_products WHERE maxnls IS NOT NULL GROUP BY 1, 2
    UNION ALL SELECT 'test_label', test_label, count(*) FROM carrier_products WHERE test_label IS NOT NULL GROUP BY 1, 2
    UNION ALL SELECT 'channel_type', channel_type, count(*) FROM carrier_products WHERE channel_type IS NOT NULL GROUP BY 1, 2
    UNION ALL SELECT 'supplier', supplier, count(*) FROM carrier_products WHERE supplier IS NOT NULL GROUP BY 1, 2
    UNION ALL SELECT 'aggregated_data_technology', aggregated_data_technology, count(*) FROM carrier_products WHERE aggregated_data_technology IS NOT NULL GROUP BY 1, 2
    UNION ALL SELECT 'area', area, count(*) FROM carrier_products WHERE area IS NOT NULL GROUP BY 1, 2
    UNION ALL SELECT 'aggregated_carriertype', aggregated_carriertype, count(*) FROM carrier_products WHERE aggregated_carriertype IS NOT NULL GROUP BY 1, 2;
  `,
  // 3: every product as list_carriers answers it, so a page is read as text, not column by column;
  // the seed refills it whenever it writes products.
  `
  CREATE TABLE carrier_product_json (
    product_id INTEGER PRIMARY KEY,
    json TEXT NOT NULL
  );
  INSERT INTO carrier_product_json (product_id, json) SELECT product_id, ${PRODUCT_JSON} FROM carrier_products;
  `,
  // 4: a mail client belongs to a customer account; those made before belong to the demo customer.
  `
  ALTER TABLE mail_clients ADD COLUMN customer_account_id INTEGER NOT NULL DEFAULT 4242;
  CREATE INDEX mail_clients_customer ON mail_clients (customer_account_id);
  `,
];

export function migrate(db: DatabaseSync): void {
  const row = db.prepare('PRAGMA user_version').get() as { user_version: number };
  for (let version = row.user_version; version < migrations.length; version++) {
    db.exec('BEGIN IMMEDIATE');
    try {
      db.exec(migrations[version] ?? '');
      db.exec(`PRAGMA user_version = ${version + 1}`);
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }
}
