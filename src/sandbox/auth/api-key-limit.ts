import { clientGroupOf } from '../../http/client-group.ts';
import { createCallWindows } from './call-windows.ts';

const MINUTE_MS = 60_000;

/**
 * The calls an apiKey may make per minute, counted per site (the Referer's origin) and per client
 * (an IPv4 address or an IPv6 /64), every call of a batch included: one site cannot use up a shared key for the others, and
 * one client cannot pass the limit by sending another Referer with each request.
 */
export function createApiKeyLimit() {
  const { current } = createCallWindows(MINUTE_MS);

  return {
    /** Counts `calls` and returns null, or the seconds until they fit (nothing counted then). */
    charge(token: string, site: string, clientIp: string, calls: number, perMinute: number, now: Date) {
      const nowMs = now.getTime();
      const counted = [
        current(`${token} site ${site}`, nowMs),
        current(`${token} client ${clientGroupOf(clientIp)}`, nowMs),
      ];
      const full = counted.filter((window) => window.calls + calls > perMinute);
      if (full.length > 0) {
        const freedAt = Math.max(...full.map((window) => window.start + MINUTE_MS));
        return Math.max(1, Math.ceil((freedAt - nowMs) / 1000));
      }
      for (const window of counted) window.calls += calls;
      return null;
    },
  };
}

/** The site a Referer names, as its origin; "" when there is none or it is no URL. */
export function siteOf(referer: string | undefined): string {
  const url = referer ? URL.parse(referer) : null;
  return url && url.origin !== 'null' ? url.origin : '';
}
