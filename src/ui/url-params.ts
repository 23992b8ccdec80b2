/** How list pages write numbers and sort orders in their URLs. */

/** A whole number from 1 up, of at most nine digits; anything else is null. */
export function readPositiveInteger(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
}

export type SortDirection = 'ASC' | 'DESC';

/**
 * `sort=-download,name`: a leading `-` is descending, members in order of precedence. Members
 * `memberOf` does not know, and repeated ones, are left out.
 */
export function readSortParam<M extends string>(
  value: string | null,
  memberOf: (name: string) => M | undefined,
): { member: M; direction: SortDirection }[] {
  const sort: { member: M; direction: SortDirection }[] = [];
  for (const term of (value ?? '').split(',')) {
    const member = memberOf(term.replace(/^-/, ''));
    if (!member || sort.some((entry) => entry.member === member)) continue;
    sort.push({ member, direction: term.startsWith('-') ? 'DESC' : 'ASC' });
  }
  return sort;
}

export function writeSortParam(sort: readonly { member: string; direction: SortDirection }[]): string {
  return sort.map(({ member, direction }) => `${direction === 'DESC' ? '-' : ''}${member}`).join(',');
}
