import { describe, expect, it } from 'vitest';
import { createQueryClient, shareUnchangedParts } from './query-client.ts';
import { retryDelay, shouldRetry } from './retry-rule.ts';

describe('the query cache', () => {
  it('retries queries by the retry rule, and never a mutation', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.retry).toBe(shouldRetry);
    expect(defaults.queries?.retryDelay).toBe(retryDelay);
    expect(defaults.mutations?.retry).toBe(false);
  });
});

describe('sharing the unchanged parts of an answer', () => {
  it('keeps what did not change, and keeps a reply with members the portal does not know whole', async () => {
    const { readReply } = await import('../contract/reply-reading.ts');
    const previous = { rows: [{ id: 1 }, { id: 2 }] };
    const next = { rows: [{ id: 1 }, { id: 3 }] };
    const shared = shareUnchangedParts(previous, next) as typeof next;
    expect(shared.rows[0]).toBe(previous.rows[0]);

    const noting = Object.assign(
      function (this: { notes: unknown[] } | undefined) {
        this?.notes.push({ kind: 'member', pointer: '/rows/1/colour' });
        return true;
      },
      { errors: null },
    );
    const reading = readReply<typeof next>(noting, { rows: [{ id: 1 }, { id: 3, colour: 'red' }] });
    if (!reading.readable) throw new Error('not read');
    expect(shareUnchangedParts(previous, reading.result)).toBe(reading.result);
  });
});
