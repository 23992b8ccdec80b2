/**
 * The HTTP edge (spec §4.1, §7.2, notes "Transport tolerances"): one pipeline of small middlewares
 * and one route table. Every request gets a correlation id, unexpected failures become a 500 that
 * names it, CORS headers go on every reply (OPTIONS is the preflight); then the first matching
 * route answers, 405 for a method it does not take, 404 when none matches:
 *
 *   GET  /                    the service index
 *   GET  /schemas/<file>      the published JSON Schemas
 *   GET  /openrpc/<class>.json the class's OpenRPC document
 *   POST /jwt/log-in (GET)    a bearer token            own or configured origins only
 *   POST /jwt-log-out         confirms the log-out      own or configured origins only
 *   GET  /demo, POST /demo/sign-in, /demo/reset        in demo mode only
 *   POST /<class URL>         a JSON-RPC call: body limit → authentication → the class call
 *
 * Paths tolerate doubled and trailing slashes; bodies are read as JSON whatever the Content-Type.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { bodyLimit } from '../../http/body-limit.ts';
import { clientIpReader, forwardedHeaderReader } from '../../http/client-ip.ts';
import { type Done, chain } from '../../http/compose.ts';
import { correlationId } from '../../http/correlation-id.ts';
import { type Route, router } from '../../http/router.ts';
import { describeFailure, unexpectedErrors } from '../../http/unexpected-errors.ts';
import { type Authenticator, refuse } from '../auth/authenticate.ts';
import type { TokenService } from '../auth/jwt.ts';
import type { createLogin } from '../auth/login.ts';
import type { DemoMode } from '../demo/demo-mode.ts';
import type { Contract } from '../rpc/contract.ts';
import { classPermissionsOf } from './call-for-page.ts';
import type { Engine } from '../rpc/engine.ts';
import type { OpenRpcDocuments } from '../rpc/openrpc-documents.ts';
import { authentication } from './authentication.ts';
import { classCall } from './class-call.ts';
import { cors } from './cors.ts';
import { demoRoute } from './demo-routes.ts';
import type { EdgeContext, EdgeRequest } from './edge-context.ts';
import { logInRoute, logOutRoute } from './log-in-routes.ts';
import { isOpenRpcPath, openRpcRoute } from './openrpc-routes.ts';
import { ownOrConfiguredOrigin } from './origin-guard.ts';
import { publicUrlReader } from './public-url.ts';
import { createReplies } from './reply.ts';
import { schemaRoute, serviceIndexRoute } from './schema-routes.ts';

export interface EdgeOptions {
  contract: Contract;
  engine: Engine;
  /** The OpenRPC document of each class. */
  openRpc: OpenRpcDocuments;
  authenticator: Authenticator;
  login: ReturnType<typeof createLogin>;
  tokens: TokenService;
  bodyLimitBytes: number;
  trustedProxies: readonly string[];
  /** Origins allowed to call the log-in and log-out from a browser; class URLs allow any. */
  loginOrigins: readonly string[];
  /** Where callers reach this server, for documents naming their URLs; null: the address reached. */
  publicUrl: string | null;
  cidHeader: string;
  /** Demo mode's routes (`demo`, `demo/sign-in`, `demo/reset`); none when off. */
  demo?: DemoMode | null;
  now: () => Date;
  log: (message: string) => void;
}

export type SandboxHandler = (request: IncomingMessage, response: ServerResponse, path?: string) => Done;

const ALLOWED_REQUEST_HEADERS = 'content-type, authorization, apikey, x-totp';

/** Paths that hand out or end credentials: the log-in, the log-out and demo mode's sign-in and reset. */
const CREDENTIAL_PATH = /\/(?:jwt(?:\/log-in|-log-out)|demo\/(?:sign-in|reset))$/;

const PLAIN_PATH = /^\/[^/?]+(?:\/[^/?]+)*$/;

export function normalisePath(rawUrl: string): string {
  if (PLAIN_PATH.test(rawUrl)) return rawUrl;
  const path = (rawUrl.split('?')[0] ?? '').replace(/\/{2,}/g, '/');
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed === '' ? '/' : trimmed;
}

export function createEdge(options: EdgeOptions): SandboxHandler {
  const { contract, now, log } = options;
  const replies = createReplies({ cidHeader: options.cidHeader });
  const clientIpOf = clientIpReader(options.trustedProxies);
  const publicUrl = publicUrlReader(options.publicUrl);
  const classPermissions = classPermissionsOf(contract);

  const readBody = bodyLimit<EdgeContext>({
    maxBytes: options.bodyLimitBytes,
    onError: (context) => replies.tooLarge(context, options.bodyLimitBytes),
  });
  const sameSite = ownOrConfiguredOrigin({
    origins: options.loginOrigins,
    forwarded: forwardedHeaderReader(options.trustedProxies),
    onRefuse: (context, message) => replies.refusal(context, refuse(403, 'origin_refused', message).refusal),
  });
  const exactly = (path: string) => (context: EdgeContext) => context.routePath === path;
  const api = chain<EdgeContext>();

  const routes: Route<EdgeContext>[] = [
    {
      matches: exactly(''),
      allow: 'GET',
      alsoTakes: ['HEAD'],
      answer: serviceIndexRoute({ contract, replies }),
    },
    {
      matches: (context) => context.routePath.startsWith('schemas/'),
      allow: 'GET',
      alsoTakes: ['HEAD'],
      answer: schemaRoute({ contract, replies }),
    },
    {
      matches: (context) => isOpenRpcPath(context.routePath),
      allow: 'GET',
      alsoTakes: ['HEAD'],
      answer: openRpcRoute({ documents: options.openRpc, publicUrl, replies }),
    },
    {
      matches: exactly('jwt/log-in'),
      allow: 'POST, GET',
      answer: api
        .use(sameSite)
        .use(readBody)
        .answer(logInRoute({ login: options.login, clientIpOf, now, replies })),
    },
    {
      matches: exactly('jwt-log-out'),
      allow: 'POST',
      answer: api
        .use(sameSite)
        .use(readBody)
        .answer(logOutRoute({ login: options.login, now, replies })),
    },
    ...(options.demo?.routes ?? []).map((route): Route<EdgeContext> => ({
      matches: exactly(route.path),
      allow: route.method,
      ...(route.method === 'GET' ? { alsoTakes: ['HEAD'] } : {}),
      answer: (route.method === 'POST' ? api.use(sameSite) : api)
        .use(readBody)
        .answer(demoRoute(route, { clientIpOf, now, replies })),
    })),
    {
      matches: (context) => contract.classes.has(context.routePath),
      allow: 'POST',
      answer: api
        .use(readBody)
        .use(
          authentication({
            authenticator: options.authenticator,
            classPermissions,
            clientIpOf,
            now,
            onRefuse: (context, refusal) => replies.refusal(context, refusal),
          }),
        )
        .answer(classCall({ engine: options.engine, tokens: options.tokens, now, replies, publicUrl })),
    },
  ];

  const edge = chain<EdgeRequest>()
    .use(correlationId())
    .use(
      unexpectedErrors({
        onError: (context, error) => {
          log(`cid ${context.cid}: unexpected failure at the HTTP edge: ${describeFailure(error)}`);
          replies.json(context, 500, {
            message: `Unanticipated error; quote cid ${context.cid} to the operator.`,
            cid: context.cid,
          });
        },
      }),
    )
    .use(
      cors({
        credentialPath: CREDENTIAL_PATH,
        credentialOrigins: options.loginOrigins,
        exposedHeaders: `${options.cidHeader}, Authorization, Retry-After, WWW-Authenticate`,
        allowedRequestHeaders: ALLOWED_REQUEST_HEADERS,
        replies,
      }),
    )
    .answer(
      router(routes, {
        notFound: (context) => replies.notFound(context),
        notAllowed: (context, allow) => replies.notAllowed(context, allow),
      }),
    );

  return (request, response, pathOverride) => {
    const url = request.url ?? '/';
    const rawPath = pathOverride ?? url;
    const path = normalisePath(rawPath);
    return edge({
      request,
      response,
      method: request.method ?? 'GET',
      path,
      routePath: path.slice(1),
      mountPath: `${url.slice(0, Math.max(0, url.length - rawPath.length))}/`,
      corsHeaders: {},
    });
  };
}
