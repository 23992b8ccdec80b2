import type { IncomingMessage } from 'node:http';
import { normaliseIp, subnetMatcher } from './ip-address.ts';

/**
 * The client address of a request: the socket's, unless the socket is a configured trusted proxy;
 * then the right-most X-Forwarded-For entry that is not itself a trusted proxy.
 */
export function clientIpReader(trustedProxies: readonly string[]): (request: IncomingMessage) => string {
  const isTrusted = subnetMatcher(trustedProxies);
  return (request) => {
    const socketIp = normaliseIp(request.socket.remoteAddress ?? '');
    if (trustedProxies.length === 0 || !isTrusted(socketIp)) return socketIp;
    const header = request.headers['x-forwarded-for'];
    const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
      .split(',')
      .map((hop) => normaliseIp(hop.trim()))
      .filter(Boolean);
    for (let index = hops.length - 1; index >= 0; index--) {
      const hop = hops[index] ?? '';
      if (!isTrusted(hop)) return hop;
    }
    return socketIp;
  };
}

/**
 * One rule for every `X-Forwarded-*` header: it counts only on a request straight from a configured
 * trusted proxy, and then only the entry that proxy added, the right-most one (what a client sent
 * itself stands to its left). X-Forwarded-For goes further left past other trusted proxies
 * (`clientIpReader`).
 */
export function forwardedHeaderReader(
  trustedProxies: readonly string[],
): (request: IncomingMessage, name: string) => string | undefined {
  const fromTrustedProxy = trustedProxyTest(trustedProxies);
  return (request, name) => {
    if (!fromTrustedProxy(request)) return undefined;
    const value = request.headers[name];
    const entries = (Array.isArray(value) ? value.join(',') : (value ?? '')).split(',');
    return entries.at(-1)?.trim() || undefined;
  };
}

/** Whether the browser reached us over https: TLS here, or the trusted proxy in front says so. */
export function httpsTest(trustedProxies: readonly string[]): (request: IncomingMessage) => boolean {
  const forwarded = forwardedHeaderReader(trustedProxies);
  return (request) =>
    Boolean((request.socket as { encrypted?: boolean }).encrypted) ||
    forwarded(request, 'x-forwarded-proto') === 'https';
}

/** Whether a request comes straight from a configured trusted proxy (whose X-Forwarded-* count). */
export function trustedProxyTest(trustedProxies: readonly string[]): (request: IncomingMessage) => boolean {
  const isTrusted = subnetMatcher(trustedProxies);
  return (request) => trustedProxies.length > 0 && isTrusted(normaliseIp(request.socket.remoteAddress ?? ''));
}
