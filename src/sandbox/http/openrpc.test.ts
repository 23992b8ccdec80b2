import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { Client, HTTPTransport, JSONRPCError, RequestManager } from '@open-rpc/client-js';
import type { OpenrpcDocument } from '@open-rpc/meta-schema';
import { parseOpenRPCDocument } from '@open-rpc/schema-utils-js';
import testCoverage from '@open-rpc/test-coverage';
import ExamplesRule from '@open-rpc/test-coverage/build/rules/examples-rule.js';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXAMPLE_ACCOUNT,
  EXAMPLE_TIME,
  exampleCalls,
  exampleSandboxSettings,
} from '../../../scripts/openrpc/examples.ts';
import { openRpcDirectory, openRpcFileOf } from '../rpc/openrpc-documents.ts';
import { basic, post } from '../testing/http-client.ts';
import { type RunningSandbox, startTestSandbox } from '../testing/sandbox-under-test.ts';

const CLASSES = ['broadband/basic/v1', 'broadband/v1', 'postcodes/v1', 'user/v1', 'mail/v1'];
const admin = basic(EXAMPLE_ACCOUNT.username, EXAMPLE_ACCOUNT.password);

type Document = OpenrpcDocument & { servers: { url: string }[] };

/** A CommonJS module's `exports.default`, however the module loader hands the module over. */
function defaultExport<T>(module: { default: T }): T {
  return (module as { default?: T }).default ?? (module as unknown as T);
}
const runCoverage = defaultExport(testCoverage);
/** A test-coverage reporter that prints nothing: the assertions below say what failed. */
const silent = { onBegin() {}, onTestBegin() {}, onTestEnd() {}, onEnd() {} };
const metaSchemaValidator = () => {
  const ajv = new Ajv({ strict: false, allErrors: true });
  (addFormatsModule as unknown as (instance: Ajv) => void)(ajv);
  const schemaIn = (name: string) => {
    const { $schema: _schema, ...schema } = (
      createRequire(import.meta.url)(name) as { default: object & { $schema?: unknown } }
    ).default;
    return schema;
  };
  // The OpenRPC meta-schema refers to the JSON Schema meta-schema by URL.
  ajv.addSchema(schemaIn('@json-schema-tools/meta-schema'), 'https://meta.json-schema.tools');
  return ajv.compile(schemaIn('@open-rpc/meta-schema'));
};
const ExamplesRuleClass = defaultExport(ExamplesRule);

// The examples are the answers of a sandbox seeded and living at EXAMPLE_TIME: this one is too.
let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({
    reset: true,
    clock: () => new Date(EXAMPLE_TIME),
    ...exampleSandboxSettings,
  });
}, 120_000);
afterAll(() => sandbox.stop());

const documentUrl = (className: string) => `${sandbox.url}/openrpc/${className}.json`;

async function publishedDocument(className: string): Promise<Document> {
  const response = await fetch(documentUrl(className));
  expect(response.status).toBe(200);
  return (await response.json()) as Document;
}

/** test-coverage's transport, sending the credentials its own HTTP transport cannot. */
const withCredentials = async (url: string, method: string, params: unknown) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: admin },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return (await response.json()) as unknown;
};

describe('OpenRPC documents at /openrpc/<class>.json', () => {
  it('validate against @open-rpc/meta-schema, as generated and as served', async () => {
    const validate = metaSchemaValidator();
    for (const className of CLASSES) {
      const generated: unknown = JSON.parse(
        readFileSync(`${openRpcDirectory}${openRpcFileOf(className)}`, 'utf8'),
      );
      for (const document of [generated, await publishedDocument(className)]) {
        expect(validate(document), `${className}: ${JSON.stringify(validate.errors)}`).toBe(true);
      }
    }
    expect(validate({ openrpc: '1.2.6', info: { title: 'x' }, methods: [] })).toBe(false);
  });

  it('are published for every class without credentials, to any origin, cached like the schemas', async () => {
    for (const className of CLASSES) {
      const response = await fetch(documentUrl(className), {
        headers: { origin: 'https://partner.example' },
      });
      expect(response.status, className).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('cache-control')).toBe('public, max-age=300');
      const document = (await response.json()) as Document;
      expect(document.info.title).toContain(className);
      expect(document.servers[0]?.url).toBe(`${sandbox.url}/${className}`);
    }
    const index = (await (await fetch(`${sandbox.url}/`)).json()) as { classes: { openrpc: string }[] };
    expect(index.classes.map((entry) => entry.openrpc)).toContain('/openrpc/broadband/basic/v1.json');
  });

  it('answers 404 for a class that does not exist and 405 for a POST', async () => {
    expect((await fetch(documentUrl('broadband/v2'))).status).toBe(404);
    expect((await fetch(`${sandbox.url}/openrpc/broadband/v1`)).status).toBe(404);
    const posted = await post(documentUrl('broadband/v1'), {}, { authorization: admin });
    expect(posted.status).toBe(405);
  });

  it('name the class at the address the server was reached at, whatever Host or X-Forwarded-Host a caller sends', async () => {
    const behindProxy = await startTestSandbox({ trustedProxies: ['127.0.0.1', '::1'] });
    try {
      const forwarded = await fetch(`${behindProxy.url}/openrpc/postcodes/v1.json`, {
        headers: { 'x-forwarded-host': 'evil.example, portal.example.nl', 'x-forwarded-proto': 'https' },
      });
      expect(((await forwarded.json()) as Document).servers[0]?.url).toBe(`${behindProxy.url}/postcodes/v1`);
      const discovered = await post(
        `${behindProxy.url}/postcodes/v1`,
        { jsonrpc: '2.0', id: 1, method: 'rpc.discover' },
        { authorization: admin, 'x-forwarded-host': 'evil.example' },
      );
      expect((discovered.json as { result: Document }).result.servers[0]?.url).toBe(
        `${behindProxy.url}/postcodes/v1`,
      );
    } finally {
      await behindProxy.stop();
    }
    const evilHost = await new Promise<string>((resolve, reject) => {
      const call = request(documentUrl('postcodes/v1'), { headers: { host: 'evil.example' } }, (reply) => {
        let text = '';
        reply.on('data', (chunk: Buffer) => (text += chunk.toString()));
        reply.on('end', () => resolve(text));
      });
      call.on('error', reject);
      call.end();
    });
    expect((JSON.parse(evilHost) as Document).servers[0]?.url).toBe(`${sandbox.url}/postcodes/v1`);
  });

  it('name the class under the configured public URL', async () => {
    const published = await startTestSandbox({ publicUrl: 'https://api.partner.example/broadband-sandbox' });
    try {
      const document = (await (await fetch(`${published.url}/openrpc/mail/v1.json`)).json()) as Document;
      expect(document.servers[0]?.url).toBe('https://api.partner.example/broadband-sandbox/mail/v1');
    } finally {
      await published.stop();
    }
  });

  it('pass the OpenRPC document parser that tools use (meta-schema 1.2 and every $ref resolved)', async () => {
    for (const className of CLASSES) {
      const parsed = await parseOpenRPCDocument(JSON.stringify(await publishedDocument(className)));
      expect(JSON.stringify(parsed)).not.toContain('"$ref"');
    }
  });
});

describe('rpc.discover', () => {
  it('answers the published document at every class URL, to a caller with credentials', async () => {
    for (const className of CLASSES) {
      const published = await publishedDocument(className);
      for (const params of [undefined, {}, []]) {
        const reply = await post(
          `${sandbox.url}/${className}`,
          { jsonrpc: '2.0', id: 1, method: 'rpc.discover', ...(params === undefined ? {} : { params }) },
          { authorization: admin },
        );
        expect(reply.json, className).toEqual({ jsonrpc: '2.0', id: 1, result: published });
      }
    }
  });

  it('needs credentials like every call to a class URL', async () => {
    const reply = await post(`${sandbox.url}/postcodes/v1`, {
      jsonrpc: '2.0',
      id: 1,
      method: 'rpc.discover',
    });
    expect(reply.status).toBe(401);
  });

  it('takes an apiKey for the classes the key may call', async () => {
    const reply = await post(
      `${sandbox.url}/postcodes/v1`,
      { jsonrpc: '2.0', id: 1, method: 'rpc.discover' },
      { apikey: 'pk_sandbox_any_8b3e5f0c9d21', referer: 'https://partner.example/' },
    );
    expect(reply.json).toHaveProperty('result.openrpc');
  });

  it('checks its params against its request schema (011)', async () => {
    const reply = await post(
      `${sandbox.url}/postcodes/v1`,
      { jsonrpc: '2.0', id: 1, method: 'rpc.discover', params: { verbose: true } },
      { authorization: admin },
    );
    expect(reply.json).toMatchObject({
      error: { code: 11, data: { schema: 'rpc/discover_request_v1.json' } },
    });
  });
});

describe('the OpenRPC tools against the sandbox', () => {
  it('test-coverage replays every example and gets exactly the example result', async () => {
    let examples = 0;
    for (const className of CLASSES) {
      const document = (await parseOpenRPCDocument(
        JSON.stringify(await publishedDocument(className)),
      )) as OpenrpcDocument;
      const calls = await runCoverage({
        openrpcDocument: document,
        transport: withCredentials,
        reporters: [silent],
        rules: [new ExamplesRuleClass()],
      });
      for (const call of calls) {
        expect(call.valid, `${className} ${call.title}: ${call.reason ?? JSON.stringify(call.error)}`).toBe(
          true,
        );
        expect(call.result, `${className} ${call.title}`).toEqual(call.expectedResult);
      }
      examples += calls.length;
    }
    expect(examples).toBe(Object.values(exampleCalls).flat().length);
  });

  it('a client-js client made from a document calls the sandbox with credentials', async () => {
    const document = await publishedDocument('postcodes/v1');
    // the server's URL is relative to where the document was served
    const transport = new HTTPTransport(
      new URL(document.servers[0]?.url ?? '', documentUrl('postcodes/v1')).href,
      {
        headers: { authorization: admin },
      },
    );
    const client = new Client(new RequestManager([transport]));
    try {
      const address = (await client.request({
        method: 'get_address',
        params: { zipcode: '1012AB', housenr: 1 },
      })) as { street: string };
      expect(address.street).toBe('Damrak');
      const discovered = (await client.request({ method: 'rpc.discover' })) as Document;
      expect(discovered.methods.map((method) => ('name' in method ? method.name : ''))).toContain(
        'get_housenrs',
      );
      const failure = await client
        .request({ method: 'get_housenrs', params: { zipcode: '9999ZZ' } })
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(JSONRPCError);
      expect((failure as JSONRPCError).code).toBe(2);
    } finally {
      client.close();
    }
  });
});
