import type { DatabaseSync } from 'node:sqlite';
import type { UserGetProfileReply } from '../../../contract/types.gen.ts';
import { type Account, findAccountById } from '../../store/accounts.ts';
import { failures } from '../../rpc/errors.ts';
import type { Caller } from '../../rpc/context.ts';
import { toDatetime } from '../dates.ts';

export function callerAccount(db: DatabaseSync, caller: Caller): Account {
  const account = caller.userId === null ? null : findAccountById(db, caller.userId);
  if (!account) throw failures.prohibited('only a user account has a profile');
  return account;
}

export function profileOf(account: Account, caller: Caller): UserGetProfileReply {
  return {
    username: account.username,
    name: account.name,
    email: account.email,
    phone: account.phone,
    language: account.language,
    customer_account_id: account.customerAccountId,
    permissions: [...account.permissions],
    ip_whitelist: account.whitelist.map((entry) => ({ ...entry })),
    totp: { enabled: account.totpEnabled, pending: account.totpPendingSecret !== null },
    client_ip: caller.clientIp,
    token_expires_at: caller.tokenExpiresAt ? toDatetime(caller.tokenExpiresAt) : null,
  };
}
