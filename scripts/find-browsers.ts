/**
 * The programs the tests run, found on this machine: the browsers, Chromium (Playwright's suite and
 * the cross-engine flows), Firefox ESR, and WebKitGTK (its WebDriver, its MiniBrowser and an Xvfb
 * display to show it on); nginx, the TLS proxy the flows reach the portal through; and Redis, the
 * session store shared by instances on several hosts. Each is taken from its environment variable
 * when set, else from where Debian puts it. The test runner installs Debian's packages for what is
 * missing when it can (root with apt-get), in one command, before any test runs; otherwise one line
 * says how.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Flags for a quiet, reproducible headless Chromium (no updates, sync or background traffic). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type ToolName = 'chromium' | 'firefox' | 'webkitDriver' | 'miniBrowser' | 'xvfb' | 'nginx' | 'redis';

interface Tool {
  label: string;
  env: string;
  paths: string[];
  debianPackage: string;
}

export const TOOLS: Record<ToolName, Tool> = {
  chromium: {
    label: 'Chromium',
    env: 'CHROME_PATH',
    paths: ['/usr/bin/chromium'],
    debianPackage: 'chromium',
  },
  firefox: {
    label: 'Firefox ESR',
    env: 'FIREFOX_PATH',
    paths: ['/usr/bin/firefox-esr', '/usr/bin/firefox'],
    debianPackage: 'firefox-esr',
  },
  webkitDriver: {
    label: 'WebKitWebDriver',
    env: 'WEBKIT_DRIVER_PATH',
    paths: ['/usr/bin/WebKitWebDriver'],
    debianPackage: 'webkit2gtk-driver',
  },
  miniBrowser: {
    label: "WebKitGTK's MiniBrowser",
    env: 'MINIBROWSER_PATH',
    paths: ['x86_64', 'aarch64', 'arm'].map(
      (arch) => `/usr/lib/${arch}-linux-${arch === 'arm' ? 'gnueabihf' : 'gnu'}/webkit2gtk-4.1/MiniBrowser`,
    ),
    debianPackage: 'webkit2gtk-driver',
  },
  xvfb: { label: 'Xvfb', env: 'XVFB_PATH', paths: ['/usr/bin/Xvfb'], debianPackage: 'xvfb' },
  nginx: { label: 'nginx', env: 'NGINX_PATH', paths: ['/usr/sbin/nginx'], debianPackage: 'nginx-light' },
  redis: {
    label: 'Redis',
    env: 'REDIS_SERVER_PATH',
    paths: ['/usr/bin/redis-server', '/usr/bin/valkey-server'],
    debianPackage: 'redis-server',
  },
};

export const ENGINE_TOOLS = {
  chromium: ['chromium'],
  firefox: ['firefox'],
  webkit: ['webkitDriver', 'miniBrowser', 'xvfb'],
} as const satisfies Record<string, readonly ToolName[]>;

export type Lookup =
  | { found: true; path: string }
  /** `installable`: nothing was asked for and nothing is there, so installing Debian's would help. */
  | { found: false; installable: boolean; problem: string };

export interface BrowserSystem {
  env: Record<string, string | undefined>;
  /** Whether an executable file is at the path. */
  exists(path: string): boolean;
  /** Where Playwright keeps its own Chromium, installed or not; null when it cannot say. */
  playwrightChromium(): string | null;
}

export interface InstallingSystem extends BrowserSystem {
  /** Running as root with apt-get at hand. */
  canInstall(): boolean;
  /** Installs Debian's packages; false when that failed. */
  install(packages: string[]): boolean;
  say(line: string): void;
}

export function findTool(name: ToolName, system: BrowserSystem = realSystem): Lookup {
  const tool = TOOLS[name];
  const chosen = system.env[tool.env]?.trim();
  if (chosen) {
    if (system.exists(chosen)) return { found: true, path: chosen };
    return {
      found: false,
      installable: false,
      problem: `${tool.env} is ${chosen}, but no executable is there: point it at ${tool.label} or unset it.`,
    };
  }
  const debians = tool.paths.find((path) => system.exists(path));
  if (debians) return { found: true, path: debians };
  if (name === 'chromium') {
    const playwrights = system.playwrightChromium();
    if (playwrights && system.exists(playwrights)) return { found: true, path: playwrights };
  }
  return { found: false, installable: true, problem: missingLine([name]) };
}

export const findChromium = (system: BrowserSystem = realSystem) => findTool('chromium', system);

/** One line naming what is missing and the command that brings it. */
export function missingLine(missing: ToolName[]): string {
  const labels = missing.map((name) => TOOLS[name].label).join(', ');
  const packages = [...new Set(missing.map((name) => TOOLS[name].debianPackage))].join(' ');
  const variables = missing.map((name) => TOOLS[name].env).join(', ');
  return `Not found for the tests: ${labels}. Install Debian's (sudo apt-get install -y ${packages}) or set ${variables}.`;
}

export type Lookups = Record<ToolName, Lookup>;

export function findTools(system: BrowserSystem = realSystem): Lookups {
  const names = Object.keys(TOOLS) as ToolName[];
  return Object.fromEntries(names.map((name) => [name, findTool(name, system)])) as Lookups;
}

/** The problems left, one line each (none when every tool was found). */
export function problems(lookups: Lookups): string[] {
  const missing = (Object.keys(lookups) as ToolName[]).filter((name) => !lookups[name].found);
  const installable = missing.filter((name) => {
    const lookup = lookups[name];
    return !lookup.found && lookup.installable;
  });
  const lines = missing
    .filter((name) => !installable.includes(name))
    .map((name) => (lookups[name] as { problem: string }).problem);
  if (installable.length > 0) lines.push(missingLine(installable));
  return lines;
}

/** Finds every tool, installing Debian's packages first for those missing when the system allows it. */
export function ensureTools(system: InstallingSystem = realSystem): Lookups {
  const lookups = findTools(system);
  const installable = (Object.keys(lookups) as ToolName[]).filter((name) => {
    const lookup = lookups[name];
    return !lookup.found && lookup.installable;
  });
  if (installable.length === 0 || !system.canInstall()) return lookups;
  const packages = [...new Set(installable.map((name) => TOOLS[name].debianPackage))];
  system.say(
    `Not found for the tests: ${installable.map((name) => TOOLS[name].label).join(', ')}: installing Debian's (apt-get update && apt-get install -y ${packages.join(' ')})…`,
  );
  return system.install(packages) ? findTools(system) : lookups;
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
  install: (packages) =>
    succeeds('sh', [
      '-c',
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`,
    ]),
  say: (line) => console.log(line),
};
