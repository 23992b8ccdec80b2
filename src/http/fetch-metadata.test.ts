import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { opensPage } from './fetch-metadata.ts';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;
const navigation = {
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
  'sec-fetch-site': 'same-origin',
};

describe('a page being opened', () => {
  it('is a top-level or frame navigation from this site or from the person', () => {
    expect(opensPage(request(navigation))).toBe(true);
    expect(opensPage(request({ ...navigation, 'sec-fetch-site': 'none' }))).toBe(true);
    expect(opensPage(request({ ...navigation, 'sec-fetch-site': 'same-site' }))).toBe(true);
    expect(opensPage(request({ ...navigation, 'sec-fetch-dest': 'iframe' }))).toBe(true);
  });

  it('is not a script tag, a no-cors fetch, a prefetch, an image or a page of another site', () => {
    const others: Record<string, string>[] = [
      { 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'script', 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'empty', 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty', 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image', 'sec-fetch-site': 'same-origin' },
      { ...navigation, 'sec-fetch-site': 'cross-site' },
      { ...navigation, 'sec-purpose': 'prefetch' },
      { ...navigation, purpose: 'prefetch' },
      { 'sec-fetch-dest': 'document' },
    ];
    for (const headers of others) expect(opensPage(request(headers)), JSON.stringify(headers)).toBe(false);
  });

  it('is taken at its word from a client that sends no Fetch Metadata', () => {
    expect(opensPage(request({}))).toBe(true);
  });
});
