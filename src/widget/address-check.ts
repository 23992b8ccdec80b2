/**
 * `<broadband-address-check api-key="pk_…" api-base="https://…/api" locale="nl">`: the address
 * check for partners' own pages. No framework and no dependencies; loading this file registers the
 * element (once, however often it is loaded). As a classic script (`address-check.js`) it sets the
 * global `BroadbandAddressCheck`; as an ES module (`address-check.mjs`) it exports the class.
 *
 * Postcode (normalised as typed), house number (the postcode's numbers offered from
 * `postcodes get_housenrs`) and extension (from `postcodes get_housenrext`); on submit
 * `list_providers` (once per API base and key) and `zipcode`, shown per provider, fastest product
 * first, and told to the page as the `address-checked` event. Every call carries the `apiKey` header.
 * The replies of `list_providers` and `zipcode` are read with their generated validators, as the
 * portal reads them: Fiber and Copper are named in the reader's language (glasvezel, koper), as in
 * the portal; a provider or other technology is shown as the service names it; a reply it cannot
 * read is said to be so, with its reference.
 *
 * The element wires its parts: the shadow DOM (template.ts, styles.ts, dom.ts), the fields
 * (fields.ts), the calls (service.ts) and the result (results.ts).
 */
import { ErrorCode } from '../contract/error-codes.gen.ts';
import { addressLabel, apiBaseOf, checkedDetail, defaultApiBase, providerViews } from './model.ts';
import { adoptStyles, find, setText } from './dom.ts';
import { AddressFields } from './fields.ts';
import { type Outcome, Results, statusText } from './results.ts';
import { type Failure, describeFailure, failureOf } from './rpc.ts';
import { AddressCall, type Endpoint, keptLookups } from './service.ts';
import { TEMPLATE } from './template.ts';
import { type Locale, TEXTS, type Texts, localeOf } from './texts.ts';

export type { AddressCheckedDetail } from './model.ts';

export const TAG_NAME = 'broadband-address-check';

// Where this script came from, read while it first runs: the ES module knows its own URL; in the
// classic build `import.meta` is empty and the running <script> element names it instead.
const currentScript = typeof document === 'undefined' ? null : document.currentScript;
const scriptSrc = currentScript instanceof HTMLScriptElement ? currentScript.src : undefined;
const moduleUrl: unknown = import.meta.url;

export class AddressCheckElement extends HTMLElement {
  static get observedAttributes() {
    return ['locale'];
  }

  private readonly root: ShadowRoot;
  private readonly wrap: HTMLElement;
  private readonly button: HTMLButtonElement;
  private readonly status: HTMLElement;
  private readonly error: HTMLElement;
  private readonly result: HTMLElement;
  private readonly results: Results;
  private readonly fields: AddressFields;
  private readonly lookup = keptLookups(() => this.endpoint);

  private busy = false;
  private failure: Failure | null = null;
  private outcome: Outcome | null = null;
  private running: AddressCall | null = null;

  constructor() {
    super();
    this.root = this.attachShadow({ mode: 'open' });
    adoptStyles(this.root);
    const template = document.createElement('template');
    template.innerHTML = TEMPLATE;
    this.root.append(template.content);
    this.wrap = find(this.root, '.wrap');
    this.button = find(this.root, 'button');
    this.status = find(this.root, '.status');
    this.error = find(this.root, '#error');
    this.result = find(this.root, '.result');
    this.results = new Results(this.result);

    find<HTMLFormElement>(this.root, 'form').addEventListener('submit', (event) => {
      event.preventDefault();
      void this.check();
    });
    this.fields = new AddressFields(this.root, {
      lookup: this.lookup,
      texts: () => this.texts,
      changed: () => this.render(),
    });
  }

  connectedCallback() {
    this.render();
  }

  disconnectedCallback() {
    this.running?.abort();
    this.fields.stop();
  }

  attributeChangedCallback() {
    this.render();
  }

  get locale(): Locale {
    return localeOf(this.getAttribute('locale'));
  }

  private get texts(): Texts {
    return TEXTS[this.locale];
  }

  private get endpoint(): Endpoint {
    const page = document.baseURI;
    const apiBase = apiBaseOf(
      this.getAttribute('api-base'),
      defaultApiBase(moduleUrl, scriptSrc, page),
      page,
    );
    return { apiBase, apiKey: this.getAttribute('api-key')?.trim() ?? '' };
  }

  async check(): Promise<void> {
    if (this.busy) return;
    const input = this.fields.read();
    this.failure = null;
    this.outcome = null;
    if (!input) {
      this.render();
      this.fields.focusError();
      return;
    }
    const endpoint = this.endpoint;
    if (!endpoint.apiKey) {
      this.failure = { kind: 'config' };
      this.render();
      return;
    }
    const running = new AddressCall();
    this.running = running;
    this.busy = true;
    this.render();
    try {
      const { providers, result } = await running.run(endpoint, input);
      const views = providerViews(providers, result);
      this.outcome = { label: addressLabel(input, result), providers: views };
      this.finish(running);
      this.dispatchEvent(
        new CustomEvent('address-checked', {
          detail: checkedDetail(input, views),
          bubbles: true,
          composed: true,
        }),
      );
    } catch (error) {
      if (running.stopped) {
        this.finish(running); // the element left the page: ready when it comes back
        return;
      }
      this.failure = running.timedOut ? { kind: 'network' } : failureOf(error);
      if (this.failure.kind === 'rpc' && this.failure.code === ErrorCode.invalidAddress) {
        await this.fields.markNoSuchAddress(input.zipcode);
      }
      this.finish(running);
    }
  }

  private finish(running: AddressCall) {
    running.end();
    if (this.running === running) this.running = null;
    this.busy = false;
    this.render();
  }

  private render() {
    const texts = this.texts;
    const locale = this.locale;
    this.wrap.lang = locale;
    this.fields.render(texts);
    setText(this.button, texts.submit);
    if (this.busy) this.button.setAttribute('aria-disabled', 'true');
    else this.button.removeAttribute('aria-disabled');
    this.result.setAttribute('aria-busy', `${this.busy}`);
    setText(this.error, this.failure ? describeFailure(this.failure, texts) : '');
    setText(this.status, statusText(texts, this.busy, this.outcome));
    this.results.render(this.outcome, texts, locale);
  }
}

if (typeof customElements !== 'undefined' && !customElements.get(TAG_NAME)) {
  customElements.define(TAG_NAME, AddressCheckElement);
}
