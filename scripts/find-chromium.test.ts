import { describe, expect, it } from 'vitest';
import {
  DEBIAN_CHROMIUM,
  type InstallingSystem,
  NO_CHROMIUM,
  ensureChromium,
  findChromium,
} from './find-chromium.ts';

const PLAYWRIGHTS = '/fake/ms-playwright/chromium/chrome';

/** A machine with these executables, where installing (when allowed) puts Debian's Chromium in place. */
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
  let installs = 0;
  const system: InstallingSystem = {
    env: options.env ?? {},
    exists: (path) => files.has(path),
    playwrightChromium: () => (options.playwright === undefined ? PLAYWRIGHTS : options.playwright),
    canInstall: () => options.canInstall ?? false,
    install() {
      installs += 1;
      if (options.installWorks ?? true) files.add(DEBIAN_CHROMIUM);
      return options.installWorks ?? true;
    },
    say: (line) => said.push(line),
  };
  return { system, said, installs: () => installs };
}

describe('findChromium', () => {
  it('takes CHROME_PATH first when something is there', () => {
    const { system } = fakeSystem({
      env: { CHROME_PATH: '/fake/chrome' },
      files: ['/fake/chrome', DEBIAN_CHROMIUM, PLAYWRIGHTS],
    });
    expect(findChromium(system)).toEqual({ found: true, path: '/fake/chrome' });
  });

  it('refuses a CHROME_PATH that points at nothing, even when another Chromium is there', () => {
    const { system } = fakeSystem({ env: { CHROME_PATH: '/fake/none' }, files: [DEBIAN_CHROMIUM] });
    expect(findChromium(system)).toEqual({
      found: false,
      installable: false,
      problem: expect.stringMatching(/^CHROME_PATH is \/fake\/none, but no executable is there/),
    });
  });

  it("takes Debian's next, then Playwright's own when it is installed", () => {
    const both = fakeSystem({ env: { CHROME_PATH: ' ' }, files: [DEBIAN_CHROMIUM, PLAYWRIGHTS] });
    expect(findChromium(both.system)).toEqual({ found: true, path: DEBIAN_CHROMIUM });
    const playwrightOnly = fakeSystem({ files: [PLAYWRIGHTS] });
    expect(findChromium(playwrightOnly.system)).toEqual({ found: true, path: PLAYWRIGHTS });
  });

  it('finds none when Playwright names a browser it has not downloaded, or none at all', () => {
    for (const playwright of [PLAYWRIGHTS, null]) {
      const { system } = fakeSystem({ playwright });
      expect(findChromium(system)).toEqual({ found: false, installable: true, problem: NO_CHROMIUM });
    }
    expect(NO_CHROMIUM).not.toContain('\n');
  });
});

describe('ensureChromium', () => {
  it("installs Debian's when none is found and it can, saying so in one line", () => {
    const { system, said, installs } = fakeSystem({ canInstall: true });
    expect(ensureChromium(system)).toEqual({ found: true, path: DEBIAN_CHROMIUM });
    expect(installs()).toBe(1);
    expect(said).toEqual([
      "No Chromium found: installing Debian's (apt-get update && apt-get install -y chromium)…",
    ]);
  });

  it('installs nothing when a Chromium is there, when it cannot, or when CHROME_PATH is wrong', () => {
    for (const options of [
      { canInstall: true, files: [PLAYWRIGHTS] },
      { canInstall: false },
      { canInstall: true, env: { CHROME_PATH: '/fake/none' } },
    ]) {
      const { system, said, installs } = fakeSystem(options);
      expect(ensureChromium(system)).toEqual(findChromium(system));
      expect(installs()).toBe(0);
      expect(said).toEqual([]);
    }
  });

  it('gives the way to get one when the install fails', () => {
    const { system, installs } = fakeSystem({ canInstall: true, installWorks: false });
    expect(ensureChromium(system)).toEqual({ found: false, installable: true, problem: NO_CHROMIUM });
    expect(installs()).toBe(1);
  });
});
