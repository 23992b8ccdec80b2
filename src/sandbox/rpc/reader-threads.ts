/**
 * Reader threads: methods that can read for long (listings of large catalogues) run on worker
 * threads, each with a connection of its own to the database, so they neither hold up other calls
 * nor wait for one another; WAL lets them read while the main thread writes, and a call sees every
 * write committed before it was handed over. Threads start on first use; one that dies fails its
 * calls (error 001) and is replaced by the next call.
 */
import { Worker } from 'node:worker_threads';
import type { Caller } from './context.ts';

export interface ReaderCall {
  className: string;
  method: string;
  params: unknown;
  caller: Caller;
  now: Date;
  backofficeDelaySeconds: number;
}

/** What crosses from the main thread to a reader thread. */
export interface ReaderRequest extends Omit<ReaderCall, 'caller' | 'now'> {
  id: number;
  caller: Omit<Caller, 'permissions'> & { permissions: string[] };
  now: string;
}

/** The result as UTF-8 JSON, a method's failure, or what went wrong unexpectedly. */
export type ReaderOutcome =
  | { json: Uint8Array }
  | { failure: { code: number; message: string; data: Record<string, unknown> } }
  | { crash: string };

export type ReaderReply = ReaderOutcome & { id: number };

export interface ReaderThreads {
  run(call: ReaderCall): Promise<ReaderOutcome>;
  /** Stops every thread; calls still running fail. */
  close(): void;
}

interface Thread {
  worker: Worker;
  pending: Map<number, (outcome: ReaderOutcome) => void>;
  idleTimer?: NodeJS.Timeout;
}

const THREAD_MODULE = new URL('./reader-thread.ts', import.meta.url);

/**
 * `size` threads at most; with `idleExitMs`, a thread without calls for that long stops, giving
 * its heap back, and a later call starts one anew.
 */
export function createReaderThreads(
  databaseFile: string,
  size: number,
  idleExitMs: number | null = null,
): ReaderThreads {
  const threads: Thread[] = [];
  let nextId = 0;

  function start(): Thread {
    const worker = new Worker(THREAD_MODULE, { workerData: { databaseFile } });
    worker.unref();
    const thread: Thread = { worker, pending: new Map() };
    const fail = (reason: string) => {
      const index = threads.indexOf(thread);
      if (index >= 0) threads.splice(index, 1);
      for (const settle of thread.pending.values()) settle({ crash: reason });
      thread.pending.clear();
    };
    worker.on('message', (reply: ReaderReply) => {
      const settle = thread.pending.get(reply.id);
      thread.pending.delete(reply.id);
      settle?.(reply);
      if (idleExitMs !== null && thread.pending.size === 0) {
        thread.idleTimer = setTimeout(() => void worker.terminate(), idleExitMs).unref();
      }
    });
    worker.on('error', (error) => fail(`reader thread failed: ${error.stack ?? error.message}`));
    worker.on('exit', (code) => fail(`reader thread exited with code ${code}`));
    threads.push(thread);
    return thread;
  }

  /** The thread with the fewest calls in hand; a new one while fewer than `size` run. */
  function pick(): Thread {
    const idle = threads.find((thread) => thread.pending.size === 0);
    if (idle) return idle;
    if (threads.length < size) return start();
    return threads.reduce((least, thread) => (thread.pending.size < least.pending.size ? thread : least));
  }

  return {
    run(call) {
      const thread = pick();
      clearTimeout(thread.idleTimer);
      const id = nextId++;
      const request: ReaderRequest = {
        id,
        className: call.className,
        method: call.method,
        params: call.params,
        caller: { ...call.caller, permissions: [...call.caller.permissions] },
        now: call.now.toISOString(),
        backofficeDelaySeconds: call.backofficeDelaySeconds,
      };
      return new Promise((resolve) => {
        thread.pending.set(id, resolve);
        thread.worker.postMessage(request);
      });
    },
    close() {
      for (const thread of [...threads]) void thread.worker.terminate();
    },
  };
}
