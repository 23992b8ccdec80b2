import type { TokenService } from '../auth/jwt.ts';
import { renewalHeaders } from '../auth/renewal.ts';
import type { Engine } from '../rpc/engine.ts';
import { ErrorCode } from '../rpc/errors.ts';
import { noteApiCall } from '../../http/access-log.ts';
import type { WithBody } from '../../http/body-limit.ts';
import { decodeUtf8 } from '../../http/body.ts';
import { type Handler, whenReady } from '../../http/compose.ts';
import type { EdgeContext, WithCaller } from './edge-context.ts';
import type { Replies } from './reply.ts';

/**
 * A class URL's JSON-RPC call (after body-limit.ts and authentication.ts): the engine's reply, with
 * a renewed token for a bearer caller; 204 when only notifications were sent.
 */
export function classCall(options: {
  engine: Engine;
  tokens: TokenService;
  now: () => Date;
  replies: Replies;
  /** The absolute URL of a path below the mount, as the caller reached it (public-url.ts). */
  publicUrl: (context: EdgeContext, path: string) => string;
}): Handler<EdgeContext & WithBody & WithCaller> {
  return (context) => {
    const { authentication } = context;
    const { onMethod, onOutcome } = noteApiCall(context.response, context.routePath);
    const text = decodeUtf8(context.body);
    const replyBody =
      text === null
        ? JSON.stringify({
            jsonrpc: '2.0',
            id: null,
            error: {
              code: ErrorCode.parseError,
              message: 'Parse error: the body is not valid UTF-8.',
              data: { cid: context.cid },
            },
          })
        : options.engine.handle({
            onMethod,
            onOutcome,
            className: context.routePath,
            body: text,
            caller: authentication.caller,
            cid: context.cid,
            classUrl: () => options.publicUrl(context, context.routePath),
            ...(authentication.db ? { db: authentication.db } : {}),
          });
    return whenReady(replyBody, (body) =>
      whenReady(renewalHeaders(options.tokens, authentication, options.now()), (headers) => {
        if (body === null) options.replies.send(context, 204, null, headers);
        else options.replies.send(context, 200, body, headers);
      }),
    );
  };
}
