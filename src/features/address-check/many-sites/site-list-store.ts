import { useSyncExternalStore } from 'react';
import { listProviders } from '../../../api/broadband-basic/list-providers.ts';
import { checkAddressWithEveryProvider } from '../../../api/broadband-basic/zipcode.ts';
import { NotOfferedError, ReplyShapeError } from '../../../api/errors.ts';
import type { SheetCuts } from './sheet-reading.ts';
import { type SiteList, type SiteListState, remainingOf } from './site-list.ts';
import { followListOwner } from './site-list-owner.ts';
import { readStoredList, removeStoredList, throttledSaving, writeStoredList } from './site-list-storage.ts';
import type { RowRejection } from './site-rows.ts';
import { type Site, type SiteResult, summariseReply } from './site-result.ts';
import { SiteRun } from './site-run.ts';
import { createRunLock } from './site-run-lock.ts';

export type { SiteList, SiteListState } from './site-list.ts';

/**
 * The list of sites being checked, with its finished rows and its run. It lives beside the pages,
 * so a run goes on while the person looks elsewhere in the portal, and it is kept in the browser's
 * storage per user (site-list-storage.ts): after a reload the finished rows are there and the rest
 * can be continued. Whose list it is follows the session and the other tabs (site-list-owner.ts);
 * one tab of the browser runs it at a time (site-run-lock.ts).
 */

const EMPTY: SiteListState = {
  list: null,
  results: [],
  run: null,
  interrupted: false,
  notKept: false,
  runningElsewhere: false,
};
const REFRESH_EVERY_MS = 100;

/** The state the page shows, and the pages listening to it. */
function pageState(initial: SiteListState) {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get state() {
      return current;
    },
    publish(next: SiteListState) {
      current = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Rows finished since the page last heard: a run's answers reach the page ten times a second at most. */
function rowsInWaiting(handOver: () => void) {
  let rows: SiteResult[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    add(row: SiteResult) {
      rows.push(row);
    },
    get any() {
      return rows.length > 0;
    },
    /** Hands the rows over within a tenth of a second, unless that is planned already. */
    soon() {
      timer ??= setTimeout(handOver, REFRESH_EVERY_MS);
    },
    /** The rows in waiting, none waiting after (and no hand-over planned). */
    take(): SiteResult[] {
      clearTimeout(timer);
      timer = undefined;
      const taken = rows;
      rows = [];
      return taken;
    },
  };
}

const page = pageState(EMPTY);
const waiting = rowsInWaiting(refresh);
const lock = createRunLock();
const saving = throttledSaving(save);
const owner = followListOwner({
  loggedOut(user) {
    endRun();
    waiting.take();
    removeStoredList(user);
    page.publish(EMPTY);
  },
  sessionLeft() {
    endRun();
    saving.now();
  },
  ownerChanged: () => adoptStored(),
  changedInOtherTab(removed) {
    if (removed) {
      endRun();
      waiting.take();
      page.publish(EMPTY);
    } else if (!run || run.getSnapshot().status !== 'running') {
      endRun();
      waiting.take();
      // that tab's run goes on: what this one was told about it still holds
      adoptStored(page.state.runningElsewhere);
    }
  },
  pageHidden: () => saving.now(),
});
/** This tab's run of the list, if any. */
let run: SiteRun | null = null;
/** Each list being read counts up: only the latest one may take the page. */
let loads = 0;

/** Stops this tab's run, if any, and lets another tab run the list. */
function endRun() {
  run?.cancel();
  run = null;
  lock.release();
}

/** Hands the finished rows and the run's state to the page. */
function refresh() {
  const rows = waiting.take();
  const { state } = page;
  const results = rows.length > 0 ? [...state.results, ...rows] : state.results;
  page.publish({ ...state, results, run: run?.getSnapshot() ?? state.run, interrupted: false });
}

/** Stores the list as it is now; the page hears whether the browser would keep it. */
function save() {
  if (waiting.any) refresh();
  const user = owner.current();
  if (!user) return;
  const { state } = page;
  const kept = writeStoredList(user, state.list, state.results);
  if (kept === state.notKept) page.publish({ ...state, notKept: !kept });
}

/** What storage holds for the signed-in user, as the page's state (no run). */
function adoptStored(runningElsewhere = false) {
  const user = owner.current();
  const stored = user ? readStoredList(user) : null;
  page.publish({
    list: stored?.list ?? null,
    results: stored?.results ?? [],
    run: null,
    interrupted: stored ? remainingOf(stored.list, stored.results).length > 0 : false,
    notKept: false,
    runningElsewhere,
  });
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
  owner.follow();
  const load = ++loads;
  const { providers, providersUnread } = await providersToAsk();
  // a list read after this one has taken the page meanwhile
  if (load !== loads) return;
  endRun();
  waiting.take();
  page.publish({
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
  saving.now();
}

/** Checks the sites not finished yet: the whole list at first, the rest after a pause or a reload. */
export function checkRemainingSites(concurrency?: number): void {
  owner.follow();
  const list = page.state.list;
  if (!list) return;
  if (run) {
    run.resume();
    return;
  }
  const user = owner.current();
  if (!user) return;
  void lock.take(user).then((mine) => {
    if (!mine) page.publish({ ...page.state, runningElsewhere: true });
    // the list may have changed while the lock was asked for
    else if (page.state.list === list && !run && owner.current() === user) startRun(list, concurrency);
    else lock.release();
  });
}

function startRun(list: SiteList, concurrency: number | undefined) {
  const providers = list.providers;
  const current = new SiteRun({
    sites: remainingOf(list, page.state.results),
    concurrency,
    check: async (site, signal) => {
      const { result } = await checkAddressWithEveryProvider(
        { zipcode: site.zipcode, housenr: site.housenr, housenrext: site.housenrext },
        signal,
      );
      return summariseReply(result, providers);
    },
    onResult: (result) => {
      waiting.add(result);
      saving.soon();
    },
  });
  run = current;
  let status = current.getSnapshot().status;
  current.subscribe(() => {
    if (run !== current) return;
    const now = current.getSnapshot().status;
    if (now !== status) {
      status = now;
      if (now === 'done' || now === 'not-offered') lock.release();
      refresh();
      saving.now();
    } else waiting.soon();
  });
  page.publish({ ...page.state, runningElsewhere: false });
  current.start();
}

export function pauseSiteRun(): void {
  run?.pause();
}

export function cancelSiteRun(): void {
  run?.cancel();
  refresh();
  endRun();
  const { state } = page;
  page.publish({ ...state, run: state.run ? { ...state.run, status: 'cancelled' } : null });
  saving.now();
}

/** Forgets the list, its rows and its run, here and in storage. */
export function discardSiteList(): void {
  owner.follow();
  endRun();
  waiting.take();
  page.publish(EMPTY);
  saving.now();
}

export function useSiteList(): SiteListState {
  owner.follow();
  return useSyncExternalStore(
    page.subscribe,
    () => page.state,
    () => page.state,
  );
}
