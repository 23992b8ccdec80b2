import { currentSession, subscribeToSession } from '../../../api/session.ts';
import { isStoredListKey } from './site-list-storage.ts';

/**
 * Whose list of sites this tab shows, following the session and the other tabs of this browser:
 * the signed-in user's list is read back; a log-out forgets it everywhere; an expired session keeps
 * it for the next log-in; a list thrown away or replaced in another tab is so here too.
 */

/** What the list does as its owner and the other tabs change. */
export interface ListOwnerEvents {
  /** Logged out: the list of `user`, the last signed in here, is forgotten here and in storage. */
  loggedOut(user: string): void;
  /** `user`'s session ended otherwise (expiry), or another user signed in: their list stays stored. */
  sessionLeft(user: string): void;
  /** The owner changed (a user signed in, or none is): what storage holds for them is read back. */
  ownerChanged(): void;
  /** Another tab changed the owner's stored list: `removed` it (thrown away, logged out), or replaced it. */
  changedInOtherTab(removed: boolean): void;
  /** The page is being left or hidden: what is finished is saved now. */
  pageHidden(): void;
}

export interface ListOwner {
  /** The signed-in user whose list this tab shows, or null. */
  current(): string | null;
  /** Starts following the session and the other tabs (once; later calls do nothing). */
  follow(): void;
}

export function followListOwner(events: ListOwnerEvents): ListOwner {
  let owner: string | null = null;
  /** The last user signed in here: a log-out forgets their list even when the session had already ended. */
  let lastOwner: string | null = null;
  let following = false;

  function followSession() {
    const session = currentSession();
    const username = session.token ? session.username : null;
    if (!username && session.endedBecause === 'logged-out' && lastOwner) {
      // also when an earlier 401 had ended the session first: a log-out forgets the list
      events.loggedOut(lastOwner);
      lastOwner = null;
      owner = null;
      return;
    }
    if (username === owner) return;
    if (owner) events.sessionLeft(owner);
    owner = username;
    if (username) lastOwner = username;
    events.ownerChanged();
  }

  function followOtherTabs(event: StorageEvent) {
    if (!owner || !isStoredListKey(owner, event.key)) return;
    events.changedInOtherTab(event.newValue === null);
  }

  return {
    current: () => owner,
    follow() {
      if (following) return;
      following = true;
      subscribeToSession(followSession);
      followSession();
      if (typeof window !== 'undefined') {
        window.addEventListener('pagehide', () => events.pageHidden());
        window.addEventListener('storage', followOtherTabs);
      }
    },
  };
}
