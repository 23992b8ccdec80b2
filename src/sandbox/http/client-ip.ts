import type { IncomingMessage } from 'node:http';
import { normaliseIp, subnetMatcher } from '../credentials/ip-whitelist.ts';

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

/** Whether a request comes straight from a configured trusted proxy (whose X-Forwarded-* count). */
export function trustedProxyTest(trustedProxies: readonly string[]): (request: IncomingMessage) => boolean {
  const isTrusted = subnetMatcher(trustedProxies);
  return (request) => trustedProxies.length > 0 && isTrusted(normaliseIp(request.socket.remoteAddress ?? ''));
}
