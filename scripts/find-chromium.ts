/**
 * The Chromium the browser tests run in: CHROME_PATH when set, else Debian's, else Playwright's
 * own when one is installed. playwright.config.ts uses it as it is; the test runner first installs
 * Debian's when none is found and it can (root, apt-get).
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import { chromium } from '@playwright/test';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
export const NO_CHROMIUM =
  "No Chromium found: install Debian's (sudo apt-get install chromium) or set CHROME_PATH to a Chrome/Chromium binary.";

export type ChromiumLookup =
  | { found: true; path: string }
  /** `installable`: nothing was asked for and nothing is there, so installing one would help. */
  | { found: false; installable: boolean; problem: string };

export interface ChromiumSystem {
  env: Record<string, string | undefined>;
  /** Whether an executable file is at the path. */
  exists(path: string): boolean;
  /** Where Playwright keeps its own Chromium, installed or not; null when it cannot say. */
  playwrightChromium(): string | null;
}

export interface InstallingSystem extends ChromiumSystem {
  /** Running as root with apt-get at hand. */
  canInstall(): boolean;
  /** Installs Debian's Chromium; false when that failed. */
  install(): boolean;
  say(line: string): void;
}

export function findChromium(system: ChromiumSystem = realSystem): ChromiumLookup {
  const chosen = system.env.CHROME_PATH?.trim();
  if (chosen) {
    if (system.exists(chosen)) return { found: true, path: chosen };
    return {
      found: false,
      installable: false,
      problem: `CHROME_PATH is ${chosen}, but no executable is there: point it at a Chrome/Chromium binary or unset it.`,
    };
  }
  if (system.exists(DEBIAN_CHROMIUM)) return { found: true, path: DEBIAN_CHROMIUM };
  const playwrights = system.playwrightChromium();
  if (playwrights && system.exists(playwrights)) return { found: true, path: playwrights };
  return { found: false, installable: true, problem: NO_CHROMIUM };
}

/** Finds a Chromium, installing Debian's first when none is there and the system allows it. */
export function ensureChromium(system: InstallingSystem = realSystem): ChromiumLookup {
  const lookup = findChromium(system);
  if (lookup.found || !lookup.installable || !system.canInstall()) return lookup;
  system.say("No Chromium found: installing Debian's (apt-get update && apt-get install -y chromium)…");
  return system.install() ? findChromium(system) : lookup;
}

const succeeds = (command: string, args: string[]) =>
  spawnSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'] }).status === 0;

export const realSystem: InstallingSystem = {
  env: process.env,
  exists(path) {
    try {
      accessSync(path, constants.X_OK);
      return statSync(path).isFile();
    } catch {
      return false;
    }
  },
  playwrightChromium() {
    try {
      return chromium.executablePath();
    } catch {
      return null;
    }
  },
  canInstall: () => process.getuid?.() === 0 && succeeds('apt-get', ['--version']),
  install: () =>
    succeeds('sh', [
      '-c',
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
    ]),
  say: (line) => console.log(line),
};
