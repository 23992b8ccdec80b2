/**
 * The portal's words for the service's error codes, keyed by the catalogue's names
 * (src/contract/error-codes.gen.ts): every language names each of the specification's codes, and no
 * other (the type says so); any other code gets `other`.
 */
import { type SpecErrorName, specErrorName } from '../contract/error-code-lookup.ts';

export type ServiceErrorTexts = { readonly [Name in SpecErrorName]: string } & { readonly other: string };

/** The words for the service's error `code`: its own, or `other` for a code without them. */
export function serviceErrorText(texts: ServiceErrorTexts, code: number): string {
  const name = specErrorName(code);
  return name === undefined ? texts.other : texts[name];
}
