import type { IncomingMessage } from 'node:http';
import type { Authenticator, HttpRefusal } from '../auth/authenticate.ts';
import { MAX_BATCH_ENTRIES } from '../rpc/engine.ts';
import type { WithBody } from '../../http/body-limit.ts';
import { decodeUtf8 } from '../../http/body.ts';
import { type Middleware, header, whenReady } from '../../http/compose.ts';
import type { EdgeContext, WithCaller } from './edge-context.ts';

/** Calls a body holds: the entries of a batch the engine will run, else one. */
export function callsIn(text: string): number {
  if (!/^\s*\[/.test(text)) return 1;
  try {
    const document = JSON.parse(text) as unknown;
    return Array.isArray(document) && document.length > 0 && document.length <= MAX_BATCH_ENTRIES
      ? document.length
      : 1;
  } catch {
    return 1;
  }
}

/**
 * Decides who is calling a class URL (`context.authentication`) from Basic, Bearer or apiKey, and
 * charges an apiKey caller's calls against its rate limit; a refusal goes to `onRefuse`.
 */
export function authentication(options: {
  authenticator: Authenticator;
  /** Permissions the methods of each class need: an apiKey must hold one of its class's. */
  classPermissions: ReadonlyMap<string, ReadonlySet<string>>;
  clientIpOf: (request: IncomingMessage) => string;
  now: () => Date;
  onRefuse: (context: EdgeContext, refusal: HttpRefusal) => void;
}): Middleware<EdgeContext & WithBody, EdgeContext & WithBody & WithCaller> {
  const none: ReadonlySet<string> = new Set();
  return (context, next) => {
    const { request } = context;
    const pending = options.authenticator.authenticate(
      {
        authorization: header(request, 'authorization'),
        apiKey: header(request, 'apikey'),
        referer: header(request, 'referer') ?? header(request, 'origin'),
        clientIp: options.clientIpOf(request),
        classPermissions: options.classPermissions.get(context.routePath) ?? none,
      },
      options.now(),
    );
    return whenReady(pending, (decided) => {
      if (decided.refusal) {
        options.onRefuse(context, decided.refusal);
        return;
      }
      const text = decodeUtf8(context.body);
      const rateLimited = decided.chargeCalls?.(text === null ? 1 : callsIn(text));
      if (rateLimited) {
        options.onRefuse(context, rateLimited.refusal);
        return;
      }
      return next(Object.assign(context, { authentication: decided }));
    });
  };
}
