/**
 * One reply read as the portal reads it, with every difference listed (the portal's validator stops
 * at the first), and the lines the report makes of it: kinds, names and pointers, never a value.
 */
import { describe, expect, it } from 'vitest';
import { checkResult } from './check.ts';
import { buildReport, reportLines } from './report.ts';

const transactions = { className: 'broadband/v1', method: 'list_transactions' };
const profile = { className: 'user/v1', method: 'get_profile' };
const PAGINATION = { page: 1, per_page: 25, total_items: 1, total_pages: 1 };

const transaction = {
  nid: 'NL-100-200-300',
  uuid: '0f8fad5b-d9cb-469f-a165-70867728950e',
  customer_account_id: 4242,
  action: 'new',
  state: 'processing',
  open: true,
  created_at: '2026-01-02T10:00:00Z',
  last_updated: '2026-01-03T10:00:00Z',
  closed_at: null,
  expected_completion_date: '2026-02-01',
  cancel_possible: true,
  cancel_requested: false,
  supplier: 'KPN',
  address: { zipcode: '2511AB', housenr: 10, housenrext: '', street: 'Lange Poten', city: "'s-Gravenhage" },
};

describe('a reply checked', () => {
  it('as it should be: readable, nothing to say', async () => {
    expect(await checkResult(transactions, { transactions: [transaction], pagination: PAGINATION })).toEqual({
      readable: true,
      differences: [],
      notes: [],
    });
  });

  it('with several differences: every one of them, the portal’s own first', async () => {
    const { street: _street, city: _city, ...address } = transaction.address;
    const checked = await checkResult(transactions, {
      transactions: [{ ...transaction, open: 'yes', address }, 7],
      pagination: { ...PAGINATION, page: '1' },
    });
    expect(checked.readable).toBe(false);
    expect(checked.differences).toEqual([
      { pointer: '/transactions/0/open', expected: ['boolean'], received: 'string' },
      { pointer: '/transactions/0/address/street', expected: 'member', received: 'missing' },
      { pointer: '/transactions/0/address/city', expected: 'member', received: 'missing' },
      { pointer: '/transactions/1', expected: ['object'], received: 'integer' },
    ]);
    expect(checked.notes).toEqual([{ kind: 'number-as-text', pointer: '/pagination/page' }]);
  });

  it('a member that may be null or an object, sent as neither: the kinds allowed there', async () => {
    const checked = await checkResult(transactions, {
      transactions: [{ ...transaction, address: 'Lange Poten 10' }],
      pagination: PAGINATION,
    });
    expect(checked.differences).toEqual([
      { pointer: '/transactions/0/address', expected: ['object', 'null'], received: 'string' },
    ]);
  });
});

describe('the report of it', () => {
  const linesOf = (outcome: Awaited<ReturnType<typeof checkResult>>) =>
    reportLines(
      buildReport({
        signedIn: 'jwt',
        withTotp: false,
        address: 'given',
        calls: [
          {
            ...profile,
            outcome: outcome.readable
              ? { kind: 'read', notes: outcome.notes }
              : { kind: 'differs', differences: outcome.differences, notes: outcome.notes },
          },
        ],
      }),
    ).join('\n');

  it('names a value the schema does not list only when it is short text; escapes what would break a line', async () => {
    const checked = await checkResult(profile, {
      username: 'jdevries',
      name: 'Jan de Vries',
      email: 'jan@example.nl',
      phone: null,
      language: 'Nederlands, en graag per post naar Lange Poten 10 in Den Haag',
      customer_account_id: 4242,
      permissions: [],
      ip_whitelist: [],
      totp: { enabled: false, pending: false },
      client_ip: '192.0.2.7',
      token_expires_at: null,
      'note\nline': 'Lange Poten 10',
    });
    expect(checked.readable).toBe(true);
    const text = linesOf(checked);
    expect(text).toContain('note         user/v1 get_profile /language: a value the schema does not know\n');
    expect(text).toContain(
      'note         user/v1 get_profile /note\\u000aline: a member the schema does not know\n',
    );
    for (const value of ['jdevries', 'Jan de Vries', 'jan@example.nl', 'Lange Poten', '192.0.2.7', '4242'])
      expect(text).not.toContain(value);
  });

  it('says what was expected and what came, in kinds', async () => {
    const text = linesOf(await checkResult(profile, { username: 'jdevries', totp: 'disabled by the desk' }));
    expect(text).toContain('differs      user/v1 get_profile: 10 differences\n');
    expect(text).toContain('difference   user/v1 get_profile /name: expected member, came missing\n');
    expect(text).toContain('difference   user/v1 get_profile /totp: expected object, came string\n');
    expect(text).toContain('The portal cannot read 1 reply (exit 1).');
    expect(text).not.toContain('jdevries');
    expect(text).not.toContain('disabled');
  });
});
