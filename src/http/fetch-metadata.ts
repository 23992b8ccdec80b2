/**
 * What a browser says about a request in its Fetch Metadata headers (`Sec-Fetch-*`), for replies
 * that carry a token: only a page being opened gets one, and no other site may load such a reply.
 */
import type { IncomingMessage } from 'node:http';

/** A reply with a token in it: no other origin may load it as an image, a script or a no-cors fetch. */
export const SAME_ORIGIN_ONLY = { 'Cross-Origin-Resource-Policy': 'same-origin' } as const;

const OPENED_AS = new Set(['document', 'iframe', 'frame']);
const OPENED_FROM = new Set(['same-origin', 'same-site', 'none']);

/**
 * A top-level or frame navigation from this site or from the person (an address typed, a
 * bookmark): not a script tag, a no-cors fetch, a prefetch or an image. A client that sends no
 * Fetch Metadata at all (not a browser, or one too old for it) is taken at its word.
 */
export function opensPage(request: IncomingMessage): boolean {
  const { 'sec-fetch-mode': mode, 'sec-fetch-dest': destination, 'sec-fetch-site': site } = request.headers;
  if (mode === undefined && destination === undefined && site === undefined) return true;
  if (request.headers.purpose === 'prefetch' || request.headers['sec-purpose'] !== undefined) return false;
  return (
    mode === 'navigate' &&
    destination !== undefined &&
    OPENED_AS.has(destination) &&
    site !== undefined &&
    OPENED_FROM.has(site)
  );
}
