import { describe, expect, it } from 'vitest';
import { matchesQuery, readMailView, withCreate, withEdit, writeMailView } from './mail-url.ts';

const view = (search: string) => readMailView(new URLSearchParams(search));

describe('mail URL state', () => {
  it('reads a client, a text filter and an open form', () => {
    expect(view('client=3&q=jan&new=forwarder')).toEqual({
      client: 3,
      q: 'jan',
      create: 'forwarder',
      edit: null,
    });
  });

  it('ignores values that are not a client id or a form', () => {
    expect(view('client=abc&new=other')).toEqual({ client: null, q: '', create: null, edit: null });
    expect(view('client=0').client).toBeNull();
    expect(view('client=-2').client).toBeNull();
  });

  it('writes only what is set, and one form at a time', () => {
    expect(writeMailView(view('')).toString()).toBe('');
    const editing = withEdit(view('client=1&new=mailbox'), 'info@example.nl');
    expect(writeMailView(editing).toString()).toBe('client=1&edit=info%40example.nl');
    expect(writeMailView(withCreate(editing, 'mailbox')).toString()).toBe('client=1&new=mailbox');
    expect(writeMailView(withEdit(editing, null)).toString()).toBe('client=1');
  });

  it('filters on any word, ignoring case and surrounding spaces', () => {
    expect(matchesQuery(' INFO ', 'info@bakkerij.nl', 'Algemeen')).toBe(true);
    expect(matchesQuery('jan', 'info@bakkerij.nl', 'Jan de Vries')).toBe(true);
    expect(matchesQuery('piet', 'info@bakkerij.nl', 'Algemeen')).toBe(false);
    expect(matchesQuery('', 'x')).toBe(true);
  });
});
