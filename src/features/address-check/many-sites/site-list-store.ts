import { useSyncExternalStore } from 'react';
import { listProviders } from '../../../api/broadband-basic/list-providers.ts';
import { checkAddressWithEveryProvider } from '../../../api/broadband-basic/zipcode.ts';
import { NotOfferedError, ReplyShapeError } from '../../../api/errors.ts';
import { currentSession, subscribeToSession } from '../../../api/session.ts';
import type { SheetCuts } from './sheet-reading.ts';
import type { RowRejection } from './site-rows.ts';
import { type Site, type SiteResult, summariseReply } from './site-result.ts';
import { type RunSnapshot, SiteRun } from './site-run.ts';

/**
 * The list of sites being checked, with its finished rows and its run. It lives beside the pages,
 * so a run goes on while the person looks elsewhere in the portal, and it is kept in the browser's
 * storage per user (never the token): after a reload the finished rows are there and the rest can
 * be continued. A log-out forgets it; an expired session keeps it for the next log-in.
 */

export interface SiteList {
  /** The file's name, or '' for pasted rows. */
  source: string;
  sites: Site[];
  rejected: RowRejection[];
  /** What was left out of the list as it was read (columns, the end of long cells), if anything. */
  cuts?: SheetCuts;
  /** The providers asked, in the service's order ([] when its list could not be read). */
  providers: string[];
  /** The service's list of providers could not be read (or is not offered): every provider is asked at once all the same. */
  providersUnread?: boolean;
  createdAt: string;
}

export interface SiteListState {
  list: SiteList | null;
  /** Finished rows, in the order they finished. */
  results: readonly SiteResult[];
  run: RunSnapshot | null;
  /** A list read back from storage with sites still to check, and no run yet. */
  interrupted: boolean;
  /** The browser would not keep the list (storage full or refused): a reload would lose it. */
  notKept: boolean;
  /** Another tab of this browser is checking this user's list: this one does not start a second run. */
  runningElsewhere: boolean;
}

const STORAGE_VERSION = 1;
const SAVE_EVERY_MS = 1000;
const storageKey = (username: string) => `broadband-portal.site-list.${username}`;

interface Stored {
  version: number;
  list: SiteList;
  results: SiteResult[];
}

const EMPTY: SiteListState = {
  list: null,
  results: [],
  run: null,
  interrupted: false,
  notKept: false,
  runningElsewhere: false,
};
let state: SiteListState = EMPTY;
let run: SiteRun | null = null;
let owner: string | null = null;
/** The last user signed in here: a log-out forgets their list even when the session had already ended. */
let lastOwner: string | null = null;
/** Each list being read counts up: only the latest one may take the page. */
let loads = 0;
let saveTimer: ReturnType<typeof setTimeout> | undefined;
/** Rows finished since the page last heard: a run's answers reach the page ten times a second at most. */
let pending: SiteResult[] = [];
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
const REFRESH_EVERY_MS = 100;
/** Lets go of the lock that says this tab runs the user's list; null while it holds none. */
let releaseRunLock: (() => void) | null = null;

/**
 * One run of a user's list in the whole browser: a tab takes this lock before it starts checking,
 * and holds it until its run ends, so a second tab offering to go on cannot check every site twice.
 */
function takeRunLock(user: string): Promise<boolean> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return Promise.resolve(true);
  return new Promise((resolve) => {
    void locks.request(`broadband-portal.site-list-run.${user}`, { ifAvailable: true }, (lock) => {
      resolve(lock !== null);
      return lock ? new Promise<void>((release) => (releaseRunLock = release)) : undefined;
    });
  });
}

function letGoOfRunLock() {
  releaseRunLock?.();
  releaseRunLock = null;
}

/** Stops this tab's run, if any, and lets another tab run the list. */
function endRun() {
  run?.cancel();
  run = null;
  letGoOfRunLock();
}

const listeners = new Set<() => void>();

function publish(next: SiteListState) {
  state = next;
  for (const listener of listeners) listener();
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Hands the finished rows and the run's state to the page. */
function refresh() {
  clearTimeout(refreshTimer);
  refreshTimer = undefined;
  const results = pending.length > 0 ? [...state.results, ...pending] : state.results;
  pending = [];
  publish({ ...state, results, run: run?.getSnapshot() ?? state.run, interrupted: false });
}

function forgetPending() {
  clearTimeout(refreshTimer);
  refreshTimer = undefined;
  pending = [];
}

function saveNow() {
  if (pending.length > 0) refresh();
  clearTimeout(saveTimer);
  saveTimer = undefined;
  if (!owner) return;
  const key = storageKey(owner);
  try {
    if (!state.list) storage()?.removeItem(key);
    else {
      const stored: Stored = { version: STORAGE_VERSION, list: state.list, results: [...state.results] };
      storage()?.setItem(key, JSON.stringify(stored));
    }
    if (state.notKept) publish({ ...state, notKept: false });
  } catch {
    // storage full or refused: the run goes on; what an earlier list left must not come back instead
    try {
      storage()?.removeItem(key);
    } catch {
      // nothing kept, nothing to remove
    }
    if (!state.notKept) publish({ ...state, notKept: true });
  }
}

function saveSoon() {
  saveTimer ??= setTimeout(saveNow, SAVE_EVERY_MS);
}

function readStored(username: string): Stored | null {
  try {
    const stored = JSON.parse(storage()?.getItem(storageKey(username)) ?? 'null') as Stored | null;
    const readable =
      stored?.version === STORAGE_VERSION &&
      Array.isArray(stored.list?.sites) &&
      Array.isArray(stored.list.rejected) &&
      Array.isArray(stored.list.providers) &&
      Array.isArray(stored.results);
    if (!readable) {
      if (stored) storage()?.removeItem(storageKey(username));
      return null;
    }
    return stored;
  } catch {
    return null;
  }
}

const remainingOf = (list: SiteList, results: readonly SiteResult[]) => {
  const finished = new Set(results.map((result) => result.site.line));
  return list.sites.filter((site) => !finished.has(site.line));
};

/** Follows the session: the signed-in user's list is read back; a log-out forgets it everywhere. */
function followSession() {
  const session = currentSession();
  const username = session.token ? session.username : null;
  if (!username && session.endedBecause === 'logged-out' && lastOwner) {
    // also when an earlier 401 had ended the session first: a log-out forgets the list
    endRun();
    forgetPending();
    storage()?.removeItem(storageKey(lastOwner));
    lastOwner = null;
    owner = null;
    publish(EMPTY);
    return;
  }
  if (username === owner) return;
  if (owner) {
    // the session ended otherwise (expiry): what is finished stays stored for the next log-in
    endRun();
    saveNow();
  }
  owner = username;
  if (username) lastOwner = username;
  adoptStored();
}

/** What storage holds for the signed-in user, as the page's state (no run). */
function adoptStored(runningElsewhere = false) {
  const stored = owner ? readStored(owner) : null;
  publish({
    list: stored?.list ?? null,
    results: stored?.results ?? [],
    run: null,
    interrupted: stored ? remainingOf(stored.list, stored.results).length > 0 : false,
    notKept: false,
    runningElsewhere,
  });
}

/**
 * Another tab of this browser changed the stored list: thrown away (or logged out) there, it goes
 * here too; a new list there replaces this one while no run is going here.
 */
function followOtherTabs(event: StorageEvent) {
  if (!owner || event.key !== storageKey(owner)) return;
  if (event.newValue === null) {
    endRun();
    forgetPending();
    publish(EMPTY);
  } else if (!run || run.getSnapshot().status !== 'running') {
    endRun();
    forgetPending();
    // that tab's run goes on: what this one was told about it still holds
    adoptStored(state.runningElsewhere);
  }
}

let following = false;
function follow() {
  if (following) return;
  following = true;
  subscribeToSession(followSession);
  followSession();
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', saveNow);
    window.addEventListener('storage', followOtherTabs);
  }
}

/**
 * The service's providers, in its order. A list it sends that cannot be read, or does not offer,
 * is no reason not to check: each check asks every provider at once, and its reply names them.
 */
async function providersToAsk(): Promise<{ providers: readonly string[]; providersUnread?: true }> {
  try {
    return await listProviders();
  } catch (error) {
    if (error instanceof ReplyShapeError || error instanceof NotOfferedError)
      return { providers: [], providersUnread: true };
    throw error;
  }
}

/** A list read and validated: it replaces any list before it (and stops that one's run). */
export async function loadSiteList(
  source: string,
  sites: Site[],
  rejected: RowRejection[],
  cuts?: SheetCuts,
): Promise<void> {
  follow();
  const load = ++loads;
  const { providers, providersUnread } = await providersToAsk();
  // a list read after this one has taken the page meanwhile
  if (load !== loads) return;
  endRun();
  forgetPending();
  publish({
    list: {
      source,
      sites,
      rejected,
      ...(cuts ? { cuts } : {}),
      providers: [...providers],
      ...(providersUnread ? { providersUnread } : {}),
      createdAt: new Date().toISOString(),
    },
    results: [],
    run: null,
    interrupted: false,
    notKept: false,
    runningElsewhere: false,
  });
  saveNow();
}

/** Checks the sites not finished yet: the whole list at first, the rest after a pause or a reload. */
export function checkRemainingSites(concurrency?: number): void {
  follow();
  const list = state.list;
  if (!list) return;
  if (run) {
    run.resume();
    return;
  }
  const user = owner;
  if (!user) return;
  void takeRunLock(user).then((mine) => {
    if (!mine) publish({ ...state, runningElsewhere: true });
    // the list may have changed while the lock was asked for
    else if (state.list === list && !run && owner === user) startRun(list, concurrency);
    else letGoOfRunLock();
  });
}

function startRun(list: SiteList, concurrency: number | undefined) {
  const providers = list.providers;
  const current = new SiteRun({
    sites: remainingOf(list, state.results),
    concurrency,
    check: async (site, signal) => {
      const { result } = await checkAddressWithEveryProvider(
        { zipcode: site.zipcode, housenr: site.housenr, housenrext: site.housenrext },
        signal,
      );
      return summariseReply(result, providers);
    },
    onResult: (result) => {
      pending.push(result);
      saveSoon();
    },
  });
  run = current;
  let status = current.getSnapshot().status;
  current.subscribe(() => {
    if (run !== current) return;
    const now = current.getSnapshot().status;
    if (now !== status) {
      status = now;
      if (now === 'done' || now === 'not-offered') letGoOfRunLock();
      refresh();
      saveNow();
    } else refreshTimer ??= setTimeout(refresh, REFRESH_EVERY_MS);
  });
  publish({ ...state, runningElsewhere: false });
  current.start();
}

export function pauseSiteRun(): void {
  run?.pause();
}

export function cancelSiteRun(): void {
  run?.cancel();
  refresh();
  endRun();
  publish({ ...state, run: state.run ? { ...state.run, status: 'cancelled' } : null });
  saveNow();
}

/** Forgets the list, its rows and its run, here and in storage. */
export function discardSiteList(): void {
  follow();
  endRun();
  forgetPending();
  publish(EMPTY);
  saveNow();
}

export function useSiteList(): SiteListState {
  follow();
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}
