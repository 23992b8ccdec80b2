/**
 * What `npm start` and `npm run sandbox` say at start about where they can be reached: plain http beyond this machine
 * without a TLS proxy, and metrics open beyond it. Both are told from the addresses the listeners
 * really bound, not from the flags, so `--host ''` or a name counts as what it became.
 */
import { isLoopback } from './client-group.ts';

/** Who reaches a listener bound to `address`: null for this machine only. */
export function reachOf(address: string): string | null {
  if (isLoopback(address)) return null;
  if (address === '0.0.0.0' || address === '::') return 'every network this machine is on';
  return `the network of ${address}`;
}

/**
 * One line when the portal keeps sessions in a cookie over plain http beyond this machine: without
 * TLS the cookie cannot be `__Host-` (which browsers take over https only), so a site on a sibling
 * subdomain can set its own `portal-session` for the portal's name, and the portal would restore
 * the attacker's session. Null when the server listens on loopback, or a trusted proxy (which can
 * say https) stands in front. The portal itself does not terminate TLS.
 */
export function plainHttpWarning(options: {
  address: string;
  trustedProxies: readonly string[];
  keepsSessions: boolean;
}): string | null {
  const reach = reachOf(options.address);
  if (reach === null || options.trustedProxies.length > 0 || !options.keepsSessions) return null;
  return (
    `Warning: plain http, open to ${reach}: over plain http the session cookie cannot carry the ` +
    `__Host- prefix, so a site on a sibling subdomain can plant one and the portal would show the ` +
    `attacker's account. Serve it over TLS: behind a TLS proxy named with --trusted-proxy, which ` +
    `says https in X-Forwarded-Proto (docs/operations.md, "Behind a TLS proxy").`
  );
}

/** The start line's part about the metrics, saying so when they are open beyond this machine. */
export function metricsClause(url: string, address: string): string {
  const reach = reachOf(address);
  return reach === null
    ? `metrics at ${url}`
    : `metrics at ${url}, open to ${reach}: restrict them (docs/operations.md, "Metrics")`;
}
