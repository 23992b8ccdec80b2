import { type Middleware, header } from '../../http/compose.ts';
import type { EdgeContext } from './edge-context.ts';
import type { Replies } from './reply.ts';

export interface CorsOptions {
  /** Paths (below the mount) that hand out or end credentials: only `credentialOrigins` may call them. */
  credentialPath: RegExp;
  credentialOrigins: readonly string[];
  exposedHeaders: string;
  allowedRequestHeaders: string;
  replies: Replies;
}

/**
 * Class URLs answer every origin, as the widgets on partners' sites need. The paths that hand out
 * credentials answer only configured origins, so no other site can run log-ins from its visitors'
 * browsers. OPTIONS is the preflight, answered here.
 */
export function cors(options: CorsOptions): Middleware<EdgeContext> {
  const anyOrigin = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Expose-Headers': options.exposedHeaders,
  };
  return (context, next) => {
    if (!options.credentialPath.test(context.path)) {
      context.corsHeaders = anyOrigin;
    } else {
      const origin = header(context.request, 'origin');
      context.corsHeaders =
        origin !== undefined && options.credentialOrigins.includes(origin)
          ? {
              'Access-Control-Allow-Origin': origin,
              'Access-Control-Expose-Headers': options.exposedHeaders,
              Vary: 'Origin',
            }
          : { Vary: 'Origin' };
    }
    if (context.method !== 'OPTIONS') return next(context);
    options.replies.send(context, 204, null, {
      'Access-Control-Allow-Methods': 'POST, GET, OPTIONS',
      'Access-Control-Allow-Headers': options.allowedRequestHeaders,
      'Access-Control-Max-Age': '600',
      Allow: 'POST, GET, OPTIONS',
    });
  };
}
