/**
 * What the ways of authenticating answer (Basic, bearer token, apiKey, the account limit) and what
 * they draw on; authenticate.ts chooses among them.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { Caller } from '../rpc/context.ts';
import type { Account } from '../store/accounts.ts';
import type { TokenClaims } from './jwt.ts';
import type { HttpRefusal } from './refusals.ts';
import type { AttemptOutcome } from './throttle.ts';

export type Authentication =
  | {
      caller: Caller;
      renew: TokenClaims | null;
      /** The private demo copy of the data a workspace token works on; the shared data when absent. */
      db?: DatabaseSync;
      /** Counts the calls of the request against the key's (or, with `--account-rate-limit`, the account's) limit. */
      chargeCalls?: (calls: number) => { refusal: HttpRefusal } | null;
      refusal?: undefined;
    }
  | { refusal: HttpRefusal; caller?: undefined };

/**
 * A matching password, with the log-in attempt still open: the caller settles it once the second
 * factor is decided (a full log-in, a failure, or neither).
 */
export type PasswordCheck =
  { account: Account; settle: (outcome: AttemptOutcome) => void } | { refusal: HttpRefusal };

/** Where the private demo copies of the data are found (demo mode only). */
export interface WorkspaceDirectory {
  /** The copy's database, marking it used; null when it was removed or never existed. */
  databaseOf(workspace: string): DatabaseSync | null;
}
