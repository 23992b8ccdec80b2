/** How long and how hard the sandbox is loaded, and what a scenario of that load is. */
import type { LoadRequest } from '../load.ts';

export const RUNS = Number(process.env.BENCH_RUNS ?? 3);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
export const CONNECTIONS = 10;
export const MAX_REQUESTS = 200_000;
export const SCALE = 100_000;
export const PEER = { seconds: 10, requests: 30 };
export const IDLE_SECONDS = 45;
export const SORT = { download: 'DESC', name: 'ASC' } as const;
/** Name fragments that match a large share of the 100,000 products (from 4 % to 80 %). */
export const BROAD_TERMS = [
  'mbit/s',
  'KPN',
  'wba',
  'Business',
  'vdsl2',
  'GPON',
  'gbit/s',
  'tele2',
  'IPTV',
  'XGS-PON',
  'ziggo',
  'SDSL',
];

export type ServerName = 'ceiling' | 'sandbox' | 'scaled' | 'peer';

/** What a scenario must reach: throughput, 99th percentile, and share of its own-size ceiling. */
export interface Target {
  reqPerSec?: number;
  p99Ms?: number;
  ratioToCeiling?: number;
}

export interface Scenario {
  name: string;
  server: ServerName;
  path: string;
  request: LoadRequest | (() => LoadRequest);
  verify: (body: string) => boolean;
  target?: Target;
  /** Load that runs beside this scenario's on other connections; only this scenario is measured. */
  beside?: { scenario: Scenario; connections: number };
}
