import type { DatabaseSync } from 'node:sqlite';
import type { JsonText } from './json-text.ts';

export interface Caller {
  kind: 'user' | 'apiKey';
  userId: number | null;
  username: string;
  /** The customer whose transactions the caller may see; null for apiKey callers. */
  customerAccountId: number | null;
  permissions: ReadonlySet<string>;
  clientIp: string;
  /** Expiry of the bearer token the caller used, or null for Basic and apiKey callers. */
  tokenExpiresAt: Date | null;
}

export interface MethodContext {
  caller: Caller;
  db: DatabaseSync;
  now: Date;
  backofficeDelaySeconds: number;
}

export type MethodHandler<Params, Result> = (
  params: Params,
  context: MethodContext,
) => Result | JsonText<Result> | Promise<Result>;

/** Handlers by class path and method name. */
export type MethodRegistry = ReadonlyMap<string, ReadonlyMap<string, MethodHandler<never, unknown>>>;
