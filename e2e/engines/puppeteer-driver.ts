/**
 * Chromium (over the DevTools protocol) and Firefox ESR (over WebDriver BiDi), both through
 * puppeteer-core and the Debian builds: one browser per test worker, one browser context per test.
 */
import puppeteer, {
  type Browser,
  type BrowserContext,
  type ElementHandle,
  type JSHandle,
  type Page,
} from 'puppeteer-core';
import { CHROMIUM_ARGS } from '../../scripts/find-browsers.ts';
import type { Cookie, EngineDriver, Key } from './tab.ts';

export async function launchPuppeteer(
  engine: 'chromium' | 'firefox',
  executablePath: string,
  /** Firefox preferences beyond the quiet defaults, e.g. to switch a feature off. */
  firefoxPrefs: Record<string, unknown> = {},
): Promise<Browser> {
  return puppeteer.launch({
    browser: engine === 'firefox' ? 'firefox' : 'chrome',
    executablePath,
    headless: true,
    // the TLS proxy of the tests has a self-signed certificate
    acceptInsecureCerts: true,
    args: engine === 'chromium' ? CHROMIUM_ARGS : [],
    // Firefox: no first-run pages, updates, telemetry or other calls home on this closed network.
    extraPrefsFirefox: {
      'app.update.enabled': false,
      'browser.shell.checkDefaultBrowser': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'network.captive-portal-service.enabled': false,
      'network.connectivity-service.enabled': false,
      'dom.events.asyncClipboard.clipboardItem': true,
      ...firefoxPrefs,
    },
  });
}

/** The source of a page function, handed to puppeteer as if it were the function itself. */
const asFunction = (source: string) => Object.assign(() => undefined, { toString: () => source });

const KEYS: Record<Key, Parameters<Page['keyboard']['press']>[0]> = {
  Enter: 'Enter',
  Tab: 'Tab',
  Escape: 'Escape',
  ArrowDown: 'ArrowDown',
  ArrowUp: 'ArrowUp',
  Space: 'Space',
  Home: 'Home',
  End: 'End',
  PageDown: 'PageDown',
};

export class PuppeteerDriver implements EngineDriver<ElementHandle> {
  readonly engine: 'chromium' | 'firefox';
  private readonly context: BrowserContext;
  private readonly page: Page;
  /** The first tab of a test owns its browser context; tabs opened from it share the context. */
  private readonly ownsContext: boolean;

  private constructor(
    engine: 'chromium' | 'firefox',
    context: BrowserContext,
    page: Page,
    ownsContext: boolean,
  ) {
    this.engine = engine;
    this.context = context;
    this.page = page;
    this.ownsContext = ownsContext;
  }

  static async open(
    engine: 'chromium' | 'firefox',
    browser: Browser,
    viewport: { width: number; height: number },
  ): Promise<PuppeteerDriver> {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport(viewport);
    return new PuppeteerDriver(engine, context, page, true);
  }

  async goto(url: string): Promise<void> {
    await this.page.goto(url, { waitUntil: 'load' });
  }

  async reload(): Promise<void> {
    await this.page.reload({ waitUntil: 'load' });
  }

  async url(): Promise<string> {
    return this.page.url();
  }

  evaluate<R>(source: string, args: unknown[]): Promise<R> {
    return this.page.evaluate(asFunction(source) as never, ...(args as never[])) as Promise<R>;
  }

  async element(source: string, args: unknown[]): Promise<ElementHandle | null> {
    const handle = (await this.page.evaluateHandle(
      asFunction(source) as never,
      ...(args as never[]),
    )) as JSHandle;
    const element = handle.asElement() as ElementHandle | null;
    if (!element) await handle.dispose();
    return element;
  }

  async click(element: ElementHandle): Promise<void> {
    await element.click();
  }

  async select(element: ElementHandle, value: string): Promise<void> {
    await element.select(value);
  }

  async type(element: ElementHandle, text: string): Promise<void> {
    await element.focus();
    await element.evaluate((field) => {
      if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) field.select();
    });
    if (text === '') await this.page.keyboard.press('Backspace');
    else await this.page.keyboard.type(text);
  }

  async chooseFile(element: ElementHandle, path: string): Promise<void> {
    await (element as ElementHandle<HTMLInputElement>).uploadFile(path);
  }

  async press(key: Key): Promise<void> {
    await this.page.keyboard.press(KEYS[key]);
  }

  async accessibleRole(element: ElementHandle): Promise<string | null> {
    if (this.engine !== 'chromium') return null;
    const node = await this.page.accessibility.snapshot({ root: element, interestingOnly: false });
    return node?.role ?? null;
  }

  async setViewport(width: number, height: number): Promise<void> {
    await this.page.setViewport({ width, height });
  }

  async cookies(): Promise<Cookie[]> {
    const cookies = await this.context.cookies();
    return cookies.map((cookie) => ({
      name: cookie.name,
      value: cookie.value,
      secure: cookie.secure,
      httpOnly: cookie.httpOnly ?? false,
      ...(cookie.sameSite ? { sameSite: cookie.sameSite } : {}),
    }));
  }

  async openTab(): Promise<PuppeteerDriver> {
    const page = await this.context.newPage();
    const viewport = this.page.viewport();
    if (viewport) await page.setViewport(viewport);
    return new PuppeteerDriver(this.engine, this.context, page, false);
  }

  async printToPdf(): Promise<Uint8Array> {
    return this.page.pdf({ format: 'A4', printBackground: true });
  }

  async screenshot(): Promise<Uint8Array> {
    return this.page.screenshot({ type: 'png' });
  }

  async close(): Promise<void> {
    if (this.ownsContext) await this.context.close();
    else await this.page.close();
  }
}
