import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  DRAWN_ID,
  DRAWN_ORIGIN,
  DRAWN_USERNAME,
  LOCALE_COOKIE,
  drawingPath,
  drawnLocale,
  drawnPageFile,
  drawnPageOf,
  fillDrawnPage,
  injectDrawnPage,
  originOf,
  usernameOf,
} from './drawn-pages.ts';

const token = (claims: object) =>
  `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.c2ln`;

describe('signed-in pages drawn by the build', () => {
  it('agree with the build and the portal on the name they are drawn for and the language cookie', () => {
    // browser code, which the server may not import: read as text
    const source = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');
    expect(source('../app/prerender-signed-in.tsx')).toContain(
      `export const DRAWN_USERNAME = '${DRAWN_USERNAME}';`,
    );
    expect(source('../i18n/locale.tsx')).toContain(`export const LOCALE_COOKIE = '${LOCALE_COOKIE}';`);
    expect(source('../features/console/request-editor.ts')).toContain(
      `export const DRAWN_ORIGIN = '${DRAWN_ORIGIN}';`,
    );
  });

  it('are found for each signed-in path below the basename, with the id in it, and for nothing else', () => {
    expect(drawnPageOf('')).toEqual({ pagePath: '', id: null });
    expect(drawnPageOf('transactions/abc?page=2')).toEqual({
      pagePath: 'transactions/:id',
      id: 'abc?page=2',
    });
    expect(drawnPageOf('transactions/')).toEqual({ pagePath: 'transactions', id: null });
    expect(drawnPageOf('transactions/1012AB00001G7K2')).toEqual({
      pagePath: 'transactions/:id',
      id: '1012AB00001G7K2',
    });
    expect(drawnPageOf('login')).toBeNull();
    expect(drawnPageOf('transactions/a/b')).toBeNull();
    expect(drawnPageOf('%E0%A4%A')).toBeNull();
    // decoded once, by the caller: what is left is the id
    expect(drawnPageOf('transactions/%3Cb%3E')).toEqual({ pagePath: 'transactions/:id', id: '%3Cb%3E' });
    expect(drawnPageFile('transactions/:id', 'en')).toBe('page-transactions-id-en.html');
    expect(drawnPageFile('', 'nl')).toBe('page-home-nl.html');
    expect(drawingPath('transactions/:id')).toBe(`/transactions/${DRAWN_ID}`);
  });

  it('are in the language the person chose, else the deployment’s', () => {
    expect(drawnLocale('portal-session=x; portal-locale=en', 'nl')).toBe('en');
    expect(drawnLocale('portal-locale=fr', 'nl')).toBe('nl');
    expect(drawnLocale(undefined, 'en')).toBe('en');
    expect(drawnLocale('not-portal-locale=en', 'nl')).toBe('nl');
  });

  it('name the person as the portal does, and write name and id in escaped', () => {
    expect(usernameOf(token({ name: 'Jan', sub: 'jan01' }))).toBe('Jan');
    expect(usernameOf(token({ sub: 'jan01' }))).toBe('jan01');
    expect(usernameOf('not a token')).toBe('');
    const markup = `<summary>${DRAWN_USERNAME}</summary><h1>Transactie ${DRAWN_ID}</h1><p>${DRAWN_ORIGIN}/api/</p>`;
    expect(fillDrawnPage(markup, { username: "$&$'", id: '$`', origin: '$$' })).toBe(
      `<summary>$&amp;$&#39;</summary><h1>Transactie $\`</h1><p>$$/api/</p>`,
    );
    expect(
      fillDrawnPage(markup, {
        username: '<img src=x onerror=alert(1)>',
        id: '"><script>',
        origin: 'https://portal.example:8443',
      }),
    ).toBe(
      '<summary>&lt;img src=x onerror=alert(1)&gt;</summary><h1>Transactie &quot;&gt;&lt;script&gt;</h1><p>https://portal.example:8443/api/</p>',
    );
  });

  it('show the origin the browser asked for, and none for a Host header that is no host', () => {
    const request = (host: string | undefined) => ({ headers: { host } }) as unknown as IncomingMessage;
    expect(originOf(request('portal.example:8443'), () => true)).toBe('https://portal.example:8443');
    expect(originOf(request('[::1]:4173'), () => false)).toBe('http://[::1]:4173');
    for (const host of ['evil.example/<script>', 'a b', '', undefined])
      expect(originOf(request(host), () => false)).toBeNull();
  });

  it('go into #root inert, with the page’s language on <html>', () => {
    const html = '<html lang="nl"><body><div id="root"></div></body></html>';
    expect(injectDrawnPage(html, '<main>x</main>', 'en')).toBe(
      '<html lang="en"><body><div id="root" data-drawn-page=""><div class="drawn-page" inert><main>x</main></div></div></body></html>',
    );
  });
});
