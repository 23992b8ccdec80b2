import { domainOf } from './causes.ts';

/**
 * The client's domain when `email` is an address at another domain, else null. An address that is
 * not yet complete is left to the schema's own format check, so it gets one message, not two.
 */
export function domainError(email: string | undefined, domain: string | null): string | null {
  if (!email || !domain) return null;
  const at = email.lastIndexOf('@');
  if (at < 1 || at === email.length - 1) return null;
  return domainOf(email) === domain.toLowerCase() ? null : domain;
}
