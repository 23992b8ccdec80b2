import type { RequestContext } from '../../http/compose.ts';
import type { Authentication } from '../auth/authenticate.ts';

/** What the edge knows of a request before anything has run. */
export interface EdgeRequest extends RequestContext {
  /** `path` without its leading slash: what the route table matches. */
  routePath: string;
  /** The prefix the sandbox is mounted under, with a trailing slash (`/api/`, or `/`). */
  mountPath: string;
  /** The CORS headers every reply to this request carries: none until cors.ts has decided. */
  corsHeaders: Record<string, string>;
}

/** A request once it has its correlation id (correlation-id.ts): what every reply needs. */
export interface EdgeContext extends EdgeRequest {
  cid: string;
}

/** Who is calling a class URL, as authentication.ts decided. */
export interface WithCaller {
  authentication: Exclude<Authentication, { refusal: unknown }>;
}
