export interface DemoSettings {
  /** Minutes a private copy may stay unused before it is removed. */
  idleMinutes: number;
  /** Most private copies at once; a new one removes the longest idle. */
  maxCopies: number;
  /** Seconds between two steps of the moving backoffice. */
  backofficeSeconds: number;
}

export const defaultDemoSettings: DemoSettings = { idleMinutes: 60, maxCopies: 40, backofficeSeconds: 20 };
