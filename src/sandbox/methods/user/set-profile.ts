/**
 * Profile changes apply in one transaction, in this order: contact fields, whitelist replace, add,
 * remove, then TOTP. The account must end with an IP whitelist entry or enabled TOTP (spec §5.8),
 * else nothing changes and the reply is 012. A wrong TOTP code, or confirming with nothing pending,
 * is 008 ("totp" not updated). Enrolment returns the otpauth URI and secret once; confirming does not
 * use up the code, so the same code may log in right after.
 */
import type { DatabaseSync } from 'node:sqlite';
import type {
  IpWhitelistEntry,
  UserSetProfileReply,
  UserSetProfileRequest,
} from '../../../contract/types.gen.ts';
import { type Account, consumeTotpStep, findAccountById } from '../../store/accounts.ts';
import { parseSubnet } from '../../../http/ip-address.ts';
import { matchTotpStep, newTotpSecret, totpUri } from '../../credentials/totp.ts';
import { ErrorCode, RpcFailure, failures } from '../../rpc/errors.ts';
import { inTransaction } from '../../store/transaction.ts';
import type { MethodHandler } from '../../rpc/context.ts';
import { callerAccount, profileOf } from './profile.ts';
import { prepared } from '../../store/statements.ts';

export const MAX_WHITELIST_ENTRIES = 50;

function checkSubnets(member: string, entries: readonly { subnet: string }[] | readonly string[]) {
  const issues = entries.flatMap((entry, index) => {
    const subnet = typeof entry === 'string' ? entry : entry.subnet;
    return parseSubnet(subnet)
      ? []
      : [
          {
            path: `/${member}/${index}${typeof entry === 'string' ? '' : '/subnet'}`,
            message: `"${subnet}" is not an IPv4/IPv6 address or CIDR range`,
          },
        ];
  });
  if (issues.length > 0) {
    throw new RpcFailure(
      ErrorCode.schemaViolation,
      `Invalid IP whitelist entries: ${issues.map((issue) => `${issue.path} ${issue.message}`).join('; ')}.`,
      {
        errors: issues,
      },
    );
  }
}

function normalisedSubnet(subnet: string): string {
  return subnet.trim().toLowerCase();
}

function writeWhitelist(db: DatabaseSync, accountId: number, entries: readonly IpWhitelistEntry[]) {
  prepared(db, 'DELETE FROM ip_whitelist WHERE user_id = ?').run(accountId);
  const insert = prepared(
    db,
    'INSERT OR REPLACE INTO ip_whitelist (user_id, subnet, description, position) VALUES (?, ?, ?, ?)',
  );
  entries.forEach((entry, position) =>
    insert.run(accountId, normalisedSubnet(entry.subnet), entry.description, position),
  );
}

function verifyCode(
  db: DatabaseSync,
  account: Account,
  secret: string,
  code: string,
  now: Date,
  consume: boolean,
) {
  const step = matchTotpStep(secret, code, now);
  if (step === null) throw failures.updateFailed('totp', 'the code is not valid for this secret right now');
  if (consume && !consumeTotpStep(db, account.id, step))
    throw failures.updateFailed('totp', 'the code was already used; wait for the next one');
}

export const setProfile: MethodHandler<UserSetProfileRequest, UserSetProfileReply> = (
  params,
  { db, caller, now },
) => {
  if (params.ip_whitelist) checkSubnets('ip_whitelist', params.ip_whitelist);
  if (params.ip_whitelist_add) checkSubnets('ip_whitelist_add', params.ip_whitelist_add);
  if (params.ip_whitelist_remove) checkSubnets('ip_whitelist_remove', params.ip_whitelist_remove);

  return inTransaction(db, () => {
    const account = callerAccount(db, caller);
    const update = prepared(db, 'UPDATE users SET name = ?, email = ?, phone = ?, language = ? WHERE id = ?');
    update.run(
      params.name ?? account.name,
      params.email ?? account.email,
      params.phone === undefined ? account.phone : params.phone,
      params.language ?? account.language,
      account.id,
    );

    let whitelist = params.ip_whitelist ? [...params.ip_whitelist] : [...account.whitelist];
    for (const entry of params.ip_whitelist_add ?? []) {
      const existing = whitelist.findIndex(
        (candidate) => normalisedSubnet(candidate.subnet) === normalisedSubnet(entry.subnet),
      );
      if (existing >= 0) whitelist[existing] = entry;
      else whitelist.push(entry);
    }
    for (const subnet of params.ip_whitelist_remove ?? []) {
      const remaining = whitelist.filter(
        (candidate) => normalisedSubnet(candidate.subnet) !== normalisedSubnet(subnet),
      );
      if (remaining.length === whitelist.length)
        throw failures.updateFailed('ip_whitelist', `${subnet} is not on the whitelist`);
      whitelist = remaining;
    }
    if (whitelist.length > MAX_WHITELIST_ENTRIES) {
      throw failures.prohibited(
        `an IP whitelist holds at most ${MAX_WHITELIST_ENTRIES} entries; this update would leave ${whitelist.length}`,
      );
    }
    if (params.ip_whitelist || params.ip_whitelist_add || params.ip_whitelist_remove)
      writeWhitelist(db, account.id, whitelist);

    let enrolment: UserSetProfileReply['totp_enrolment'];
    const totp = params.totp;
    if (totp?.action === 'enrol') {
      if (account.totpEnabled)
        throw failures.prohibited('TOTP is already enabled; disable it before enrolling again');
      const secret = newTotpSecret();
      prepared(db, 'UPDATE users SET totp_pending_secret = ? WHERE id = ?').run(secret, account.id);
      enrolment = { uri: totpUri(secret, account.username), secret };
    } else if (totp?.action === 'confirm') {
      if (!account.totpPendingSecret)
        throw failures.updateFailed('totp', 'there is no pending enrolment to confirm; enrol first');
      verifyCode(db, account, account.totpPendingSecret, totp.code, now, false);
      prepared(
        db,
        'UPDATE users SET totp_secret = totp_pending_secret, totp_pending_secret = NULL, totp_enabled = 1, totp_last_step = NULL WHERE id = ?',
      ).run(account.id);
    } else if (totp?.action === 'disable') {
      if (!account.totpEnabled || !account.totpSecret)
        throw failures.updateFailed('totp', 'TOTP is not enabled');
      verifyCode(db, account, account.totpSecret, totp.code, now, true);
      prepared(
        db,
        'UPDATE users SET totp_secret = NULL, totp_enabled = 0, totp_last_step = NULL WHERE id = ?',
      ).run(account.id);
    }

    const updated = findAccountById(db, account.id);
    if (!updated) throw failures.updateFailed('profile', 'the account no longer exists');
    if (updated.whitelist.length === 0 && !updated.totpEnabled) {
      throw failures.prohibited('an account needs an IP whitelist entry or enabled TOTP; keep one of them');
    }
    const profile = profileOf(updated, caller);
    return enrolment ? { ...profile, totp_enrolment: enrolment } : profile;
  });
};
