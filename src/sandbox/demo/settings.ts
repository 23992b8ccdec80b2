export interface DemoSettings {
  /** Minutes a private copy may stay unused before it is removed. */
  idleMinutes: number;
  /** Most private copies at once; a new one removes the longest idle that is not in use. */
  maxCopies: number;
  /** Seconds between two steps of the moving backoffice. */
  backofficeSeconds: number;
  /** A copy used within this many minutes is in use: it is never removed to make room. */
  inUseMinutes?: number;
  /** Most private copies of one client (an IPv4 address or an IPv6 /64); loopback has no limit. */
  copiesPerClient?: number;
  /** Persona sign-ins (copies made) per minute from all clients together. */
  signInsPerMinute?: number;
  /** KiB a private copy may grow by beyond the seed through writes. */
  copyGrowthKib?: number;
}

export type ResolvedDemoSettings = Required<DemoSettings>;

export const defaultDemoSettings: ResolvedDemoSettings = {
  idleMinutes: 60,
  maxCopies: 40,
  backofficeSeconds: 20,
  inUseMinutes: 10,
  copiesPerClient: 3,
  signInsPerMinute: 60,
  copyGrowthKib: 4096,
};

/** The settings with a default for every limit left out. */
export function resolveDemoSettings(settings: DemoSettings): ResolvedDemoSettings {
  return {
    idleMinutes: settings.idleMinutes,
    maxCopies: settings.maxCopies,
    backofficeSeconds: settings.backofficeSeconds,
    inUseMinutes: settings.inUseMinutes ?? defaultDemoSettings.inUseMinutes,
    copiesPerClient: settings.copiesPerClient ?? defaultDemoSettings.copiesPerClient,
    signInsPerMinute: settings.signInsPerMinute ?? defaultDemoSettings.signInsPerMinute,
    copyGrowthKib: settings.copyGrowthKib ?? defaultDemoSettings.copyGrowthKib,
  };
}
