/**
 * The cross-engine flows' test fixtures: each Playwright project names an engine (`engineName`);
 * a worker starts that engine once, and each test gets a fresh `tab` in the variant its describe
 * block asked for (`inEveryVariant`), in a browser profile of its own.
 */
import { test as base } from '@playwright/test';
import type { Browser } from 'puppeteer-core';
import { ENGINE_TOOLS, findTool } from '../../scripts/find-browsers.ts';
import { PuppeteerDriver, launchPuppeteer } from './puppeteer-driver.ts';
import { type EngineDriver, type EngineName, Tab, VARIANTS, type Variant, variantName } from './tab.ts';
import { WebKitDriver, type WebKitService, startWebKitService } from './webkit-driver.ts';

interface Engine {
  open(viewport: { width: number; height: number }): Promise<EngineDriver>;
  close(): Promise<void>;
}

function pathOf(tool: Parameters<typeof findTool>[0]): string {
  const lookup = findTool(tool);
  if (!lookup.found) throw new Error(lookup.problem);
  return lookup.path;
}

async function startEngine(name: EngineName, firefoxPrefs: Record<string, unknown>): Promise<Engine> {
  if (name === 'webkit') {
    const [driver, miniBrowser] = ENGINE_TOOLS.webkit.slice(0, 2).map(pathOf) as [string, string];
    pathOf('xvfb');
    const service: WebKitService = await startWebKitService(driver);
    return {
      open: (viewport) => WebKitDriver.open(service, miniBrowser, viewport),
      close: () => service.stop(),
    };
  }
  const browser: Browser = await launchPuppeteer(name, pathOf(ENGINE_TOOLS[name][0]), firefoxPrefs);
  return {
    open: (viewport) => PuppeteerDriver.open(name, browser, viewport),
    close: () => browser.close(),
  };
}

export const test = base.extend<
  { variant: Variant; tab: Tab },
  { engineName: EngineName; firefoxPrefs: Record<string, unknown>; engine: Engine }
>({
  engineName: ['chromium', { option: true, scope: 'worker' }],
  firefoxPrefs: [{}, { option: true, scope: 'worker' }],
  engine: [
    async ({ engineName, firefoxPrefs }, use) => {
      const engine = await startEngine(engineName, firefoxPrefs);
      await use(engine);
      await engine.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  variant: [VARIANTS[0], { option: true }],
  tab: async ({ engine, variant, baseURL }, use, testInfo) => {
    const driver = await engine.open(variant);
    const tab = new Tab(driver, baseURL ?? 'http://127.0.0.1/', variant);
    await use(tab);
    if (testInfo.status !== testInfo.expectedStatus) {
      const shot = await driver.screenshot().catch(() => null);
      if (shot) await testInfo.attach('screenshot', { body: Buffer.from(shot), contentType: 'image/png' });
    }
    await driver.close().catch(() => undefined);
  },
});

/** Defines the flows inside once for every variant: a wide window in Dutch, a phone's in English. */
export function inEveryVariant(define: (variant: Variant) => void): void {
  for (const variant of VARIANTS) {
    test.describe(variantName(variant), () => {
      test.use({ variant });
      define(variant);
    });
  }
}

export { expect } from '@playwright/test';
