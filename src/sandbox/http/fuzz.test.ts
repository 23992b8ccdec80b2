import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic } from '../testing/http-client.ts';
import { type RunningSandbox, startTestSandbox } from '../testing/sandbox-under-test.ts';

const DOCUMENTED_STATUSES = new Set([200, 204, 401, 403, 404, 405, 413, 429]);
const admin = basic('admin', 'sandbox-admin');

let sandbox: RunningSandbox & { logs: string[] };
beforeAll(async () => {
  sandbox = await startTestSandbox({ bodyLimitBytes: 16_384 });
});
afterAll(() => sandbox.stop());

const methodNames = fc.constantFrom(
  'zipcode',
  'list_providers',
  'carriercheck',
  'list_carriers',
  'list_transactions',
  'get_transaction',
  'cancel_transaction',
  'get_housenrs',
  'get_housenrext',
  'get_address',
  'get_profile',
  'set_profile',
  'list_mailboxes',
  'create_forwarder',
  'delete_mailbox',
);
const jsonRpcLike = fc.record(
  {
    jsonrpc: fc.oneof(fc.constant('2.0'), fc.string()),
    id: fc.oneof(fc.integer(), fc.string(), fc.constant(null), fc.double(), fc.object()),
    method: fc.oneof(methodNames, fc.string()),
    params: fc.oneof(fc.object(), fc.array(fc.anything()), fc.anything()),
  },
  { requiredKeys: [] },
);
const body = fc.oneof(
  fc.string().map((text) => Buffer.from(text)),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
  fc.jsonValue().map((value) => Buffer.from(JSON.stringify(value) ?? 'null')),
  jsonRpcLike.map((value) => Buffer.from(JSON.stringify(value))),
  fc.array(jsonRpcLike, { maxLength: 8 }).map((value) => Buffer.from(JSON.stringify(value))),
);
const path = fc.constantFrom(
  '/broadband/v1',
  '/broadband/basic/v1/',
  '//postcodes/v1',
  '/user/v1',
  '/mail/v1',
  '/jwt/log-in',
  '/nowhere',
  '/schemas/x.json',
);
const authorization = fc.oneof(
  fc.constant(admin),
  fc.constant(''),
  fc.string().map((text) => `Bearer ${text.replace(/[^\x21-\x7e]/g, '')}`),
  fc.constant('Basic !!!'),
);
const contentType = fc.constantFrom(
  'application/json',
  'application/x-www-form-urlencoded',
  'text/plain',
  '',
);
const headerText = fc.string({ maxLength: 80 }).map((text) => text.replace(/[^\x20-\x7e]/g, '').trim());
const extraHeaders = fc.dictionary(
  fc.constantFrom('x-totp', 'apikey', 'referer', 'origin', 'x-forwarded-for', 'accept'),
  headerText,
  {
    maxKeys: 4,
  },
);

describe('arbitrary requests', () => {
  it(
    'never produce a 5xx, a crash or a reply that is not JSON-RPC or a documented HTTP error',
    { timeout: 180_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(
          path,
          body,
          authorization,
          contentType,
          extraHeaders,
          async (target, payload, auth, type, extra) => {
            const headers: Record<string, string> = { ...extra };
            if (auth) headers.authorization = auth;
            if (type) headers['content-type'] = type;
            const response = await fetch(`${sandbox.url}${target}`, {
              method: 'POST',
              headers,
              body: payload,
            });
            const text = await response.text();
            expect(DOCUMENTED_STATUSES.has(response.status)).toBe(true);
            if (response.status === 200 && target !== '/jwt/log-in') {
              const reply = JSON.parse(text) as unknown;
              const replies = Array.isArray(reply) ? reply : [reply];
              for (const entry of replies as Record<string, unknown>[]) {
                expect(entry.jsonrpc).toBe('2.0');
                expect('result' in entry !== 'error' in entry).toBe(true);
              }
            }
          },
        ),
        { numRuns: 10_000, seed: 20261122 },
      );
      const alive = await fetch(`${sandbox.url}/`);
      expect(alive.status).toBe(200);
      expect(sandbox.logs).toEqual([]);
    },
  );
});
