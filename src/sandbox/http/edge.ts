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
import { type Authenticator, refuse } from '../auth/authenticate.ts';
import type { TokenService } from '../auth/jwt.ts';
import type { createLogin } from '../auth/login.ts';
import type { DemoMode } from '../demo/demo-mode.ts';
import type { Contract } from '../rpc/contract.ts';
import type { Engine } from '../rpc/engine.ts';
import type { OpenRpcDocuments } from '../rpc/openrpc-documents.ts';
import { authentication } from './authentication.ts';
import { bodyLimit } from './body-limit.ts';
import { classCall } from './class-call.ts';
import { clientIpReader, forwardedHeaderReader } from './client-ip.ts';
import { correlationId } from './correlation-id.ts';
import { cors } from './cors.ts';
import { demoRoute } from './demo-routes.ts';
import { logInRoute, logOutRoute } from './log-in-routes.ts';
import { isOpenRpcPath, openRpcRoute } from './openrpc-routes.ts';
import { ownOrConfiguredOrigin } from './origin-guard.ts';
import { type EdgeContext, compose, end } from './pipeline.ts';
import { publicUrlReader } from './public-url.ts';
import { createReplies } from './reply.ts';
import { type Route, router } from './router.ts';
import { schemaRoute, serviceIndexRoute } from './schema-routes.ts';
import { unexpectedErrors } from './unexpected-errors.ts';

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

export type SandboxHandler = (
  request: IncomingMessage,
  response: ServerResponse,
  path?: string,
) => Promise<void> | void;

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
  const classPermissions = new Map<string, ReadonlySet<string>>();
  for (const [className, methods] of contract.classes) {
    classPermissions.set(className, new Set([...methods.values()].map((method) => method.permission)));
  }

  const readBody = bodyLimit({
    maxBytes: options.bodyLimitBytes,
    onError: (context) => replies.tooLarge(context, options.bodyLimitBytes),
  });
  const sameSite = ownOrConfiguredOrigin({
    origins: options.loginOrigins,
    forwarded: forwardedHeaderReader(options.trustedProxies),
    onRefuse: (context, message) => replies.refusal(context, refuse(403, 'origin_refused', message).refusal),
  });
  const exactly = (path: string) => (routePath: string) => routePath === path;

  const routes: Route[] = [
    {
      matches: exactly(''),
      allow: 'GET',
      alsoTakes: ['HEAD'],
      handlers: [serviceIndexRoute({ contract, replies })],
    },
    {
      matches: (routePath) => routePath.startsWith('schemas/'),
      allow: 'GET',
      alsoTakes: ['HEAD'],
      handlers: [schemaRoute({ contract, replies })],
    },
    {
      matches: isOpenRpcPath,
      allow: 'GET',
      alsoTakes: ['HEAD'],
      handlers: [openRpcRoute({ documents: options.openRpc, publicUrl, replies })],
    },
    {
      matches: exactly('jwt/log-in'),
      allow: 'POST, GET',
      handlers: [sameSite, readBody, logInRoute({ login: options.login, clientIpOf, now, replies })],
    },
    {
      matches: exactly('jwt-log-out'),
      allow: 'POST',
      handlers: [sameSite, readBody, logOutRoute({ login: options.login, now, replies })],
    },
    ...(options.demo?.routes ?? []).map((route): Route => ({
      matches: exactly(route.path),
      allow: route.method,
      ...(route.method === 'GET' ? { alsoTakes: ['HEAD'] } : {}),
      handlers: [
        ...(route.method === 'POST' ? [sameSite] : []),
        readBody,
        demoRoute(route, { clientIpOf, now, replies }),
      ],
    })),
    {
      matches: (routePath) => contract.classes.has(routePath),
      allow: 'POST',
      handlers: [
        readBody,
        authentication({
          authenticator: options.authenticator,
          classPermissions,
          clientIpOf,
          now,
          onRefuse: (context, refusal) => replies.refusal(context, refusal),
        }),
        classCall({ engine: options.engine, tokens: options.tokens, now, replies, publicUrl }),
      ],
    },
  ];

  const pipeline = compose([
    correlationId(),
    unexpectedErrors({
      log,
      onError: (context) =>
        replies.json(context, 500, {
          message: `Unanticipated error; quote cid ${context.cid} to the operator.`,
          cid: context.cid,
        }),
    }),
    cors({
      credentialPath: CREDENTIAL_PATH,
      credentialOrigins: options.loginOrigins,
      exposedHeaders: `${options.cidHeader}, Authorization, Retry-After, WWW-Authenticate`,
      allowedRequestHeaders: ALLOWED_REQUEST_HEADERS,
      replies,
    }),
    router(routes, replies),
  ]);

  return (request, response, pathOverride) => {
    const url = request.url ?? '/';
    const rawPath = pathOverride ?? url;
    const path = normalisePath(rawPath);
    const context: EdgeContext = {
      request,
      response,
      method: request.method ?? 'GET',
      path,
      routePath: path.slice(1),
      mountPath: `${url.slice(0, Math.max(0, url.length - rawPath.length))}/`,
      cid: '',
      corsHeaders: {},
    };
    return pipeline(context, end);
  };
}
