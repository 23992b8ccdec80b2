import { describe, expect, it } from 'vitest';
import {
  type InstallingSystem,
  TOOLS,
  type ToolName,
  ensureTools,
  findTool,
  missingLine,
  problems,
} from './find-browsers.ts';

const PLAYWRIGHTS = '/fake/ms-playwright/chromium/chrome';
const DEBIAN: Record<ToolName, string> = {
  chromium: '/usr/bin/chromium',
  firefox: '/usr/bin/firefox-esr',
  webkitDriver: '/usr/bin/WebKitWebDriver',
  miniBrowser: '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  xvfb: '/usr/bin/Xvfb',
  nginx: '/usr/sbin/nginx',
  redis: '/usr/bin/redis-server',
};
const EVERY_DEBIAN_FILE = Object.values(DEBIAN);

/** A machine with these executables, where installing a Debian package puts its files in place. */
function fakeSystem(
  options: {
    env?: Record<string, string>;
    files?: string[];
    playwright?: string | null;
    canInstall?: boolean;
    installWorks?: boolean;
  } = {},
) {
  const files = new Set(options.files ?? []);
  const said: string[] = [];
  const installed: string[][] = [];
  const system: InstallingSystem = {
    env: options.env ?? {},
    exists: (path) => files.has(path),
    playwrightChromium: () => (options.playwright === undefined ? PLAYWRIGHTS : options.playwright),
    canInstall: () => options.canInstall ?? false,
    install(packages) {
      installed.push(packages);
      if (!(options.installWorks ?? true)) return false;
      for (const name of Object.keys(TOOLS) as ToolName[]) {
        if (packages.includes(TOOLS[name].debianPackage)) files.add(DEBIAN[name]);
      }
      return true;
    },
    say: (line) => said.push(line),
  };
  return { system, said, installed };
}

describe('findTool', () => {
  it('takes the environment variable first when something is there', () => {
    const { system } = fakeSystem({
      env: { CHROME_PATH: '/fake/chrome', FIREFOX_PATH: '/fake/firefox' },
      files: ['/fake/chrome', '/fake/firefox', ...EVERY_DEBIAN_FILE],
    });
    expect(findTool('chromium', system)).toEqual({ found: true, path: '/fake/chrome' });
    expect(findTool('firefox', system)).toEqual({ found: true, path: '/fake/firefox' });
    expect(findTool('xvfb', system)).toEqual({ found: true, path: DEBIAN.xvfb });
  });

  it('refuses a variable that points at nothing, even when Debian’s is there', () => {
    const { system } = fakeSystem({ env: { WEBKIT_DRIVER_PATH: '/fake/none' }, files: EVERY_DEBIAN_FILE });
    expect(findTool('webkitDriver', system)).toEqual({
      found: false,
      installable: false,
      problem: expect.stringMatching(/^WEBKIT_DRIVER_PATH is \/fake\/none, but no executable is there/),
    });
  });

  it("takes Debian's next, then for Chromium Playwright's own when it is installed", () => {
    const both = fakeSystem({ env: { CHROME_PATH: ' ' }, files: [DEBIAN.chromium, PLAYWRIGHTS] });
    expect(findTool('chromium', both.system)).toEqual({ found: true, path: DEBIAN.chromium });
    const playwrightOnly = fakeSystem({ files: [PLAYWRIGHTS] });
    expect(findTool('chromium', playwrightOnly.system)).toEqual({ found: true, path: PLAYWRIGHTS });
    const plainFirefox = fakeSystem({ files: ['/usr/bin/firefox'] });
    expect(findTool('firefox', plainFirefox.system)).toEqual({ found: true, path: '/usr/bin/firefox' });
  });

  it('says in one line what is missing and how to get it', () => {
    const { system } = fakeSystem({ playwright: null, files: [DEBIAN.chromium] });
    const lookup = findTool('firefox', system);
    expect(lookup).toEqual({ found: false, installable: true, problem: missingLine(['firefox']) });
    expect(missingLine(['firefox', 'webkitDriver', 'miniBrowser', 'xvfb'])).toBe(
      "Not found for the tests: Firefox ESR, WebKitWebDriver, WebKitGTK's MiniBrowser, Xvfb. Install Debian's (sudo apt-get install -y firefox-esr webkit2gtk-driver xvfb) or set FIREFOX_PATH, WEBKIT_DRIVER_PATH, MINIBROWSER_PATH, XVFB_PATH.",
    );
    expect(missingLine(['chromium'])).not.toContain('\n');
  });
});

describe('ensureTools', () => {
  it("installs Debian's packages for everything missing in one command, saying so in one line", () => {
    const { system, said, installed } = fakeSystem({
      canInstall: true,
      playwright: null,
      files: [DEBIAN.chromium],
    });
    const lookups = ensureTools(system);
    expect(problems(lookups)).toEqual([]);
    expect(installed).toEqual([['firefox-esr', 'webkit2gtk-driver', 'xvfb', 'nginx-light', 'redis-server']]);
    expect(said).toEqual([
      "Not found for the tests: Firefox ESR, WebKitWebDriver, WebKitGTK's MiniBrowser, Xvfb, nginx, Redis: installing Debian's (apt-get update && apt-get install -y firefox-esr webkit2gtk-driver xvfb nginx-light redis-server)…",
    ]);
  });

  it('installs nothing when everything is there, when it cannot, or when a variable is wrong', () => {
    for (const options of [
      { canInstall: true, files: EVERY_DEBIAN_FILE },
      { canInstall: false },
      { canInstall: true, env: { XVFB_PATH: '/fake/none' }, files: EVERY_DEBIAN_FILE },
    ]) {
      const { system, said, installed } = fakeSystem(options);
      ensureTools(system);
      expect(installed).toEqual([]);
      expect(said).toEqual([]);
    }
  });

  it('gives the way to get them when the install fails', () => {
    const { system, installed } = fakeSystem({ canInstall: true, installWorks: false, playwright: null });
    expect(problems(ensureTools(system))).toEqual([
      missingLine(['chromium', 'firefox', 'webkitDriver', 'miniBrowser', 'xvfb', 'nginx', 'redis']),
    ]);
    expect(installed).toHaveLength(1);
  });

  it('names a wrong variable apart from what can be installed', () => {
    const { system } = fakeSystem({ env: { FIREFOX_PATH: '/fake/none' }, playwright: null });
    const lines = problems(ensureTools(system));
    expect(lines).toEqual([
      expect.stringMatching(/^FIREFOX_PATH is \/fake\/none/),
      missingLine(['chromium', 'webkitDriver', 'miniBrowser', 'xvfb', 'nginx', 'redis']),
    ]);
  });
});
