/**
 * The widget's pure logic: what people type, what the API replies and what the widget shows and
 * tells the host page. No DOM here, so it runs (and is tested) anywhere.
 */
import { ErrorCode } from '../contract/error-codes.gen.ts';

export const POSTCODE_PATTERN = /^[1-9][0-9]{3}[A-Z]{2}$/;
const HOUSENR_PATTERN = /^[1-9][0-9]{0,4}$/;

export type FieldError = 'required' | 'format';

/** A postcode as the API wants it: no spaces (of any kind), upper case. */
export function normalisePostcode(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** Normalises while someone types: the caret stays behind the same character. */
export function normaliseWhileTyping(value: string, caret: number | null): { value: string; caret: number } {
  const normalised = normalisePostcode(value);
  const before = caret === null ? normalised.length : normalisePostcode(value.slice(0, caret)).length;
  return { value: normalised, caret: before };
}

export function postcodeError(value: string): FieldError | null {
  const postcode = normalisePostcode(value);
  if (postcode === '') return 'required';
  return POSTCODE_PATTERN.test(postcode) ? null : 'format';
}

/** A house number from 1 to 99999, or null. */
export function parseHousenr(value: string): number | null {
  const text = value.trim();
  return HOUSENR_PATTERN.test(text) ? Number(text) : null;
}

export function housenrError(value: string): FieldError | null {
  if (value.trim() === '') return 'required';
  return parseHousenr(value) === null ? 'format' : null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `list_providers`: the provider ids, in the API's order. */
export function providersFrom(result: unknown): string[] | null {
  if (!isRecord(result) || !Array.isArray(result.providers)) return null;
  return result.providers.filter((provider): provider is string => typeof provider === 'string');
}

/** `postcodes get_housenrs`: the postcode's house numbers, ascending. */
export function housenrsFrom(result: unknown): number[] {
  if (!isRecord(result) || !Array.isArray(result.housenrs)) return [];
  const numbers = result.housenrs.filter(
    (housenr): housenr is number => Number.isInteger(housenr) && housenr >= 1 && housenr <= 99999,
  );
  return [...new Set(numbers)].sort((a, b) => a - b);
}

/**
 * `postcodes get_housenrext`: every extension any source knows (the cadastre, KPN WBA, KPN WEAS),
 * without "" (no extension, which the widget always offers), in natural order (2 before 10).
 */
export function extensionsFrom(result: unknown): string[] {
  if (!isRecord(result)) return [];
  const extensions = new Set<string>();
  for (const source of Object.values(result)) {
    if (!isRecord(source) || !Array.isArray(source.housenrexts)) continue;
    for (const extension of source.housenrexts) {
      if (typeof extension === 'string' && extension.trim() !== '') extensions.add(extension.trim());
    }
  }
  return [...extensions].sort((a, b) => a.localeCompare(b, 'nl', { numeric: true, sensitivity: 'base' }));
}

export interface ProductView {
  /** The technology label: Fiber, Copper, VPLUS, … */
  technology: string;
  /** kbit/s */
  download: number;
  /** kbit/s */
  upload: number;
}

/** Why a provider shows no products. */
export type Reason = 'not-served' | 'unavailable' | 'complex' | 'failed';

export interface ProviderView {
  provider: string;
  /** Fastest first: download, then upload. */
  products: ProductView[];
  /** The inline provider error, as the API gave it. */
  error?: { code: number; message: string };
  /** Set when there are no products. */
  reason?: Reason;
}

/** The plain-language reason for an inline provider error code. */
export function reasonOf(code: number): Reason {
  if (code === ErrorCode.notServiced) return 'not-served';
  if (code === ErrorCode.temporarilyUnavailable) return 'unavailable';
  if (code === ErrorCode.tooComplex) return 'complex';
  return 'failed';
}

function productsOf(entry: Record<string, unknown>): ProductView[] {
  const products: ProductView[] = [];
  for (const [technology, product] of Object.entries(entry)) {
    if (technology === 'error' || !isRecord(product)) continue;
    const { max_download: download, max_upload: upload } = product;
    if (typeof download !== 'number' || typeof upload !== 'number') continue;
    products.push({ technology, download, upload });
  }
  // Array.prototype.sort is stable: equal speeds keep the API's order (its best first).
  return products.sort((a, b) => b.download - a.download || b.upload - a.upload);
}

/**
 * A `zipcode` reply as one block per provider: every provider `list_providers` names, in its
 * order (a provider absent from `available` does not serve the address), then any other the reply
 * holds. Each has its products fastest first, or the reason it has none.
 */
export function providerViews(providers: readonly string[], result: unknown): ProviderView[] {
  const available = isRecord(result) && isRecord(result.available) ? result.available : {};
  const names = [...new Set([...providers, ...Object.keys(available)])];
  return names.map((provider): ProviderView => {
    const entry = available[provider];
    if (!isRecord(entry)) return { provider, products: [], reason: 'not-served' };
    const error = entry.error;
    if (isRecord(error)) {
      const code = typeof error.code === 'number' ? error.code : ErrorCode.unanticipated;
      const message = typeof error.message === 'string' ? error.message : '';
      return { provider, products: [], error: { code, message }, reason: reasonOf(code) };
    }
    const products = productsOf(entry);
    return products.length > 0 ? { provider, products } : { provider, products: [], reason: 'not-served' };
  });
}

export interface AddressInput {
  zipcode: string;
  housenr: number;
  housenrext: string;
}

/** The checked address as people write it: "Damrak 1 A, 1012AB Amsterdam". */
export function addressLabel(input: AddressInput, result: unknown): string {
  const address = isRecord(result) && isRecord(result.address) ? result.address : {};
  const street = typeof address.street === 'string' ? address.street : '';
  const city = typeof address.city === 'string' ? address.city : '';
  const number = [input.housenr, input.housenrext].filter((part) => part !== '').join(' ');
  const place = [input.zipcode, city].filter(Boolean).join(' ');
  return street ? `${street} ${number}, ${place}` : `${place} ${number}`;
}

export interface AddressCheckedDetail extends AddressInput {
  providers: Record<string, { products: string[]; error?: { code: number; message: string } }>;
}

/** The `address-checked` event's detail. */
export function checkedDetail(input: AddressInput, views: readonly ProviderView[]): AddressCheckedDetail {
  const providers: AddressCheckedDetail['providers'] = {};
  for (const view of views) {
    providers[view.provider] = {
      products: view.products.map((product) => product.technology),
      ...(view.error ? { error: { ...view.error } } : {}),
    };
  }
  return { ...input, providers };
}

/**
 * The default API base: the origin the script came from (the module's own URL, or the classic
 * script's `src`), plus `/api`; the page's own origin when neither is known.
 */
export function defaultApiBase(moduleUrl: unknown, scriptSrc: unknown, pageUrl: string): string {
  for (const candidate of [moduleUrl, scriptSrc]) {
    if (typeof candidate !== 'string' || candidate === '') continue;
    try {
      const url = new URL(candidate);
      if (url.protocol === 'http:' || url.protocol === 'https:') return `${url.origin}/api`;
    } catch {
      // not a URL: try the next one
    }
  }
  return `${new URL(pageUrl).origin}/api`;
}

/** An `api-base` attribute without its trailing slashes, resolved against the page. */
export function apiBaseOf(attribute: string | null, fallback: string, pageUrl: string): string {
  const value = attribute?.trim();
  if (!value) return fallback;
  try {
    return new URL(value, pageUrl).href.replace(/\/+$/, '');
  } catch {
    return value.replace(/\/+$/, '');
  }
}
