/**
 * The products page as it draws itself against a service that differs from the contract (a real
 * sandbox behind src/sandbox/testing/differing-service.ts): the page is drawn once, in Node, with
 * the listing the service sent already in its query cache.
 */
import { createElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { carriersQueryOptions, fetchAllCarriers, listCarriers } from '../../api/broadband/list-carriers.ts';
import { ReplyShapeError } from '../../api/errors.ts';
import { behindDifferingService } from '../../api/testing/behind-differing-service.ts';
import { loadMessages } from '../../i18n/messages.ts';
import { EXTRA_MEMBERS } from '../../sandbox/testing/differing-service.ts';
import { readListParams } from '../../ui/list-params.ts';
import { drawingClient, drawn } from '../../ui/testing/draw.ts';
import { CarrierProductsPage } from './carrier-products-view.tsx';
import { COLUMNS } from './columns.ts';
import { PRODUCTS_LIST } from './list-spec.ts';
import { listingStatus, listingView } from './listing-view.ts';
import en from './messages-en.ts';
import { productMessages } from './messages.ts';
import { ProductDetail } from './product-detail.tsx';
import { productsCsv } from './products-csv.ts';

const { service } = behindDifferingService();
beforeAll(async () => {
  await productMessages.load('en');
});

const FIRST_PAGE = { filter: {}, sort: [], page: 1, perPage: 25 };
const format = (value: number) => value.toLocaleString('en');

/** The page as drawn with what the service sent for the listing of `url`. */
async function drawnPage(url: string): Promise<string> {
  const client = drawingClient();
  const listing = readListParams(PRODUCTS_LIST, new URL(url, 'http://portal.invalid').searchParams);
  await client.prefetchQuery(carriersQueryOptions(listing));
  return drawn(createElement(CarrierProductsPage), { url, client });
}

describe('a listing the portal cannot read', () => {
  it('is a failure, never an empty listing: no "no products", no zero', async () => {
    service.differ({ className: 'broadband/v1', method: 'list_carriers', change: 'renamed-members' });
    const error = await listCarriers(FIRST_PAGE).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ReplyShapeError);
    const view = listingView({ data: undefined, isError: true, error });
    expect(view).toEqual({ kind: 'failed', error });
    expect(listingStatus(view, FIRST_PAGE, en, format)).toBe('');
  });

  it('a refetch that failed is not shown as the rows it replaced', async () => {
    const reply = await listCarriers(FIRST_PAGE);
    const error = new Error('later');
    expect(listingView({ data: reply, isError: true, error }).kind).toBe('failed');
    expect(listingView({ data: reply, isError: false, error: null }).kind).toBe('shown');
  });

  it('draws the notice in the place of the table; the filters, the columns and the pages stay', async () => {
    service.differ({ className: 'broadband/v1', method: 'list_carriers', change: 'missing-required' });
    const html = await drawnPage('/products?supplier=kpn');
    expect(html).toContain('notice--reply');
    expect(html).toContain('broadband/v1<!-- --> <!-- -->list_carriers');
    expect(html).toContain('/carriers/0/product_id');
    expect(html).not.toContain('carrier-table');
    expect(html).not.toContain(en.status.none);
    expect(html).not.toMatch(/of 0\b/);
    expect(html).toContain('Columns (');
    expect(html).toContain(en.filters.standalone.network_match);
    expect(html).toContain(`${en.filters.remove('Supplier: kpn')}`);
    expect(html).toContain('class="pagination"');
  });

  it('the same page with the reply as the sandbox sends it draws the table and its range', async () => {
    const html = await drawnPage('/products?per_page=25');
    expect(html).toContain('carrier-table');
    expect(html).toMatch(/Products 1–25 of [\d,]+/);
    expect(html).not.toContain('notice--reply');
  });
});

describe('members the contract does not name', () => {
  it('are no columns, not in the CSV, and are shown under other fields of the product', async () => {
    service.differ({ className: 'broadband/v1', method: 'list_carriers', change: 'extra-members' });
    const html = await drawnPage('/products?per_page=25');
    expect(html).toContain('carrier-table');
    expect(html).not.toContain('service_reference');

    const { carriers } = await listCarriers(FIRST_PAGE);
    const product = carriers[0]!;
    const csv = productsCsv(carriers, { texts: en, locale: 'en', apiNames: true });
    expect(csv.slice(1).split('\r\n')[0]).toBe(COLUMNS.map((column) => column.id).join(','));
    expect(csv).not.toContain(EXTRA_MEMBERS.service_reference);

    const messages = await loadMessages('en');
    const detail = await drawn(
      createElement(ProductDetail, { product, returnFocusTo: null, onClose: () => undefined }),
    );
    const [known, other] = detail.split('class="other-fields"');
    expect(other).toBeDefined();
    expect(known).not.toContain('service_reference');
    expect(known!.match(/class="side-panel__attribute"/g)).toHaveLength(COLUMNS.length);
    expect(other).toContain(messages.reading.otherFields);
    expect(other).toContain('<code>service_reference</code>');
    expect(other).toContain(EXTRA_MEMBERS.service_reference);
    expect(other).toContain('{&quot;priority&quot;:true}');
  });
});

describe('the CSV export', () => {
  it('of a listing that cannot be read fails with the difference, instead of writing an empty file', async () => {
    service.differ({ className: 'broadband/v1', method: 'list_carriers', change: 'object-for-list' });
    await expect(fetchAllCarriers({ filter: {}, sort: [] }, { pageSize: 2000 })).rejects.toMatchObject({
      className: 'broadband/v1',
      method: 'list_carriers',
      difference: { pointer: '/carriers', expected: ['array'], received: 'object' },
    });
  });
});
