import type { createLogin } from '../auth/login.ts';
import type { WithBody } from '../../http/body-limit.ts';
import { decodeUtf8 } from '../../http/body.ts';
import { type Handler, header } from '../../http/compose.ts';
import { SAME_ORIGIN_ONLY } from '../../http/fetch-metadata.ts';
import type { EdgeContext } from './edge-context.ts';
import type { Replies } from './reply.ts';
import type { IncomingMessage } from 'node:http';

type Login = ReturnType<typeof createLogin>;

/** `/jwt/log-in` (after body-limit.ts): a token in the body and in `Authorization`. */
export function logInRoute(options: {
  login: Login;
  clientIpOf: (request: IncomingMessage) => string;
  now: () => Date;
  replies: Replies;
}): Handler<EdgeContext & WithBody> {
  return async (context) => {
    const { request } = context;
    const outcome = await options.login.logIn(
      {
        method: context.method,
        authorization: header(request, 'authorization'),
        totp: header(request, 'x-totp'),
        body: decodeUtf8(context.body) ?? '',
        clientIp: options.clientIpOf(request),
      },
      options.now(),
    );
    if ('refusal' in outcome) options.replies.refusal(context, outcome.refusal);
    else
      options.replies.json(context, 200, outcome.reply, {
        Authorization: `Bearer ${outcome.token}`,
        ...SAME_ORIGIN_ONLY,
      });
  };
}

/** `/jwt-log-out` (after body-limit.ts). */
export function logOutRoute(options: {
  login: Login;
  now: () => Date;
  replies: Replies;
}): Handler<EdgeContext> {
  return async (context) => {
    const outcome = await options.login.logOut(header(context.request, 'authorization'), options.now());
    if ('refusal' in outcome) options.replies.refusal(context, outcome.refusal);
    else options.replies.json(context, 200, outcome.reply);
  };
}
