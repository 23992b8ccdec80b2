import type { IncomingMessage } from 'node:http';
import type { DemoRoute } from '../demo/demo-mode.ts';
import { decodeUtf8 } from './body.ts';
import { type Middleware, header } from './pipeline.ts';
import type { Replies } from './reply.ts';

/** One of demo mode's routes (after body-limit.ts). */
export function demoRoute(
  route: DemoRoute,
  options: { clientIpOf: (request: IncomingMessage) => string; now: () => Date; replies: Replies },
): Middleware {
  return async (context) => {
    const { request } = context;
    const reply = await route.run(
      {
        method: context.method,
        body: decodeUtf8(context.body ?? Buffer.alloc(0)) ?? '',
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
