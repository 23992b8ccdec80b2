/**
 * Deterministic seed data for the sandbox: fills every table in one transaction. The same
 * `productCount` and `now` give the same rows (except password hashes, which carry random salts);
 * all dates are relative to `now`, so the data stays current.
 */
import type { DatabaseSync } from 'node:sqlite';
import { hashPasswordSync } from '../../credentials/passwords.ts';
import { demoAccounts, demoApiKeys } from './accounts.ts';
import { generateBuildings } from './addresses.ts';
import { addDays, toDatetime } from './dates.ts';
import { generateMail, MAILBOX_DEMO_PASSWORD } from './mail.ts';
import { createNidFactory, generateNetwork } from './network.ts';
import { refillProductSearch } from '../product-search.ts';
import { generateProducts } from './products.ts';
import { rngFor } from './random.ts';
import { generateTransactions } from './transactions.ts';

export const DEFAULT_PRODUCT_COUNT = 12000;

export { demoAccounts, demoApiKeys } from './accounts.ts';
export type { DemoAccount, DemoApiKey, Permission, WhitelistEntry } from './accounts.ts';
export { demoAddresses } from './addresses.ts';
export type { DemoAddressName } from './addresses.ts';
export type { DemoAddress } from './addresses-data.ts';
export { demoMail } from './mail.ts';
export { buildSearchText, demoTransactions, primaryDocument } from './transactions.ts';

export type SeedOptions = { productCount: number; now: Date };

/** Tables the seed fills, children before parents (the order they are emptied in). */
const TABLES = [
  'ip_whitelist',
  'users',
  'api_keys',
  'availability',
  'construction_messages',
  'carriers',
  'addresses',
  'carrier_products',
  'transactions',
  'forwarders',
  'mailboxes',
  'mail_clients',
  'meta',
] as const;

const json = (value: unknown): string => JSON.stringify(value);

export function seed(db: DatabaseSync, options: SeedOptions): void {
  const { productCount, now } = options;
  if (!Number.isInteger(productCount) || productCount < 1)
    throw new Error(`productCount must be a positive integer, got ${productCount}`);
  if (Number.isNaN(now.getTime())) throw new Error('now must be a valid date');

  // Generate everything first (pure, deterministic), then write it in one transaction.
  const buildings = generateBuildings(rngFor('addresses'));
  const products = generateProducts(rngFor('products'), productCount);
  const nids = createNidFactory();
  const network = generateNetwork(rngFor('network'), rngFor('product-picks'), buildings, products, now, nids);
  const transactions = generateTransactions(rngFor('transactions'), network.served, products, now, nids);
  const mail = generateMail(rngFor('mail'), now);

  // scrypt is slow: one hash per distinct password.
  const userHashes = new Map<string, string>();
  for (const account of demoAccounts) {
    if (!userHashes.has(account.password))
      userHashes.set(account.password, hashPasswordSync(account.password));
  }
  const mailboxHash = hashPasswordSync(MAILBOX_DEMO_PASSWORD);

  db.exec('BEGIN IMMEDIATE');
  try {
    for (const table of TABLES) db.exec(`DELETE FROM ${table}`);

    const insertMeta = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
    insertMeta.run('seeded_at', now.toISOString());
    insertMeta.run('product_count', String(productCount));

    const insertUser = db.prepare(
      `INSERT INTO users (id, username, password_hash, name, email, phone, language, customer_account_id, permissions,
        totp_secret, totp_enabled, totp_pending_secret, totp_last_step, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, NULL, ?)`,
    );
    const insertWhitelist = db.prepare(
      'INSERT INTO ip_whitelist (user_id, subnet, description, position) VALUES (?, ?, ?, ?)',
    );
    for (const account of demoAccounts) {
      insertUser.run(
        account.id,
        account.username,
        userHashes.get(account.password) ?? '',
        account.name,
        account.email,
        account.phone,
        account.language,
        account.customerAccountId,
        json(account.permissions),
        account.totpSecret,
        account.totpSecret ? 1 : 0,
        toDatetime(addDays(now, -180 - account.id * 7)),
      );
      account.whitelist.forEach((entry, position) =>
        insertWhitelist.run(account.id, entry.subnet, entry.description, position),
      );
    }

    const insertKey = db.prepare(
      'INSERT INTO api_keys (token, description, referers, permissions, rate_limit_per_minute) VALUES (?, ?, ?, ?, ?)',
    );
    for (const key of demoApiKeys) {
      insertKey.run(
        key.token,
        key.description,
        json(key.referers),
        json(key.permissions),
        key.rateLimitPerMinute,
      );
    }

    const insertAddress = db.prepare(
      `INSERT INTO addresses (zipcode, housenr, housenrext, street, city, municipality, province, latitude, longitude,
        sources, is_complex, disrupted_providers) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const insertAvailability = db.prepare(
      `INSERT INTO availability (zipcode, housenr, housenrext, provider, technology, rank, max_download, max_upload, carrier,
        network, area, distance, product_ids, carrier_detail) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const insertCarrier = db.prepare(
      `INSERT INTO carriers (nid, zipcode, housenr, housenrext, carrier, carriertype, nlstype, status, base_technology,
        network, area, distance, copper_pairs, ftu_type, mdf_location) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const insertConstruction = db.prepare(
      `INSERT INTO construction_messages (zipcode, housenr, housenrext, technology, network, message, estimated_plandate)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const { row, availability, carriers, constructionMessages } of network.served) {
      const key = [row.zipcode, row.housenr, row.housenrext] as const;
      insertAddress.run(
        ...key,
        row.street,
        row.city,
        row.municipality,
        row.province,
        row.latitude,
        row.longitude,
        json(row.sources),
        row.isComplex ? 1 : 0,
        json(row.disruptedProviders),
      );
      for (const offer of availability) {
        insertAvailability.run(
          ...key,
          offer.provider,
          offer.technology,
          offer.rank,
          offer.max_download,
          offer.max_upload,
          offer.carrier,
          offer.network,
          offer.area,
          offer.distance,
          json(offer.product_ids),
          json(offer.carrier_detail),
        );
      }
      for (const carrier of carriers) {
        insertCarrier.run(
          carrier.nid,
          ...key,
          carrier.carrier,
          carrier.carriertype,
          carrier.nlstype,
          carrier.status,
          carrier.base_technology,
          carrier.network,
          carrier.area,
          carrier.distance,
          carrier.copper_pairs,
          carrier.ftu_type,
          carrier.mdf_location,
        );
      }
      for (const message of constructionMessages) {
        insertConstruction.run(
          ...key,
          message.technology,
          message.network,
          message.message,
          message.estimated_plandate,
        );
      }
    }

    const insertProduct = db.prepare(
      `INSERT INTO carrier_products (product_id, name, supplier, carriertype, netcode_id, copper_pairs, base_technology, network,
        nlstype, data_technology, maxnls, test_label, channel_type, distance, aggregated_data_technology, area,
        aggregated_carriertype, download, upload, invoice_description, active, estimated_delivery_duration)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const p of products.products) {
      insertProduct.run(
        p.product_id,
        p.name,
        p.supplier,
        p.carriertype,
        p.netcode_id,
        p.copper_pairs,
        p.base_technology,
        p.network,
        p.nlstype,
        p.data_technology,
        p.maxnls,
        p.test_label,
        p.channel_type,
        p.distance,
        p.aggregated_data_technology,
        p.area,
        p.aggregated_carriertype,
        p.download,
        p.upload,
        p.invoice_description,
        p.active,
        p.estimated_delivery_duration,
      );
    }
    refillProductSearch(db);

    const insertTransaction = db.prepare(
      `INSERT INTO transactions (uuid, nid, customer_account_id, action, state, created_at, last_updated,
        expected_completion_date, search_text, cancel_due_at, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const t of transactions) {
      insertTransaction.run(
        t.uuid,
        t.nid,
        t.customer_account_id,
        t.action,
        t.state,
        t.created_at,
        t.last_updated,
        t.expected_completion_date,
        t.search_text,
        t.cancel_due_at,
        json(t.data),
      );
    }

    const insertClient = db.prepare(
      'INSERT INTO mail_clients (client_id, name, domain, customer_account_id) VALUES (?, ?, ?, ?)',
    );
    for (const client of mail.clients)
      insertClient.run(client.client_id, client.name, client.domain, client.customer_account_id);
    const insertMailbox = db.prepare(
      'INSERT INTO mailboxes (email, client_id, name, quota_mb, password_hash, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    for (const box of mail.mailboxes)
      insertMailbox.run(box.email, box.client_id, box.name, box.quota_mb, mailboxHash, box.created_at);
    const insertForwarder = db.prepare(
      'INSERT INTO forwarders (email, client_id, destinations, created_at) VALUES (?, ?, ?, ?)',
    );
    for (const forwarder of mail.forwarders) {
      insertForwarder.run(
        forwarder.email,
        forwarder.client_id,
        json(forwarder.destinations),
        forwarder.created_at,
      );
    }

    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
