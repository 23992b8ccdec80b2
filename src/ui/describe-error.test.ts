import { describe, expect, it } from 'vitest';
import { HttpError, NetworkError, NotOfferedError, ReplyShapeError, RpcError } from '../api/errors.ts';
import en from '../i18n/messages-en.ts';
import nl from '../i18n/messages-nl.ts';

const messages = { nl, en };
import { describeError, describeKinds, replyDifferenceReport } from './describe-error.ts';

const SERVICE_CODES = [1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12];
const HTTP_STATUSES = [401, 403, 404, 405, 413, 429, 502, 503, 504];

describe('errors shown to people', () => {
  it.each(['nl', 'en'] as const)(
    'has a %s message of its own for every service code and HTTP failure',
    (locale) => {
      const texts = messages[locale];
      const summaries = [
        ...SERVICE_CODES.map((code) => describeError(new RpcError(code, 'x', {}, null), texts).summary),
        ...HTTP_STATUSES.map((status) => describeError(new HttpError(status, 'x'), texts).summary),
      ];
      expect(new Set(summaries).size).toBe(summaries.length);
      expect(summaries.every((summary) => summary.length > 10)).toBe(true);
    },
  );

  it('shows the code zero-padded, the service words and the cid of 001', () => {
    const description = describeError(
      new RpcError(1, 'Unanticipated error; quote cid abc', { cid: 'abc' }, 'abc'),
      messages.en,
    );
    expect(description).toEqual({
      summary: messages.en.errors.rpc.unanticipated,
      detail: 'Unanticipated error; quote cid abc',
      code: '001',
      cid: 'abc',
    });
  });

  it('explains HTTP and network failures', () => {
    expect(describeError(new HttpError(502, 'bad gateway'), messages.nl)).toMatchObject({
      code: 'HTTP 502',
      summary: messages.nl.errors.http[502],
    });
    expect(describeError(new HttpError(599, 'odd'), messages.nl).summary).toBe(
      messages.nl.errors.http.server,
    );
    expect(describeError(new NetworkError('offline'), messages.en).summary).toBe(messages.en.errors.network);
  });
});

describe('a service that differs', () => {
  const difference = new ReplyShapeError(
    'broadband/v1',
    'list_transactions',
    { pointer: '/transactions/0/state', expected: ['string'], received: 'integer' },
    'c1d2',
  );

  it.each(['nl', 'en'] as const)(
    'says in %s that the reply could not be read, and that a method is not offered',
    (locale) => {
      const texts = messages[locale];
      expect(describeError(difference, texts)).toEqual({
        summary: texts.errors.reply.summary,
        detail: null,
        code: null,
        cid: 'c1d2',
      });
      expect(describeError(new NotOfferedError('mail/v1', 'list_mailboxes', null), texts).summary).toBe(
        texts.errors.notOffered.method,
      );
      expect(describeError(new NotOfferedError('mail/v1', null, null), texts).summary).toBe(
        texts.errors.notOffered.class,
      );
    },
  );

  it('names the kinds in the reader’s words', () => {
    expect(describeKinds(['object', 'null'], messages.nl)).toBe('een object of leeg (null)');
    expect(describeKinds('missing', messages.en)).toBe('nothing: the member is missing');
  });

  it('copies the facts to send on, the same in every language, without a value of the reply', () => {
    expect(replyDifferenceReport(difference)).toBe(
      [
        'The portal could not read a reply of the service.',
        'class: broadband/v1',
        'method: list_transactions',
        'pointer: /transactions/0/state',
        'expected: string',
        'received: integer',
        'cid: c1d2',
      ].join('\n'),
    );
  });
});
