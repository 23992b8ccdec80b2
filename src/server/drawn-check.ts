/**
 * The address check opened afresh with a check in its URL (a link a colleague sent, a reload): the
 * result's heading, the address as the postcode lookup names it, drawn into the document with the
 * page, so the largest thing on screen is there before the portal's scripts run. The lookup is the
 * browser's own call made by the server (Api.callForPage); when it does not answer within
 * DRAWN_CHECK_DEADLINE_MS the page is drawn without the heading, as before, and never waits longer.
 */
import type { IncomingMessage } from 'node:http';
import { type CheckAddress, addressFromSearch, addressLine } from '../contract/address-line.ts';
import { DRAWN_ADDRESS_LINE } from '../contract/drawn-address.ts';
import { escapeHtml } from './drawn-pages.ts';

export { drawnCheckFile } from '../contract/drawn-address.ts';

export const DRAWN_CHECK_DEADLINE_MS = 300;

export type NamedAddress = CheckAddress & { street: string; city: string };

/** A JSON-RPC call for the page being drawn: the reply's JSON text, or null (api.ts). */
export type CallForPage = (
  request: IncomingMessage,
  token: string,
  className: string,
  body: string,
  signal: AbortSignal,
) => Promise<string | null>;

/** The street and city of `address` from the reply of `postcodes/v1 get_address`, or null. */
export function namedAddressOf(replyText: string | null, address: CheckAddress): NamedAddress | null {
  if (replyText === null) return null;
  try {
    const reply = JSON.parse(replyText) as { result?: { street?: unknown; city?: unknown } } | null;
    const street = reply?.result?.street;
    const city = reply?.result?.city;
    return typeof street === 'string' && typeof city === 'string' && street !== '' && city !== ''
      ? { ...address, street, city }
      : null;
  } catch {
    return null;
  }
}

/**
 * The address of the check in `url`'s query, named by the service within `deadlineMs`; null when
 * the URL holds no check, the lookup fails or it is late.
 */
export async function lookUpCheckAddress(
  request: IncomingMessage,
  url: string,
  token: string,
  call: CallForPage,
  deadlineMs = DRAWN_CHECK_DEADLINE_MS,
): Promise<NamedAddress | null> {
  const address = addressFromSearch(new URL(url, 'http://portal.invalid').searchParams);
  if (address === null) return null;
  const body = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'get_address',
    params: { zipcode: address.zipcode, housenr: address.housenr },
  });
  const late = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      late.abort();
      resolve(null);
    }, deadlineMs);
  });
  try {
    const reply = await Promise.race([call(request, token, 'postcodes/v1', body, late.signal), deadline]);
    return namedAddressOf(reply, address);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** The drawn address check with a result (drawnCheckFile) with `address` written in its heading. */
export function fillDrawnCheck(markup: string, address: NamedAddress): string {
  const line = escapeHtml(addressLine(address));
  return markup.replaceAll(escapeHtml(DRAWN_ADDRESS_LINE), () => line);
}
