import type { OpenRpcDocuments } from '../rpc/openrpc-documents.ts';
import type { Handler } from '../../http/compose.ts';
import type { EdgeContext } from './edge-context.ts';
import type { Replies } from './reply.ts';

const DOCUMENT_PATH = /^openrpc\/(.+)\.json$/;

export const isOpenRpcPath = (routePath: string) => routePath.startsWith('openrpc/');

/**
 * `GET /openrpc/<class>.json` (`/openrpc/broadband/basic/v1.json`): the class's OpenRPC document,
 * published like the schemas (no credentials, any origin), its server naming the class URL as the
 * caller reaches it.
 */
export function openRpcRoute(options: {
  documents: OpenRpcDocuments;
  publicUrl: (context: EdgeContext, path: string) => string;
  replies: Replies;
}): Handler<EdgeContext> {
  return (context) => {
    const className = DOCUMENT_PATH.exec(context.routePath)?.[1];
    const text =
      className === undefined
        ? undefined
        : options.documents.text(className, options.publicUrl(context, className));
    if (text === undefined) {
      options.replies.notFound(context);
      return;
    }
    options.replies.send(context, 200, text, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
    });
  };
}
