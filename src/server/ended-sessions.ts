/**
 * The kept sessions that were logged out, shared by every portal server that restores the same
 * sessions: a SQLite file for instances on one host (ended-sessions-file.ts), Redis (or Valkey,
 * which speaks its protocol) for instances on several (ended-sessions-redis.ts). `--session-store`
 * names one or the other (session-store.ts).
 */

export interface EndedSessions {
  /** Where the store is, for the log and `/readyz` (a URL without its password). */
  describe: string;
  /** Remembers that the session ended; it stays ended until `untilMs`. Never loses it. */
  end(sessionId: string, untilMs: number): Promise<void>;
  /** Rejects with StoreUnreachable when the store cannot say: that is never taken for "not ended". */
  hasEnded(sessionId: string): Promise<boolean>;
  /** Throws when the store cannot be used now (the readiness check). */
  check(signal: AbortSignal): Promise<void> | void;
  close(): Promise<void>;
}

export class StoreUnreachable extends Error {
  constructor(store: string, cause: unknown) {
    super(
      `The session store (${store}) cannot be reached: ${cause instanceof Error ? cause.message : String(cause)}`,
    );
    this.name = 'StoreUnreachable';
  }
}

/** A store URL as it may be shown: without the password. */
export function withoutPassword(store: string): string {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(store)) return store;
  try {
    const url = new URL(store);
    if (url.password) url.password = '***';
    return url.href;
  } catch {
    return store.replace(/\/\/[^@/]*@/, '//***@');
  }
}
