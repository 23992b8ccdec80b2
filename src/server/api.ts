import type { IncomingMessage, ServerResponse } from 'node:http';
import { type SandboxConfig, type Sandbox, createSandbox } from '../sandbox/index.ts';
import type { CallForPage } from './drawn-check.ts';
import { type ApiHandler, createUpstreamProxy, upstreamCallForPage } from './upstream-proxy.ts';

/** What answers under the API path: the sandbox, or a proxy to the provider's real service. */
export interface Api {
  handle: ApiHandler;
  /** Null when the API is the upstream proxy. */
  sandbox: Sandbox | null;
  describe: string;
  /** A call for a page the server draws, as the browser's own would go (drawn-check.ts). */
  callForPage: CallForPage;
  close(): void;
}

export interface ApiOptions {
  sandboxConfig: SandboxConfig;
  /** The provider's base URL; when set, the sandbox is not started. */
  apiUpstream: string | null;
  upstreamTimeoutMs?: number;
  log?: (message: string) => void;
  /** Hears how long the provider took to answer, in proxy mode (the metrics). */
  onUpstreamTime?: (seconds: number) => void;
}

export function createApi({
  sandboxConfig,
  apiUpstream,
  upstreamTimeoutMs,
  log,
  onUpstreamTime,
}: ApiOptions): Api {
  if (apiUpstream) {
    const handle = createUpstreamProxy({
      upstream: apiUpstream,
      bodyLimitBytes: sandboxConfig.bodyLimitBytes,
      publicUrl: sandboxConfig.publicUrl,
      ...(onUpstreamTime ? { onUpstreamTime } : {}),
      ...(upstreamTimeoutMs === undefined ? {} : { timeoutMs: upstreamTimeoutMs }),
    });
    const upstreamCall = upstreamCallForPage(apiUpstream);
    return {
      handle,
      sandbox: null,
      describe: `forwarded to ${apiUpstream}`,
      callForPage: (_request, token, className, body, signal) => upstreamCall(token, className, body, signal),
      close() {},
    };
  }
  const sandbox = createSandbox(sandboxConfig, log);
  return {
    handle: (request: IncomingMessage, response: ServerResponse, path: string) =>
      sandbox.handle(request, response, path),
    sandbox,
    callForPage: (request, token, className, body) => sandbox.callForPage(request, token, className, body),
    describe: `the sandbox, database ${sandboxConfig.dataDir}${sandbox.seeded ? ', freshly seeded' : ''}`,
    close: () => sandbox.close(),
  };
}

/**
 * The rest of the request URL (path and query, possibly "") when it lies under the mount path,
 * else null. The sandbox derives its mount path from what is cut off, so nothing is added back.
 */
export function pathUnderMount(url: string, mountPath: string): string | null {
  const prefix = mountPath.replace(/\/+$/, '');
  const next = url.charAt(prefix.length);
  if (!url.startsWith(prefix) || (next !== '' && next !== '/' && next !== '?')) return null;
  return url.slice(prefix.length);
}
