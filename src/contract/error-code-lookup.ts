/**
 * The catalogue's error codes (error-codes.gen.ts) from a code as it travels: its name, and how
 * people read it. Framework-free: the sandbox, the portal and the scripts that write the generated
 * files and the docs use it. It takes only `ErrorCode` of the generated module, not the meanings'
 * texts, which the browser has no need of.
 */
import { ErrorCode, type ErrorCodeName, type errorCodeMeanings } from './error-codes.gen.ts';

/**
 * The code as people read it: the specification's `001`–`012` zero-padded, JSON-RPC's own (negative)
 * as they are. Any code, also one the catalogue does not list; the catalogue's `shown` is written
 * with it.
 */
export function displayCode(code: number): string {
  return code > 0 ? String(code).padStart(3, '0') : String(code);
}

/** The names of the specification's own codes (001–012): those the portal puts in people's words. */
export type SpecErrorName = {
  [Name in ErrorCodeName]: (typeof errorCodeMeanings)[Name]['origin'] extends 'spec' ? Name : never;
}[ErrorCodeName];

const namesByCode: ReadonlyMap<number, ErrorCodeName> = new Map(
  (Object.keys(ErrorCode) as ErrorCodeName[]).map((name) => [ErrorCode[name], name]),
);

/** The catalogue's name of `code`; undefined for a code it does not list. */
export function errorCodeName(code: number): ErrorCodeName | undefined {
  return namesByCode.get(code);
}
