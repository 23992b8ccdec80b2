/** The 100,000 carrier products, and the queries over them asked of the sandbox and of json-server. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { rpc } from './requests.ts';
import { SORT } from './settings.ts';

/** A small deterministic generator, so every run of the benchmark asks the same sequence. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface Product {
  product_id: number;
  name: string;
  area: string;
  download: number;
}

/** Every product of the 100,000-product database, as json-server's db.json and for the term lists. */
export function dumpProducts(dataDir: string, file: string): Product[] {
  const db = new DatabaseSync(join(dataDir, 'sandbox.sqlite'), { readOnly: true });
  try {
    const products = db
      .prepare('SELECT * FROM carrier_products ORDER BY product_id')
      .all() as unknown as Product[];
    writeFileSync(file, JSON.stringify({ products }));
    return products;
  } finally {
    db.close();
  }
}

export interface Query {
  term: string;
  page: number;
}

/** Queries over the given terms, each with a page inside its result (no empty pages past the end). */
export function queryMaker(
  products: readonly Product[],
  terms: readonly string[],
  seed: number,
): () => Query {
  const names = products.map((product) => product.name.toLowerCase());
  const pages = terms.map((term) => {
    const needle = term.toLowerCase();
    let matches = 0;
    for (const name of names) if (name.includes(needle)) matches += 1;
    return Math.max(1, Math.ceil(matches / 100));
  });
  const random = randomFrom(seed);
  return () => {
    const index = Math.floor(random() * terms.length);
    return { term: terms[index]!, page: 1 + Math.floor(random() * pages[index]!) };
  };
}

export const listCarriersParams = ({ term, page }: Query) => ({
  filter: { name: term },
  sort: SORT,
  pagination: { page, per_page: 100 },
});
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export const peerPath = ({ term, page }: Query) =>
  `/products?name_like=${encodeURIComponent(escapeRegExp(term))}&_sort=download,name&_order=desc,asc&_page=${page}&_limit=100`;

/** Area codes (every name ends with one: 0.4–0.6 % of the products each), half of them in lower case. */
export function selectiveTerms(products: readonly Product[]): string[] {
  const areas = [...new Set(products.map((product) => product.area))].sort();
  return areas.map((area, index) => (index % 2 === 0 ? area.toLowerCase() : area));
}

export async function samePageAsPeer(scaledUrl: string, token: string, peerUrl: string, query: Query) {
  const ours = await rpc<{ carriers: Product[]; pagination: { total_items: number } }>(
    scaledUrl,
    '/broadband/v1',
    token,
    'list_carriers',
    listCarriersParams(query),
  );
  const response = await fetch(`${peerUrl}${peerPath(query)}`);
  const theirs = (await response.json()) as Product[];
  const ids = (rows: readonly Product[]) => rows.map((row) => row.product_id).join(',');
  return (
    ids(ours.carriers) === ids(theirs) &&
    String(ours.pagination.total_items) === response.headers.get('x-total-count')
  );
}
