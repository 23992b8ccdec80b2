export interface PageRequest {
  page: number;
  per_page: number;
}

export interface PageReply {
  page: number;
  per_page: number;
  total_items: number;
  total_pages: number;
}

/**
 * `per_page` 0 means every item on one page; a page past the end is empty with true totals (also
 * one so far that its offset is no integer SQLite can take, such as page 1e300).
 */
export function paginate(request: PageRequest | undefined, fallbackPerPage: number, totalItems: number) {
  const page = request?.page ?? 1;
  const perPage = request?.per_page ?? fallbackPerPage;
  const totalPages = perPage === 0 ? (totalItems > 0 ? 1 : 0) : Math.ceil(totalItems / perPage);
  const reply: PageReply = { page, per_page: perPage, total_items: totalItems, total_pages: totalPages };
  const offset = perPage === 0 ? 0 : (page - 1) * perPage;
  if (offset >= totalItems || (perPage === 0 && page !== 1)) return { reply, limit: 0, offset: 0 };
  return { reply, limit: perPage === 0 ? -1 : perPage, offset };
}

/** Escapes `%`, `_` and `\` so a user's text is matched literally by `LIKE … ESCAPE '\'`. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export type SortDirection = 'ASC' | 'DESC';

/** ORDER BY terms in the order the members were given (JSON keeps member order). */
export function orderBy(
  sort: Record<string, SortDirection | undefined> | undefined,
  columns: ReadonlySet<string>,
  tieBreaker: string,
): string {
  const terms = Object.entries(sort ?? {})
    .filter(([column, direction]) => columns.has(column) && direction !== undefined)
    .map(([column, direction]) => `${column} ${direction === 'DESC' ? 'DESC' : 'ASC'}`);
  return [...terms, tieBreaker].join(', ');
}
