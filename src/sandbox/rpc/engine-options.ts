/** What the engine is made with (EngineOptions) and what it is given per request (EngineCall). */
import type { DatabaseSync } from 'node:sqlite';
import type { Caller, MethodRegistry } from './context.ts';
import type { Contract, MethodContract } from './contract.ts';
import type { RpcFailure } from './errors.ts';
import type { ReaderThreads } from './reader-threads.ts';

export interface EngineCall {
  className: string;
  body: string;
  caller: Caller;
  cid: string;
  /** A private demo copy of the data to work on instead of the shared database. */
  db?: DatabaseSync;
  /** The class URL as the caller reached it, for rpc.discover's document. */
  classUrl?: () => string;
  /** Hears the name of each well-formed call's method (the access log's `methods`). */
  onMethod?: (method: string) => void;
  /**
   * Hears how each well-formed call ended: `ok` or its error code as the service shows it (`005`,
   * `-32602`); a method the class does not have is named `(unknown)` (the metrics' labels).
   */
  onOutcome?: (method: string, outcome: string) => void;
}

export interface EngineOptions {
  contract: Contract;
  methods: MethodRegistry;
  db: DatabaseSync;
  strictReplies: boolean;
  backofficeDelaySeconds: number;
  now: () => Date;
  log: (message: string) => void;
  /**
   * Methods (`<class> <method>`) that run on reader threads, and the threads; none without. With
   * `longReadsOnly`, only calls asking for more than LONG_READ_ROWS rows go there.
   */
  readers?: { methods: ReadonlySet<string>; threads: ReaderThreads; longReadsOnly: boolean } | null;
  /** rpc.discover's answer: the class's OpenRPC document, naming the class URL; without it, -32601. */
  discover?: ((className: string, classUrl: string | undefined) => unknown) | null;
  /** The last word on a call its permission allows (demo mode: no writes to the shared data). */
  refuseCall?: ((call: EngineCall, method: MethodContract) => RpcFailure | null) | null;
  /** The error reply for a failure known to happen (a demo copy at its size limit) instead of 001. */
  explainFailure?: ((error: unknown, call: EngineCall) => RpcFailure | null) | null;
}
