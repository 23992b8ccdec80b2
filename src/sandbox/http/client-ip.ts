import type { IncomingMessage } from 'node:http';
import { ipInSubnets, normaliseIp } from '../auth/ip-whitelist.ts';

/**
 * The socket's address, unless the socket is a configured trusted proxy: then the right-most
 * X-Forwarded-For entry that is not itself a trusted proxy.
 */
export function clientIpOf(request: IncomingMessage, trustedProxies: readonly string[]): string {
  const socketIp = normaliseIp(request.socket.remoteAddress ?? '');
  if (trustedProxies.length === 0 || !ipInSubnets(socketIp, trustedProxies)) return socketIp;
  const header = request.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((hop) => normaliseIp(hop.trim()))
    .filter(Boolean);
  for (let index = hops.length - 1; index >= 0; index--) {
    const hop = hops[index] ?? '';
    if (!ipInSubnets(hop, trustedProxies)) return hop;
  }
  return socketIp;
}
