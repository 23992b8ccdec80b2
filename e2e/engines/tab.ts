/**
 * One browser tab as the cross-engine flows see it: what a person does (open, click, type, choose,
 * press) and what they see (elements by role and accessible name, label or text, as Testing
 * Library finds them inside the page), written once over a small driver that each engine implements
 * (`EngineDriver`). Every look waits until it is true or its time is up, and then says what the page
 * showed instead.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export type EngineName = 'chromium' | 'firefox' | 'webkit';
export type Language = 'nl' | 'en';
export type TextMatch = string | RegExp;

/** The window a flow runs in and the portal's language. */
export interface Variant {
  width: number;
  height: number;
  language: Language;
}

export const DESKTOP_NL: Variant = { width: 1280, height: 900, language: 'nl' };
export const PHONE_EN: Variant = { width: 390, height: 844, language: 'en' };
/** Every flow runs in each engine at both: a wide window in Dutch and a phone's in English. */
export const VARIANTS = [DESKTOP_NL, PHONE_EN] as const;
export const variantName = (variant: Variant) => `${variant.width} px, ${variant.language}`;

/** An element as a person finds it; `within` narrows the search to one other element. */
export type Query = (
  | { role: string; name?: TextMatch; level?: number; selected?: boolean; checked?: boolean }
  | { label: TextMatch }
  | { text: TextMatch }
  | { css: string }
) & { within?: Query; nth?: number };

export interface Cookie {
  name: string;
  value: string;
  secure: boolean;
  httpOnly: boolean;
  sameSite?: string;
}

/** What an engine gives the flows; an element is whatever the engine's client hands back. */
export interface EngineDriver<Element = unknown> {
  readonly engine: EngineName;
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  /** Runs `(${source})(...args)` in the page (never subject to the page's CSP) and returns its JSON result. */
  evaluate<R>(source: string, args: unknown[]): Promise<R>;
  /** The same, returning the element the function gives, or null. */
  element(source: string, args: unknown[]): Promise<Element | null>;
  click(element: Element): Promise<void>;
  /** Picks the option with this value in a `<select>`, as a person would. */
  select(element: Element, value: string): Promise<void>;
  /** Replaces the text of a field by typing, as a person would. */
  type(element: Element, text: string): Promise<void>;
  /** Gives a file field this file (a path on this machine), as choosing it in the file dialog would. */
  chooseFile(element: Element, path: string): Promise<void>;
  press(key: Key): Promise<void>;
  /** The role the engine's own accessibility tree gives the element, or null where the driver cannot tell. */
  accessibleRole(element: Element): Promise<string | null>;
  setViewport(width: number, height: number): Promise<void>;
  cookies(): Promise<Cookie[]>;
  /** Another tab of the same browser profile (cookies and storage shared). */
  openTab(): Promise<EngineDriver<Element>>;
  /** The page printed to PDF, or null when the engine's driver cannot print. */
  printToPdf(): Promise<Uint8Array | null>;
  screenshot(): Promise<Uint8Array>;
  close(): Promise<void>;
}

export type Key =
  'Enter' | 'Tab' | 'Escape' | 'ArrowDown' | 'ArrowUp' | 'Space' | 'Home' | 'End' | 'PageDown';

const require = createRequire(import.meta.url);
const testingLibrary = readFileSync(
  require.resolve('@testing-library/dom/dist/@testing-library/dom.umd.min.js'),
  'utf8',
);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

type Serialised = { text: string } | { regex: string; flags: string };
const serialise = (match: TextMatch | undefined): Serialised | undefined =>
  match === undefined
    ? undefined
    : typeof match === 'string'
      ? { text: match }
      : { regex: match.source, flags: match.flags };

function serialiseQuery(query: Query): unknown {
  const { within, ...rest } = query;
  const plain: Record<string, unknown> = { ...rest };
  for (const key of ['name', 'label', 'text'] as const) {
    if (key in plain) plain[key] = serialise(plain[key] as TextMatch);
  }
  if (within) plain.within = serialiseQuery(within);
  return plain;
}

const describeText = (match: TextMatch | undefined) =>
  match === undefined ? '' : typeof match === 'string' ? `"${match}"` : String(match);

export function describeQuery(query: Query): string {
  let own: string;
  if ('role' in query) own = `${query.role}${query.name === undefined ? '' : ` ${describeText(query.name)}`}`;
  else if ('label' in query) own = `field labelled ${describeText(query.label)}`;
  else if ('text' in query) own = `text ${describeText(query.text)}`;
  else own = `css ${query.css}`;
  if (query.nth !== undefined) own += ` #${query.nth}`;
  return query.within ? `${own} within ${describeQuery(query.within)}` : own;
}

/**
 * Runs inside the page, once per document: Testing Library and the finder, which returns the visible
 * elements a query matches that a person can reach (none inside an `inert` element). Sent as source (never through `eval`, which the portal's CSP forbids).
 */
const INSTALL_HELPERS = `() => {
  ${testingLibrary};
  const dom = window.TestingLibraryDom;
  const matcher = (value) => value === undefined ? undefined : 'regex' in value ? new RegExp(value.regex, value.flags) : value.text;
  const visible = (element) => typeof element.checkVisibility === 'function'
    ? element.checkVisibility({ visibilityProperty: true })
    : element.getClientRects().length > 0;
  // what a person cannot reach yet (the page the server drew, until the portal draws it) is not there
  const reachable = (element) => !element.closest('[inert]');
  // the innermost elements whose whole text (spaces folded) is the string, or matches the pattern
  const byText = (root, match) => {
    const fits = (element) => {
      const text = (element.textContent ?? '').replace(/\\s+/g, ' ').trim();
      return typeof match === 'string' ? text === match : match.test(text);
    };
    const all = Array.from(root.querySelectorAll('*')).filter(
      (element) => !['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT'].includes(element.tagName) && fits(element),
    );
    return all.filter((element) => !all.some((other) => other !== element && element.contains(other)));
  };
  const find = (query) => {
    let root = document.body;
    if (query.within) {
      const outer = find(query.within);
      // a look inside nothing must not pass as "nothing there"
      if (outer.length !== 1) throw new Error('the element to look within matches ' + outer.length + ' elements, not one');
      root = outer[0];
    }
    let found;
    if ('role' in query) {
      const options = { hidden: false };
      if (query.name !== undefined) options.name = matcher(query.name);
      if (query.level !== undefined) options.level = query.level;
      if (query.selected !== undefined) options.selected = query.selected;
      if (query.checked !== undefined) options.checked = query.checked;
      found = dom.queryAllByRole(root, query.role, options);
    } else if ('label' in query) found = dom.queryAllByLabelText(root, matcher(query.label));
    else if ('text' in query) found = byText(root, matcher(query.text));
    else found = Array.from(root.querySelectorAll(query.css));
    found = found.filter((element) => visible(element) && reachable(element));
    if (query.nth !== undefined) found = found[query.nth] ? [found[query.nth]] : [];
    return found;
  };
  window.__flowHelpers = { find };
  return true;
}`;

const INSTALL_AXE = `() => { ${axeSource}; return typeof window.axe === 'object'; }`;

/** `body(helpers, ...args)` when the helpers are in the page, else `{ missing: true }`. */
const withHelpers = (body: string) =>
  `(...args) => window.__flowHelpers ? { value: (${body})(window.__flowHelpers, ...args) } : { missing: true }`;

export class FlowError extends Error {}

export interface WaitOptions {
  timeout?: number;
}

/** As long as Playwright's `expect` waits (playwright.config.ts says why). */
const DEFAULT_TIMEOUT = 20_000;
const POLL_MS = 100;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class Tab {
  readonly engine: EngineName;
  readonly driver: EngineDriver;
  readonly baseUrl: string;
  readonly variant: Variant;

  constructor(driver: EngineDriver, baseUrl: string, variant: Variant) {
    this.driver = driver;
    this.baseUrl = baseUrl;
    this.variant = variant;
    this.engine = driver.engine;
  }

  get language(): Language {
    return this.variant.language;
  }

  /** The text of the tab's language. */
  say<T>(dutch: T, english: T): T {
    return this.language === 'nl' ? dutch : english;
  }

  private languageChosen = false;

  /** Opens a page of the portal; the first one also switches the portal to the variant's language. */
  async open(path: string): Promise<void> {
    await this.driver.goto(new URL(path, this.baseUrl).href);
    if (!this.languageChosen) {
      await this.useLanguage();
      this.languageChosen = true;
    }
  }

  /** Opens any address, outside the portal too, as it is. */
  async visit(url: string): Promise<void> {
    await this.driver.goto(url);
  }

  reload(): Promise<void> {
    return this.driver.reload();
  }

  async url(): Promise<URL> {
    return new URL(await this.driver.url());
  }

  /** Runs a function in the page; it must not close over anything (it is sent as source). */
  evaluate<R, A extends unknown[]>(fn: (...args: A) => R | Promise<R>, ...args: A): Promise<R> {
    return this.driver.evaluate<R>(fn.toString(), args);
  }

  private async helpers<R>(body: string, ...args: unknown[]): Promise<R> {
    type Answer = { value: R } | { missing: true };
    let answer = await this.driver.evaluate<Answer>(withHelpers(body), args);
    if ('missing' in answer) {
      await this.driver.evaluate(INSTALL_HELPERS, []);
      answer = await this.driver.evaluate<Answer>(withHelpers(body), args);
    }
    if ('missing' in answer) throw new FlowError('the page lost its test helpers');
    return answer.value;
  }

  /** How many visible elements match, now. */
  count(query: Query): Promise<number> {
    return this.helpers<number>('(h, q) => h.find(q).length', serialiseQuery(query));
  }

  /** The text of every visible match, now. */
  texts(query: Query): Promise<string[]> {
    return this.helpers<string[]>(
      '(h, q) => h.find(q).map((e) => (e.innerText ?? e.textContent ?? "").trim())',
      serialiseQuery(query),
    );
  }

  /** What the page shows, for messages when a look fails. */
  private async visibleText(): Promise<string> {
    try {
      const text = await this.driver.evaluate<string>('() => document.body?.innerText ?? ""', []);
      return text.replace(/\s+/g, ' ').slice(0, 600);
    } catch {
      return '(the page could not be read)';
    }
  }

  /** Polls `check` until it gives a value other than undefined, or fails with `what` after the timeout. */
  async until<T>(
    what: string | (() => string),
    check: () => Promise<T | undefined>,
    options: WaitOptions = {},
  ): Promise<T> {
    const deadline = Date.now() + (options.timeout ?? DEFAULT_TIMEOUT);
    let lastError: unknown = null;
    for (;;) {
      try {
        const value = await check();
        if (value !== undefined && value !== null) return value;
        lastError = null;
      } catch (error) {
        // a navigation in progress takes the document away under the script
        lastError = error;
      }
      if (Date.now() > deadline) {
        const why = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
        throw new FlowError(
          `${this.engine}: ${typeof what === 'string' ? what : what()}${why}\n  at ${await this.driver.url().catch(() => '?')}\n  page shows: ${await this.visibleText()}`,
        );
      }
      await pause(POLL_MS);
    }
  }

  /** Waits until exactly one visible element matches. */
  async see(query: Query, options?: WaitOptions): Promise<void> {
    let seen = 0;
    await this.until(
      () => `expected one ${describeQuery(query)}, found ${String(seen)}`,
      async () => {
        seen = await this.count(query);
        return seen === 1 ? true : undefined;
      },
      options,
    );
  }

  /** Waits until no visible element matches. */
  async notSee(query: Query, options?: WaitOptions): Promise<void> {
    await this.until(
      `expected no ${describeQuery(query)}`,
      async () => ((await this.count(query)) === 0 ? true : undefined),
      options,
    );
  }

  /** Waits until the one match's text matches `text`, and returns that text. */
  async seeText(query: Query, text: TextMatch, options?: WaitOptions): Promise<string> {
    let last = '';
    return this.until(
      () => `expected ${describeQuery(query)} to read ${describeText(text)}; it read "${last}"`,
      async () => {
        const found = await this.texts(query);
        last = found.join(' | ');
        if (found.length !== 1) return undefined;
        const [value] = found as [string];
        const ok = typeof text === 'string' ? value.includes(text) : text.test(value);
        return ok ? value : undefined;
      },
      options,
    );
  }

  /** Waits until the URL matches. */
  async seeUrl(expected: RegExp, options?: WaitOptions): Promise<URL> {
    let last = '';
    return this.until(
      () => `expected the address to match ${String(expected)}; it is ${last}`,
      async () => {
        last = await this.driver.url();
        const url = new URL(last);
        return expected.test(`${url.pathname}${url.search}`) ? url : undefined;
      },
      options,
    );
  }

  private async one(query: Query, options?: WaitOptions): Promise<unknown> {
    let seen = 0;
    return this.until(
      () => `expected one ${describeQuery(query)} to act on, found ${String(seen)}`,
      async () => {
        seen = await this.count(query);
        if (seen !== 1) return undefined;
        const element = await this.driver.element('(q) => window.__flowHelpers?.find(q)[0] ?? null', [
          serialiseQuery(query),
        ]);
        return element ?? undefined;
      },
      options,
    );
  }

  async click(query: Query, options?: WaitOptions): Promise<void> {
    await this.driver.click(await this.one(query, options));
  }

  async fill(query: Query, text: string, options?: WaitOptions): Promise<void> {
    await this.driver.type(await this.one(query, options), text);
  }

  /** Chooses a file for the file field, as a person would in the file dialog. */
  async chooseFile(query: Query, path: string, options?: WaitOptions): Promise<void> {
    await this.driver.chooseFile(await this.one(query, options), path);
  }

  /** Chooses an option of a `<select>` by its value, as a person picking it would. */
  async choose(query: Query, value: string): Promise<void> {
    await this.driver.select(await this.one(query), value);
    await this.until(`expected ${describeQuery(query)} to hold ${value}`, async () =>
      (await this.helpers<string | null>('(h, q) => h.find(q)[0]?.value ?? null', serialiseQuery(query))) ===
      value
        ? true
        : undefined,
    );
  }

  press(key: Key): Promise<void> {
    return this.driver.press(key);
  }

  /**
   * The role of the one match in the engine's own accessibility tree (what a screen reader is
   * told, unlike the roles Testing Library computes from the DOM); null where the engine's driver
   * cannot tell (Firefox over WebDriver BiDi).
   */
  async accessibleRole(query: Query): Promise<string | null> {
    return this.driver.accessibleRole(await this.one(query));
  }

  /** The element that has the focus, described by its role-relevant attributes. */
  focused(): Promise<{ tag: string; id: string; text: string; label: string | null }> {
    return this.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return {
        tag: element?.tagName.toLowerCase() ?? '',
        id: element?.id ?? '',
        text: (element?.innerText ?? '').trim().slice(0, 100),
        label: element?.getAttribute('aria-label') ?? null,
      };
    });
  }

  /** Whether the page is wider than the window (sideways scrolling). */
  overflowsSideways(): Promise<{ scrollWidth: number; clientWidth: number; culprits: string[] }> {
    return this.evaluate(() => {
      const root = document.documentElement;
      const culprits = Array.from(document.querySelectorAll('body *'))
        .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1)
        .filter((element) => {
          const style = getComputedStyle(element);
          return style.position !== 'fixed' && style.visibility !== 'hidden';
        })
        .slice(0, 5)
        .map((element) => `${element.tagName.toLowerCase()}.${String(element.className)}`);
      return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, culprits };
    });
  }

  /** axe-core's violations on the page as it is, one line each. */
  async axeViolations(): Promise<string[]> {
    if (!(await this.evaluate(() => 'axe' in window))) await this.driver.evaluate(INSTALL_AXE, []);
    const run = () =>
      this.driver.evaluate<string>(
        `async () => {
          const results = await window.axe.run(document, { resultTypes: ['violations'] });
          return JSON.stringify(results.violations.map((v) => v.id + ': ' + v.nodes.map((n) => n.target.join(' ')).join(', ')));
        }`,
        [],
      );
    // WebKitWebDriver now and then fails to read back an async script's result; the run itself is fine
    const json = await run().catch((error: unknown) => {
      if (!String(error).includes('Could not parse script result')) throw error;
      return run();
    });
    return JSON.parse(json) as string[];
  }

  cookies(): Promise<Cookie[]> {
    return this.driver.cookies();
  }

  /** A second tab of the same browser profile, its language already chosen. */
  async openTab(): Promise<Tab> {
    const tab = new Tab(await this.driver.openTab(), this.baseUrl, this.variant);
    tab.languageChosen = true;
    return tab;
  }

  /** Switches the portal to the variant's language when it shows another (the switch on every page). */
  async useLanguage(): Promise<void> {
    await this.see({ label: /^(Taal|Language)$/ });
    const current = await this.evaluate(() => document.documentElement.lang);
    if (current === this.language) return;
    await this.choose({ label: /^(Taal|Language)$/ }, this.language);
    await this.until(`expected the page in ${this.language}`, async () =>
      (await this.evaluate(() => document.documentElement.lang)) === this.language ? true : undefined,
    );
  }
}
