import type { IncomingMessage } from 'node:http';
import type { EdgeContext } from './edge-context.ts';

/**
 * The absolute URL of a path from the root (`/api/postcodes/v1`), for documents that name their own
 * URLs (OpenRPC's `servers`, rpc.discover): under the configured public URL (`--public-url`), else
 * under the address and port this server was reached at. Never a host a request named: a document
 * built from `Host` or `X-Forwarded-Host` would point a shared cache's later readers wherever a
 * caller chose.
 */
export function publicUrlOf(publicUrl: string | null, request: IncomingMessage, path: string): string {
  return `${publicUrl ?? socketOrigin(request)}${path}`;
}

/** `publicUrlOf` for a path below the sandbox's mount. */
export function publicUrlReader(publicUrl: string | null): (context: EdgeContext, path: string) => string {
  return (context, path) => publicUrlOf(publicUrl, context.request, `${context.mountPath}${path}`);
}

function socketOrigin(request: IncomingMessage): string {
  const address = request.socket.localAddress ?? '127.0.0.1';
  const host = address.includes(':') ? `[${address}]` : address;
  return `http://${host}:${request.socket.localPort ?? 80}`;
}
