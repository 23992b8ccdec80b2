import { addressLine } from './address-line.ts';

/**
 * The address the address check's result is drawn for at build time (src/app/prerender-signed-in.tsx),
 * as the postcode lookup names it. The portal server writes the looked-up address in its place when
 * it draws a page opened with a check in its URL (src/server/drawn-pages.ts).
 */
export const DRAWN_ADDRESS = {
  zipcode: '9999ZZ',
  housenr: 98765,
  housenrext: '',
  street: 'portal-drawn-street',
  city: 'portal-drawn-city',
} as const;

/** The drawn result's heading names it so; the server writes the real address's line there. */
export const DRAWN_ADDRESS_LINE = addressLine(DRAWN_ADDRESS);

/** Where the drawn result's page is drawn: the address check with DRAWN_ADDRESS in its URL. */
export const DRAWN_CHECK_PATH = `/address-check?zipcode=${DRAWN_ADDRESS.zipcode}&housenr=${DRAWN_ADDRESS.housenr}`;

/** The file of the drawn address check with a result, in `locale`. */
export const drawnCheckFile = (locale: string) => `page-address-check-result-${locale}.html`;
