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
 */
import { validate as listProvidersReply } from '../contract/replies/broadband-basic/list_providers.gen.js';
import { validate as zipcodeReply } from '../contract/replies/broadband-basic/zipcode.gen.js';
import { ErrorCode } from '../contract/error-codes.gen.ts';
import { technologyName } from '../contract/service-sentences.ts';
import { formatSpeed } from '../i18n/format-speed.ts';
import { enterSubmitsDespiteSuggestions } from '../ui/enter-submits.ts';
import {
  type AddressInput,
  type FieldError,
  POSTCODE_PATTERN,
  type ProviderView,
  type Reason,
  addressLabel,
  apiBaseOf,
  checkedDetail,
  defaultApiBase,
  extensionsFrom,
  housenrError,
  housenrsFrom,
  normalisePostcode,
  normaliseWhileTyping,
  parseHousenr,
  postcodeError,
  providerViews,
  providersFrom,
} from './model.ts';
import { CallFailure, type Failure, call, describeFailure, failureOf } from './rpc.ts';
import { STYLES } from './styles.ts';
import { type Locale, TEXTS, type Texts, localeOf } from './texts.ts';

export type { AddressCheckedDetail } from './model.ts';

export const TAG_NAME = 'broadband-address-check';
const CALL_TIMEOUT_MS = 30_000;
const EXTENSIONS_DELAY_MS = 250;

// Where this script came from, read while it first runs: the ES module knows its own URL; in the
// classic build `import.meta` is empty and the running <script> element names it instead.
const currentScript = typeof document === 'undefined' ? null : document.currentScript;
const scriptSrc = currentScript instanceof HTMLScriptElement ? currentScript.src : undefined;
const moduleUrl: unknown = import.meta.url;

const TEMPLATE = `<div class="wrap">
<form part="form" novalidate>
<div class="field">
<label part="label" for="postcode"></label>
<input part="input" id="postcode" name="postcode" autocomplete="postal-code" autocapitalize="characters" spellcheck="false">
<p class="hint" id="postcode-hint"></p>
<p class="field-error" part="field-error" id="postcode-error"></p>
</div>
<div class="field">
<label part="label" for="housenr"></label>
<input part="input" id="housenr" name="housenr" inputmode="numeric" autocomplete="off" list="housenrs">
<datalist id="housenrs"></datalist>
<p class="field-error" part="field-error" id="housenr-error"></p>
</div>
<div class="field">
<label part="label" for="housenrext"></label>
<select part="input select" id="housenrext" name="housenrext"><option value=""></option></select>
</div>
<button part="button" type="submit"></button>
</form>
<div class="live" role="status"><p class="status" part="status"></p><p class="error" part="error" id="error"></p></div>
<div class="result" part="result"></div>
</div>`;

/** The provider lists of a page, one call per API base and key. */
const providerLists = new Map<string, Promise<string[]>>();

let sharedSheet: CSSStyleSheet | null = null;

/** Constructed styles (which a page's CSP does not block), or a <style> where there are none. */
function adoptStyles(root: ShadowRoot) {
  try {
    if (!sharedSheet) {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(STYLES);
      sharedSheet = sheet;
    }
    root.adoptedStyleSheets = [sharedSheet];
  } catch {
    const style = document.createElement('style');
    style.textContent = STYLES;
    root.prepend(style);
  }
}

/** Changes a text only when it differs: a live region re-announces a text set again. */
function setText(node: Node, text: string) {
  if (node.textContent !== text) node.textContent = text;
}

function element(tag: string, attributes: Record<string, string>, ...children: (Node | string)[]) {
  const created = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) created.setAttribute(name, value);
  created.append(...children);
  return created;
}

interface Outcome {
  label: string;
  providers: ProviderView[];
}

export class AddressCheckElement extends HTMLElement {
  static get observedAttributes() {
    return ['locale'];
  }

  private readonly root: ShadowRoot;
  private readonly wrap: HTMLElement;
  private readonly form: HTMLFormElement;
  private readonly postcode: HTMLInputElement;
  private readonly housenr: HTMLInputElement;
  private readonly housenrList: HTMLDataListElement;
  private readonly extension: HTMLSelectElement;
  private readonly button: HTMLButtonElement;
  private readonly status: HTMLElement;
  private readonly error: HTMLElement;
  private readonly result: HTMLElement;

  private fieldErrors: { postcode?: FieldError | null; housenr?: FieldError | null } = {};
  /** The field an address-does-not-exist reply (002) points at. */
  private wrongField: 'postcode' | 'housenr' | null = null;
  private busy = false;
  private failure: Failure | null = null;
  private outcome: Outcome | null = null;
  private controller: AbortController | null = null;
  private lookups = new Map<string, Promise<unknown>>();
  private housenrsFor = '';
  private extensionsFor = '';
  private extensionsTimer: ReturnType<typeof setTimeout> | undefined;
  private renderedOutcome: Outcome | null = null;
  private renderedLocale: Locale | null = null;

  constructor() {
    super();
    this.root = this.attachShadow({ mode: 'open' });
    adoptStyles(this.root);
    const template = document.createElement('template');
    template.innerHTML = TEMPLATE;
    this.root.append(template.content);
    const find = <Found extends Element>(selector: string) => this.root.querySelector(selector) as Found;
    this.wrap = find('.wrap');
    this.form = find('form');
    this.postcode = find('#postcode');
    this.housenr = find('#housenr');
    this.housenrList = find('#housenrs');
    this.extension = find('#housenrext');
    this.button = find('button');
    this.status = find('.status');
    this.error = find('#error');
    this.result = find('.result');

    this.form.addEventListener('submit', (event) => {
      event.preventDefault();
      void this.check();
    });
    enterSubmitsDespiteSuggestions(this.housenr);
    this.postcode.addEventListener('input', () => this.postcodeTyped());
    this.postcode.addEventListener('change', () => this.validateOnLeave('postcode'));
    this.housenr.addEventListener('input', () => this.housenrTyped());
    this.housenr.addEventListener('change', () => this.validateOnLeave('housenr'));
    this.extension.addEventListener('change', () => {
      this.wrongField = null;
      this.render();
    });
  }

  connectedCallback() {
    this.render();
  }

  disconnectedCallback() {
    this.controller?.abort();
    clearTimeout(this.extensionsTimer);
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

  private get apiBase(): string {
    const page = document.baseURI;
    return apiBaseOf(this.getAttribute('api-base'), defaultApiBase(moduleUrl, scriptSrc, page), page);
  }

  private get apiKey(): string {
    return this.getAttribute('api-key')?.trim() ?? '';
  }

  /** A call of the postcodes class, kept per API base, key and question; a failure is not kept. */
  private lookup(method: string, params: Record<string, unknown>): Promise<unknown> {
    const { apiBase, apiKey } = this;
    if (!apiKey) return Promise.reject(new CallFailure({ kind: 'config' }));
    const key = `${apiBase} ${apiKey} ${method} ${JSON.stringify(params)}`;
    let pending = this.lookups.get(key);
    if (!pending) {
      pending = call({ apiBase, apiKey, path: 'postcodes/v1', method, params });
      this.lookups.set(key, pending);
      pending.catch(() => this.lookups.delete(key));
    }
    return pending;
  }

  private providerList(apiBase: string, apiKey: string): Promise<string[]> {
    const key = `${apiBase} ${apiKey}`;
    let list = providerLists.get(key);
    if (!list) {
      list = call({
        apiBase,
        apiKey,
        path: 'broadband/basic/v1',
        method: 'list_providers',
        params: {},
        validate: listProvidersReply,
      }).then((result) => {
        const providers = providersFrom(result);
        if (!providers) throw new CallFailure({ kind: 'reply' });
        return providers;
      });
      providerLists.set(key, list);
      list.catch(() => providerLists.delete(key));
    }
    return list;
  }

  private postcodeTyped() {
    const input = this.postcode;
    const typed = normaliseWhileTyping(input.value, input.selectionStart);
    if (typed.value !== input.value) {
      input.value = typed.value;
      if (this.root.activeElement === input) input.setSelectionRange(typed.caret, typed.caret);
    }
    if (this.fieldErrors.postcode) this.fieldErrors.postcode = postcodeError(input.value);
    this.wrongField = null;
    this.render();
    this.loadHousenrs();
    this.loadExtensions();
  }

  private housenrTyped() {
    if (this.fieldErrors.housenr) this.fieldErrors.housenr = housenrError(this.housenr.value);
    this.wrongField = null;
    this.render();
    this.loadExtensions();
  }

  /** A field someone leaves with something in it says what is wrong with it. */
  private validateOnLeave(field: 'postcode' | 'housenr') {
    const input = field === 'postcode' ? this.postcode : this.housenr;
    if (input.value.trim() === '') return;
    this.fieldErrors[field] = field === 'postcode' ? postcodeError(input.value) : housenrError(input.value);
    this.render();
  }

  private loadHousenrs() {
    const zipcode = this.postcode.value;
    const wanted = POSTCODE_PATTERN.test(zipcode) ? zipcode : '';
    if (wanted === this.housenrsFor) return;
    this.housenrsFor = wanted;
    this.housenrList.replaceChildren();
    if (!wanted) return;
    this.lookup('get_housenrs', { zipcode }).then(
      (result) => {
        if (this.housenrsFor !== zipcode) return;
        const options = housenrsFrom(result).map((housenr) => element('option', { value: `${housenr}` }));
        this.housenrList.replaceChildren(...options);
      },
      () => undefined, // only a help while typing: the check itself says what is wrong
    );
  }

  private loadExtensions() {
    clearTimeout(this.extensionsTimer);
    const zipcode = this.postcode.value;
    const housenr = parseHousenr(this.housenr.value);
    const wanted = POSTCODE_PATTERN.test(zipcode) && housenr !== null ? `${zipcode} ${housenr}` : '';
    if (wanted === this.extensionsFor) return;
    this.extensionsFor = wanted;
    this.showExtensions([]);
    if (!wanted) return;
    this.extensionsTimer = setTimeout(() => {
      this.lookup('get_housenrext', { zipcode, housenr }).then(
        (result) => {
          if (this.extensionsFor === wanted) this.showExtensions(extensionsFrom(result));
        },
        () => undefined,
      );
    }, EXTENSIONS_DELAY_MS);
  }

  /** "No extension" first, then the address's extensions; the choice stays when it still exists. */
  private showExtensions(extensions: string[]) {
    const chosen = this.extension.value;
    const none = element('option', { value: '' }, this.texts.noExtension);
    this.extension.replaceChildren(
      none,
      ...extensions.map((extension) => element('option', { value: extension }, extension)),
    );
    this.extension.value = extensions.includes(chosen) ? chosen : '';
  }

  async check(): Promise<void> {
    if (this.busy) return;
    const zipcode = normalisePostcode(this.postcode.value);
    this.postcode.value = zipcode;
    this.fieldErrors = { postcode: postcodeError(zipcode), housenr: housenrError(this.housenr.value) };
    this.wrongField = null;
    this.failure = null;
    this.outcome = null;
    if (this.fieldErrors.postcode || this.fieldErrors.housenr) {
      this.render();
      (this.fieldErrors.postcode ? this.postcode : this.housenr).focus();
      return;
    }
    const input: AddressInput = {
      zipcode,
      housenr: parseHousenr(this.housenr.value)!,
      housenrext: this.extension.value,
    };
    const { apiBase, apiKey } = this;
    if (!apiKey) {
      this.failure = { kind: 'config' };
      this.render();
      return;
    }
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, CALL_TIMEOUT_MS);
    this.controller = controller;
    this.busy = true;
    this.render();
    try {
      // The provider list is shared with other checks: stop waiting for it, not the call itself.
      const aborted = new Promise<never>((_resolve, reject) =>
        controller.signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
      );
      aborted.catch(() => undefined);
      // A list the service does not offer or sends unreadable: the check's own reply names the providers.
      const providers = await Promise.race([
        this.providerList(apiBase, apiKey).catch((error: unknown) => {
          const { kind } = failureOf(error);
          if (kind === 'reply' || kind === 'not-offered') return [];
          throw error;
        }),
        aborted,
      ]);
      const result = await call({
        apiBase,
        apiKey,
        path: 'broadband/basic/v1',
        method: 'zipcode',
        params: { ...input },
        signal: controller.signal,
        validate: zipcodeReply,
      });
      const views = providerViews(providers, result);
      this.outcome = { label: addressLabel(input, result), providers: views };
      this.finish(controller, timer);
      this.dispatchEvent(
        new CustomEvent('address-checked', {
          detail: checkedDetail(input, views),
          bubbles: true,
          composed: true,
        }),
      );
    } catch (error) {
      if (controller.signal.aborted && !timedOut) {
        this.finish(controller, timer); // the element left the page: ready when it comes back
        return;
      }
      this.failure = timedOut ? { kind: 'network' } : failureOf(error);
      if (this.failure.kind === 'rpc' && this.failure.code === ErrorCode.invalidAddress) {
        // No such address: the house number when the postcode has numbers, else the postcode.
        const known = await this.lookup('get_housenrs', { zipcode }).then(
          (result) => housenrsFrom(result).length > 0,
          () => false,
        );
        this.wrongField = known ? 'housenr' : 'postcode';
      }
      this.finish(controller, timer);
    }
  }

  private finish(controller: AbortController, timer: ReturnType<typeof setTimeout>) {
    clearTimeout(timer);
    if (this.controller === controller) this.controller = null;
    this.busy = false;
    this.render();
  }

  private render() {
    const texts = this.texts;
    const locale = this.locale;
    this.wrap.lang = locale;
    const labels = this.root.querySelectorAll('label');
    setText(labels[0]!, texts.postcode);
    setText(labels[1]!, texts.housenr);
    setText(labels[2]!, texts.housenrext);
    setText(this.root.querySelector('#postcode-hint')!, texts.postcodeHint);
    setText(this.extension.options[0]!, texts.noExtension);
    setText(this.button, texts.submit);
    if (this.busy) this.button.setAttribute('aria-disabled', 'true');
    else this.button.removeAttribute('aria-disabled');
    this.result.setAttribute('aria-busy', `${this.busy}`);

    const fieldText = (error: FieldError | null | undefined, field: 'postcode' | 'housenr') => {
      if (!error) return '';
      if (field === 'postcode') return error === 'required' ? texts.postcodeRequired : texts.postcodeFormat;
      return error === 'required' ? texts.housenrRequired : texts.housenrFormat;
    };
    this.showField(this.postcode, 'postcode', fieldText(this.fieldErrors.postcode, 'postcode'), [
      'postcode-hint',
    ]);
    this.showField(this.housenr, 'housenr', fieldText(this.fieldErrors.housenr, 'housenr'), []);

    setText(this.error, this.failure ? describeFailure(this.failure, texts) : '');
    const served = this.outcome?.providers.filter((view) => view.products.length > 0).length ?? 0;
    setText(
      this.status,
      this.busy
        ? texts.busy
        : this.outcome
          ? texts.summary(served, this.outcome.providers.length, this.outcome.label)
          : '',
    );
    if (this.renderedOutcome !== this.outcome || this.renderedLocale !== locale) {
      this.renderedOutcome = this.outcome;
      this.renderedLocale = locale;
      this.renderOutcome(texts, locale);
    }
  }

  private showField(
    input: HTMLInputElement,
    field: 'postcode' | 'housenr',
    message: string,
    described: string[],
  ) {
    setText(this.root.querySelector(`#${field}-error`)!, message);
    const ids = [...described];
    if (message) ids.push(`${field}-error`);
    if (this.wrongField === field) ids.push('error');
    if (ids.length > 0) input.setAttribute('aria-describedby', ids.join(' '));
    else input.removeAttribute('aria-describedby');
    if (message || this.wrongField === field) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  }

  private renderOutcome(texts: Texts, locale: Locale) {
    const outcome = this.outcome;
    if (!outcome) {
      this.result.replaceChildren();
      return;
    }
    const reasons: Record<Reason, string> = {
      'not-served': texts.notServed,
      unavailable: texts.unavailable,
      complex: texts.complex,
      failed: texts.failed,
    };
    const blocks = outcome.providers.map((view) => {
      const block = element('li', { class: 'provider', part: 'provider', 'data-provider': view.provider });
      block.append(element('h3', { part: 'provider-name' }, view.provider));
      if (view.products.length === 0) {
        block.append(element('p', { class: 'reason', part: 'reason' }, reasons[view.reason ?? 'not-served']));
        return block;
      }
      const products = view.products.map((product) =>
        element(
          'li',
          { class: 'product', part: 'product' },
          element('span', { class: 'technology' }, technologyName(product.technology, locale)),
          ' ',
          element(
            'span',
            { class: 'speeds' },
            element('span', {}, texts.download(formatSpeed(product.download, locale))),
            ', ',
            element('span', {}, texts.upload(formatSpeed(product.upload, locale))),
          ),
        ),
      );
      block.append(element('ul', { class: 'products' }, ...products));
      return block;
    });
    this.result.replaceChildren(
      element('h2', { part: 'result-title' }, texts.resultTitle(outcome.label)),
      element('ul', { class: 'providers' }, ...blocks),
    );
  }
}

if (typeof customElements !== 'undefined' && !customElements.get(TAG_NAME)) {
  customElements.define(TAG_NAME, AddressCheckElement);
}
