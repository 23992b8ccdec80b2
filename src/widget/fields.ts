/**
 * The form's fields: the postcode, normalised as typed; the house number, with the postcode's
 * numbers offered (`get_housenrs`); the extension, chosen from the address's (`get_housenrext`).
 * A field says what is wrong with it when it is left, and again as it is corrected; the field an
 * address-does-not-exist reply points at is marked too.
 */
import { enterSubmitsDespiteSuggestions } from '../ui/enter-submits.ts';
import {
  type AddressInput,
  type FieldError,
  POSTCODE_PATTERN,
  extensionsFrom,
  housenrError,
  housenrsFrom,
  normalisePostcode,
  normaliseWhileTyping,
  parseHousenr,
  postcodeError,
} from './model.ts';
import { element, find, setText } from './dom.ts';
import type { Lookup } from './service.ts';
import type { Texts } from './texts.ts';

const EXTENSIONS_DELAY_MS = 250;

type Field = 'postcode' | 'housenr';

export interface FieldsContext {
  lookup: Lookup;
  /** The texts in the element's language now. */
  texts: () => Texts;
  /** Called after a change the element should show. */
  changed: () => void;
}

function fieldText(texts: Texts, error: FieldError | null | undefined, field: Field) {
  if (!error) return '';
  if (field === 'postcode') return error === 'required' ? texts.postcodeRequired : texts.postcodeFormat;
  return error === 'required' ? texts.housenrRequired : texts.housenrFormat;
}

export class AddressFields {
  private readonly root: ShadowRoot;
  private readonly context: FieldsContext;
  private readonly postcode: HTMLInputElement;
  private readonly housenr: HTMLInputElement;
  private readonly housenrList: HTMLDataListElement;
  private readonly extension: HTMLSelectElement;

  private errors: { postcode?: FieldError | null; housenr?: FieldError | null } = {};
  /** The field an address-does-not-exist reply (002) points at. */
  private wrongField: Field | null = null;
  private housenrsFor = '';
  private extensionsFor = '';
  private extensionsTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(root: ShadowRoot, context: FieldsContext) {
    this.root = root;
    this.context = context;
    this.postcode = find(root, '#postcode');
    this.housenr = find(root, '#housenr');
    this.housenrList = find(root, '#housenrs');
    this.extension = find(root, '#housenrext');

    enterSubmitsDespiteSuggestions(this.housenr);
    this.postcode.addEventListener('input', () => this.postcodeTyped());
    this.postcode.addEventListener('change', () => this.validateOnLeave('postcode'));
    this.housenr.addEventListener('input', () => this.housenrTyped());
    this.housenr.addEventListener('change', () => this.validateOnLeave('housenr'));
    this.extension.addEventListener('change', () => {
      this.wrongField = null;
      this.context.changed();
    });
  }

  /** Stops a pending lookup of extensions (the element left the page). */
  stop() {
    clearTimeout(this.extensionsTimer);
  }

  /**
   * The address as entered, the postcode normalised in its field; null when a field is wrong,
   * which it then says. Clears the mark of a previous check.
   */
  read(): AddressInput | null {
    const zipcode = normalisePostcode(this.postcode.value);
    this.postcode.value = zipcode;
    this.errors = { postcode: postcodeError(zipcode), housenr: housenrError(this.housenr.value) };
    this.wrongField = null;
    if (this.errors.postcode || this.errors.housenr) return null;
    return { zipcode, housenr: parseHousenr(this.housenr.value)!, housenrext: this.extension.value };
  }

  /** Focuses the first field that is wrong. */
  focusError() {
    (this.errors.postcode ? this.postcode : this.housenr).focus();
  }

  /** No such address: the house number when the postcode has numbers, else the postcode. */
  async markNoSuchAddress(zipcode: string) {
    const known = await this.context.lookup('get_housenrs', { zipcode }).then(
      (result) => housenrsFrom(result).length > 0,
      () => false,
    );
    this.wrongField = known ? 'housenr' : 'postcode';
  }

  /** Labels, hint and messages in the language of `texts`; which field is wrong, for assistive technology. */
  render(texts: Texts) {
    const labels = this.root.querySelectorAll('label');
    setText(labels[0]!, texts.postcode);
    setText(labels[1]!, texts.housenr);
    setText(labels[2]!, texts.housenrext);
    setText(this.root.querySelector('#postcode-hint')!, texts.postcodeHint);
    setText(this.extension.options[0]!, texts.noExtension);
    this.showField(this.postcode, 'postcode', fieldText(texts, this.errors.postcode, 'postcode'), [
      'postcode-hint',
    ]);
    this.showField(this.housenr, 'housenr', fieldText(texts, this.errors.housenr, 'housenr'), []);
  }

  private showField(input: HTMLInputElement, field: Field, message: string, described: string[]) {
    setText(this.root.querySelector(`#${field}-error`)!, message);
    const ids = [...described];
    if (message) ids.push(`${field}-error`);
    if (this.wrongField === field) ids.push('error');
    if (ids.length > 0) input.setAttribute('aria-describedby', ids.join(' '));
    else input.removeAttribute('aria-describedby');
    if (message || this.wrongField === field) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  }

  private postcodeTyped() {
    const input = this.postcode;
    const typed = normaliseWhileTyping(input.value, input.selectionStart);
    if (typed.value !== input.value) {
      input.value = typed.value;
      if (this.root.activeElement === input) input.setSelectionRange(typed.caret, typed.caret);
    }
    if (this.errors.postcode) this.errors.postcode = postcodeError(input.value);
    this.wrongField = null;
    this.context.changed();
    this.loadHousenrs();
    this.loadExtensions();
  }

  private housenrTyped() {
    if (this.errors.housenr) this.errors.housenr = housenrError(this.housenr.value);
    this.wrongField = null;
    this.context.changed();
    this.loadExtensions();
  }

  /** A field someone leaves with something in it says what is wrong with it. */
  private validateOnLeave(field: Field) {
    const input = field === 'postcode' ? this.postcode : this.housenr;
    if (input.value.trim() === '') return;
    this.errors[field] = field === 'postcode' ? postcodeError(input.value) : housenrError(input.value);
    this.context.changed();
  }

  private loadHousenrs() {
    const zipcode = this.postcode.value;
    const wanted = POSTCODE_PATTERN.test(zipcode) ? zipcode : '';
    if (wanted === this.housenrsFor) return;
    this.housenrsFor = wanted;
    this.housenrList.replaceChildren();
    if (!wanted) return;
    this.context.lookup('get_housenrs', { zipcode }).then(
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
      this.context.lookup('get_housenrext', { zipcode, housenr }).then(
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
    const none = element('option', { value: '' }, this.context.texts().noExtension);
    this.extension.replaceChildren(
      none,
      ...extensions.map((extension) => element('option', { value: extension }, extension)),
    );
    this.extension.value = extensions.includes(chosen) ? chosen : '';
  }
}
