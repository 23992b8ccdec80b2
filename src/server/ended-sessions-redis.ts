/**
 * The logged-out sessions in Redis (or Valkey): the store for instances on several hosts. Each
 * ended session is a key that expires when its token would have (`SET … PXAT`).
 *
 * When Redis cannot be reached, a log-out is not lost: it is written first to a file of this
 * instance (the data directory's `ended-sessions-unsent.sqlite`), which outlives a restart, and
 * sent to Redis as soon as it answers again. Until then no instance can say whether a session was
 * logged out, so `hasEnded` rejects and the caller restores nothing.
 */
import { type RedisClientType, createClient } from '@redis/client';
import { Counter, Gauge, Histogram } from 'prom-client';
import type { Metrics } from '../http/metrics.ts';
import type { EndedSessionsFile } from './ended-sessions-file.ts';
import { type EndedSessions, StoreUnreachable, withoutPassword } from './ended-sessions.ts';

const KEY_PREFIX = 'broadband-portal:ended-session:';
const COMMAND_TIMEOUT_MS = 1000;
/** Long enough for a start-up that keeps the event loop busy for a while. */
const CONNECT_TIMEOUT_MS = 5000;
const RECONNECT_AT_MOST_MS = 2000;
const RETRY_UNSENT_MS = 1000;

export interface RedisStoreOptions {
  /** The log-outs not written to Redis yet. */
  unsent: EndedSessionsFile;
  metrics?: Metrics;
  warn?: (line: string) => void;
}

type Operation = 'end' | 'has_ended' | 'ping';

function storeMetrics(metrics: Metrics | undefined, unsent: EndedSessionsFile) {
  if (!metrics) return { timed: <T>(_: Operation, work: () => Promise<T>) => work() };
  const registers = [metrics.registry];
  const seconds = new Histogram<'operation'>({
    name: 'portal_session_store_duration_seconds',
    help: 'Time the session store took to answer, by operation (end, has_ended, ping).',
    labelNames: ['operation'],
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
    registers,
  });
  const errors = new Counter<'operation'>({
    name: 'portal_session_store_errors_total',
    help: 'Operations the session store could not answer (unreachable, timed out), by operation.',
    labelNames: ['operation'],
    registers,
  });
  new Gauge({
    name: 'portal_session_store_unsent_ends',
    help: 'Log-outs kept by this instance until the session store can be written again.',
    registers,
    collect() {
      this.set(unsent.entries().length);
    },
  });
  return {
    async timed<T>(operation: Operation, work: () => Promise<T>): Promise<T> {
      const stop = seconds.startTimer({ operation });
      try {
        return await work();
      } catch (error) {
        errors.inc({ operation });
        throw error;
      } finally {
        stop();
      }
    },
  };
}

/**
 * Rejects when `work` has not answered within `ms`. The client's own command timeout does not
 * cover a command already sent, which a frozen Redis (a host cut off, not closed) leaves waiting.
 */
function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export function openEndedSessionsRedis(url: string, options: RedisStoreOptions): EndedSessions {
  const { unsent, warn = () => undefined } = options;
  const describe = `Redis at ${withoutPassword(url)}`;
  const client: RedisClientType = createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: COMMAND_TIMEOUT_MS },
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      reconnectStrategy: (attempt: number) => Math.min(50 * 2 ** attempt, RECONNECT_AT_MOST_MS),
    },
  }) as RedisClientType;
  const { timed } = storeMetrics(options.metrics, unsent);

  let lost = false;
  const noteLost = (error: unknown) => {
    if (lost) return;
    lost = true;
    const reason = error instanceof Error ? error.message : String(error);
    warn(`${describe} cannot be reached (${reason}): sessions are not restored until it is back.`);
  };
  const noteBack = () => {
    if (lost) warn(`${describe} is back: sessions are restored again.`);
    lost = false;
  };
  client.on('error', noteLost);
  client.on('ready', () => {
    noteBack();
    void sendUnsent();
  });
  /** One command, timed and counted, given up after COMMAND_TIMEOUT_MS. */
  const run = <T>(operation: Operation, command: () => Promise<T>): Promise<T> =>
    timed(operation, () => withinTime(command(), COMMAND_TIMEOUT_MS)).then(
      (answer) => {
        noteBack();
        return answer;
      },
      (error: unknown) => {
        noteLost(error);
        throw error;
      },
    );
  // Not awaited: an instance started while Redis is down serves (unready) and connects when it can.
  client.connect().catch(() => undefined);

  const write = (sessionId: string, untilMs: number) =>
    run('end', () =>
      client.set(`${KEY_PREFIX}${sessionId}`, '1', { expiration: { type: 'PXAT', value: untilMs } }),
    );

  let sending: Promise<void> | null = null;
  /** Writes the log-outs kept here to Redis; stops at the first that fails, to try again later. */
  async function writeUnsent() {
    try {
      for (const { sessionId, untilMs } of unsent.entries()) {
        await write(sessionId, untilMs);
        unsent.forget(sessionId);
      }
    } catch {
      // kept for the next try
    }
  }
  function sendUnsent(): Promise<void> {
    if (!sending) sending = writeUnsent().finally(() => (sending = null));
    return sending;
  }
  const retry = setInterval(() => {
    if (client.isReady && unsent.entries().length > 0) void sendUnsent();
  }, RETRY_UNSENT_MS);
  retry.unref();

  return {
    describe,
    async end(sessionId, untilMs) {
      if (untilMs <= Date.now()) return;
      unsent.endNow(sessionId, untilMs);
      try {
        await write(sessionId, untilMs);
        unsent.forget(sessionId);
      } catch {
        // written when Redis is back (the 'ready' handler and the retry above)
      }
    },
    async hasEnded(sessionId) {
      // Logged out here but not yet in Redis: this instance knows without asking.
      if (unsent.hasEndedNow(sessionId)) return true;
      try {
        return (await run('has_ended', () => client.exists(`${KEY_PREFIX}${sessionId}`))) === 1;
      } catch (error) {
        throw new StoreUnreachable(describe, error);
      }
    },
    async check() {
      try {
        await run('ping', () => client.ping());
      } catch (error) {
        throw new Error(`${describe}: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
    async close() {
      clearInterval(retry);
      if (client.isReady) await sendUnsent();
      client.destroy();
      await unsent.close();
    },
  };
}
