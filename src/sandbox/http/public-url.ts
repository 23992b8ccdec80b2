import type { IncomingMessage } from 'node:http';
import { type EdgeContext, header } from './pipeline.ts';

/**
 * The absolute URL of a path below the mount as the caller reaches it, for documents that name
 * their own URLs (OpenRPC's `servers`): the request's `Host`, or the `X-Forwarded-Host` and
 * `X-Forwarded-Proto` of a trusted proxy. A host that is not a plain `host[:port]` gives way to the
 * address the request came in on.
 */
export function publicUrlReader(
  fromTrustedProxy: (request: IncomingMessage) => boolean,
): (context: EdgeContext, path: string) => string {
  return (context, path) => {
    const { request } = context;
    const trusted = fromTrustedProxy(request);
    const forwarded = (name: string) =>
      trusted ? header(request, name)?.split(',')[0]?.trim() || undefined : undefined;
    const scheme = forwarded('x-forwarded-proto') === 'https' ? 'https' : 'http';
    const host = forwarded('x-forwarded-host') ?? header(request, 'host');
    const named = host === undefined ? null : URL.parse(`${scheme}://${host}/`);
    const plain =
      named !== null &&
      named.username === '' &&
      named.password === '' &&
      named.pathname === '/' &&
      named.search === '' &&
      named.hash === '' &&
      named.host.length > 0;
    return new URL(`${context.mountPath}${path}`, plain ? named.origin : socketOrigin(request)).href;
  };
}

function socketOrigin(request: IncomingMessage): string {
  const address = request.socket.localAddress ?? '127.0.0.1';
  const host = address.includes(':') ? `[${address}]` : address;
  return `http://${host}:${request.socket.localPort ?? 80}`;
}
