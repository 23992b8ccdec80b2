import { mkdirSync, writeFileSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAWN_ADDRESS_LINE } from '../contract/drawn-address.ts';
import {
  type CallForPage,
  drawnCheckFile,
  fillDrawnCheck,
  lookUpCheckAddress,
  namedAddressOf,
} from './drawn-check.ts';
import { DRAWN_USERNAME, drawnPageFile } from './drawn-pages.ts';
import { type PortalUnderTest, rawBytesGet, startTestPortal } from './testing/portal-under-test.ts';

const DAMRAK_1 = { zipcode: '1012AB', housenr: 1, housenrext: '' };
const reply = (result: unknown) => JSON.stringify({ jsonrpc: '2.0', id: 1, result });
const fakeRequest = {} as Parameters<CallForPage>[0];

describe('the address of a check, named by the postcode lookup', () => {
  it('takes the street and city of a reply, and nothing from a reply without them', () => {
    expect(namedAddressOf(reply({ street: 'Damrak', city: 'Amsterdam' }), DAMRAK_1)).toEqual({
      ...DAMRAK_1,
      street: 'Damrak',
      city: 'Amsterdam',
    });
    const error = JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: 2, message: 'no such address' } });
    for (const text of [
      null,
      error,
      reply({ street: 'Damrak' }),
      reply({ street: '', city: 'x' }),
      '{',
      'null',
    ])
      expect(namedAddressOf(text, DAMRAK_1), String(text)).toBeNull();
  });

  it('asks get_address for the check in the URL, with the kept token, and nothing for a URL without one', async () => {
    const asked: { token: string; className: string; body: unknown }[] = [];
    const call: CallForPage = async (_request, token, className, body) => {
      asked.push({ token, className, body: JSON.parse(body) });
      return reply({ street: 'Oude Ebbingestraat', city: 'Groningen' });
    };
    const named = await lookUpCheckAddress(
      fakeRequest,
      '/address-check?zipcode=9711ab&housenr=5&ext=a',
      'T',
      call,
    );
    expect(named).toEqual({
      zipcode: '9711AB',
      housenr: 5,
      housenrext: 'a',
      street: 'Oude Ebbingestraat',
      city: 'Groningen',
    });
    expect(asked).toEqual([
      {
        token: 'T',
        className: 'postcodes/v1',
        body: { jsonrpc: '2.0', id: 1, method: 'get_address', params: { zipcode: '9711AB', housenr: 5 } },
      },
    ]);
    for (const url of [
      '/address-check',
      '/address-check?zipcode=9711AB',
      '/address-check?zipcode=x&housenr=5',
    ])
      expect(await lookUpCheckAddress(fakeRequest, url, 'T', call), url).toBeNull();
    expect(asked).toHaveLength(1);
  });

  it('gives up at its deadline and cancels the call', async () => {
    let cancelled = false;
    const never: CallForPage = (_request, _token, _className, _body, signal) =>
      new Promise((resolve) => {
        signal.addEventListener('abort', () => {
          cancelled = true;
          resolve(null);
        });
      });
    expect(
      await lookUpCheckAddress(fakeRequest, '/address-check?zipcode=1012AB&housenr=1', 'T', never, 20),
    ).toBeNull();
    expect(cancelled).toBe(true);
    const failing: CallForPage = () => Promise.reject(new Error('connection refused'));
    expect(
      await lookUpCheckAddress(fakeRequest, '/address-check?zipcode=1012AB&housenr=1', 'T', failing),
    ).toBeNull();
  });

  it('writes the address into the drawn heading as text, whatever characters it holds', () => {
    const markup = `<h2>Resultaat voor ${DRAWN_ADDRESS_LINE}</h2>`;
    expect(
      fillDrawnCheck(markup, { ...DAMRAK_1, housenrext: 'b', street: 'Damrak', city: 'Amsterdam' }),
    ).toBe('<h2>Resultaat voor Damrak 1 b, 1012 AB Amsterdam</h2>');
    expect(fillDrawnCheck(markup, { ...DAMRAK_1, street: "<i>$&'", city: 'A&B' })).toBe(
      '<h2>Resultaat voor &lt;i&gt;$&amp;&#39; 1, 1012 AB A&amp;B</h2>',
    );
  });
});

const OPENED = {
  'Sec-Fetch-Mode': 'navigate',
  'Sec-Fetch-Dest': 'document',
  'Sec-Fetch-Site': 'same-origin',
};
const DRAWN_CHECK = `<main><p>${DRAWN_USERNAME}</p><h1>Adrescheck</h1><h2>Resultaat voor ${DRAWN_ADDRESS_LINE}</h2></main>`;
const DRAWN_FORM = `<main><p>${DRAWN_USERNAME}</p><h1>Adrescheck</h1></main>`;

function withDrawnCheck(portal: PortalUnderTest) {
  mkdirSync(join(portal.distDir, '.prerendered'), { recursive: true });
  writeFileSync(join(portal.distDir, '.prerendered', drawnPageFile('address-check', 'nl')), DRAWN_FORM);
  writeFileSync(join(portal.distDir, '.prerendered', drawnCheckFile('nl')), DRAWN_CHECK);
}

async function keptSessionCookie(portal: PortalUnderTest) {
  const logIn = await fetch(`${portal.url}/api/jwt/log-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'sandbox-admin' }),
  });
  return logIn.headers.getSetCookie()[0]!.split(';')[0]!;
}

const drawnMain = async (portal: PortalUnderTest, path: string, headers: Record<string, string>) => {
  const html = (await rawBytesGet(portal.url, path, { ...OPENED, ...headers })).bytes.toString('utf8');
  return /<main>.*<\/main>/.exec(html)?.[0] ?? null;
};

describe('a page opened with a check in its URL, on the sandbox', () => {
  let portal: PortalUnderTest;
  beforeAll(async () => {
    portal = await startTestPortal({ trustedProxies: ['127.0.0.1'] });
    withDrawnCheck(portal);
  });
  afterAll(() => portal.stop());

  it('carries the result’s heading with the address as the service names it', async () => {
    const cookie = await keptSessionCookie(portal);
    expect(await drawnMain(portal, '/address-check?zipcode=1012AB&housenr=1', { Cookie: cookie })).toBe(
      '<main><p>admin</p><h1>Adrescheck</h1><h2>Resultaat voor Damrak 1, 1012 AB Amsterdam</h2></main>',
    );
  });

  it('is drawn without it for an address the service does not know, or no check', async () => {
    const cookie = await keptSessionCookie(portal);
    for (const path of [
      '/address-check?zipcode=1012AB&housenr=99999',
      '/address-check',
      '/address-check?zipcode=1012AB',
    ])
      expect(await drawnMain(portal, path, { Cookie: cookie }), path).toBe(
        '<main><p>admin</p><h1>Adrescheck</h1></main>',
      );
  });

  it('asks as the browser would: from outside the account’s whitelist, nothing is looked up', async () => {
    const cookie = await keptSessionCookie(portal);
    expect(
      await drawnMain(portal, '/address-check?zipcode=1012AB&housenr=1', {
        Cookie: cookie,
        'X-Forwarded-For': '203.0.113.9',
      }),
    ).toBe('<main><p>admin</p><h1>Adrescheck</h1></main>');
  });
});

const SESSION_KEY = Buffer.alloc(32, 7);

describe('a page opened with a check in its URL, before the provider', () => {
  let provider: PortalUnderTest;
  let silent: Server;
  let silentUrl = '';
  const portals: PortalUnderTest[] = [];
  beforeAll(async () => {
    provider = await startTestPortal({ sessionKey: SESSION_KEY });
    silent = createServer(() => {
      // takes the call and never answers
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await Promise.all(portals.map((portal) => portal.stop()));
    silent.closeAllConnections();
    silent.close();
    await provider.stop();
  });

  const portalBefore = async (upstream: string) => {
    const portal = await startTestPortal({ apiUpstream: upstream, sessionKey: SESSION_KEY });
    portals.push(portal);
    withDrawnCheck(portal);
    return portal;
  };

  it('looks the address up at the provider with the kept session’s token', async () => {
    const portal = await portalBefore(`${provider.url}/api`);
    const cookie = await keptSessionCookie(portal);
    expect(await drawnMain(portal, '/address-check?zipcode=1012AB&housenr=1', { Cookie: cookie })).toContain(
      '<h2>Resultaat voor Damrak 1, 1012 AB Amsterdam</h2>',
    );
  });

  it('does not wait for a provider that does not answer: the page comes by the deadline, without the heading', async () => {
    const portal = await portalBefore(silentUrl);
    // signed in where the provider answers; the instances share their key, as a deployment's do
    const cookie = await keptSessionCookie(provider);
    const started = Date.now();
    expect(await drawnMain(portal, '/address-check?zipcode=1012AB&housenr=1', { Cookie: cookie })).toBe(
      '<main><p>admin</p><h1>Adrescheck</h1></main>',
    );
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
