/**
 * One well-formed call, after its envelope: method lookup (-32601) → permission (012) →
 * `refuseCall` → params schema (011) → the method, here or on a reader thread → in strict mode,
 * the reply schema.
 */
import type { MethodContext, MethodHandler } from './context.ts';
import { type MethodContract, quoted } from './contract.ts';
import type { EngineCall, EngineOptions } from './engine-options.ts';
import { ErrorCode, RpcFailure } from './errors.ts';
import { JsonText, resultValue } from './json-text.ts';
import type { ReaderOutcome, ReaderThreads } from './reader-threads.ts';
import { schemaViolation } from './schema-violation.ts';

/** Rows beyond which a listing counts as a long read. */
export const LONG_READ_ROWS = 1000;

function asksForManyRows(params: unknown): boolean {
  const perPage = (params as { pagination?: { per_page?: unknown } }).pagination?.per_page;
  return perPage === 0 || (typeof perPage === 'number' && perPage > LONG_READ_ROWS);
}

function normaliseParams(params: unknown): unknown {
  if (params === undefined) return {};
  if (Array.isArray(params) && params.length === 0) return {};
  return params;
}

function resultOf(outcome: ReaderOutcome): JsonText<unknown> {
  if ('json' in outcome) return new JsonText(outcome.json);
  if ('failure' in outcome) {
    const { code, message, data } = outcome.failure;
    throw new RpcFailure(code as RpcFailure['code'], message, data);
  }
  throw new Error(outcome.crash);
}

/** Runs a call's method: the result, or a promise of it; a refusal or method failure is thrown. */
export type Invoke = (call: EngineCall, method: string, rawParams: unknown) => unknown;

export function createDispatcher(options: EngineOptions): Invoke {
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

  function requirePermission(call: EngineCall, method: string, contractMethod: MethodContract): void {
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

  /** The reader threads to run the call on, or null to run it here. */
  function readerThreadsFor(call: EngineCall, method: string, params: unknown): ReaderThreads | null {
    const readers = options.readers;
    if (call.db !== undefined || !readers?.methods.has(`${call.className} ${method}`)) return null;
    return !readers.longReadsOnly || asksForManyRows(params) ? readers.threads : null;
  }

  return function invoke(call, method, rawParams) {
    const [contractMethod, handler] = lookup(call, method);
    requirePermission(call, method, contractMethod);
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
    const threads = readerThreadsFor(call, method, params);
    if (threads) {
      return threads
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
  };
}
