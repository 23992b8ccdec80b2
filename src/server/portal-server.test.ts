import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, post } from '../sandbox/testing/http-client.ts';
import {
  FAKE_INDEX,
  FAKE_SCRIPT,
  FAKE_SOURCE_MAP,
  type PortalUnderTest,
  SECRET_BESIDE_DIST,
  rawBytesGet,
  rawGet,
  startTestPortal,
} from './testing/portal-under-test.ts';
import { DRAWN_ID, DRAWN_USERNAME } from './drawn-pages.ts';
import { precompressFolder } from './precompress.ts';

const admin = basic('admin', 'sandbox-admin');
const listProviders = { jsonrpc: '2.0', id: 1, method: 'list_providers' };
const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; " +
  "connect-src 'self'; frame-ancestors 'self'; base-uri 'self'; form-action 'self'; object-src 'none'";

function expectSecurityHeaders(headers: Headers, csp = CSP) {
  expect(headers.get('content-security-policy')).toBe(csp);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
}

describe('the portal server at /', () => {
  let portal: PortalUnderTest;
  beforeAll(async () => {
    portal = await startTestPortal();
  });
  afterAll(() => portal.stop());

  it('serves index.html with the base href first in <head>, uncached, with the security headers', async () => {
    const reply = await fetch(`${portal.url}/`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(reply.headers.get('cache-control')).toBe('no-cache');
    expectSecurityHeaders(reply.headers);
    const html = await reply.text();
    expect(html).toMatch(/<head>\s*<base href="\/" \/>\s*<meta charset="UTF-8" \/>/);
    expect(html).toContain('<script type="module" crossorigin src="./assets/x-abc123.js"></script>');
    expect(html.match(/<base /g)).toHaveLength(1);
  });

  it('writes the runtime config into index.html and keeps only the default language’s texts preloaded', async () => {
    const html = await (await fetch(`${portal.url}/`)).text();
    const block = /<script type="application\/json" id="runtime-config">([^<]*)<\/script>/.exec(html);
    expect(JSON.parse(block![1]!)).toEqual(await (await fetch(`${portal.url}/config.json`)).json());
    expect(html).toContain('href="./assets/messages-nl-abc123.js" data-locale="nl"');
    expect(html).not.toContain('messages-en');
  });

  it('sends the build’s brotli or gzip copy as the client accepts, and index.html compressed', async () => {
    const script = `export const rows = [${Array.from({ length: 400 }, (_, index) => `"row ${index}"`).join(',')}];\n`;
    writeFileSync(join(portal.distDir, 'assets', 'big-abc123.js'), script);
    await precompressFolder(portal.distDir);
    const get = (accept: string) =>
      rawBytesGet(portal.url, '/assets/big-abc123.js', { 'accept-encoding': accept });

    const brotli = await get('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(Number(brotli.headers['content-length'])).toBe(brotli.bytes.length);
    expect(brotli.bytes.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(brotli.bytes).toString()).toBe(script);

    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString()).toBe(script);
    expect(gzip.headers.etag).not.toBe(brotli.headers.etag);

    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.toString()).toBe(script);

    const padding = `<meta name="description" content="${'Portaal. '.repeat(150)}" />`;
    writeFileSync(join(portal.distDir, 'index.html'), FAKE_INDEX.replace('</head>', `${padding}</head>`));
    const index = await rawBytesGet(portal.url, '/', { 'accept-encoding': 'br' });
    expect(index.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(index.bytes).toString()).toContain('id="runtime-config"');
    const again = await rawBytesGet(portal.url, '/', {
      'accept-encoding': 'br',
      'if-none-match': String(index.headers.etag),
    });
    expect(again.status).toBe(304);
    writeFileSync(join(portal.distDir, 'index.html'), FAKE_INDEX);
  });

  it('answers deep links with index.html, and /index.html too', async () => {
    const root = await (await fetch(`${portal.url}/`)).text();
    for (const path of ['/transactions/abc', '/transactions/abc/?tab=2', '/index.html']) {
      const reply = await fetch(`${portal.url}${path}`);
      expect(reply.status, path).toBe(200);
      expect(reply.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await reply.text()).toBe(root);
    }
  });

  it('serves hashed assets as immutable, with the right type and a working ETag', async () => {
    const reply = await fetch(`${portal.url}/assets/x-abc123.js`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(reply.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(reply.headers);
    expect(await reply.text()).toBe(FAKE_SCRIPT);
    const etag = reply.headers.get('etag')!;
    const again = await fetch(`${portal.url}/assets/x-abc123.js`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    writeFileSync(join(portal.distDir, 'assets', 'page-heading.css'), 'p{}');
    const unhashed = await fetch(`${portal.url}/assets/page-heading.css`);
    expect(unhashed.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(unhashed.headers.get('cache-control')).toBe('no-cache');
    const icon = await fetch(`${portal.url}/favicon.svg`);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a missing file with an extension 404, with the security headers', async () => {
    for (const path of [
      '/assets/missing.js',
      '/nope.css',
      '/transactions/abc.json',
      '/assets/missing',
      '/assets/chunks/missing',
      '/assets/',
      '/assets',
    ]) {
      const reply = await fetch(`${portal.url}${path}`);
      expect(reply.status, path).toBe(404);
      expect(reply.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expectSecurityHeaders(reply.headers);
      expect(await reply.text()).toBe(`Not found: ${path}\n`);
    }
  });

  it('does not serve source maps unless asked to', async () => {
    for (const path of ['/assets/x-abc123.js.map', '/assets/%78-abc123.js.map']) {
      const reply = await fetch(`${portal.url}${path}`);
      expect(reply.status, path).toBe(404);
      expect(await reply.text(), path).not.toContain('"mappings"');
    }
  });

  it('answers HEAD like GET without a body, and refuses other methods with 405', async () => {
    const head = await fetch(`${portal.url}/assets/x-abc123.js`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(FAKE_SCRIPT)));
    expect(await head.text()).toBe('');
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const reply = await fetch(`${portal.url}/transactions/abc`, {
        method,
        body: method === 'DELETE' ? null : 'x',
      });
      expect(reply.status, method).toBe(405);
      expect(reply.headers.get('allow')).toBe('GET, HEAD');
      expectSecurityHeaders(reply.headers);
    }
  });

  it('refuses paths that leave dist/, however they are spelled', async () => {
    for (const path of [
      '/../package.json',
      '/%2e%2e/package.json',
      '/%2E%2E/package.json',
      '/assets/../../package.json',
      '/assets/..%2f..%2fpackage.json',
      '/%2e%2e%2fpackage.json',
      '/..%5cpackage.json',
      '/%00.js',
      '/%E0%A4%A.js',
    ]) {
      const reply = await rawGet(portal.url, path);
      expect([400, 404], path).toContain(reply.status);
      expect(reply.body, path).not.toContain('must-not-leak');
    }
    expect(SECRET_BESIDE_DIST).toContain('must-not-leak');
  });

  it('serves the sandbox under /api: JSON-RPC with Basic auth, the correlation id and the security headers', async () => {
    const reply = await post(`${portal.url}/api/broadband/basic/v1`, listProviders, { authorization: admin });
    expect(reply.status).toBe(200);
    expect(reply.json).toHaveProperty('result.providers');
    expect(reply.headers.get('x-broadband-cid')).toMatch(/^[0-9a-f]{24}$/);
    expect(reply.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expectSecurityHeaders(reply.headers);
    const index = (await (await fetch(`${portal.url}/api`)).json()) as { log_in: string };
    expect(index.log_in).toBe('/api/jwt/log-in');
    const refused = await post(`${portal.url}/api/broadband/basic/v1`, listProviders);
    expect(refused.status).toBe(401);
    expectSecurityHeaders(refused.headers);
    const unknown = await fetch(`${portal.url}/api/nothing/v1`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('x-broadband-cid')).toBeTruthy();
  });

  it('serves config.json uncached, as the runtime config', async () => {
    const reply = await fetch(`${portal.url}/config.json`);
    expect(reply.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(reply.headers.get('cache-control')).toBe('no-cache');
    expectSecurityHeaders(reply.headers);
    expect(await reply.json()).toEqual({
      apiBase: '/api',
      basename: '/',
      defaultLocale: 'nl',
      allowedParentOrigins: [],
      session: 'none',
    });
  });
});

describe('the portal server with source maps', () => {
  let portal: PortalUnderTest;
  beforeAll(async () => {
    portal = await startTestPortal({ sourceMaps: true });
  });
  afterAll(() => portal.stop());

  it('serves them like the other hashed assets', async () => {
    const reply = await fetch(`${portal.url}/assets/x-abc123.js.map`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(reply.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await reply.text()).toBe(FAKE_SOURCE_MAP);
    expect((await fetch(`${portal.url}/assets/missing.js.map`)).status).toBe(404);
  });
});

describe('the portal server configured through PORTAL_* variables', () => {
  let portal: PortalUnderTest;
  const env = {
    PORTAL_BASENAME: '/portal',
    PORTAL_API_BASE: '/partner-api/',
    PORTAL_DEFAULT_LOCALE: 'en',
    PORTAL_ALLOWED_PARENT_ORIGINS: 'https://partner.example, https://*.shop.example:8443',
  };
  beforeAll(async () => {
    portal = await startTestPortal({ env });
  });
  afterAll(() => portal.stop());

  // pages allowed to frame the portal may also show their logo in it
  const csp = CSP.replace(
    "frame-ancestors 'self'",
    "frame-ancestors 'self' https://partner.example https://*.shop.example:8443",
  ).replace(
    "img-src 'self' data:",
    "img-src 'self' data: https://partner.example https://*.shop.example:8443",
  );

  it('serves config.json under the basename with the overrides applied', async () => {
    const reply = await fetch(`${portal.url}/portal/config.json`);
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({
      apiBase: '/partner-api',
      basename: '/portal/',
      defaultLocale: 'en',
      allowedParentOrigins: ['https://partner.example', 'https://*.shop.example:8443'],
      session: 'none',
    });
    expectSecurityHeaders(reply.headers, csp);
  });

  it('serves the app under /portal/ with that base href, and nothing outside it', async () => {
    for (const path of ['/portal/', '/portal/transactions/abc']) {
      const reply = await fetch(`${portal.url}${path}`);
      expect(reply.status, path).toBe(200);
      expectSecurityHeaders(reply.headers, csp);
      expect(await reply.text()).toContain('<base href="/portal/" />');
    }
    expect((await fetch(`${portal.url}/portal/assets/x-abc123.js`)).status).toBe(200);
    expect((await fetch(`${portal.url}/transactions/abc`)).status).toBe(404);
    expect((await fetch(`${portal.url}/config.json`)).status).toBe(404);
    const bare = await fetch(`${portal.url}/portal`, { redirect: 'manual' });
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/portal/');
  });

  it('serves the API at the configured apiBase, not at /api', async () => {
    const reply = await post(`${portal.url}/partner-api/broadband/basic/v1`, listProviders, {
      authorization: admin,
    });
    expect(reply.json).toHaveProperty('result.providers');
    expect(reply.headers.get('x-broadband-cid')).toBeTruthy();
    expectSecurityHeaders(reply.headers, csp);
    const old = await post(`${portal.url}/api/broadband/basic/v1`, listProviders, { authorization: admin });
    expect(old.status).toBe(404);
  });
});

describe('an apiBase on another origin', () => {
  let portal: PortalUnderTest;
  beforeAll(async () => {
    portal = await startTestPortal({ env: { PORTAL_API_BASE: 'https://api.provider.example/v2/' } });
  });
  afterAll(() => portal.stop());

  it('allows that origin in connect-src and starts no API here', async () => {
    const reply = await fetch(`${portal.url}/`);
    expectSecurityHeaders(
      reply.headers,
      CSP.replace("connect-src 'self'", "connect-src 'self' https://api.provider.example"),
    );
    expect(portal.api).toBeNull();
    expect((await post(`${portal.url}/api/broadband/basic/v1`, listProviders)).status).toBe(405);
  });
});

/** What a browser sends when the person opens a page of the portal. */
const OPENED = {
  'Sec-Fetch-Mode': 'navigate',
  'Sec-Fetch-Dest': 'document',
  'Sec-Fetch-Site': 'same-origin',
};

/** A page asked for with these headers as sent (fetch would send its own Sec-Fetch-Mode). */
async function getPage(baseUrl: string, path: string, headers: Record<string, string>) {
  const reply = await rawBytesGet(baseUrl, path, headers);
  return { headers: reply.headers, html: reply.bytes.toString('utf8') };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the log-in drawn into the page', () => {
  let portal: PortalUnderTest;
  beforeAll(async () => {
    portal = await startTestPortal();
    mkdirSync(join(portal.distDir, '.prerendered'));
    writeFileSync(
      join(portal.distDir, '.prerendered', 'log-in-nl.html'),
      '<main class="login">Inloggen</main>',
    );
    writeFileSync(
      join(portal.distDir, 'index.html'),
      FAKE_INDEX.replace('</head>', `${STYLESHEET_LINK}</head>`),
    );
    writeFileSync(join(portal.distDir, 'assets', 'index-abc123.css'), STYLES);
  });
  afterAll(() => portal.stop());

  const STYLESHEET_LINK = '<link rel="stylesheet" crossorigin href="./assets/index-abc123.css">';
  const STYLES = '.login{color:#123}';
  const stylesHash = `'sha256-${createHash('sha256').update(STYLES).digest('base64')}'`;

  it('carries its styles inline, allowed by their hash alone, so it paints with the document', async () => {
    const reply = await fetch(`${portal.url}/login`);
    const html = await reply.text();
    expect(html).toContain(`<style data-href="./assets/index-abc123.css">${STYLES}</style>`);
    expect(html).not.toContain(STYLESHEET_LINK);
    const policy = reply.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(new RegExp(`(^|; )style-src 'self' ${escapeRegExp(stylesHash)}(;|$)`));
    expect(policy).toContain("script-src 'self';");
    // Other pages keep the stylesheet linked and the CSP without any inline style.
    const framed = await fetch(`${portal.url}/`, { headers: { 'Sec-Fetch-Dest': 'iframe' } });
    expect(await framed.text()).toContain(STYLESHEET_LINK);
    expect(framed.headers.get('content-security-policy')).toContain("style-src 'self';");
  });

  it('comes with the document of a visit that starts at the log-in, in the default language', async () => {
    for (const path of ['/', '/login', '/transactions']) {
      const html = await (await fetch(`${portal.url}${path}`)).text();
      expect(html, path).toContain(
        '<div id="root" data-prerendered="nl"><main class="login">Inloggen</main></div>',
      );
    }
    expect((await fetch(`${portal.url}/`)).headers.get('vary')).toContain('Sec-Fetch-Dest');
  });

  it('gives way, with a kept session, to the asked-for page as the build drew it, with the person’s name', async () => {
    writeFileSync(
      join(portal.distDir, '.prerendered', 'page-transactions-nl.html'),
      `<main><p>Ingelogd als ${DRAWN_USERNAME}</p><h1>Transacties</h1></main>`,
    );
    const logIn = await fetch(`${portal.url}/api/jwt/log-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'sandbox-admin' }),
    });
    const cookie = logIn.headers.getSetCookie()[0]!.split(';')[0]!;
    const { headers, html } = await getPage(portal.url, '/transactions', { Cookie: cookie, ...OPENED });
    expect(html).toContain(
      '<div id="root" data-drawn-page=""><div class="drawn-page" inert><main><p>Ingelogd als admin</p><h1>Transacties</h1></main></div></div>',
    );
    expect(html).toContain(`<style data-href="./assets/index-abc123.css">${STYLES}</style>`);
    expect(headers['content-security-policy']).toContain(stylesHash);
    expect(headers['cache-control']).toBe('no-store');
    // a page the build did not draw comes without
    expect((await getPage(portal.url, '/mail', { Cookie: cookie, ...OPENED })).html).toContain(
      '<div id="root"></div>',
    );
  });

  const adminCookie = async () => {
    const logIn = await fetch(`${portal.url}/api/jwt/log-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'sandbox-admin' }),
    });
    return logIn.headers.getSetCookie()[0]!.split(';')[0]!;
  };

  it('shows a transaction’s id as the link gave it, decoded once, whatever characters it holds', async () => {
    writeFileSync(
      join(portal.distDir, '.prerendered', 'page-transactions-id-nl.html'),
      `<main><p>Ingelogd als ${DRAWN_USERNAME}</p><h1>Transactie ${DRAWN_ID}</h1></main>`,
    );
    const cookie = await adminCookie();
    const headingOf = async (path: string) => {
      const { html } = await getPage(portal.url, path, { Cookie: cookie, ...OPENED });
      return /<h1>([^<]*)<\/h1>/.exec(html)?.[1];
    };
    expect(await headingOf('/transactions/$%60')).toBe('Transactie $`');
    expect(await headingOf("/transactions/$'")).toBe('Transactie $&#39;');
    expect(await headingOf('/transactions/$&')).toBe('Transactie $&amp;');
    expect(await headingOf('/transactions/%253Cb%253E')).toBe('Transactie %3Cb%3E');
    expect(await headingOf('/transactions/%3Cb%3E')).toBe('Transactie &lt;b&gt;');
  });

  it('gives the token only to a page being opened, and no other origin may load a page that carries one', async () => {
    const cookie = await adminCookie();
    const opened = await getPage(portal.url, '/transactions', { Cookie: cookie, ...OPENED });
    expect(opened.html).toContain('id="kept-session"');
    expect(opened.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(opened.headers.vary).toContain('Sec-Fetch-Mode');
    const framed = await getPage(portal.url, '/transactions', {
      Cookie: cookie,
      ...OPENED,
      'Sec-Fetch-Dest': 'iframe',
    });
    expect(framed.html).toContain('id="kept-session"');

    const notOpened = [
      { 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'script', 'Sec-Fetch-Site': 'same-site' },
      { 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'empty', 'Sec-Fetch-Site': 'same-origin' },
      { 'Sec-Fetch-Mode': 'cors', 'Sec-Fetch-Dest': 'empty', 'Sec-Fetch-Site': 'same-origin' },
      { ...OPENED, 'Sec-Purpose': 'prefetch' },
      { ...OPENED, 'Sec-Fetch-Site': 'cross-site' },
    ];
    for (const headers of notOpened) {
      const { html } = await getPage(portal.url, '/transactions', { Cookie: cookie, ...headers });
      expect(html, JSON.stringify(headers)).not.toContain('id="kept-session"');
      expect(html, JSON.stringify(headers)).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
    }

    const session = await fetch(`${portal.url}/session`, {
      headers: { Cookie: cookie, 'X-Portal-Session': 'restore', 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(session.status).toBe(200);
    expect(session.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('is left out of a portal in a frame, of a page with a kept session, and is never served by a URL', async () => {
    const framed = await (await fetch(`${portal.url}/`, { headers: { 'Sec-Fetch-Dest': 'iframe' } })).text();
    expect(framed).toContain('<div id="root"></div>');
    const logIn = await fetch(`${portal.url}/api/jwt/log-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'sandbox-admin' }),
    });
    const cookie = logIn.headers.getSetCookie()[0]!.split(';')[0]!;
    const { html: kept } = await getPage(portal.url, '/profile', { Cookie: cookie, ...OPENED });
    expect(kept).toContain('<div id="root"></div>');
    expect(kept).toContain(STYLESHEET_LINK);
    expect(kept).toContain('id="kept-session"');
    expect((await fetch(`${portal.url}/.prerendered/log-in-nl.html`)).status).toBe(404);
  });
});

describe('a portal in a partner’s frame', () => {
  let portal: PortalUnderTest;
  beforeAll(async () => {
    portal = await startTestPortal();
    mkdirSync(join(portal.distDir, '.vite'));
    writeFileSync(
      join(portal.distDir, '.vite', 'manifest.json'),
      JSON.stringify({
        'src/app/routing.tsx': { file: 'assets/routing-r1.js', imports: ['_lib-l1.js'] },
        '_lib-l1.js': { file: 'assets/lib-l1.js' },
        'src/app/signed-in-shell.tsx': { file: 'assets/signed-in-shell-s1.js', css: ['assets/shell-s1.css'] },
        'src/features/transactions/transactions-page.tsx': { file: 'assets/transactions-page-t1.js' },
      }),
    );
  });
  afterAll(() => portal.stop());

  it('names the files of the page it opens at, so they load with the document, and carries no token', async () => {
    const reply = await fetch(`${portal.url}/transactions`, { headers: { 'Sec-Fetch-Dest': 'iframe' } });
    const html = await reply.text();
    for (const file of ['lib-l1.js', 'routing-r1.js', 'signed-in-shell-s1.js', 'transactions-page-t1.js'])
      expect(html).toContain(`<link rel="modulepreload" crossorigin href="./assets/${file}">`);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="./assets/shell-s1.css">');
    expect(html.indexOf('lib-l1.js')).toBeLessThan(html.indexOf('routing-r1.js'));
    expect(html).not.toContain('kept-session');
    expect(html).toContain('<div id="root"></div>');
    // The same address opened in a tab of its own names none of them: it starts at the log-in.
    const own = await (await fetch(`${portal.url}/transactions`)).text();
    expect(own).not.toContain('transactions-page-t1.js');
  });

  /** The page as the embedding SDK's frame asks for it: from a partner's page, without a cookie. */
  const framedPage = (path: string) =>
    getPage(portal.url, path, { ...OPENED, 'Sec-Fetch-Dest': 'iframe', 'Sec-Fetch-Site': 'cross-site' });

  it('comes drawn in the look the embedding SDK asks for, with nobody’s name or data in it', async () => {
    mkdirSync(join(portal.distDir, '.prerendered'), { recursive: true });
    writeFileSync(
      join(portal.distDir, '.prerendered', 'page-transactions-en-framed-compact.html'),
      `<nav>Signed in as ${DRAWN_USERNAME}</nav><main><h1>Transactions</h1></main>`,
    );
    writeFileSync(
      join(portal.distDir, '.prerendered', 'page-transactions-id-nl.html'),
      `<main><h1>Transactie ${DRAWN_ID}</h1></main>`,
    );
    const { html, headers } = await framedPage('/transactions?bp-frame=compact.en');
    expect(html).toContain(
      '<div id="root" data-drawn-page=""><div class="drawn-page" inert><nav>Signed in as …</nav><main><h1>Transactions</h1></main></div></div>',
    );
    expect(html).toMatch(/<html lang="en" data-embedded="compact">/);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="./assets/transactions-page-t1.js">');
    expect(html).not.toContain('kept-session');
    expect(headers['cache-control']).not.toBe('no-store');
    // 'full' is the portal's own look, in the language of the deployment when the SDK names none
    const full = await framedPage('/transactions/5d0c%3Cb%3E?bp-frame=full');
    expect(full.html).toContain('<h1>Transactie 5d0c&lt;b&gt;</h1>');
    expect(full.html).toMatch(/<html lang="nl" data-embedded="full">/);
  });

  it('comes as before without the SDK’s word, for a look it does not know or one the build did not draw', async () => {
    for (const search of ['', '?bp-frame=wide', '?bp-frame=compact.de', '?bp-frame=none.nl']) {
      const { html } = await framedPage(`/transactions${search}`);
      expect(html, search).toContain('<div id="root"></div>');
      expect(html, search).not.toContain('data-embedded');
    }
  });
});
