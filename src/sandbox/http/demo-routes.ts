import type { IncomingMessage } from 'node:http';
import type { DemoRoute } from '../demo/demo-mode.ts';
import type { WithBody } from '../../http/body-limit.ts';
import { decodeUtf8 } from '../../http/body.ts';
import { type Handler, header } from '../../http/compose.ts';
import type { EdgeContext } from './edge-context.ts';
import type { Replies } from './reply.ts';

/** One of demo mode's routes (after body-limit.ts). */
export function demoRoute(
  route: DemoRoute,
  options: { clientIpOf: (request: IncomingMessage) => string; now: () => Date; replies: Replies },
): Handler<EdgeContext & WithBody> {
  return async (context) => {
    const { request } = context;
    const reply = await route.run(
      {
        method: context.method,
        body: decodeUtf8(context.body) ?? '',
        authorization: header(request, 'authorization'),
        totp: header(request, 'x-totp'),
        clientIp: options.clientIpOf(request),
      },
      options.now(),
    );
    if ('refusal' in reply) options.replies.refusal(context, reply.refusal);
    else options.replies.json(context, 200, reply.body, reply.headers);
  };
}
