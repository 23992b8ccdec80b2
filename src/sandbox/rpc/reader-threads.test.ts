/**
 * Long listings run on reader threads. These tests hold what that must not change: a reader thread
 * sees what was written just before, failures keep their code and cid, batches keep their order,
 * and a long listing no longer holds up a cheap call.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DATABASE_FILE } from '../store/database.ts';
import { refillProductSearch } from '../store/product-search.ts';
import { basic, post } from '../testing/http-client.ts';
import { type RunningSandbox, startTestSandbox } from '../testing/sandbox-under-test.ts';
import { createReaderThreads } from './reader-threads.ts';

const admin = basic('admin', 'sandbox-admin');
const cli = fileURLToPath(new URL('../cli.ts', import.meta.url));
const listCarriers = (params: unknown, id: number | string = 1) => ({
  jsonrpc: '2.0',
  id,
  method: 'list_carriers',
  params,
});

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ readerThreads: 2 });
});
afterAll(() => sandbox.stop());

const call = (body: unknown) => post(`${sandbox.url}/broadband/v1`, body, { authorization: admin });

describe('reader threads', () => {
  it('see a product written just before the listing', async () => {
    const { db } = sandbox.sandbox;
    const id = (db.prepare('SELECT max(product_id) + 1 AS id FROM carrier_products').get() as { id: number })
      .id;
    db.prepare(
      `INSERT INTO carrier_products SELECT ?, 'Vers geschreven product Zwolle-Zuid', supplier, carriertype,
         netcode_id, copper_pairs, base_technology, network, nlstype, data_technology, maxnls, test_label,
         channel_type, distance, aggregated_data_technology, area, aggregated_carriertype, download, upload,
         invoice_description, active, estimated_delivery_duration FROM carrier_products WHERE product_id = 1`,
    ).run(id);
    refillProductSearch(db);
    const reply = await call(listCarriers({ filter: { name: 'vers geschreven' } }));
    expect(reply.json).toMatchObject({
      id: 1,
      result: {
        carriers: [{ product_id: id, name: 'Vers geschreven product Zwolle-Zuid', active: true }],
        pagination: { total_items: 1 },
      },
    });
  });

  it('keep a method failure as it is, with the cid of the call', async () => {
    const reply = await call(listCarriers({ filter: { download: 'veel' } }, 'fout'));
    expect(reply.json).toMatchObject({
      id: 'fout',
      error: {
        code: 11,
        message: expect.stringContaining('download'),
        data: { cid: reply.headers.get('x-broadband-cid') },
      },
    });
  });

  it('answer a batch in its order, beside calls of the main thread', async () => {
    const reply = await call([
      listCarriers({ pagination: { page: 1, per_page: 2 } }, 'a'),
      { jsonrpc: '2.0', id: 'b', method: 'list_providers' },
      listCarriers({ filter: { download: 'x' } }, 'c'),
      listCarriers({ pagination: { page: 2, per_page: 2 } }),
      listCarriers({ pagination: { page: 3, per_page: 2 } }, 'e'),
    ]);
    const replies = reply.json as {
      id: string;
      result?: { carriers: unknown[] };
      error?: { code: number };
    }[];
    expect(replies.map((entry) => entry.id)).toEqual(['a', 'b', 'c', 1, 'e']);
    expect(replies[0]?.result?.carriers).toHaveLength(2);
    expect(replies[1]?.result).toHaveProperty('providers');
    expect(replies[2]?.error?.code).toBe(11);
  });
});

/** The sandbox as its own process, so that the test's client never waits on the server's thread. */
async function startChild(
  readerThreads: number,
): Promise<{ url: string; stop: () => void; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'reader-threads-child-'));
  copyFileSync(join(inject('templateDataDir'), DATABASE_FILE), join(dataDir, DATABASE_FILE));
  const child = spawn(
    process.execPath,
    [cli, '--port', '0', '--data-dir', dataDir, '--reader-threads', String(readerThreads)],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const stop = () => {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /listening on (http:\/\/\S+?)\/ /.exec(output)?.[1];
      if (found) resolve(found);
    });
    child.once('exit', (code) => reject(new Error(`the sandbox exited with ${code}: ${output}`)));
  });
  return { url, stop, dataDir };
}

/** Whether a cheap call is answered while a batch of slow listings is still being read. */
async function cheapCallDuringListings(url: string) {
  // Each listing reads and sorts every product by a term too short for the index.
  const slowListings = Array.from({ length: 24 }, (_, index) =>
    listCarriers(
      { filter: { invoice_description: 'a' }, sort: { name: 'DESC' }, pagination: { page: 1, per_page: 1 } },
      index,
    ),
  );
  let listingsAnswered = false;
  const listings = post(`${url}/broadband/v1`, slowListings, { authorization: admin }).then((reply) => {
    listingsAnswered = true;
    return reply;
  });
  await new Promise((resolve) => setTimeout(resolve, 20));
  const cheap = await post(
    `${url}/broadband/basic/v1`,
    { jsonrpc: '2.0', id: 1, method: 'list_providers' },
    { authorization: admin },
  );
  const listingsStillRunning = !listingsAnswered;
  expect(cheap.json).toHaveProperty('result.providers');
  expect((await listings).json).toHaveLength(24);
  return { listingsStillRunning };
}

describe('a long listing', () => {
  it('no longer holds up a cheap call', async () => {
    const child = await startChild(2);
    try {
      const { listingsStillRunning } = await cheapCallDuringListings(child.url);
      // answered while the batch is still being read, not queued behind it
      expect(listingsStillRunning).toBe(true);
    } finally {
      child.stop();
    }
  });
});

describe('a reader thread that fails', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'reader-threads-test-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('reports what went wrong instead of leaving the call waiting', async () => {
    const file = join(dataDir, 'empty.sqlite');
    new DatabaseSync(file).close();
    const threads = createReaderThreads(file, 1);
    try {
      const outcome = await threads.run({
        className: 'broadband/v1',
        method: 'list_carriers',
        params: {},
        caller: {
          kind: 'user',
          userId: 1,
          username: 'admin',
          customerAccountId: 1,
          permissions: new Set(['#broadband-r']),
          clientIp: '127.0.0.1',
          tokenExpiresAt: null,
        },
        now: new Date(),
        backofficeDelaySeconds: 0,
      });
      expect(outcome).toMatchObject({ crash: expect.stringContaining('no such table') });
    } finally {
      threads.close();
    }
  });
});
