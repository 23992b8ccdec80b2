import type { IncomingMessage } from 'node:http';
import type { Authenticator } from '../auth/authenticate.ts';
import type { Contract } from '../rpc/contract.ts';
import type { Engine } from '../rpc/engine.ts';
import { clientIpReader } from '../../http/client-ip.ts';
import { assignedCid, newCid } from '../../http/correlation-id.ts';

/** The permissions each class's methods use (an apiKey must hold one of its class's). */
export function classPermissionsOf(contract: Contract): ReadonlyMap<string, ReadonlySet<string>> {
  const permissions = new Map<string, ReadonlySet<string>>();
  for (const [className, methods] of contract.classes) {
    permissions.set(className, new Set([...methods.values()].map((method) => method.permission)));
  }
  return permissions;
}

/**
 * A JSON-RPC call the portal server makes for a page it is drawing (src/server/drawn-pages.ts): with
 * the bearer token of the browser's kept session and as from the browser's address, so the
 * whitelist, the account's rate limit and the permissions decide as they would for the browser's
 * own call. The reply's JSON text; null when the call is refused before the engine runs.
 */
export type CallForPage = (
  request: IncomingMessage,
  token: string,
  className: string,
  body: string,
) => Promise<string | null>;

export function callForPage(options: {
  engine: Engine;
  authenticator: Authenticator;
  contract: Contract;
  trustedProxies: readonly string[];
  now: () => Date;
}): CallForPage {
  const clientIpOf = clientIpReader(options.trustedProxies);
  const classPermissions = classPermissionsOf(options.contract);
  const none: ReadonlySet<string> = new Set();
  return async (request, token, className, body) => {
    const decided = await options.authenticator.authenticate(
      {
        authorization: `Bearer ${token}`,
        apiKey: undefined,
        referer: undefined,
        clientIp: clientIpOf(request),
        classPermissions: classPermissions.get(className) ?? none,
      },
      options.now(),
    );
    if (decided.refusal || decided.chargeCalls?.(1)) return null;
    const reply = await options.engine.handle({
      className,
      body,
      caller: decided.caller,
      cid: assignedCid(request) ?? newCid(),
      ...(decided.db ? { db: decided.db } : {}),
    });
    return reply === null ? null : reply.toString();
  };
}
