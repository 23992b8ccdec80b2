/**
 * `--session-store` (PORTAL_SESSION_STORE): checked at start-up, then opened as the store of
 * logged-out sessions it names: a file path, or a `redis://` or `rediss://` URL.
 */
import { join } from 'node:path';
import type { Metrics } from '../http/metrics.ts';
import { type EndedSessions, withoutPassword } from './ended-sessions.ts';
import { openEndedSessionsFile } from './ended-sessions-file.ts';
import { openEndedSessionsRedis } from './ended-sessions-redis.ts';

export const ENDED_SESSIONS_FILE = 'ended-sessions.sqlite';
/** With Redis: the log-outs this instance has not written there yet, kept until it has. */
export const UNSENT_ENDS_FILE = 'ended-sessions-unsent.sqlite';

const STORE_URL = /^rediss?:\/\//i;
const ANY_URL = /^[a-z][a-z0-9+.-]*:\/\//i;

/**
 * `--session-store`'s value checked at start-up: a Redis URL, or a file path. Any other URL is
 * refused rather than taken for a path (it would become a folder named `http:` that no other host sees).
 */
export function sessionStoreFrom(value: string | undefined): string | null {
  const given = value?.trim();
  if (!given) return null;
  if (STORE_URL.test(given)) {
    const url = URL.parse(given);
    if (!url) throw new TypeError(`--session-store ${withoutPassword(given)} is not a valid URL.`);
    if (!url.hostname) throw new TypeError(`--session-store ${withoutPassword(given)} names no host.`);
    if (url.pathname !== '' && url.pathname !== '/' && !/^\/\d+$/.test(url.pathname)) {
      throw new TypeError(
        `--session-store ${withoutPassword(given)}: the path must be a database number, such as /0.`,
      );
    }
    return given;
  }
  if (ANY_URL.test(given)) {
    throw new TypeError(
      `--session-store takes a file path or a redis:// or rediss:// URL; ${given.split('://')[0]}:// is not a store this server knows. ` +
        'A file serves instances on one host, Redis several (docs/operations.md, "Several instances").',
    );
  }
  return given;
}

export const isRedisStore = (store: string) => STORE_URL.test(store);

export interface OpenStoreOptions {
  /** The data directory: the default file, and with Redis the file of log-outs not yet written. */
  dataDir: string;
  metrics?: Metrics | null;
  /** Where the store says it was lost or is back (a warning line of the log). */
  warn?: (line: string) => void;
}

export function openEndedSessions(store: string | undefined, options: OpenStoreOptions): EndedSessions {
  const target = store ?? join(options.dataDir, ENDED_SESSIONS_FILE);
  if (!isRedisStore(target)) return openEndedSessionsFile(target);
  return openEndedSessionsRedis(target, {
    unsent: openEndedSessionsFile(join(options.dataDir, UNSENT_ENDS_FILE)),
    ...(options.metrics ? { metrics: options.metrics } : {}),
    ...(options.warn ? { warn: options.warn } : {}),
  });
}
