import { HttpError, ReplyShapeError, RpcError } from '../../api/errors.ts';
import { ErrorCode } from '../../contract/error-codes.gen.ts';

/** 012: the change would leave the account with neither a whitelist entry nor enabled TOTP (or over 50 entries). */
export const isProhibited = (error: unknown) =>
  error instanceof RpcError && error.code === ErrorCode.configProhibited;

/** 008 on a TOTP action: the code is wrong, reused, or nothing awaits confirmation. */
export const isUpdateFailed = (error: unknown) =>
  error instanceof RpcError && error.code === ErrorCode.updateFailed;

/**
 * A bearer call refused with 403 from this address: the token came from a whitelist-only log-in and
 * the whitelist no longer admits this IP. Only a new log-in (with TOTP) helps.
 */
export const isSessionRefused = (error: unknown) => error instanceof HttpError && error.status === 403;

/** The service made the change (it answered with a result), but the portal could not read its answer. */
export const isAnswerUnreadable = (error: unknown) => error instanceof ReplyShapeError;
