import { describe, expect, it } from 'vitest';
import { readListParams, writeListParams } from '../../ui/list-params.ts';
import { MAIL_LIST, type MailView, matchesQuery, withCreate, withEdit } from './list-spec.ts';

const view = (search: string) => readListParams(MAIL_LIST, new URLSearchParams(search)).filter;
const write = (filter: MailView) =>
  writeListParams(MAIL_LIST, { filter, sort: [], page: 1, perPage: 0 }).toString();

describe('mail URL state', () => {
  it('reads a client, a text filter and an open form', () => {
    expect(view('client=3&q=jan&new=forwarder')).toEqual({
      client: 3,
      q: 'jan',
      create: 'forwarder',
      edit: null,
    });
  });

  it('ignores values that are not a client id or a form, and any sort or page', () => {
    expect(view('client=abc&new=other')).toEqual({ client: null, q: '', create: null, edit: null });
    expect(view('client=0').client).toBeNull();
    expect(view('client=-2').client).toBeNull();
    expect(readListParams(MAIL_LIST, new URLSearchParams('sort=email&page=3&per_page=10'))).toEqual({
      filter: { client: null, q: '', create: null, edit: null },
      sort: [],
      page: 1,
      perPage: 0,
    });
  });

  it('writes only what is set, and one form at a time', () => {
    expect(write(view('sort=email&page=2'))).toBe('');
    const editing = withEdit(view('client=1&new=mailbox'), 'info@example.nl');
    expect(write(editing)).toBe('client=1&edit=info%40example.nl');
    expect(write(withCreate(editing, 'mailbox'))).toBe('client=1&new=mailbox');
    expect(write(withEdit(editing, null))).toBe('client=1');
  });

  it('filters on any word, ignoring case and surrounding spaces', () => {
    expect(matchesQuery(' INFO ', 'info@bakkerij.nl', 'Algemeen')).toBe(true);
    expect(matchesQuery('jan', 'info@bakkerij.nl', 'Jan de Vries')).toBe(true);
    expect(matchesQuery('piet', 'info@bakkerij.nl', 'Algemeen')).toBe(false);
    expect(matchesQuery('', 'x')).toBe(true);
  });
});
