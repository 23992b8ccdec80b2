/**
 * JSON-RPC 2.0 engine. Order of checks per call, first failure wins:
 * envelope (-32600) → method lookup (-32601) → permission (012) → `refuseCall` (012 in demo mode)
 * → params schema (011) → method.
 * rpc.discover (OpenRPC's service discovery, `discover`) is a method of every class and passes the
 * same checks; its permission is any one of the class's.
 * A method failure is its RpcFailure; anything unexpected is 001 with the cid, never a stack trace.
 * Notifications (no `id` member) run but get no reply; a batch of only notifications gets no body.
 * Methods given in `readers` run on reader threads after these checks; the body then comes as a
 * promise.
 */
import type { DatabaseSync } from 'node:sqlite';
import { type Contract, type MethodContract, type SchemaReport, quoted } from './contract.ts';
import { ErrorCode, RpcFailure, displayCode } from './errors.ts';
import { JsonText, joinJson, resultValue } from './json-text.ts';
import type { ReaderOutcome, ReaderThreads } from './reader-threads.ts';
import type { Caller, MethodContext, MethodHandler, MethodRegistry } from './context.ts';

export const MAX_BATCH_ENTRIES = 100;
/** Characters (bytes, for JSON a reader thread wrote) of all replies of one batch. */
export const MAX_BATCH_REPLY_CHARACTERS = 32 * 1024 * 1024;
const ISSUES_IN_MESSAGE = 3;

type Id = string | number | null;

interface ErrorObject {
  code: number;
  message: string;
  data: Record<string, unknown>;
}

type Reply = { jsonrpc: '2.0'; id: Id; result: unknown } | { jsonrpc: '2.0'; id: Id; error: ErrorObject };

/** A reply body: a string, or bytes when a result arrived as bytes from a reader thread. */
export type Body = string | Buffer;

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

function errorReply(id: Id, failure: RpcFailure, cid: string): Reply {
  return {
    jsonrpc: '2.0',
    id,
    error: { code: failure.code, message: failure.message, data: { cid, ...failure.data } },
  };
}

/** A reply as parts of JSON; a result given as JSON goes in as it is. */
function replyParts(reply: Reply): (string | Uint8Array)[] {
  if ('result' in reply && reply.result instanceof JsonText) {
    return [`{"jsonrpc":"2.0","id":${JSON.stringify(reply.id)},"result":`, reply.result.json, '}'];
  }
  return [JSON.stringify(reply)];
}

/** Error 011 naming the first few issues; `data.errors` lists up to MAX_LISTED_ISSUES of them. */
function schemaViolation(schema: string, report: SchemaReport, operatorCid?: string): RpcFailure {
  const named = report.issues.slice(0, ISSUES_IN_MESSAGE).map((issue) => `${issue.path} ${issue.message}`);
  const unnamed = report.count - named.length;
  const rest = report.stoppedAtFirst
    ? ' (validation stopped at the first problem: the params hold too many values to list them all)'
    : unnamed > 0
      ? `; and ${unnamed} more (see data.errors)`
      : '';
  const what = operatorCid === undefined ? 'request' : 'reply';
  const quote = operatorCid === undefined ? '' : ` Quote cid ${operatorCid} to the operator.`;
  return new RpcFailure(
    ErrorCode.schemaViolation,
    `The ${what} does not comply with ${schema}: ${named.join('; ')}${rest}.${quote}`,
    { schema, errors: report.issues, error_count: report.count },
  );
}

/** Rows beyond which a listing counts as a long read. */
export const LONG_READ_ROWS = 1000;

function asksForManyRows(params: unknown): boolean {
  const perPage = (params as { pagination?: { per_page?: unknown } }).pagination?.per_page;
  return perPage === 0 || (typeof perPage === 'number' && perPage > LONG_READ_ROWS);
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function isValidId(id: unknown): id is Id {
  return id === null || typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id));
}

function normaliseParams(params: unknown): unknown {
  if (params === undefined) return {};
  if (Array.isArray(params) && params.length === 0) return {};
  return params;
}

export function createEngine(options: EngineOptions) {
  const { contract, methods, log } = options;

  function lookup(call: EngineCall, method: string): [MethodContract, MethodHandler<never, unknown>] {
    const { className } = call;
    const discover = options.discover;
    const [contractMethod, handler] =
      method === contract.catalogue.discovery.method && discover
        ? [contract.discovery.get(className), () => discover(className, call.classUrl?.())]
        : [contract.classes.get(className)?.get(method), methods.get(className)?.get(method)];
    if (!contractMethod || !handler) {
      throw new RpcFailure(
        ErrorCode.methodNotFound,
        `Method not found: ${quoted(method)} does not exist in ${className}.`,
        { method: quoted(method) },
      );
    }
    return [contractMethod, handler];
  }

  /** The result, or a promise of it when the method runs on a reader thread. */
  function invoke(call: EngineCall, method: string, rawParams: unknown): unknown {
    const [contractMethod, handler] = lookup(call, method);
    const { anyOf } = contractMethod;
    if (
      anyOf === undefined
        ? !call.caller.permissions.has(contractMethod.permission)
        : !anyOf.some((permission) => call.caller.permissions.has(permission))
    ) {
      const lacking =
        anyOf === undefined
          ? `permission ${contractMethod.permission}`
          : `every permission of ${call.className} (${anyOf.join(', ')})`;
      throw new RpcFailure(
        ErrorCode.configProhibited,
        `Config prohibited: ${call.caller.username} lacks ${lacking} for ${method}.`,
        { permission: contractMethod.permission },
      );
    }
    const refusal = options.refuseCall?.(call, contractMethod);
    if (refusal) throw refusal;
    const params = normaliseParams(rawParams);
    const report = contractMethod.validateParams(params);
    if (report.count > 0) throw schemaViolation(contractMethod.request, report);
    const context: MethodContext = {
      caller: call.caller,
      db: call.db ?? options.db,
      now: options.now(),
      backofficeDelaySeconds: options.backofficeDelaySeconds,
    };
    const readers = options.readers;
    if (
      call.db === undefined &&
      readers?.methods.has(`${call.className} ${method}`) &&
      (!readers.longReadsOnly || asksForManyRows(params))
    ) {
      return readers.threads
        .run({
          className: call.className,
          method,
          params,
          caller: call.caller,
          now: context.now,
          backofficeDelaySeconds: context.backofficeDelaySeconds,
        })
        .then((outcome) => checked(call, method, contractMethod, resultOf(outcome)));
    }
    const result = (handler as MethodHandler<unknown, unknown>)(params, context);
    return result instanceof Promise
      ? result.then((settled) => checked(call, method, contractMethod, settled))
      : checked(call, method, contractMethod, result);
  }

  function resultOf(outcome: ReaderOutcome): JsonText<unknown> {
    if ('json' in outcome) return new JsonText(outcome.json);
    if ('failure' in outcome) {
      const { code, message, data } = outcome.failure;
      throw new RpcFailure(code as RpcFailure['code'], message, data);
    }
    throw new Error(outcome.crash);
  }

  /** The result, once it passes its reply schema (checked in strict mode only). */
  function checked(
    call: EngineCall,
    method: string,
    contractMethod: MethodContract,
    result: unknown,
  ): unknown {
    if (options.strictReplies) {
      const report = contractMethod.validateResult(resultValue(result));
      if (report.count > 0) {
        log(
          `cid ${call.cid}: reply of ${call.className} ${method} breaks ${contractMethod.reply}: ${JSON.stringify(report.issues)}`,
        );
        throw schemaViolation(contractMethod.reply, report, call.cid);
      }
    }
    return result;
  }

  /** Returns the reply (or a promise of it), or undefined for a notification. */
  function handleEntry(call: EngineCall, entry: unknown): Reply | undefined | Promise<Reply | undefined> {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      return errorReply(
        null,
        new RpcFailure(ErrorCode.invalidRequest, 'Invalid Request: expected a JSON-RPC 2.0 object.'),
        call.cid,
      );
    }
    const request = entry as Record<string, unknown>;
    const isNotification = !('id' in request);
    const id = isValidId(request.id) ? request.id : null;
    const envelopeProblem =
      request.jsonrpc !== '2.0'
        ? 'member "jsonrpc" must be exactly "2.0"'
        : typeof request.method !== 'string'
          ? 'member "method" must be a string'
          : 'id' in request && !isValidId(request.id)
            ? 'member "id" must be a string, a number or null'
            : 'params' in request && (typeof request.params !== 'object' || request.params === null)
              ? 'member "params" must be an object or an array'
              : null;
    if (envelopeProblem) {
      return errorReply(
        id,
        new RpcFailure(ErrorCode.invalidRequest, `Invalid Request: ${envelopeProblem}.`),
        call.cid,
      );
    }
    call.onMethod?.(request.method as string);
    const known =
      request.method === 'rpc.discover' ||
      (contract.classes.get(call.className)?.has(request.method as string) ?? false);
    const ended = (outcome: string) =>
      call.onOutcome?.(known ? (request.method as string) : '(unknown)', outcome);
    const succeeded = (result: unknown): Reply | undefined => {
      ended('ok');
      return isNotification ? undefined : { jsonrpc: '2.0', id, result };
    };
    const failed = (error: unknown): Reply | undefined => {
      const reply = failedReply(error);
      ended(displayCode(reply && 'error' in reply ? reply.error.code : ErrorCode.unanticipated));
      return isNotification ? undefined : reply;
    };
    const failedReply = (error: unknown): Reply | undefined => {
      if (error instanceof RpcFailure) return errorReply(id, error, call.cid);
      const explained = options.explainFailure?.(error, call);
      if (explained) return errorReply(id, explained, call.cid);
      log(
        `cid ${call.cid}: unanticipated error in ${call.className} ${String(request.method)}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      const failure = new RpcFailure(
        ErrorCode.unanticipated,
        `Unanticipated error (${displayCode(ErrorCode.unanticipated)}); quote cid ${call.cid} to the operator.`,
      );
      return errorReply(id, failure, call.cid);
    };
    try {
      const result = invoke(call, request.method as string, request.params);
      return result instanceof Promise ? result.then(succeeded, failed) : succeeded(result);
    } catch (error) {
      return failed(error);
    }
  }

  /**
   * Returns the response body, or null when nothing is to be sent (notifications only); a promise
   * of it for a batch, and for a call answered later (on a reader thread, after hashing).
   */
  function handle(call: EngineCall): Body | null | Promise<Body | null> {
    let document: unknown;
    try {
      document = JSON.parse(call.body);
    } catch {
      return JSON.stringify(
        errorReply(
          null,
          new RpcFailure(ErrorCode.parseError, 'Parse error: the body is not valid JSON.'),
          call.cid,
        ),
      );
    }
    if (!Array.isArray(document)) {
      const reply = handleEntry(call, document);
      const body = (settled: Reply | undefined) => (settled ? joinJson(replyParts(settled)) : null);
      return reply instanceof Promise ? reply.then(body) : body(reply);
    }
    if (document.length === 0) {
      return JSON.stringify(
        errorReply(
          null,
          new RpcFailure(ErrorCode.invalidRequest, 'Invalid Request: an empty batch.'),
          call.cid,
        ),
      );
    }
    if (document.length > MAX_BATCH_ENTRIES) {
      return JSON.stringify(
        errorReply(
          null,
          new RpcFailure(
            ErrorCode.invalidRequest,
            `Invalid Request: a batch holds at most ${MAX_BATCH_ENTRIES} entries, this one ${document.length}.`,
          ),
          call.cid,
        ),
      );
    }
    return handleBatch(call, document);
  }

  /**
   * Entries run one after another, each in an event-loop turn of its own, so a batch of long calls
   * holds up other callers no longer than one of its entries. The entry whose reply takes the
   * replies past MAX_BATCH_REPLY_CHARACTERS (unless it is the first) and every later one answer
   * error -32000 instead (those after it are not run); notifications among them get nothing.
   */
  async function handleBatch(call: EngineCall, entries: readonly unknown[]): Promise<Body | null> {
    const parts: (string | Uint8Array)[] = [];
    let characters = 0;
    for (const [index, entry] of entries.entries()) {
      if (index > 0) await nextTurn();
      let reply =
        characters < MAX_BATCH_REPLY_CHARACTERS ? await handleEntry(call, entry) : leftOut(call, entry);
      if (reply === undefined) continue;
      let replyJson = replyParts(reply);
      characters += replyJson.reduce((sum, part) => sum + part.length, 0);
      if (characters > MAX_BATCH_REPLY_CHARACTERS && parts.length > 0) {
        reply = leftOut(call, entry, 'ran, but its result');
        if (reply === undefined) continue;
        replyJson = replyParts(reply);
      }
      if (parts.length > 0) parts.push(',');
      parts.push(...replyJson);
    }
    return parts.length === 0 ? null : joinJson(['[', ...parts, ']']);
  }

  function leftOut(call: EngineCall, entry: unknown, what = 'was not run: it'): Reply | undefined {
    const request = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    if (!('id' in request)) return undefined;
    return errorReply(
      isValidId(request.id) ? request.id : null,
      new RpcFailure(
        ErrorCode.batchReplyLimit,
        `Batch reply limit: this entry ${what} would take the batch's replies past ${MAX_BATCH_REPLY_CHARACTERS / 1024 / 1024} MiB; send it in a request of its own.`,
        { limit_bytes: MAX_BATCH_REPLY_CHARACTERS },
      ),
      call.cid,
    );
  }

  return { handle };
}

export type Engine = ReturnType<typeof createEngine>;
