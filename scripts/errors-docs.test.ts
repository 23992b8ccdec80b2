/**
 * docs/partners/errors.md against the wire: the members it lists for a 405's body are the members a
 * portal server's API sends, no more and no fewer.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PortalUnderTest, startTestPortal } from '../src/server/testing/portal-under-test.ts';

const errorsDoc = readFileSync(new URL('../docs/partners/errors.md', import.meta.url), 'utf8');

/** The members errors.md lists for the 405's body (`body {result, details, …}`), in its order. */
export function documented405Members(markdown: string): string[] {
  const prose = markdown.replace(/\s+/g, ' ');
  const match = /\b405 \([^)]*?body `\{([^}]*)\}`/.exec(prose);
  if (!match) throw new Error('errors.md names no body for 405 (“405 (… body `{…}`”)');
  return match[1]!.split(',').map((member) => member.trim());
}

describe('the 405 of docs/partners/errors.md', () => {
  let portal: PortalUnderTest;
  beforeAll(async () => {
    portal = await startTestPortal();
  });
  afterAll(() => portal.stop());

  it('reads the members from the text', () => {
    expect(documented405Members('404 (text), 405\n(`Allow: POST`, body `{result,\ndetails}`), 413')).toEqual([
      'result',
      'details',
    ]);
    expect(() => documented405Members('405 (`Allow: POST`)')).toThrow(/names no body/);
  });

  it.each([
    { method: 'GET', path: '/api/broadband/basic/v1', allow: 'POST' },
    { method: 'PUT', path: '/api/jwt/log-in', allow: 'POST, GET' },
    { method: 'DELETE', path: '/api/postcodes/v1', allow: 'POST' },
  ])('$method $path answers exactly the members it lists', async ({ method, path, allow }) => {
    const reply = await fetch(`${portal.url}${path}`, { method });
    expect(reply.status).toBe(405);
    expect(reply.headers.get('allow')).toBe(allow);
    const body = (await reply.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(documented405Members(errorsDoc).sort());
    expect(body.result).toBe('error');
    expect(body.message).toBe(body.details);
    expect(body.details).toContain(`HTTP method ${method} is not allowed`);
    expect(body.cid).toBe(reply.headers.get('x-broadband-cid'));
  });
});
