/**
 * Demo mode, as the server that serves the portal says (its sandbox runs with `--demo`): the
 * banner, persona sign-in and pages that follow the moving backoffice by themselves.
 */
import type { RuntimeConfigDocument } from '../contract/runtime-config.ts';

/** Minutes a visitor's private copy survives unused; seconds between two steps of the backoffice. */
export type DemoSettings = NonNullable<RuntimeConfigDocument['demo']>;

let settings: DemoSettings | null = null;

export function configureDemo(demo: DemoSettings | undefined): void {
  settings = demo ?? null;
}

export function demoSettings(): DemoSettings | null {
  return settings;
}

/** How often lists that the backoffice changes are read again: in demo mode, as often as it moves. */
export function liveUpdateInterval(): number | false {
  return settings ? Math.max(2, settings.backofficeIntervalSeconds) * 1000 : false;
}
