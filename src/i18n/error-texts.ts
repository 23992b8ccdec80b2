/**
 * The portal's words for the service's error codes, keyed by the catalogue's names
 * (src/contract/error-codes.gen.ts): every language names each of the specification's codes, and no
 * other (the type says so); any other code gets `other`.
 */
import { type SpecErrorName, errorCodeName } from '../contract/error-code-lookup.ts';

export type ServiceErrorTexts = { readonly [Name in SpecErrorName]: string } & { readonly other: string };

/** The words for the service's error `code`: its own, or `other` for a code without them. */
export function serviceErrorText(texts: ServiceErrorTexts, code: number): string {
  const name = errorCodeName(code);
  // The texts name exactly the specification's codes (the type says so), and `other` is no code's name.
  return name !== undefined && Object.hasOwn(texts, name) ? texts[name as SpecErrorName] : texts.other;
}
