import type { SheetCuts } from './sheet-reading.ts';
import type { RowRejection } from './site-rows.ts';
import type { Site, SiteResult } from './site-result.ts';
import type { RunSnapshot } from './site-run.ts';

/** A list of sites being checked, and what the page shows of it. */

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

/** The sites of a list not finished yet, in the list's order. */
export const remainingOf = (list: SiteList, results: readonly SiteResult[]): Site[] => {
  const finished = new Set(results.map((result) => result.site.line));
  return list.sites.filter((site) => !finished.has(site.line));
};
