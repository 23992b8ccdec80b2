/**
 * One run of a user's list in the whole browser: a tab takes this lock (Web Locks) before it starts
 * checking, and holds it until its run ends, so a second tab offering to go on cannot check every
 * site twice. Without Web Locks every tab may run.
 */
export interface RunLock {
  /** Takes the lock if no other tab holds it: true when this tab now holds it. */
  take(user: string): Promise<boolean>;
  /** Lets go of the lock, if this tab holds it, so another tab may run the list. */
  release(): void;
}

export function createRunLock(): RunLock {
  /** Lets go of the lock; null while this tab holds none. */
  let release: (() => void) | null = null;
  return {
    take(user) {
      const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
      if (!locks) return Promise.resolve(true);
      return new Promise((resolve) => {
        void locks.request(`broadband-portal.site-list-run.${user}`, { ifAvailable: true }, (lock) => {
          resolve(lock !== null);
          return lock ? new Promise<void>((done) => (release = done)) : undefined;
        });
      });
    },
    release() {
      release?.();
      release = null;
    },
  };
}
