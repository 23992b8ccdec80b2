import { HttpError, NetworkError, RpcError } from '../api/errors.ts';
import type { Messages } from '../i18n/messages.ts';

export interface ErrorDescription {
  /** What happened, in the person's language. */
  summary: string;
  /** The service's own words, shown as detail. */
  detail: string | null;
  /** `001`-style code or HTTP status, when there is one. */
  code: string | null;
  cid: string | null;
}

export function displayCode(code: number): string {
  return code > 0 ? String(code).padStart(3, '0') : String(code);
}

export function describeError(error: unknown, messages: Messages): ErrorDescription {
  const texts = messages.errors;
  if (error instanceof RpcError) {
    return {
      summary: texts.rpc[error.code] ?? texts.rpc.other,
      detail: error.message,
      code: displayCode(error.code),
      cid: error.cid,
    };
  }
  if (error instanceof HttpError) {
    const summary = texts.http[error.status] ?? (error.status >= 500 ? texts.http.server : texts.http.other);
    return { summary, detail: error.message, code: `HTTP ${error.status}`, cid: error.cid };
  }
  if (error instanceof NetworkError) return { summary: texts.network, detail: null, code: null, cid: null };
  return {
    summary: texts.unknown,
    detail: error instanceof Error ? error.message : null,
    code: null,
    cid: null,
  };
}
