/**
 * WebKitGTK, the engine inside Safari, through Debian's WebKitWebDriver and its MiniBrowser on an
 * Xvfb display of the worker's own, driven over classic WebDriver with selenium-webdriver. Each
 * test gets its own MiniBrowser (a WebDriver session), so nothing is shared between tests.
 *
 * MiniBrowser's toolbar keeps its window at least 447 px wide; a GTK style sheet given to it shrinks
 * the toolbar so the page can be 390 px wide like a phone's.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  Builder,
  Capabilities,
  Key as SeleniumKey,
  type WebDriver,
  type WebElement,
} from 'selenium-webdriver';
import type { Cookie, EngineDriver, Key } from './tab.ts';

export interface WebKitService {
  readonly url: string;
  /** A new WebKitWebDriver (and its MiniBrowsers) in place of one that stopped answering. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
    });
    let output = '';
    const pipe = xvfb.stdio[3] as NodeJS.ReadableStream;
    pipe.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('\n')) resolve({ display: `:${output.trim()}`, process: xvfb });
    });
    xvfb.once('error', reject);
    xvfb.once('exit', (code) => reject(new Error(`Xvfb ended (${String(code)}) before it gave a display`)));
  });
}

const GTK_STYLE = `* { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; }\n`;

/** WebKitWebDriver on a free port, in a process group of its own so its MiniBrowsers go with it. */
async function startDriver(driverPath: string, display: string, config: string) {
  const port = await freePort();
  const driver = spawn(driverPath, [`--port=${port}`, '--replace-on-new-session'], {
    env: { ...process.env, DISPLAY: display, XDG_CONFIG_HOME: config },
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    try {
      if (driver.pid) process.kill(-driver.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    const ready = await fetch(`${url}/status`).then(
      (reply) => reply.ok,
      () => false,
    );
    if (ready) return { url, stop };
    if (Date.now() > deadline || driver.exitCode !== null) {
      stop();
      throw new Error(`WebKitWebDriver did not answer at ${url}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function startWebKitService(driverPath: string): Promise<WebKitService> {
  const xvfb = await startXvfb();
  const config = join(tmpdir(), `flows-webkit-gtk-${process.pid}-${Date.now()}`);
  mkdirSync(join(config, 'gtk-3.0'), { recursive: true });
  writeFileSync(join(config, 'gtk-3.0', 'gtk.css'), GTK_STYLE);
  let driver = await startDriver(driverPath, xvfb.display, config).catch((error: unknown) => {
    xvfb.process.kill();
    throw error;
  });
  return {
    get url() {
      return driver.url;
    },
    async restart() {
      driver.stop();
      driver = await startDriver(driverPath, xvfb.display, config);
    },
    async stop() {
      driver.stop();
      xvfb.process.kill();
    },
  };
}

/** A MiniBrowser starts in about a second, closes in less; far longer means the driver is stuck. */
const SESSION_START_MS = 20_000;
const SESSION_END_MS = 10_000;

function withinTime<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`waited ${String(ms / 1000)} s for ${what}`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const KEYS: Record<Key, string> = {
  Enter: SeleniumKey.ENTER,
  Tab: SeleniumKey.TAB,
  Escape: SeleniumKey.ESCAPE,
  ArrowDown: SeleniumKey.ARROW_DOWN,
  ArrowUp: SeleniumKey.ARROW_UP,
  Space: SeleniumKey.SPACE,
  Home: SeleniumKey.HOME,
  End: SeleniumKey.END,
  PageDown: SeleniumKey.PAGE_DOWN,
};

/** The WebDriver session's window that commands go to, shared by the session's tabs. */
interface Session {
  driver: WebDriver;
  current: string;
}

export class WebKitDriver implements EngineDriver<WebElement> {
  readonly engine = 'webkit' as const;
  private readonly session: Session;
  private readonly handle: string;
  /** The first tab of a test owns the WebDriver session (its MiniBrowser); later tabs are its windows. */
  private readonly ownsSession: boolean;

  private constructor(session: Session, handle: string, ownsSession: boolean) {
    this.session = session;
    this.handle = handle;
    this.ownsSession = ownsSession;
  }

  static async open(
    service: WebKitService,
    miniBrowser: string,
    viewport: { width: number; height: number },
  ): Promise<WebKitDriver> {
    const capabilities = new Capabilities({
      browserName: 'MiniBrowser',
      // the TLS proxy of the tests has a self-signed certificate
      acceptInsecureCerts: true,
      'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] },
    });
    const start = () =>
      withinTime(
        SESSION_START_MS,
        'WebKitWebDriver to start a MiniBrowser',
        new Builder().usingServer(service.url).withCapabilities(capabilities).build(),
      );
    // On a loaded machine WebKitWebDriver has, rarely, stopped answering: a new one takes over.
    const driver = await start().catch(async () => {
      await service.restart();
      return start();
    });
    const handle = await driver.getWindowHandle();
    const tab = new WebKitDriver({ driver, current: handle }, handle, true);
    await tab.setViewport(viewport.width, viewport.height);
    return tab;
  }

  private async use(): Promise<WebDriver> {
    if (this.session.current !== this.handle) {
      await this.session.driver.switchTo().window(this.handle);
      this.session.current = this.handle;
    }
    return this.session.driver;
  }

  async goto(url: string): Promise<void> {
    await (await this.use()).get(url);
  }

  async reload(): Promise<void> {
    await (await this.use()).navigate().refresh();
  }

  async url(): Promise<string> {
    return (await this.use()).getCurrentUrl();
  }

  async evaluate<R>(source: string, args: unknown[]): Promise<R> {
    return (await this.use()).executeScript<R>(`return (${source}).apply(null, arguments);`, ...args);
  }

  async element(source: string, args: unknown[]): Promise<WebElement | null> {
    return this.evaluate<WebElement | null>(source, args);
  }

  async click(element: WebElement): Promise<void> {
    await this.use();
    await element.click();
  }

  async select(element: WebElement, value: string): Promise<void> {
    const option = await this.evaluate<WebElement | null>(
      '(select, value) => Array.from(select.options).find((option) => option.value === value) ?? null',
      [element, value],
    );
    if (!option) throw new Error(`no option ${value}`);
    await element.click();
    await option.click();
  }

  async type(element: WebElement, text: string): Promise<void> {
    await this.use();
    await element.sendKeys(SeleniumKey.chord(SeleniumKey.CONTROL, 'a'), SeleniumKey.BACK_SPACE);
    if (text !== '') await element.sendKeys(text);
  }

  async chooseFile(element: WebElement, path: string): Promise<void> {
    await this.use();
    // WebDriver's way to choose a file: its path sent to the file field as keys
    await element.sendKeys(path);
  }

  async press(key: Key): Promise<void> {
    const driver = await this.use();
    await driver.actions().sendKeys(KEYS[key]).perform();
  }

  async accessibleRole(element: WebElement): Promise<string | null> {
    await this.use();
    return element.getAriaRole();
  }

  async setViewport(width: number, height: number): Promise<void> {
    const driver = await this.use();
    const window = driver.manage().window();
    await window.setRect({ width, height });
    // the rest of the window is the toolbar: grow by it so the page gets the size asked for
    const inner = await this.evaluate<[number, number]>('() => [innerWidth, innerHeight]', []);
    if (inner[0] !== width || inner[1] !== height) {
      await window.setRect({ width: width * 2 - inner[0], height: height * 2 - inner[1] });
    }
  }

  async cookies(): Promise<Cookie[]> {
    const cookies = await (await this.use()).manage().getCookies();
    return cookies.map((cookie) => ({
      name: cookie.name,
      value: cookie.value,
      secure: cookie.secure ?? false,
      httpOnly: cookie.httpOnly ?? false,
      ...(cookie.sameSite ? { sameSite: cookie.sameSite } : {}),
    }));
  }

  async openTab(): Promise<WebKitDriver> {
    const driver = await this.use();
    await driver.switchTo().newWindow('tab');
    const handle = await driver.getWindowHandle();
    this.session.current = handle;
    return new WebKitDriver(this.session, handle, false);
  }

  /** WebKitWebDriver has no print command. */
  async printToPdf(): Promise<null> {
    return null;
  }

  async screenshot(): Promise<Uint8Array> {
    return Buffer.from(await (await this.use()).takeScreenshot(), 'base64');
  }

  async close(): Promise<void> {
    if (this.ownsSession)
      await withinTime(SESSION_END_MS, 'the MiniBrowser to close', this.session.driver.quit());
    else {
      await (await this.use()).close();
    }
  }
}
