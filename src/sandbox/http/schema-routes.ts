import type { Contract } from '../rpc/contract.ts';
import type { Handler } from '../../http/compose.ts';
import type { EdgeContext } from './edge-context.ts';
import type { Replies } from './reply.ts';

/** `GET /`: what the service offers and where. */
export function serviceIndexRoute(options: { contract: Contract; replies: Replies }): Handler<EdgeContext> {
  const { contract } = options;
  return (context) => {
    const mountPath = context.mountPath.replace(/\/+$/, '/');
    options.replies.json(context, 200, {
      service: 'Broadband JSON-RPC 2.0 sandbox',
      version: contract.catalogue.version,
      classes: [...contract.classes.keys()].map((className) => ({
        class: className,
        url: `${mountPath}${className}`,
        openrpc: `${mountPath}openrpc/${className}.json`,
      })),
      log_in: `${mountPath}jwt/log-in`,
      log_out: `${mountPath}jwt-log-out`,
      catalogue: `${mountPath}schemas/catalogue.json`,
    });
  };
}

/** `GET /schemas/<file>`: the published JSON Schemas, as they are in schemas/. */
export function schemaRoute(options: { contract: Contract; replies: Replies }): Handler<EdgeContext> {
  return (context) => {
    const text = options.contract.schemaFiles.get(context.routePath.slice('schemas/'.length));
    if (text === undefined) {
      options.replies.notFound(context);
      return;
    }
    options.replies.send(context, 200, text, {
      'Content-Type': 'application/schema+json; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
    });
  };
}
