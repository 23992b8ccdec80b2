/**
 * In demo mode the shared data is read-only, for every account: the persona accounts' passwords and
 * the TOTP persona's code of now are public, and what one visitor changed there every other would
 * see (an IP whitelist opened to the world, cancelled orders). Changes belong in a private copy.
 */
import type { MethodContract } from '../rpc/contract.ts';
import { ErrorCode, RpcFailure } from '../rpc/errors.ts';

/** Write (`-w`) and delete (`-d`) permissions; the rest only read. */
const CHANGING_PERMISSION = /-[wd]$/;

/** Error 012 for a method that changes data, called on the shared data; null for one that reads. */
export function sharedDataWriteRefusal(method: MethodContract): RpcFailure | null {
  if (!CHANGING_PERMISSION.test(method.permission)) return null;
  return new RpcFailure(
    ErrorCode.configProhibited,
    `Config prohibited: in demo mode the shared data is read-only, so that no visitor changes what the others see (${method.method} needs ${method.permission}). Sign in as a persona (POST demo/sign-in) to change data of your own.`,
    { permission: method.permission },
  );
}
