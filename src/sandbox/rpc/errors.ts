import { displayCode } from '../../contract/error-code-lookup.ts';
import { ErrorCode, type ErrorCodeValue } from '../../contract/error-codes.gen.ts';

/**
 * The service's error codes, named by the catalogue (src/contract/error-codes.gen.ts). The spec writes
 * them as 001–012; JSON-RPC 2.0 needs integers and JSON forbids leading zeros, so they travel as 1–12
 * and are shown zero-padded to people.
 */
export { ErrorCode, displayCode };
export type { ErrorCodeValue };

/** Thrown by methods and the engine; becomes a JSON-RPC error object with the request's cid. */
export class RpcFailure extends Error {
  readonly code: ErrorCodeValue;
  readonly data: Record<string, unknown>;

  constructor(code: ErrorCodeValue, message: string, data: Record<string, unknown> = {}) {
    super(message);
    this.code = code;
    this.data = data;
  }
}

export const failures = {
  invalidAddress: (zipcode: string, housenr: unknown, housenrext: string) =>
    new RpcFailure(
      ErrorCode.invalidAddress,
      `Invalid combination of zipcode ${zipcode}, house number ${String(housenr)} and extension "${housenrext}". Select a valid one with the postcodes functions.`,
      { zipcode, housenr, housenrext },
    ),
  notServiced: (zipcode: string, housenr: unknown, housenrext: string, providers: readonly string[]) =>
    new RpcFailure(
      ErrorCode.notServiced,
      `The address ${zipcode} ${String(housenr)}${housenrext ? ` ${housenrext}` : ''} is valid, but ${providers.length === 1 ? `${providers[0]} does not service it` : 'no requested provider services it'}.`,
      { zipcode, housenr, housenrext },
    ),
  createFailed: (item: string, reason: string) =>
    new RpcFailure(ErrorCode.createFailed, `Failed to create ${item}: ${reason}.`, { item }),
  deleteFailed: (item: string, reason: string) =>
    new RpcFailure(ErrorCode.deleteFailed, `Failed to delete ${item}: ${reason}.`, { item }),
  updateFailed: (item: string, reason: string) =>
    new RpcFailure(ErrorCode.updateFailed, `Failed to update ${item}: ${reason}.`, { item }),
  prohibited: (reason: string) => new RpcFailure(ErrorCode.configProhibited, `Config prohibited: ${reason}.`),
  notImplemented: (className: string, method: string) =>
    new RpcFailure(
      ErrorCode.notImplemented,
      `Not implemented yet: ${method} is in the contract of ${className}, but the sandbox does not carry it out yet.`,
      { method },
    ),
};
