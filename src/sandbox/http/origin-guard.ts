import type { IncomingMessage } from 'node:http';
import { quoted } from '../rpc/contract.ts';
import { type Middleware, header } from '../../http/compose.ts';
import type { EdgeContext } from './edge-context.ts';

/**
 * A browser names the page's origin in `Origin`: a credential request from a page of another site
 * that is not configured is refused (by `onRefuse`) before any password is checked — a CORS answer
 * alone would not stop a simple POST from being carried out. The sandbox's own origin is its
 * `Host`, or the `X-Forwarded-Host` a trusted proxy sends.
 */
export function ownOrConfiguredOrigin(options: {
  origins: readonly string[];
  /** The entry a trusted proxy added to an X-Forwarded-* header (client-ip.ts). */
  forwarded: (request: IncomingMessage, name: string) => string | undefined;
  onRefuse: (context: EdgeContext, message: string) => void;
}): Middleware<EdgeContext> {
  return (context, next) => {
    const { request } = context;
    const origin = header(request, 'origin');
    if (origin === undefined || options.origins.includes(origin)) return next(context);
    const originHost = URL.parse(origin)?.host;
    const ownHosts = [header(request, 'host'), options.forwarded(request, 'x-forwarded-host')];
    if (originHost !== undefined && ownHosts.includes(originHost)) return next(context);
    options.onRefuse(
      context,
      `Log-in and log-out are not allowed from pages of ${quoted(origin)}: only this service's own pages and configured origins may use them from a browser.`,
    );
  };
}
